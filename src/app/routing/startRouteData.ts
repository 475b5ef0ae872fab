// At start-up, before the router renders anything: the first page's own query starts now, in parallel with the page's
// code, instead of after the code has loaded and the page has rendered once (a round trip and a render later). Only
// the pages people open cold from a link or a bookmark (a task list, a task page); client-side navigation needs none
// of this. The pages ask for their data as always and take the answer under way (src/relay/earlyQueries.ts).
import { TASK_PAGE_QUERIES } from '../../features/taskPage/taskPageQueries';
import { TASK_LIST_QUERIES } from '../../features/tasks/taskListQueries';
import { sessionStore } from '../session/sessionStore';

const TASK_LIST = /^\/tasks\/([a-z-]+)\/?$/;
const TASK_PAGE = /^\/tasks\/([a-z-]+)\/(\d{1,9})\/?$/;

/** Resolves once the query has left (or when there is none, or it could not start): never rejects. */
export function startRouteData(location: Pick<Location, 'pathname' | 'search'>): Promise<void> {
  const session = sessionStore.getSnapshot();
  // Signed out, the page is the sign-in page.
  if (!session) return Promise.resolve();
  const list = TASK_LIST.exec(location.pathname);
  if (list) {
    const query = TASK_LIST_QUERIES[list[1]];
    if (!query) return Promise.resolve();
    // Both at once: each dynamic import costs a few tasks even when its chunk is already here.
    return Promise.all([import('../../features/tasks/prefetchTaskList'), query()])
      .then(([{ prefetchTaskList }, { default: listQuery }]) => prefetchTaskList(listQuery, list[1], location.search, session))
      .catch(() => undefined);
  }
  const task = TASK_PAGE.exec(location.pathname);
  if (task) {
    const query = TASK_PAGE_QUERIES[task[1]];
    if (!query) return Promise.resolve();
    return Promise.all([import('../../features/taskPage/prefetchTaskPage'), query()])
      .then(([{ prefetchTaskPage }, { default: pageQuery }]) => prefetchTaskPage(pageQuery, task[1], task[2], session))
      .catch(() => undefined);
  }
  return Promise.resolve();
}
