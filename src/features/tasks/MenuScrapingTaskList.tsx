// The menu scraping list (spec 1, section 2): brand id, menu id, assigned, brand name, locations, menu URL, menu
// status, menu format, comment, updated at, scraped at (sorted descending by default). The table scrolls at 1500px.
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import { usePageRetryKey } from '../../app/errors/pageRetryKey';
import type { MenuScrapingTaskList_tasks$data, MenuScrapingTaskList_tasks$key } from './__generated__/MenuScrapingTaskList_tasks.graphql';
import type { MenuScrapingTaskListQuery, MenuScrapingTaskListQuery$variables } from './__generated__/MenuScrapingTaskListQuery.graphql';
import { AssignedCell, BrandIdCell, DateCell, EnumCell, NameCell, TruncatedText, UrlCell, orDash } from './taskCells';
import { TaskListResults, type TaskListProps } from './TaskListResults';
import { listQueryVariables } from './taskListLogic';
import type { TaskColumn } from './TaskTable';

type Row = MenuScrapingTaskList_tasks$data[number];

const COLUMNS: readonly TaskColumn<Row>[] = [
  { key: 'brandId', label: 'Brand ID', render: (task) => <BrandIdCell brandId={task.brand.databaseId} /> },
  { key: 'menuId', label: 'Menu ID', numeric: true, render: (task) => orDash(task.menu?.databaseId) },
  { key: 'assigned', label: 'Assigned', render: (task) => <AssignedCell name={task.assignedTo?.name} isAwaiting={task.isAwaiting} /> },
  { key: 'brandName', label: 'Brand name', render: (task) => <NameCell name={task.brand.name} /> },
  { key: 'locations', label: 'Locations', numeric: true, render: (task) => orDash(task.menu?.locationCount) },
  { key: 'url', label: 'Menu URL', render: (task) => <UrlCell url={task.menu?.url} /> },
  { key: 'status', label: 'Menu status', render: (task) => <EnumCell value={task.menu?.status} /> },
  { key: 'format', label: 'Menu format', render: (task) => <EnumCell value={task.menu?.format} /> },
  { key: 'comment', label: 'Comment', render: (task) => <TruncatedText value={task.menu?.scrapingIssueComment} /> },
  { key: 'updated', label: 'Updated at', sortCriterion: 'MODIFIED_DATE', render: (task) => <DateCell value={task.modifiedDate} /> },
  { key: 'scraped', label: 'Scraped at', sortCriterion: 'SCRAPED_DATE', render: (task) => <DateCell value={task.menu?.scrapedDate} /> },
];

/** The list's query; also started at start-up, before this component renders (prefetchTaskList.ts). */
export const listQuery = graphql`
  query MenuScrapingTaskListQuery(
    $filters: MenuScrapingTaskFilters
    $page: Int!
    $pageSize: Int!
    $sortingCriterion: TaskSortingCriterion
    $sortingOrder: SortingOrder
  ) {
    menuScrapingTasks(filters: $filters, page: $page, pageSize: $pageSize, sortingCriterion: $sortingCriterion, sortingOrder: $sortingOrder) {
      total
      items {
        ...MenuScrapingTaskList_tasks
      }
    }
  }
`;

export function MenuScrapingTaskList(props: TaskListProps) {
  const data = useLazyLoadQuery<MenuScrapingTaskListQuery>(
    listQuery,
    listQueryVariables(props.list, props.query) as MenuScrapingTaskListQuery$variables,
    { fetchPolicy: 'network-only', fetchKey: usePageRetryKey() },
  );
  const rows = useFragment<MenuScrapingTaskList_tasks$key>(
    graphql`
      fragment MenuScrapingTaskList_tasks on MenuScrapingTask @relay(plural: true) {
        id
        databaseId
        modifiedDate
        isAwaiting
        assignedTo {
          name
        }
        brand {
          databaseId
          name
        }
        menu {
          databaseId
          url
          status
          format
          scrapingIssueComment
          scrapedDate
          locationCount
        }
      }
    `,
    data.menuScrapingTasks.items,
  );
  return <TaskListResults {...props} total={data.menuScrapingTasks.total} rows={rows} columns={COLUMNS} wide />;
}
