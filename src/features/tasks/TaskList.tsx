// A task list: 'N matching records', the table with keyboard row selection (j/k, Enter), paging and sorting.
import { Card, Table, TableBody, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useLazyLoadQuery } from 'react-relay';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { useNavigate } from 'react-router-dom';
import { useShortcut } from '../../app/commands/useShortcut';
import { usePageRetryKey } from '../../app/errors/pageRetryKey';
import { EmptyState } from '../../app/shell/EmptyState';
import { Paginator } from '../../components/Paginator';
import type { TaskListRow_task$key } from './__generated__/TaskListRow_task.graphql';
import { TaskListRow, LIST_COLUMNS } from './TaskListRow';
import type { TaskListDefinition } from './taskListDefinitions';
import { toGraphQLFilters, type ListState } from './taskListQueryString';
import { TASK_LIST_QUERIES } from './taskListQueryByType';

const useStyles = makeStyles({
  count: { color: tokens.colorNeutralForeground3 },
  card: { padding: 0, overflowX: 'auto' },
  wide: { minWidth: '1500px' },
  table: { tableLayout: 'auto' },
  sortable: { cursor: 'pointer', userSelect: 'none' },
});

interface ListResponse extends OperationType {
  response: { list: { total: number; items: ReadonlyArray<{ id: string } & TaskListRow_task$key> } };
}

const SORTABLE: Record<string, string> = { 'Updated at': 'MODIFIED_DATE', 'Scraped at': 'SCRAPED_DATE' };

export function TaskList({ list, state, onState }: { list: TaskListDefinition; state: ListState; onState(state: ListState): void }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const data = useLazyLoadQuery<ListResponse>(
    TASK_LIST_QUERIES[list.type] as GraphQLTaggedNode,
    {
      filters: toGraphQLFilters(list, state.filters),
      page: state.page,
      pageSize: state.pageSize,
      sortingCriterion: state.sortingCriterion,
      sortingOrder: state.sortingOrder,
    },
    { fetchPolicy: 'network-only', fetchKey: usePageRetryKey() },
  );
  const items = data.list.items;
  const [active, setActive] = useState(0);
  useEffect(() => setActive(0), [items]);
  const open = (databaseId: number) => void navigate(`/tasks/${list.slug}/${databaseId}`);

  useShortcut('j', () => setActive((index) => Math.min(items.length - 1, index + 1)), { description: 'Next row' });
  useShortcut('k', () => setActive((index) => Math.max(0, index - 1)), { description: 'Previous row' });
  useShortcut('enter', () => {
    const row = document.querySelector<HTMLElement>('[data-task-list] tr[aria-selected="true"]');
    row?.click();
  }, { description: 'Open the selected task', enabled: items.length > 0 });

  const sortBy = (column: string) => {
    const criterion = column === 'Scraped at' ? list.sortingCriteria.find((name) => name !== 'MODIFIED_DATE') : SORTABLE[column];
    if (!criterion || !list.sortingCriteria.includes(criterion)) return;
    const order = state.sortingCriterion === criterion && state.sortingOrder === 'desc' ? 'asc' : 'desc';
    onState({ ...state, sortingCriterion: criterion, sortingOrder: order, page: 1 });
  };

  return (
    <>
      <Text className={styles.count}>{data.list.total} matching records</Text>
      {items.length === 0 ? (
        <EmptyState icon={null} title="No tasks match these filters" description="Change or clear the filters to see more tasks." />
      ) : (
        <Card className={styles.card}>
          <Table size="small" aria-label={`${list.title} tasks`} className={`${styles.table} ${list.type === 'MENU_SCRAPING' ? styles.wide : ''}`} data-task-list="">
            <TableHeader>
              <TableRow>
                {LIST_COLUMNS[list.slug].map((column) => {
                  const criterion = column === 'Scraped at' ? list.sortingCriteria.find((name) => name !== 'MODIFIED_DATE') : SORTABLE[column];
                  const sorted = criterion && state.sortingCriterion === criterion ? (state.sortingOrder === 'asc' ? 'ascending' : 'descending') : undefined;
                  return (
                    <TableHeaderCell
                      key={column}
                      className={criterion ? styles.sortable : undefined}
                      sortDirection={sorted}
                      onClick={criterion ? () => sortBy(column) : undefined}
                    >
                      {column}
                    </TableHeaderCell>
                  );
                })}
              </TableRow>
            </TableHeader>
            <TableBody>
              {items.map((task, index) => (
                <TaskListRow key={task.id} task={task} slug={list.slug} active={index === active} onOpen={open} />
              ))}
            </TableBody>
          </Table>
        </Card>
      )}
      <Paginator
        page={state.page}
        pageSize={state.pageSize}
        total={data.list.total}
        pageSizes={list.type === 'DISH_REVIEW' ? [5, 10, 20, 40, 50, 100] : undefined}
        onChange={(page, pageSize) => onState({ ...state, page, pageSize })}
      />
    </>
  );
}
