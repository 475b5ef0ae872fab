// Who may change a cluster, on the server: the cluster is locked first, then asked of machines/clusterRules.ts (the
// assignee or an admin; assign and unassign by their own rules), and a refusal becomes the GraphQL error the SPA shows.
// The operation permission itself is checked before any of this (server/permissions/operationPermissions.ts).
import { clusterEditRefusal, type ClusterActor } from '../../machines/clusterRules';
import type { Refusal } from '../../machines/taskRules';
import type { Queryable } from '../db/database';
import { appError } from '../graphql/errors';
import { findCluster, type ClusterRow } from './clusterRows';

export type Actor = ClusterActor;

export const clusterNotFound = () => appError('NOT_FOUND', 'Menu scraping cluster was not found.');

export function throwRefusal(refusal: Refusal | null): void {
  if (refusal) throw appError(refusal.type === 'INVALID_VIEW_TYPE' ? 'VALIDATION' : refusal.type, refusal.message);
}

/** The cluster, locked until the transaction ends; NOT_FOUND when there is none. */
export async function lockedCluster(tx: Queryable, id: number): Promise<ClusterRow> {
  const cluster = await findCluster(tx, id, { lock: true });
  if (!cluster) throw clusterNotFound();
  return cluster;
}

const factsOf = (cluster: ClusterRow) => ({ assignedToId: cluster.assigned_to_id, rerunStepType: cluster.rerun_step_type });

/** The cluster locked, and the actor allowed to edit it (its assignee or an admin); FORBIDDEN otherwise. */
export async function editableCluster(tx: Queryable, id: number, actor: Actor): Promise<ClusterRow> {
  const cluster = await lockedCluster(tx, id);
  throwRefusal(clusterEditRefusal(factsOf(cluster), actor));
  return cluster;
}

/** Several clusters locked in id order (so two writers never deadlock), each editable by the actor. */
export async function editableClusters(tx: Queryable, ids: number[], actor: Actor): Promise<Map<number, ClusterRow>> {
  const clusters = new Map<number, ClusterRow>();
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) clusters.set(id, await lockedCluster(tx, id));
  for (const cluster of clusters.values()) throwRefusal(clusterEditRefusal(factsOf(cluster), actor));
  return clusters;
}

export { factsOf as clusterFactsOf };
