// The dish review list (spec 1, section 2): brand id, menu id, assigned, brand name, locations, menu URL, menu status,
// updated at, scraped at (the menu's scraped date, the list's default sort).
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import { usePageRetryKey } from '../../app/errors/pageRetryKey';
import type { DishReviewTaskList_tasks$data, DishReviewTaskList_tasks$key } from './__generated__/DishReviewTaskList_tasks.graphql';
import type { DishReviewTaskListQuery, DishReviewTaskListQuery$variables } from './__generated__/DishReviewTaskListQuery.graphql';
import { AssignedCell, BrandIdCell, DateCell, EnumCell, NameCell, UrlCell, orDash } from './taskCells';
import { TaskListResults, type TaskListProps } from './TaskListResults';
import { listQueryVariables } from './taskListLogic';
import type { TaskColumn } from './TaskTable';

type Row = DishReviewTaskList_tasks$data[number];

const COLUMNS: readonly TaskColumn<Row>[] = [
  { key: 'brandId', label: 'Brand ID', render: (task) => <BrandIdCell brandId={task.brand.databaseId} /> },
  { key: 'menuId', label: 'Menu ID', numeric: true, render: (task) => orDash(task.menu?.databaseId) },
  { key: 'assigned', label: 'Assigned', render: (task) => <AssignedCell name={task.assignedTo?.name} isAwaiting={task.isAwaiting} /> },
  { key: 'brandName', label: 'Brand name', render: (task) => <NameCell name={task.brand.name} /> },
  { key: 'locations', label: 'Locations', numeric: true, render: (task) => orDash(task.menu?.locationCount) },
  { key: 'url', label: 'Menu URL', render: (task) => <UrlCell url={task.menu?.url} /> },
  { key: 'status', label: 'Menu status', render: (task) => <EnumCell value={task.menu?.status} /> },
  { key: 'updated', label: 'Updated at', sortCriterion: 'MODIFIED_DATE', render: (task) => <DateCell value={task.modifiedDate} /> },
  { key: 'scraped', label: 'Scraped at', sortCriterion: 'MENU_SCRAPED_DATE', render: (task) => <DateCell value={task.menu?.scrapedDate} /> },
];

/** The list's query; also started at start-up, before this component renders (prefetchTaskList.ts). */
export const listQuery = graphql`
  query DishReviewTaskListQuery(
    $filters: DishReviewTaskFilters
    $page: Int!
    $pageSize: Int!
    $sortingCriterion: TaskSortingCriterion
    $sortingOrder: SortingOrder
  ) {
    dishReviewTasks(filters: $filters, page: $page, pageSize: $pageSize, sortingCriterion: $sortingCriterion, sortingOrder: $sortingOrder) {
      total
      items {
        ...DishReviewTaskList_tasks
      }
    }
  }
`;

export function DishReviewTaskList(props: TaskListProps) {
  const data = useLazyLoadQuery<DishReviewTaskListQuery>(
    listQuery,
    listQueryVariables(props.list, props.query) as DishReviewTaskListQuery$variables,
    { fetchPolicy: 'network-only', fetchKey: usePageRetryKey() },
  );
  const rows = useFragment<DishReviewTaskList_tasks$key>(
    graphql`
      fragment DishReviewTaskList_tasks on DishReviewTask @relay(plural: true) {
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
          scrapedDate
          locationCount
        }
      }
    `,
    data.dishReviewTasks.items,
  );
  return <TaskListResults {...props} total={data.dishReviewTasks.total} rows={rows} columns={COLUMNS} />;
}
