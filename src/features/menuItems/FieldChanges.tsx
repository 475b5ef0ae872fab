// An updated item's fields as "field: old -> new": the old value struck through, the new one highlighted; an empty value
// shows as a dash (spec 2, section 9). Inline, the fields follow one another on one line (the compact dish table).
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

export interface FieldChangeItem {
  readonly field: string;
  readonly previous: string | null | undefined;
  readonly current: string | null | undefined;
}

const useStyles = makeStyles({
  list: { margin: 0, padding: 0, listStyleType: 'none', display: 'flex', flexDirection: 'column', gap: '2px', fontSize: tokens.fontSizeBase200 },
  inline: { display: 'inline-flex', flexDirection: 'row', gap: tokens.spacingHorizontalS, marginInlineStart: tokens.spacingHorizontalXS, whiteSpace: 'nowrap' },
  field: { color: tokens.colorNeutralForeground3, marginInlineEnd: tokens.spacingHorizontalXXS },
  old: { textDecorationLine: 'line-through', color: tokens.colorPaletteRedForeground1 },
  arrow: { color: tokens.colorNeutralForeground3, marginInline: tokens.spacingHorizontalXXS },
  current: { backgroundColor: tokens.colorPaletteGreenBackground2, color: tokens.colorNeutralForeground1, paddingInline: '2px', borderRadius: tokens.borderRadiusSmall },
});

/** "miscInfo" -> "misc info": the label a field reads as. */
export const fieldLabel = (field: string): string => field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

const shown = (value: string | null | undefined) => (value === null || value === undefined || value === '' ? '-' : value);

/** The changes as plain text, one field a line: a cut line's tooltip. */
export const fieldChangesText = (changes: readonly FieldChangeItem[]): string =>
  changes.map((change) => `${fieldLabel(change.field)}: ${shown(change.previous)} -> ${shown(change.current)}`).join('\n');

export function FieldChanges({ changes, inline = false }: { changes: readonly FieldChangeItem[]; inline?: boolean }) {
  const styles = useStyles();
  if (changes.length === 0) return null;
  return (
    <ul className={mergeClasses(styles.list, inline && styles.inline)} aria-label="Changed fields">
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
