// A task list's query, started at start-up (src/app/routing/startRouteData.ts) with the variables the hub will ask with:
// the URL's filters, or the list's remembered ones when the URL has none, over the person's own defaults. The hub then
// finds its rows already on the way (src/relay/earlyQueries.ts). A list the person may not open starts nothing.
import type { ConcreteRequest } from 'relay-runtime';
import type { StoredSession } from '../../app/session/sessionTypes';
import { appFetchGraphQL } from '../../relay/environment';
import { startEarlyQuery } from '../../relay/earlyQueries';
import { personalListDefaults, sessionActor } from './personalListDefaults';
import { TASK_LISTS, taskListBySlug } from './taskListDefinitions';
import { allowedLists, listQueryVariables } from './taskListLogic';
import { readListState, rememberedFilters } from './taskListQueryString';

/** Starts `listQuery` (the list's generated query, loaded beside this module: taskListQueries.ts) for the list at `slug`. */
export function prefetchTaskList(listQuery: ConcreteRequest, slug: string, search: string, session: StoredSession): void {
  const list = taskListBySlug(slug);
  const can = (permission: string) => session.permissions.includes(permission);
  if (!list || !allowedLists(TASK_LISTS, can).includes(list)) return;
  // As the hub reads it (TasksHubRoute's ListWithFilters): no query string brings back the remembered filters.
  const params = new URLSearchParams(search);
  const remembered = rememberedFilters(list);
  const effective = [...params.keys()].length === 0 && remembered ? new URLSearchParams(remembered) : params;
  const state = readListState(list, effective, personalListDefaults(list, sessionActor(session.user, session.permissions)));
  startEarlyQuery(listQuery, { ...listQueryVariables(list, state) }, appFetchGraphQL);
}
