// What every list shows under its filters: 'N matching records' ('Loading records' while the next page or filter
// loads, the current rows dimmed meanwhile), the table or an empty state, and the paginator.
import { Button, Spinner, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { TaskListSquareLtrRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { Paginator } from '../../components/Paginator';
import { TaskTable, type TaskColumn, type TaskTableRow } from './TaskTable';
import type { TaskListDefinition } from './taskListDefinitions';
import { sortedBy, taskPath } from './taskListLogic';
import type { ListState } from './taskListQueryString';

export const TASK_PAGE_SIZES = [5, 10, 20, 50, 100];
export const DISH_REVIEW_PAGE_SIZES = [5, 10, 20, 40, 50, 100];

/** What the hub gives each list component. */
export interface TaskListProps {
  list: TaskListDefinition;
  /** The list state in the URL: what sorting and paging act on. */
  state: ListState;
  /** The list state whose rows are fetched and shown (it catches up with `state` in a transition). */
  query: ListState;
  /** The URL asks for other rows than those shown: they are loading. */
  stale: boolean;
  onState(state: ListState): void;
  onClearFilters(): void;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  summary: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minHeight: '24px' },
  count: { color: tokens.colorNeutralForeground2, fontVariantNumeric: 'tabular-nums' },
  body: { transitionProperty: 'opacity', transitionDuration: tokens.durationNormal, minWidth: 0 },
  stale: { opacity: 0.55, pointerEvents: 'none' },
  empty: { border: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium },
});

export interface TaskListResultsProps<Row extends TaskTableRow> extends TaskListProps {
  total: number;
  rows: readonly Row[];
  columns: readonly TaskColumn<Row>[];
  isClosed?(row: Row): boolean;
  wide?: boolean;
}

export function TaskListResults<Row extends TaskTableRow>({ list, state, stale, onState, onClearFilters, total, rows, columns, isClosed, wide }: TaskListResultsProps<Row>) {
  const styles = useStyles();
  const navigate = useNavigate();
  return (
    <div className={styles.root}>
      <RecordCount total={stale ? null : total} />
      <div className={mergeClasses(styles.body, stale && styles.stale)} aria-busy={stale}>
        {rows.length === 0 ? (
          <div className={styles.empty}>
            <EmptyState
              icon={<TaskListSquareLtrRegular />}
              title="No tasks match these filters"
              description="Change the filters, or clear them to see every task of this list."
              actions={<Button onClick={onClearFilters}>Clear all filters</Button>}
            />
          </div>
        ) : (
          <TaskTable
            label={`${list.title} tasks`}
            columns={columns}
            rows={rows}
            state={state}
            wide={wide}
            isClosed={isClosed}
            busy={stale}
            hrefOf={(row) => taskPath(list, row.databaseId)}
            onOpen={(row) => void navigate(taskPath(list, row.databaseId))}
            onSort={(criterion) => onState(sortedBy(state, criterion))}
          />
        )}
      </div>
      {total > 0 && (
        <Paginator
          page={state.page}
          pageSize={state.pageSize}
          total={total}
          pageSizes={list.type === 'DISH_REVIEW' ? DISH_REVIEW_PAGE_SIZES : TASK_PAGE_SIZES}
          onChange={(page, pageSize) => onState({ ...state, page, pageSize })}
        />
      )}
    </div>
  );
}

/** 'N matching records', or 'Loading records' (null total) with a spinner. */
export function RecordCount({ total }: { total: number | null }) {
  const styles = useStyles();
  return (
    <div className={styles.summary} role="status" aria-live="polite">
      {total === null ? (
        <>
          <Spinner size="extra-tiny" />
          <Text size={200} className={styles.count}>
            Loading records
          </Text>
        </>
      ) : (
        <Text size={200} weight="semibold" className={styles.count}>
          {total} matching records
        </Text>
      )}
    </div>
  );
}
