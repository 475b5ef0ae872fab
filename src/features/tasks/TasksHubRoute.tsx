// /tasks and /tasks/{kind}: a tab card with one tab per task kind the person may list (each with its count), the
// chosen list's filter bar and its table. /tasks (or a list the person may not open) goes to the first allowed list
// with that list's remembered filters. Filters live in the URL; the last ones of each list are remembered.
import { Badge, Caption1, Card, Skeleton, SkeletonItem, Tab, TabList, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { Suspense, useCallback, useEffect, useMemo, useState, useTransition } from 'react';
import { useLazyLoadQuery } from 'react-relay';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { usePageRetryKey } from '../../app/errors/pageRetryKey';
import { useSession } from '../../app/session/useSession';
import { useDocumentTitle } from '../../app/shell/useDocumentTitle';
import { personalListDefaults, sessionActor } from './personalListDefaults';
import { queueTotals, queueTotalsOf, queueTotalsVariables, type QueueTotalsQuery } from './queueTotals';
import { TaskFilterBar } from './TaskFilterBar';
import { RecordCount } from './TaskListResults';
import { TASK_LIST_COMPONENTS } from './taskListComponents';
import { TASK_LISTS, taskListBySlug, type TaskListDefinition } from './taskListDefinitions';
import { allowedLists, listPath, listQueryVariables, listStateKey } from './taskListLogic';
import { readListState, rememberedFilters, rememberFilters, withFilter, writeListState, type ListState } from './taskListQueryString';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    paddingBlock: tokens.spacingVerticalL,
    paddingInline: tokens.spacingHorizontalXXL,
    maxWidth: '1680px',
    marginInline: 'auto',
    boxSizing: 'border-box',
    width: '100%',
  },
  header: { display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  hint: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: '0.3em', color: tokens.colorNeutralForeground3 },
  kbd: {
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase100,
    paddingInline: '4px',
    marginInline: '2px',
    borderRadius: tokens.borderRadiusSmall,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  card: { padding: 0, gap: 0, overflow: 'visible' },
  tabs: { paddingInline: tokens.spacingHorizontalS, borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  tabCount: { marginLeft: tokens.spacingHorizontalXS, fontVariantNumeric: 'tabular-nums' },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL, minWidth: 0 },
  skeleton: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

export function TasksHubRoute() {
  const styles = useStyles();
  const { kind } = useParams();
  const { can } = useSession();
  const allowed = useMemo(() => allowedLists(TASK_LISTS, can), [can]);
  const list = taskListBySlug(kind);
  useDocumentTitle(list ? `${list.title} tasks` : 'Tasks');


  if (!list || !allowed.includes(list)) {
    const first = allowed[0];
    return first ? <Navigate to={listPath(first, rememberedFilters(first))} replace /> : <Navigate to="/users" replace />;
  }

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <Title2 as="h1">Tasks</Title2>
        {/* One item per shortcut: as one block of text, the line outsized the table's cells and stood as the page's
            largest paint (its LCP) before any row had arrived. */}
        <Caption1 className={styles.hint}>
          <span>
            <kbd className={styles.kbd}>j</kbd>/<kbd className={styles.kbd}>k</kbd> move
          </span>
          <span>·</span>
          <span>
            <kbd className={styles.kbd}>Enter</kbd> open
          </span>
          <span>·</span>
          <span>
            <kbd className={styles.kbd}>/</kbd> search
          </span>
          <span>·</span>
          <span>
            <kbd className={styles.kbd}>?</kbd> all shortcuts
          </span>
        </Caption1>
      </div>
      <Card className={styles.card}>
        <Suspense fallback={<TaskTabs allowed={allowed} selected={list} counts={null} />}>
          <CountedTaskTabs allowed={allowed} selected={list} />
        </Suspense>
        <div className={styles.body}>
          <ListWithFilters key={list.slug} list={list} />
        </div>
      </Card>
    </div>
  );
}

/** Each tab's badge: how many tasks the list holds under the person's own defaults (their View, not always DEFINE). */
function CountedTaskTabs({ allowed, selected }: { allowed: TaskListDefinition[]; selected: TaskListDefinition }) {
  const retryKey = usePageRetryKey();
  const { user, permissions } = useSession();
  const queues = useMemo(() => {
    const actor = sessionActor(user, permissions);
    return allowed.map((list) => ({ list, filters: listQueryVariables(list, readListState(list, new URLSearchParams(), personalListDefaults(list, actor))).filters }));
  }, [allowed, user, permissions]);
  const data = useLazyLoadQuery<QueueTotalsQuery>(
    queueTotals,
    queueTotalsVariables(queues),
    // Counts follow the work: asked again on every tab change, shown from the store meanwhile.
    { fetchPolicy: 'store-and-network', fetchKey: `${retryKey}:${selected.slug}` },
  );
  return <TaskTabs allowed={allowed} selected={selected} counts={queueTotalsOf(queues, data)} />;
}

function TaskTabs({ allowed, selected, counts }: { allowed: TaskListDefinition[]; selected: TaskListDefinition; counts: ReadonlyMap<TaskListDefinition, number> | null }) {
  const styles = useStyles();
  const navigate = useNavigate();
  return (
    <TabList
      className={styles.tabs}
      selectedValue={selected.slug}
      aria-label="Task lists"
      onTabSelect={(_event, data) => {
        const next = taskListBySlug(String(data.value));
        if (next) void navigate(listPath(next, rememberedFilters(next)));
      }}
    >
      {allowed.map((list) => (
        <Tab key={list.slug} value={list.slug}>
          {list.title}
          {counts && (
            <Badge className={styles.tabCount} appearance={list === selected ? 'filled' : 'tint'} color={list === selected ? 'brand' : 'informative'} size="small">
              {counts.get(list) ?? 0}
            </Badge>
          )}
        </Tab>
      ))}
    </TabList>
  );
}

function ListWithFilters({ list }: { list: TaskListDefinition }) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { user, permissions } = useSession();
  // The person's own defaults (View filter on the view they can take); remembered filters and the URL still win.
  const defaults = useMemo(() => personalListDefaults(list, sessionActor(user, permissions)), [list, user, permissions]);
  const hasQuery = [...params.keys()].length > 0;
  const remembered = rememberedFilters(list);
  const restoring = !hasQuery && remembered !== null && remembered !== '';

  // Opening a list with no query string brings back the filters last used on it.
  useEffect(() => {
    if (restoring) void navigate(listPath(list, remembered), { replace: true });
  }, [restoring, remembered, list, navigate]);

  const state = readListState(list, params, defaults);
  const apply = useCallback(
    (next: ListState) => {
      const search = writeListState(list, next);
      rememberFilters(list, search.toString());
      setParams(search);
    },
    [list, setParams],
  );

  // The table shows `shown` while the URL's state loads in a transition: the current rows stay, dimmed, under
  // 'Loading records', instead of the whole list blinking away on every filter change.
  const [shown, setShown] = useState(state);
  const [pending, startTransition] = useTransition();
  const key = listStateKey(state);
  const shownKey = listStateKey(shown);
  useEffect(() => {
    if (key !== shownKey) startTransition(() => setShown(state));
    // `state` is rebuilt every render; its key says when it really changed.
  }, [key, shownKey]);

  const List = TASK_LIST_COMPONENTS[list.type];
  const clear = () => apply({ ...state, filters: {}, page: 1 });
  if (restoring) return <ListSkeleton />;
  return (
    <>
      <TaskFilterBar
        list={list}
        filters={state.filters}
        onChange={(name, value) => apply(withFilter(state, name, value))}
        onReset={() => apply({ ...state, filters: { ...defaults }, page: 1 })}
        onClear={clear}
      />
      <Suspense fallback={<ListSkeleton />}>
        <List list={list} state={state} query={shown} stale={pending || key !== shownKey} onState={apply} onClearFilters={clear} />
      </Suspense>
    </>
  );
}

function ListSkeleton() {
  const styles = useStyles();
  return (
    <div className={styles.skeleton}>
      <RecordCount total={null} />
      <Skeleton aria-label="Loading records">
        <div className={styles.skeleton}>
          {Array.from({ length: 8 }, (_, index) => (
            <SkeletonItem key={index} size={24} />
          ))}
        </div>
      </Skeleton>
    </div>
  );
}
