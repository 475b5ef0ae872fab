// Who may do what to a menu scraping cluster, and when (spec 3, sections 4 and 6), as pure predicates that say why not.
// The API turns a refusal into its error; the SPA greys out the control and shows the reason. The rerun flow machine
// (machines/rerunFlowMachine.ts, the next step of the operations half) builds on isTemplateEditable for its steps.
import type { Refusal } from './taskRules';

export const RERUN_STEP_TYPES = ['PREPARATION', 'TEMPLATE_VALIDATION', 'SCRAPING', 'CLEANUP', 'DONE'] as const;
export type RerunStepType = (typeof RERUN_STEP_TYPES)[number];

export const CLUSTER_ROLES = ['LEAD', 'COMPLEX', 'CORE'] as const;
export type ClusterRole = (typeof CLUSTER_ROLES)[number];

/** The formats a cluster may expect: HTML_NOT_SCRAPEABLE and PDF are not offered (spec 3, section 5). */
export const CLUSTER_EXPECTED_MENU_FORMATS = ['HTML', 'IMAGE', 'DOCUMENT'] as const;

/** A menu format change that keeps the menu in its cluster; any other asks, then takes it out (spec 3, section 4). */
export const FORMATS_KEPT_IN_CLUSTER = ['HTML', 'HTML_NOT_SCRAPEABLE'] as const;

export interface ClusterActor {
  userId: number;
  permissions: readonly string[];
}

export interface ClusterFacts {
  assignedToId: number | null;
  /** The current rerun flow step; null without a flow (which behaves as DONE). */
  rerunStepType: RerunStepType | null;
}

export const CLUSTER_EDIT_FORBIDDEN = 'Only the user the cluster is assigned to, or an admin, may change it.';
export const CLUSTER_ASSIGN_FORBIDDEN = 'The cluster is assigned to someone else: only an admin may reassign it.';
export const CLUSTER_ASSIGN_PERMISSION_MISSING = 'You may not assign clusters.';
export const CLUSTER_UNASSIGN_FORBIDDEN = 'Only the user the cluster is assigned to, or an admin, may unassign it.';
export const CLUSTER_TEMPLATE_LOCKED = 'The template and the expected menu format can change only when no rerun flow runs.';
export const CORE_REFUSED_ROLE = (role: ClusterRole) => `A ${role === 'LEAD' ? 'lead' : 'complex'} menu cannot be marked or unmarked as core.`;

const isAdmin = (actor: ClusterActor) => actor.permissions.includes('menuScrapingCluster.admin');
const refuse = (type: Refusal['type'], message: string): Refusal => ({ type, message });

/** Save, reset, attach, exclude, regenerate, core, every per-menu action, sessions and steps: the assignee or an admin. */
export function clusterEditRefusal(cluster: ClusterFacts, actor: ClusterActor): Refusal | null {
  if (isAdmin(actor) || (cluster.assignedToId !== null && cluster.assignedToId === actor.userId)) return null;
  return refuse('FORBIDDEN', CLUSTER_EDIT_FORBIDDEN);
}

/** Assigning: the assign permission while nobody holds the cluster, or admin. */
export function clusterAssignRefusal(cluster: ClusterFacts, actor: ClusterActor): Refusal | null {
  if (isAdmin(actor)) return null;
  if (!actor.permissions.includes('menuScrapingCluster.assign')) return refuse('FORBIDDEN', CLUSTER_ASSIGN_PERMISSION_MISSING);
  if (cluster.assignedToId !== null) return refuse('FORBIDDEN', CLUSTER_ASSIGN_FORBIDDEN);
  return null;
}

/** Unassigning: the assignee holding the unassign permission, or admin. */
export function clusterUnassignRefusal(cluster: ClusterFacts, actor: ClusterActor): Refusal | null {
  if (isAdmin(actor)) return null;
  if (cluster.assignedToId === actor.userId && actor.permissions.includes('menuScrapingCluster.unassign')) return null;
  return refuse('FORBIDDEN', CLUSTER_UNASSIGN_FORBIDDEN);
}

/** The template field and the expected menu format are editable only when the flow is absent or DONE. */
export function isTemplateEditable(cluster: Pick<ClusterFacts, 'rerunStepType'>): boolean {
  return cluster.rerunStepType === null || cluster.rerunStepType === 'DONE';
}

export function templateChangeRefusal(cluster: Pick<ClusterFacts, 'rerunStepType'>): Refusal | null {
  return isTemplateEditable(cluster) ? null : refuse('CONFLICT', CLUSTER_TEMPLATE_LOCKED);
}

/** Core marking is refused to the lead role and to COMPLEX (the "other role" spec 3 does not name: docs/clusters.md). */
export function coreMarkingRefusal(role: ClusterRole | null): Refusal | null {
  if (role === 'LEAD' || role === 'COMPLEX') return refuse('VALIDATION', CORE_REFUSED_ROLE(role));
  return null;
}
