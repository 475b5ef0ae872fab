// An updated item's fields as "field: old -> new": the old value struck through, the new one highlighted; an empty value
// shows as a dash (spec 2, section 9).
import { makeStyles, tokens } from '@fluentui/react-components';

export interface FieldChangeItem {
  readonly field: string;
  readonly previous: string | null | undefined;
  readonly current: string | null | undefined;
}

const useStyles = makeStyles({
  list: { margin: 0, padding: 0, listStyleType: 'none', display: 'flex', flexDirection: 'column', gap: '2px', fontSize: tokens.fontSizeBase200 },
  field: { color: tokens.colorNeutralForeground3, marginInlineEnd: tokens.spacingHorizontalXXS },
  old: { textDecorationLine: 'line-through', color: tokens.colorPaletteRedForeground1 },
  arrow: { color: tokens.colorNeutralForeground3, marginInline: tokens.spacingHorizontalXXS },
  current: { backgroundColor: tokens.colorPaletteGreenBackground2, color: tokens.colorNeutralForeground1, paddingInline: '2px', borderRadius: tokens.borderRadiusSmall },
});

/** "miscInfo" -> "misc info": the label a field reads as. */
export const fieldLabel = (field: string): string => field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

const shown = (value: string | null | undefined) => (value === null || value === undefined || value === '' ? '-' : value);

export function FieldChanges({ changes }: { changes: readonly FieldChangeItem[] }) {
  const styles = useStyles();
  if (changes.length === 0) return null;
  return (
    <ul className={styles.list} aria-label="Changed fields">
      {changes.map((change) => (
        <li key={change.field}>
          <span className={styles.field}>{fieldLabel(change.field)}:</span>
          <del className={styles.old}>{shown(change.previous)}</del>
          <span className={styles.arrow} aria-label="changed to">
            {'->'}
          </span>
          <ins className={styles.current} style={{ textDecorationLine: 'none' }}>
            {shown(change.current)}
          </ins>
        </li>
      ))}
    </ul>
  );
}
