// A table of records on a card: a header row, rows that open on click, and keyboard work: rows are focusable, j/k (or
// the arrow keys) move between them, Enter opens the focused one. Shows skeleton rows while loading nothing yet, dims
// the rows while loading the next page, and an empty state when there is nothing to show.
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
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useShortcut } from '../app/commands/useShortcut';
import { EmptyState } from './EmptyState';
import { moveActiveRow } from './rowNavigation';

const useStyles = makeStyles({
  surface: {
    position: 'relative',
    overflowX: 'auto',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
  },
  progress: { position: 'absolute', insetInline: 0, top: 0, zIndex: 1 },
  table: { tableLayout: 'auto' },
  headerCell: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground2, whiteSpace: 'nowrap' },
  end: { textAlign: 'end' },
  endHeader: { '& > button, & > div': { justifyContent: 'flex-end' } },
  row: { outlineOffset: '-2px' },
  openable: { cursor: 'pointer' },
  active: { backgroundColor: tokens.colorSubtleBackgroundHover, boxShadow: `inset 3px 0 0 ${tokens.colorBrandStroke1}` },
  dimmed: { opacity: 0.55, transitionProperty: 'opacity', transitionDuration: tokens.durationFast },
  skeletonCell: { paddingBlock: tokens.spacingVerticalS },
  emptyCell: { cursor: 'default' },
});

export interface DataTableColumn<Item> {
  id: string;
  /** Header text; also the accessible name of the column. */
  header: string;
  /** Hides the header text (an actions column), keeping it for screen readers. */
  hideHeader?: boolean;
  render(item: Item): ReactNode;
  width?: string;
  align?: 'start' | 'end';
}

export interface DataTableProps<Item> {
  ariaLabel: string;
  columns: ReadonlyArray<DataTableColumn<Item>>;
  items: readonly Item[];
  getRowKey(item: Item): string;
  /** Opens a record: row click and Enter. Rows are not openable without it. */
  onRowOpen?(item: Item): void;
  /** Fetching: skeleton rows when there are no items yet, dimmed rows otherwise. */
  loading?: boolean;
  loadingRows?: number;
  /** What shows when there are no items and nothing is loading. */
  empty?: ReactNode;
  /** Binds j/k to this table (one table per page should). Default true. */
  keyboardShortcuts?: boolean;
  className?: string;
}

/** Clicks on the row's own controls (links, buttons, switches) do not open the row. */
function isInsideControl(target: EventTarget | null, row: HTMLElement): boolean {
  if (!(target instanceof Element)) return false;
  const control = target.closest('a, button, input, select, textarea, label, [role="button"], [role="switch"], [role="menuitem"], [role="checkbox"]');
  return control !== null && row.contains(control) && control !== row;
}

export function DataTable<Item>({
  ariaLabel,
  columns,
  items,
  getRowKey,
  onRowOpen,
  loading = false,
  loadingRows = 5,
  empty,
  keyboardShortcuts = true,
  className,
}: DataTableProps<Item>) {
  const styles = useStyles();
  const [active, setActive] = useState(-1);
  const rows = useRef<Array<HTMLTableRowElement | null>>([]);

  useEffect(() => setActive(-1), [items]);

  const move = (delta: number) => {
    const next = moveActiveRow(active, delta, items.length);
    if (next < 0) return;
    setActive(next);
    rows.current[next]?.focus();
  };

  const shortcuts = keyboardShortcuts && items.length > 0;
  useShortcut('j', () => move(1), { description: 'Next row', enabled: shortcuts, group: 'Tables' });
  useShortcut('k', () => move(-1), { description: 'Previous row', enabled: shortcuts, group: 'Tables' });

  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, item: Item) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' && onRowOpen) {
      event.preventDefault();
      onRowOpen(item);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      move(event.key === 'Home' ? -items.length : items.length);
    }
  };

  const onRowClick = (event: MouseEvent<HTMLTableRowElement>, item: Item) => {
    if (!onRowOpen || isInsideControl(event.target, event.currentTarget)) return;
    onRowOpen(item);
  };

  const showSkeleton = loading && items.length === 0;
  // The row reached by Tab: the active one, or the first.
  const tabStop = active >= 0 && active < items.length ? active : 0;

  return (
    <div className={mergeClasses(styles.surface, className)}>
      {loading && !showSkeleton ? <ProgressBar className={styles.progress} thickness="medium" aria-label="Loading" /> : null}
      <Table aria-label={ariaLabel} aria-busy={loading} size="small" className={styles.table}>
        <TableHeader>
          <TableRow>
            {columns.map((column) => (
              <TableHeaderCell
                key={column.id}
                className={mergeClasses(styles.headerCell, column.align === 'end' && styles.endHeader)}
                style={column.width ? { width: column.width } : undefined}
                aria-label={column.hideHeader ? column.header : undefined}
              >
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
                  <TableCell key={column.id} className={styles.skeletonCell}>
                    <Skeleton>
                      <SkeletonItem size={16} />
                    </Skeleton>
                  </TableCell>
                ))}
              </TableRow>
            ))}
          {!loading && items.length === 0 && (
            <TableRow className={styles.emptyCell}>
              <TableCell colSpan={columns.length}>{empty ?? <EmptyState title="No records" />}</TableCell>
            </TableRow>
          )}
          {items.map((item, index) => (
            <TableRow
              key={getRowKey(item)}
              ref={(element: HTMLTableRowElement | null) => {
                rows.current[index] = element;
              }}
              tabIndex={index === tabStop ? 0 : -1}
              className={mergeClasses(styles.row, onRowOpen && styles.openable, index === active && styles.active)}
              onClick={(event: MouseEvent<HTMLTableRowElement>) => onRowClick(event, item)}
              onKeyDown={(event: KeyboardEvent<HTMLTableRowElement>) => onRowKeyDown(event, item)}
              onFocus={(event) => event.target === event.currentTarget && setActive(index)}
            >
              {columns.map((column) => (
                <TableCell key={column.id} className={column.align === 'end' ? styles.end : undefined}>
                  {column.render(item)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
