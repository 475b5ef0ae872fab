// The colour legend of change statuses (spec 2, section 2.13): Deleted, Restored, Updated (significantly), Updated,
// Created, Not changed; optional counts per status.
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { CHANGE_STATUS_ORDER, CHANGE_STATUS_STYLES, type ChangeStatusKey } from './changeStatusStyles';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`, margin: 0, padding: 0, listStyleType: 'none' },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  swatch: { width: '12px', height: '12px', borderRadius: tokens.borderRadiusSmall, border: '2px solid', boxSizing: 'border-box', flexShrink: 0 },
  count: { color: tokens.colorNeutralForeground3, fontVariantNumeric: 'tabular-nums' },
});

export function ChangeLegend({ counts }: { counts?: Partial<Record<ChangeStatusKey, number>> }) {
  const styles = useStyles();
  return (
    <ul className={styles.root} aria-label="Change legend">
      {CHANGE_STATUS_ORDER.map((key) => {
        const style = CHANGE_STATUS_STYLES[key];
        const count = counts?.[key];
        return (
          <li key={key} className={styles.item}>
            <span className={styles.swatch} style={{ borderColor: style.color, backgroundColor: style.background }} aria-hidden="true" />
            <Text size={200}>{style.label}</Text>
            {count !== undefined ? (
              <Text size={200} className={styles.count}>
                {count}
              </Text>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
