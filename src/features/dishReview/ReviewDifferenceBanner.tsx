// Review by difference: how many dishes changed since the menu's last approved run, per change kind, with the
// 'Changed only' switch (on by default when there is a baseline and changes).
import { MessageBar, MessageBarBody, MessageBarTitle, Switch, makeStyles, tokens } from '@fluentui/react-components';
import { ChangeLegend } from '../menuItems/ChangeLegend';
import { reviewDifferenceText } from './dishEditState';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  row: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
});

export interface ReviewDifference {
  readonly hasBaseline: boolean;
  readonly changedDishCount: number;
  readonly dishCount: number;
  readonly created: number;
  readonly updated: number;
  readonly updatedSignificantly: number;
  readonly deleted: number;
  readonly restored: number;
}

export function ReviewDifferenceBanner({ difference, changedOnly, onChangedOnly, shortcut }: { difference: ReviewDifference; changedOnly: boolean; onChangedOnly(next: boolean): void; shortcut: string }) {
  const styles = useStyles();
  const changed = difference.hasBaseline && difference.changedDishCount > 0;
  return (
    <MessageBar intent={changed ? 'warning' : 'info'} layout="multiline" aria-label="Review by difference">
      <MessageBarBody className={styles.body}>
        <div className={styles.row}>
          <MessageBarTitle>{reviewDifferenceText(difference)}</MessageBarTitle>
          <Switch
            label={`Changed only (${shortcut})`}
            checked={changedOnly}
            disabled={!difference.hasBaseline && !changedOnly}
            onChange={(_event, data) => onChangedOnly(data.checked)}
          />
        </div>
        {difference.hasBaseline ? (
          <ChangeLegend
            counts={{
              DELETED: difference.deleted,
              RESTORED: difference.restored,
              UPDATED_SIGNIFICANTLY: difference.updatedSignificantly,
              UPDATED: difference.updated,
              CREATED: difference.created,
              NOT_CHANGED: Math.max(0, difference.dishCount - difference.changedDishCount),
            }}
          />
        ) : null}
      </MessageBarBody>
    </MessageBar>
  );
}
