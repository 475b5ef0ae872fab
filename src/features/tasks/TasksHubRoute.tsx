// /tasks and /tasks/{kind}: a tab per task kind the person may list, with its count, and the chosen list.
import { Badge, Tab, TabList, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { Suspense, useCallback, useEffect, useMemo } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useRegisterCommands } from '../../app/commands/useRegisterCommands';
import { usePageRetryKey } from '../../app/errors/pageRetryKey';
import { useSession } from '../../app/session/useSession';
import { useDocumentTitle } from '../../app/shell/useDocumentTitle';
import type { TasksHubRouteQuery } from './__generated__/TasksHubRouteQuery.graphql';
import { TaskFilterBar } from './TaskFilterBar';
import { TaskList } from './TaskList';
import { TASK_LISTS, taskListBySlug, type TaskListDefinition } from './taskListDefinitions';
import { readListState, rememberedFilters, rememberFilters, withFilter, writeListState, type ListState } from './taskListQueryString';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalXXL },
  tabs: { borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  muted: { color: tokens.colorNeutralForeground3 },
});

export function listPath(list: TaskListDefinition): string {
  const remembered = rememberedFilters(list);
  return `/tasks/${list.slug}${remembered ? `?${remembered}` : ''}`;
}

export function TasksHubRoute() {
  const styles = useStyles();
  const { kind } = useParams();
  const { can, user } = useSession();
  const navigate = useNavigate();
  const allowed = TASK_LISTS.filter((list) => can(`${list.permissionPrefix}.list`));
  const list = taskListBySlug(kind);
  useDocumentTitle(list ? `${list.title} tasks` : 'Tasks');

  const commands = useMemo(
    () =>
      allowed.flatMap((candidate) => [
        { id: `tasks.go.${candidate.slug}`, title: `Go to ${candidate.title} tasks`, group: 'Tasks', run: () => void navigate(listPath(candidate)) },
        {
          id: `tasks.mine.${candidate.slug}`,
          title: `Go to ${candidate.title}: my assigned tasks`,
          group: 'Tasks',
          run: () => void navigate(`/tasks/${candidate.slug}?assignedToId=${user?.databaseId ?? ''}&statuses=NOT_STARTED,STARTED,REOPENED`),
        },
        { id: `tasks.awaiting.${candidate.slug}`, title: `Go to ${candidate.title}: awaiting tasks`, group: 'Tasks', run: () => void navigate(`/tasks/${candidate.slug}?isAwaiting=true`) },
      ]),
    [allowed, navigate, user],
  );
  useRegisterCommands(commands);

  if (!list || !allowed.includes(list)) {
    const first = allowed[0];
    return first ? <Navigate to={listPath(first)} replace /> : <Navigate to="/" replace />;
  }

  return (
    <div className={styles.page}>
      <Title2 as="h1">Tasks</Title2>
      <Suspense fallback={<TabList className={styles.tabs} selectedValue={list.slug} />}>
        <TaskTabs allowed={allowed} selected={list} />
      </Suspense>
      <ListWithFilters key={list.slug} list={list} />
    </div>
  );
}

function TaskTabs({ allowed, selected }: { allowed: TaskListDefinition[]; selected: TaskListDefinition }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const data = useLazyLoadQuery<TasksHubRouteQuery>(
    graphql`
      query TasksHubRouteQuery {
        taskCountsByType {
          brandGateway
          brandDefinition
          menuDefinition
          menuScraping
          dishReview
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network', fetchKey: usePageRetryKey() },
  );
  return (
    <TabList className={styles.tabs} selectedValue={selected.slug} onTabSelect={(_event, data) => void navigate(listPath(taskListBySlug(String(data.value))!))}>
      {allowed.map((list) => (
        <Tab key={list.slug} value={list.slug}>
          {list.title}{' '}
          <Badge appearance="tint" color={list === selected ? 'brand' : 'informative'} size="small">
            {data.taskCountsByType[list.countField]}
          </Badge>
        </Tab>
      ))}
    </TabList>
  );
}

function ListWithFilters({ list }: { list: TaskListDefinition }) {
  const styles = useStyles();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const hasQuery = [...params.keys()].length > 0;
  const remembered = rememberedFilters(list);

  // Opening a list with no query string brings back the filters last used on it.
  useEffect(() => {
    if (!hasQuery && remembered) void navigate(`/tasks/${list.slug}?${remembered}`, { replace: true });
  }, [hasQuery, remembered, list.slug, navigate]);

  const state = readListState(list, params);
  const apply = useCallback(
    (next: ListState) => {
      const search = writeListState(list, next);
      rememberFilters(list, search.toString());
      setParams(search);
    },
    [list, setParams],
  );

  return (
    <>
      <TaskFilterBar
        list={list}
        filters={state.filters}
        onChange={(name, value) => apply(withFilter(state, name, value))}
        onReset={() => apply({ ...state, filters: { ...list.defaults }, page: 1 })}
        onClear={() => apply({ ...state, filters: {}, page: 1 })}
      />
      <Suspense fallback={<Text className={styles.muted}>Loading records</Text>}>
        <TaskList list={list} state={state} onState={apply} />
      </Suspense>
    </>
  );
}
