// The menu definition list (spec 1, section 2): as brand definition but with 'brand defined by'; rows of closed
// businesses (temporarily or permanently) get a closed style.
import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import { usePageRetryKey } from '../../app/errors/pageRetryKey';
import type { MenuDefinitionTaskList_tasks$data, MenuDefinitionTaskList_tasks$key } from './__generated__/MenuDefinitionTaskList_tasks.graphql';
import type { MenuDefinitionTaskListQuery, MenuDefinitionTaskListQuery$variables } from './__generated__/MenuDefinitionTaskListQuery.graphql';
import { AssignedCell, BrandIdCell, DateCell, NameCell, orDash } from './taskCells';
import { TaskListResults, type TaskListProps } from './TaskListResults';
import { listQueryVariables } from './taskListLogic';
import type { TaskColumn } from './TaskTable';

type Row = MenuDefinitionTaskList_tasks$data[number];

const useStyles = makeStyles({
  name: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

function MenuDefinitionName({ task }: { task: Row }) {
  const styles = useStyles();
  return (
    <span className={styles.name}>
      <NameCell name={task.brand.name} />
      {task.isClosedBusiness && (
        <Badge size="small" appearance="tint" color="danger">
          Closed
        </Badge>
      )}
    </span>
  );
}

const COLUMNS: readonly TaskColumn<Row>[] = [
  { key: 'brandId', label: 'Brand ID', render: (task) => <BrandIdCell brandId={task.brand.databaseId} /> },
  { key: 'name', label: 'Name', render: (task) => <MenuDefinitionName task={task} /> },
  { key: 'assigned', label: 'Assigned', render: (task) => <AssignedCell name={task.assignedTo?.name} isAwaiting={task.isAwaiting} /> },
  { key: 'brandDefinedBy', label: 'Brand defined by', render: (task) => orDash(task.brandDefinedBy?.name) },
  { key: 'included', label: 'Included locations', numeric: true, render: (task) => task.brand.includedLocationCount },
  { key: 'total', label: 'Total locations', numeric: true, render: (task) => task.brand.locationCount },
  { key: 'updated', label: 'Updated at', sortCriterion: 'MODIFIED_DATE', render: (task) => <DateCell value={task.modifiedDate} /> },
];

const isClosed = (task: Row) => task.isClosedBusiness;

/** The list's query; also started at start-up, before this component renders (prefetchTaskList.ts). */
export const listQuery = graphql`
  query MenuDefinitionTaskListQuery(
    $filters: MenuDefinitionTaskFilters
    $page: Int!
    $pageSize: Int!
    $sortingCriterion: TaskSortingCriterion
    $sortingOrder: SortingOrder
  ) {
    menuDefinitionTasks(filters: $filters, page: $page, pageSize: $pageSize, sortingCriterion: $sortingCriterion, sortingOrder: $sortingOrder) {
      total
      items {
        ...MenuDefinitionTaskList_tasks
      }
    }
  }
`;

export function MenuDefinitionTaskList(props: TaskListProps) {
  const data = useLazyLoadQuery<MenuDefinitionTaskListQuery>(
    listQuery,
    listQueryVariables(props.list, props.query) as MenuDefinitionTaskListQuery$variables,
    { fetchPolicy: 'network-only', fetchKey: usePageRetryKey() },
  );
  const rows = useFragment<MenuDefinitionTaskList_tasks$key>(
    graphql`
      fragment MenuDefinitionTaskList_tasks on MenuDefinitionTask @relay(plural: true) {
        id
        databaseId
        modifiedDate
        isAwaiting
        isClosedBusiness
        assignedTo {
          name
        }
        brandDefinedBy {
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
    data.menuDefinitionTasks.items,
  );
  return <TaskListResults {...props} total={data.menuDefinitionTasks.total} rows={rows} columns={COLUMNS} isClosed={isClosed} />;
}
