// The brand definition list (spec 1, section 2): brand id, name, assigned, included by, included locations, total
// locations, updated at.
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import { usePageRetryKey } from '../../app/errors/pageRetryKey';
import type { BrandDefinitionTaskList_tasks$data, BrandDefinitionTaskList_tasks$key } from './__generated__/BrandDefinitionTaskList_tasks.graphql';
import type { BrandDefinitionTaskListQuery, BrandDefinitionTaskListQuery$variables } from './__generated__/BrandDefinitionTaskListQuery.graphql';
import { AssignedCell, BrandIdCell, DateCell, NameCell, orDash } from './taskCells';
import { TaskListResults, type TaskListProps } from './TaskListResults';
import { listQueryVariables } from './taskListLogic';
import type { TaskColumn } from './TaskTable';

type Row = BrandDefinitionTaskList_tasks$data[number];

const COLUMNS: readonly TaskColumn<Row>[] = [
  { key: 'brandId', label: 'Brand ID', render: (task) => <BrandIdCell brandId={task.brand.databaseId} /> },
  { key: 'name', label: 'Name', render: (task) => <NameCell name={task.brand.name} /> },
  { key: 'assigned', label: 'Assigned', render: (task) => <AssignedCell name={task.assignedTo?.name} isAwaiting={task.isAwaiting} /> },
  { key: 'includedBy', label: 'Included by', render: (task) => orDash(task.includedBy?.name) },
  { key: 'included', label: 'Included locations', numeric: true, render: (task) => task.brand.includedLocationCount },
  { key: 'total', label: 'Total locations', numeric: true, render: (task) => task.brand.locationCount },
  { key: 'updated', label: 'Updated at', sortCriterion: 'MODIFIED_DATE', render: (task) => <DateCell value={task.modifiedDate} /> },
];

/** The list's query; also started at start-up, before this component renders (prefetchTaskList.ts). */
export const listQuery = graphql`
  query BrandDefinitionTaskListQuery(
    $filters: BrandDefinitionTaskFilters
    $page: Int!
    $pageSize: Int!
    $sortingCriterion: TaskSortingCriterion
    $sortingOrder: SortingOrder
  ) {
    brandDefinitionTasks(filters: $filters, page: $page, pageSize: $pageSize, sortingCriterion: $sortingCriterion, sortingOrder: $sortingOrder) {
      total
      items {
        ...BrandDefinitionTaskList_tasks
      }
    }
  }
`;

export function BrandDefinitionTaskList(props: TaskListProps) {
  const data = useLazyLoadQuery<BrandDefinitionTaskListQuery>(
    listQuery,
    listQueryVariables(props.list, props.query) as BrandDefinitionTaskListQuery$variables,
    { fetchPolicy: 'network-only', fetchKey: usePageRetryKey() },
  );
  const rows = useFragment<BrandDefinitionTaskList_tasks$key>(
    graphql`
      fragment BrandDefinitionTaskList_tasks on BrandDefinitionTask @relay(plural: true) {
        id
        databaseId
        modifiedDate
        isAwaiting
        assignedTo {
          name
        }
        includedBy {
          name
        }
        brand {
          databaseId
          name
          locationCount
          includedLocationCount
        }
      }
    `,
    data.brandDefinitionTasks.items,
  );
  return <TaskListResults {...props} total={data.brandDefinitionTasks.total} rows={rows} columns={COLUMNS} />;
}
