// A task page's query, started at start-up (src/app/routing/startRouteData.ts) as TaskRoute will ask it: the kind's
// query for the task's number, without waiting for the kind's documents and editor. TaskRoute then finds the task
// already on the way (src/relay/earlyQueries.ts).
import type { ConcreteRequest } from 'relay-runtime';
import type { StoredSession } from '../../app/session/sessionTypes';
import { appFetchGraphQL } from '../../relay/environment';
import { startEarlyQuery } from '../../relay/earlyQueries';
import { taskListByType } from '../tasks/taskListDefinitions';
import { taskPageKind } from './taskKindBySlug';

/** Starts `query` (the kind's generated page query, loaded beside this module: taskPageQueries.ts) for the task. */
export function prefetchTaskPage(query: ConcreteRequest, slug: string, taskId: string, session: StoredSession): void {
  const kind = taskPageKind(slug);
  if (!kind || !session.permissions.includes(`${taskListByType(kind.type).permissionPrefix}.get`)) return;
  startEarlyQuery(query, { id: taskId }, appFetchGraphQL);
}
