// The table every task list shares: a sticky header with sortable columns, dense rows, a highlighted row that j/k move
// and Enter opens, and rows that open their task on click (Ctrl/Cmd+click or middle click: in a new tab).
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useShortcut } from '../../app/commands/useShortcut';
import { moveHighlight, sortDirectionOf } from './taskListLogic';
import type { ListState } from './taskListQueryString';

export interface TaskColumn<Row> {
  key: string;
  label: string;
  /** The sorting criterion a click on the header sorts by. */
  sortCriterion?: string;
  /** Right-aligned with tabular figures. */
  numeric?: boolean;
  render(row: Row): ReactNode;
}

export interface TaskTableRow {
  readonly id: string;
  readonly databaseId: number;
}

export interface TaskTableProps<Row extends TaskTableRow> {
  label: string;
  columns: readonly TaskColumn<Row>[];
  rows: readonly Row[];
  state: ListState;
  /** The menu scraping table: at least 1500px wide, scrolling horizontally on narrower screens (spec 1, section 2). */
  wide?: boolean;
  /** A row shown as closed (closed businesses). */
  isClosed?(row: Row): boolean;
  /** Other rows are loading: Enter does not open a row that is about to be replaced. */
  busy?: boolean;
  hrefOf(row: Row): string;
  onOpen(row: Row): void;
  onSort(criterion: string): void;
}

const useStyles = makeStyles({
  scroller: {
    overflow: 'auto',
    maxHeight: 'max(320px, calc(100vh - 340px))',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  table: { tableLayout: 'auto', minWidth: '100%' },
  wide: { minWidth: '1500px' },
  head: {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    backgroundColor: tokens.colorNeutralBackground2,
    boxShadow: `inset 0 -1px 0 ${tokens.colorNeutralStroke2}`,
  },
  headerCell: {
    whiteSpace: 'nowrap',
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
  },
  sortable: { cursor: 'pointer', ':hover': { color: tokens.colorNeutralForeground1 } },
  sorted: { color: tokens.colorBrandForeground1 },
  row: {
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  active: {
    backgroundColor: tokens.colorBrandBackground2,
    boxShadow: `inset 3px 0 0 ${tokens.colorBrandStroke1}`,
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover },
  },
  closed: { color: tokens.colorNeutralForeground3, backgroundColor: tokens.colorNeutralBackground3 },
  cell: { whiteSpace: 'nowrap', fontSize: tokens.fontSizeBase300 },
  numeric: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  numericHeader: { '& > div': { justifyContent: 'flex-end' } },
});

/** Whether Enter pressed on this target means "open the highlighted row" (not "press this button"). */
function isRowEnterTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return true;
  if (target === document.body || target.id === 'main') return true;
  return target.closest('[data-task-list]') !== null && target.closest('a, button, [role="button"]') === null;
}

export function TaskTable<Row extends TaskTableRow>({ label, columns, rows, state, wide, isClosed, busy = false, hrefOf, onOpen, onSort }: TaskTableProps<Row>) {
  const styles = useStyles();
  const [active, setActive] = useState(0);
  const body = useRef<HTMLTableSectionElement>(null);

  useEffect(() => setActive(0), [rows]);
  useEffect(() => {
    body.current?.querySelector<HTMLElement>('tr[aria-selected="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  useShortcut('j', () => setActive((index) => moveHighlight(index, 1, rows.length)), { description: 'Next task in the list', group: 'Task list' });
  useShortcut('k', () => setActive((index) => moveHighlight(index, -1, rows.length)), { description: 'Previous task in the list', group: 'Task list' });
  useShortcut(
    'enter',
    (event) => {
      const row = rows[active];
      if (row && !busy && isRowEnterTarget(event.target)) onOpen(row);
    },
    { description: 'Open the highlighted task', group: 'Task list' },
  );

  const open = (row: Row, event: MouseEvent) => {
    if (event.ctrlKey || event.metaKey || event.button === 1) {
      window.open(hrefOf(row), '_blank', 'noopener');
      return;
    }
    onOpen(row);
  };
  const keyOpen = (row: Row, index: number, event: ReactKeyboardEvent) => {
    if (event.key === ' ') {
      event.preventDefault();
      setActive(index);
    }
  };

  return (
    <div className={styles.scroller} data-task-list="">
      <Table size="small" aria-label={label} className={mergeClasses(styles.table, wide && styles.wide)}>
        <TableHeader className={styles.head}>
          <TableRow>
            {columns.map((column) => {
              const direction = sortDirectionOf(state, column.sortCriterion);
              const criterion = column.sortCriterion;
              return (
                <TableHeaderCell
                  key={column.key}
                  sortable={criterion !== undefined}
                  sortDirection={direction}
                  className={mergeClasses(styles.headerCell, criterion && styles.sortable, direction && styles.sorted, column.numeric && styles.numericHeader)}
                  onClick={criterion ? () => onSort(criterion) : undefined}
                >
                  {column.label}
                </TableHeaderCell>
              );
            })}
          </TableRow>
        </TableHeader>
        <TableBody ref={body}>
          {rows.map((row, index) => (
            <TableRow
              key={row.id}
              className={mergeClasses(styles.row, isClosed?.(row) && styles.closed, index === active && styles.active)}
              aria-selected={index === active}
              data-task-id={row.databaseId}
              onClick={(event) => open(row, event)}
              onAuxClick={(event) => open(row, event)}
              onMouseDown={() => setActive(index)}
              onKeyDown={(event) => keyOpen(row, index, event)}
            >
              {columns.map((column) => (
                <TableCell key={column.key} className={mergeClasses(styles.cell, column.numeric && styles.numeric)}>
                  {column.render(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
