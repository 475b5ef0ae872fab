// The brand gateway list (spec 1, section 2): brand id, brand name, assigned, included locations, total locations,
// messiness score, unsupported business (yes/no), updated at (sortable).
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import { usePageRetryKey } from '../../app/errors/pageRetryKey';
import type { BrandGatewayTaskList_tasks$data, BrandGatewayTaskList_tasks$key } from './__generated__/BrandGatewayTaskList_tasks.graphql';
import type { BrandGatewayTaskListQuery, BrandGatewayTaskListQuery$variables } from './__generated__/BrandGatewayTaskListQuery.graphql';
import { AssignedCell, BrandIdCell, DateCell, NameCell, YesNoCell } from './taskCells';
import { TaskListResults, type TaskListProps } from './TaskListResults';
import { listQueryVariables } from './taskListLogic';
import type { TaskColumn } from './TaskTable';

type Row = BrandGatewayTaskList_tasks$data[number];

const COLUMNS: readonly TaskColumn<Row>[] = [
  { key: 'brandId', label: 'Brand ID', render: (task) => <BrandIdCell brandId={task.brand.databaseId} /> },
  { key: 'brandName', label: 'Brand name', render: (task) => <NameCell name={task.brand.name} /> },
  { key: 'assigned', label: 'Assigned', render: (task) => <AssignedCell name={task.assignedTo?.name} isAwaiting={task.isAwaiting} /> },
  { key: 'included', label: 'Included locations', numeric: true, render: (task) => task.brand.includedLocationCount },
  { key: 'total', label: 'Total locations', numeric: true, render: (task) => task.brand.locationCount },
  { key: 'messiness', label: 'Messiness score', numeric: true, render: (task) => task.brand.messinessScore },
  { key: 'unsupported', label: 'Unsupported business', render: (task) => <YesNoCell value={task.brand.hasOnlyUnsupportedBusinessTypes} /> },
  { key: 'updated', label: 'Updated at', sortCriterion: 'MODIFIED_DATE', render: (task) => <DateCell value={task.modifiedDate} /> },
];

/** The list's query; also started at start-up, before this component renders (prefetchTaskList.ts). */
export const listQuery = graphql`
  query BrandGatewayTaskListQuery(
    $filters: BrandGatewayTaskFilters
    $page: Int!
    $pageSize: Int!
    $sortingCriterion: TaskSortingCriterion
    $sortingOrder: SortingOrder
  ) {
    brandGatewayTasks(filters: $filters, page: $page, pageSize: $pageSize, sortingCriterion: $sortingCriterion, sortingOrder: $sortingOrder) {
      total
      items {
        ...BrandGatewayTaskList_tasks
      }
    }
  }
`;

export function BrandGatewayTaskList(props: TaskListProps) {
  const data = useLazyLoadQuery<BrandGatewayTaskListQuery>(
    listQuery,
    listQueryVariables(props.list, props.query) as BrandGatewayTaskListQuery$variables,
    { fetchPolicy: 'network-only', fetchKey: usePageRetryKey() },
  );
  const rows = useFragment<BrandGatewayTaskList_tasks$key>(
    graphql`
      fragment BrandGatewayTaskList_tasks on BrandGatewayTask @relay(plural: true) {
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
          locationCount
          includedLocationCount
          messinessScore
          hasOnlyUnsupportedBusinessTypes
        }
      }
    `,
    data.brandGatewayTasks.items,
  );
  return <TaskListResults {...props} total={data.brandGatewayTasks.total} rows={rows} columns={COLUMNS} />;
}
