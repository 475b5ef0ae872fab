// A table whose rows hold form controls (the task editors' locations, related and similar brands): rows are focusable
// and j/k or the arrow keys move between them (the active row is what row shortcuts act on), a row can be marked as
// changed or as changed by an earlier view (or as a closed business), and a row's error shows under the columns named for it. Skeleton rows while
// nothing is loaded yet, dimmed rows while the next page loads, an empty state when there is nothing.
import {
  ProgressBar,
  Skeleton,
  SkeletonItem,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { ErrorCircleRegular } from '@fluentui/react-icons';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useShortcut } from '../app/commands/useShortcut';
import { EmptyState } from './EmptyState';
import { moveActiveRow } from './rowNavigation';

const useStyles = makeStyles({
  surface: { position: 'relative', overflowX: 'auto', borderRadius: tokens.borderRadiusMedium, border: `1px solid ${tokens.colorNeutralStroke2}` },
  // Columns as wide as their content; a table wider than the card scrolls sideways.
  table: { tableLayout: 'auto', width: 'max-content', minWidth: '100%' },
  fieldset: { border: 'none', margin: 0, padding: 0, minWidth: 0 },
  progress: { position: 'absolute', insetInline: 0, top: 0, zIndex: 1 },
  headerCell: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground2, whiteSpace: 'nowrap', backgroundColor: tokens.colorNeutralBackground2 },
  cell: { verticalAlign: 'top', paddingBlock: tokens.spacingVerticalXS },
  row: { outlineOffset: '-2px' },
  active: { backgroundColor: tokens.colorSubtleBackgroundHover, boxShadow: `inset 3px 0 0 ${tokens.colorBrandStroke1}` },
  changed: { backgroundColor: tokens.colorBrandBackground2 },
  review: { backgroundColor: tokens.colorPaletteMarigoldBackground1 },
  restored: { backgroundColor: tokens.colorPaletteLightGreenBackground1 },
  invalid: { backgroundColor: tokens.colorPaletteRedBackground1 },
  // A closed business (menu definition): greyed, with a hatched edge, whatever else marks the row.
  closed: { color: tokens.colorNeutralForeground3, backgroundImage: `repeating-linear-gradient(135deg, transparent 0 8px, ${tokens.colorNeutralBackground3} 8px 10px)` },
  dimmed: { opacity: 0.55 },
  error: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS, color: tokens.colorPaletteRedForeground1, marginTop: tokens.spacingVerticalXXS },
});

export interface EditableTableColumn<Item> {
  id: string;
  header: string;
  hideHeader?: boolean;
  render(item: Item): ReactNode;
  width?: string;
}

export type RowMark = 'changed' | 'review' | 'restored' | null;

export interface EditableTableProps<Item> {
  ariaLabel: string;
  columns: ReadonlyArray<EditableTableColumn<Item>>;
  items: readonly Item[];
  getRowKey(item: Item): string;
  /** The row's error, shown under each column of `errorColumnIds`. */
  rowError?(item: Item): string | null | undefined;
  errorColumnIds?: readonly string[];
  /** 'changed': the person changed it; 'review': an earlier view changed it (review by difference); 'restored': included again after an exclusion. */
  rowMark?(item: Item): RowMark;
  /** A row of a closed business (temporarily or permanently), styled as closed. */
  rowClosed?(item: Item): boolean;
  /** The row the keyboard is on (its index), kept by the caller so row shortcuts can act on it. */
  activeIndex: number;
  onActiveIndexChange(index: number): void;
  loading?: boolean;
  loadingRows?: number;
  empty?: ReactNode;
  /** Binds j/k to this table (one table per page should). */
  keyboardShortcuts?: boolean;
  /** The rows' controls are shown but cannot be changed (a resolved task). */
  readOnly?: boolean;
}

export function EditableTable<Item>({
  ariaLabel,
  columns,
  items,
  getRowKey,
  rowError,
  errorColumnIds = [],
  rowMark,
  rowClosed,
  activeIndex,
  onActiveIndexChange,
  loading = false,
  loadingRows = 5,
  empty,
  keyboardShortcuts = false,
  readOnly = false,
}: EditableTableProps<Item>) {
  const styles = useStyles();
  const rows = useRef<Array<HTMLTableRowElement | null>>([]);

  const move = (delta: number) => {
    const next = moveActiveRow(activeIndex, delta, items.length);
    if (next < 0) return;
    onActiveIndexChange(next);
    rows.current[next]?.focus();
  };
  const shortcuts = keyboardShortcuts && items.length > 0;
  useShortcut('j', () => move(1), { description: 'Next row', enabled: shortcuts, group: 'Tables' });
  useShortcut('k', () => move(-1), { description: 'Previous row', enabled: shortcuts, group: 'Tables' });

  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      move(event.key === 'Home' ? -items.length : items.length);
    }
  };

  const showSkeleton = loading && items.length === 0;
  const tabStop = activeIndex >= 0 && activeIndex < items.length ? activeIndex : 0;

  return (
    // Focusable so a table wider than its card can be scrolled with the keyboard.
    <div className={styles.surface} tabIndex={0} role="region" aria-label={`${ariaLabel} table`}>
      {loading && !showSkeleton ? <ProgressBar className={styles.progress} thickness="medium" aria-label="Loading" /> : null}
      <fieldset disabled={readOnly} className={styles.fieldset}>
      <Table aria-label={ariaLabel} aria-busy={loading} size="small" className={styles.table}>
        <TableHeader>
          <TableRow>
            {columns.map((column) => (
              <TableHeaderCell key={column.id} className={styles.headerCell} style={column.width ? { minWidth: column.width } : undefined} aria-label={column.hideHeader ? column.header : undefined}>
                {column.hideHeader ? null : column.header}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody className={loading && !showSkeleton ? styles.dimmed : undefined}>
          {showSkeleton &&
            Array.from({ length: loadingRows }, (_unused, index) => (
              <TableRow key={`skeleton-${index}`} aria-hidden="true">
                {columns.map((column) => (
                  <TableCell key={column.id} className={styles.cell}>
                    <Skeleton>
                      <SkeletonItem size={16} />
                    </Skeleton>
                  </TableCell>
                ))}
              </TableRow>
            ))}
          {!loading && items.length === 0 && (
            <TableRow>
              <TableCell colSpan={columns.length}>{empty ?? <EmptyState title="No records" />}</TableCell>
            </TableRow>
          )}
          {items.map((item, index) => {
            const error = rowError?.(item) ?? null;
            const mark = rowMark?.(item) ?? null;
            const closed = rowClosed?.(item) ?? false;
            return (
              <TableRow
                key={getRowKey(item)}
                ref={(element: HTMLTableRowElement | null) => {
                  rows.current[index] = element;
                }}
                tabIndex={index === tabStop ? 0 : -1}
                aria-invalid={error ? true : undefined}
                data-mark={mark ?? undefined}
                data-closed={closed ? true : undefined}
                className={mergeClasses(styles.row, closed && styles.closed, mark === 'changed' && styles.changed, mark === 'review' && styles.review, mark === 'restored' && styles.restored, error ? styles.invalid : undefined, index === activeIndex && styles.active)}
                onKeyDown={onRowKeyDown}
                onFocus={() => index !== activeIndex && onActiveIndexChange(index)}
              >
                {columns.map((column) => (
                  <TableCell key={column.id} className={styles.cell}>
                    {column.render(item)}
                    {error && errorColumnIds.includes(column.id) ? (
                      <Text size={200} className={styles.error} role="alert">
                        <ErrorCircleRegular aria-hidden="true" />
                        {error}
                      </Text>
                    ) : null}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      </fieldset>
    </div>
  );
}
