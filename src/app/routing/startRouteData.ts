// At start-up, before the router renders anything: the first page's own query starts now, in parallel with the page's
// code, instead of after the code has loaded and the page has rendered once (a round trip and a render later), and the
// page's modules are asked for, so that React finds them loaded. Only the pages people open cold from a link or a
// bookmark (a task list, a task page); client-side navigation needs none of this. The pages ask for their data as
// always and take the answer already there (src/relay/earlyQueries.ts).
import { loadTaskDocuments } from '../../features/taskPage/loadTaskDocuments';
import { TASK_PAGE_QUERIES } from '../../features/taskPage/taskPageQueries';
import { TASK_LIST_COMPONENTS } from '../../features/tasks/taskListComponents';
import { TASK_LIST_QUERIES } from '../../features/tasks/taskListQueries';
import { taskListBySlug } from '../../features/tasks/taskListDefinitions';
import { earlyQueriesArrived } from '../../relay/earlyQueries';
import { sessionStore } from '../session/sessionStore';

const TASK_LIST = /^\/tasks\/([a-z-]+)\/?$/;
const TASK_PAGE = /^\/tasks\/([a-z-]+)\/(\d{1,9})\/?$/;

/** The route pages start-up may fetch ahead (router.tsx's lazily loaded pages). */
export interface RoutePages {
  tasksHub(): Promise<unknown>;
  taskPage(): Promise<unknown>;
}

/**
 * Marks a promise with its outcome as React's use() reads it (`status` and `value`), so that a page calling use() on
 * it after it has settled renders at once instead of suspending for a turn (TaskRoute's kind documents).
 */
function settledForReact<T>(promise: Promise<T>): Promise<T> {
  const marked = promise as Promise<T> & { status?: string; value?: T; reason?: unknown };
  return promise.then(
    (value) => {
      marked.status = 'fulfilled';
      marked.value = value;
      return value;
    },
    (reason: unknown) => {
      marked.status = 'rejected';
      marked.reason = reason;
      throw reason;
    },
  );
}

const settle = (work: Promise<unknown>) => work.then(
  () => undefined,
  () => undefined,
);

/**
 * Resolves once the page's query has its answer and the page's modules are loaded (or when there is nothing to start,
 * or something failed: the page then loads as usual). Never rejects.
 */
export function startRouteData(location: Pick<Location, 'pathname' | 'search'>, pages: RoutePages): Promise<void> {
  const session = sessionStore.getSnapshot();
  // Signed out, the page is the sign-in page.
  if (!session) return Promise.resolve();
  const list = TASK_LIST.exec(location.pathname);
  const listQuery = list && TASK_LIST_QUERIES[list[1]];
  if (list && listQuery) {
    const kind = taskListBySlug(list[1]);
    // All at once: each dynamic import costs a few tasks even when its chunk is already here.
    const query = Promise.all([import('../../features/tasks/prefetchTaskList'), listQuery()]).then(([{ prefetchTaskList }, { default: document }]) =>
      prefetchTaskList(document, list[1], location.search, session),
    );
    return settle(Promise.all([query.then(earlyQueriesArrived), pages.tasksHub(), kind && TASK_LIST_COMPONENTS[kind.type].preload()]));
  }
  const task = TASK_PAGE.exec(location.pathname);
  const pageQuery = task && TASK_PAGE_QUERIES[task[1]];
  if (task && pageQuery) {
    const query = Promise.all([import('../../features/taskPage/prefetchTaskPage'), pageQuery()]).then(([{ prefetchTaskPage }, { default: document }]) =>
      prefetchTaskPage(document, task[1], task[2], session),
    );
    const kind = taskListBySlug(task[1]);
    return settle(Promise.all([query.then(earlyQueriesArrived), pages.taskPage(), kind && settledForReact(loadTaskDocuments(kind.type))]));
  }
  return Promise.resolve();
}
