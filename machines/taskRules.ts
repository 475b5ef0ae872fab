// Who may do what to a task, as pure predicates that say why not. The task machines use them as guards; the API turns
// a refusal into its error; the SPA greys out the button and shows the reason.
import {
  AWAITING_REASON_NEEDING_COMMENT,
  isBrandTask,
  PERMISSION_PREFIX,
  type Actor,
  type AwaitingReason,
  type TaskFacts,
  type ViewType,
} from './taskTypes';

export type RefusalType = 'FORBIDDEN' | 'CONFLICT' | 'VALIDATION' | 'INVALID_VIEW_TYPE';
export interface Refusal {
  type: RefusalType;
  message: string;
}

export const NOT_ASSIGNABLE_MESSAGE = 'Task is not ready for assignment in the workflow';
export const AWAITING_REASON_REQUIRED = 'Awaiting reason is required';
export const AWAITING_COMMENT_REQUIRED = 'Awaiting reason commment is required';

const VIEW_PERMISSION: Record<ViewType, string> = { DEFINE: 'resolveDefineView', QC: 'resolveQcView', QQA: 'resolveQqaView' };
const VIEW_NAME: Record<ViewType, string> = { DEFINE: 'define', QC: 'quality check', QQA: 'further quality assurance' };

const refuse = (type: RefusalType, message: string): Refusal => ({ type, message });
const holds = (actor: Actor, permission: string) => actor.permissions.includes(permission);
const permission = (facts: TaskFacts, action: string) => `${PERMISSION_PREFIX[facts.type]}.${action}`;

/** Admins and team leaders: the only roles holding cluster administration, so the permission says who they are. */
export function isLeader(actor: Actor): boolean {
  return actor.permissions.includes('menuScrapingCluster.admin');
}

export function isTaskAdmin(facts: TaskFacts, actor: Actor): boolean {
  return holds(actor, permission(facts, 'admin'));
}

/** The view name the resolve confirmation names: define, quality check or further quality assurance. */
export function viewName(viewType: ViewType): string {
  return VIEW_NAME[viewType];
}

/** The permission that resolving (and, on brand tasks, taking) the task needs now. */
export function resolvePermission(facts: TaskFacts): string | Refusal {
  if (!isBrandTask(facts.type)) return permission(facts, 'resolve');
  if (!facts.currentViewType || !VIEW_PERMISSION[facts.currentViewType]) {
    return refuse('INVALID_VIEW_TYPE', `Invalid task view type: ${String(facts.currentViewType)}`);
  }
  return permission(facts, VIEW_PERMISSION[facts.currentViewType]);
}

function refuseResolvedTask(facts: TaskFacts): Refusal | null {
  return facts.status === 'RESOLVED' ? refuse('CONFLICT', 'This task is done. Reopen it before changing it.') : null;
}

function refuseClusterTask(facts: TaskFacts, actor: Actor): Refusal | null {
  return facts.isInScrapingCluster && !isLeader(actor)
    ? refuse('FORBIDDEN', 'This menu belongs to a scraping cluster: only an admin or a team leader can work on its task.')
    : null;
}

export function refuseAssign(facts: TaskFacts, actor: Actor, toUserId: number): Refusal | null {
  const done = refuseResolvedTask(facts);
  if (done) return done;
  if (!facts.isAssignable) return refuse('CONFLICT', NOT_ASSIGNABLE_MESSAGE);
  const cluster = refuseClusterTask(facts, actor);
  if (cluster) return cluster;
  const needed = isBrandTask(facts.type) ? resolvePermission(facts) : permission(facts, 'assign');
  if (typeof needed !== 'string') return needed;
  if (!holds(actor, needed)) {
    return refuse(
      'FORBIDDEN',
      facts.currentViewType && isBrandTask(facts.type)
        ? `You cannot take this task: it is in the ${viewName(facts.currentViewType)} view.`
        : 'You do not have permission to assign this task.',
    );
  }
  if (toUserId !== actor.id && !isTaskAdmin(facts, actor)) return refuse('FORBIDDEN', 'Only a task admin can assign a task to someone else.');
  if (facts.assignedToId === toUserId) return refuse('CONFLICT', 'The task is already assigned to this user.');
  if (facts.assignedToId !== null && facts.assignedToId !== actor.id && !isTaskAdmin(facts, actor)) {
    return refuse('CONFLICT', 'This task is assigned to someone else.');
  }
  return null;
}

export function refuseUnassign(facts: TaskFacts, actor: Actor): Refusal | null {
  if (facts.assignedToId === null) return refuse('CONFLICT', 'The task is not assigned.');
  if (!holds(actor, permission(facts, 'unassign'))) return refuse('FORBIDDEN', 'You do not have permission to unassign this task.');
  if (facts.assignedToId !== actor.id && !isTaskAdmin(facts, actor)) return refuse('FORBIDDEN', 'Only a task admin can unassign someone else.');
  return null;
}

/** Save and resolve: the assignee with the resolve permission of the current view, or a task admin. */
export function refuseWork(facts: TaskFacts, actor: Actor): Refusal | null {
  const done = refuseResolvedTask(facts);
  if (done) return done;
  const cluster = refuseClusterTask(facts, actor);
  if (cluster) return cluster;
  const needed = resolvePermission(facts);
  if (typeof needed !== 'string') return needed;
  if (isTaskAdmin(facts, actor)) return null;
  if (facts.assignedToId !== actor.id) return refuse('FORBIDDEN', 'Assign the task to yourself before working on it.');
  if (!holds(actor, needed)) return refuse('FORBIDDEN', 'You do not have permission to resolve this task in its current view.');
  return null;
}

export function refuseStart(facts: TaskFacts, actor: Actor): Refusal | null {
  if (facts.status !== 'NOT_STARTED') return refuse('CONFLICT', 'The task has already been started.');
  return refuseWork(facts, actor);
}

/** Assigned to another person, and the actor is no task admin: the flag on their work is theirs (or an admin's) to set. */
function isSomeoneElses(facts: TaskFacts, actor: Actor): boolean {
  return facts.assignedToId !== null && facts.assignedToId !== actor.id && !isTaskAdmin(facts, actor);
}

export function refuseMarkAwaiting(facts: TaskFacts, actor: Actor, reason: AwaitingReason | null, comment: string | null): Refusal | null {
  const done = refuseResolvedTask(facts);
  if (done) return done;
  if (!holds(actor, permission(facts, 'markAwaiting'))) return refuse('FORBIDDEN', 'You do not have permission to mark this task as awaiting.');
  if (facts.isAwaiting) return refuse('CONFLICT', 'The task is already awaiting.');
  if (isSomeoneElses(facts, actor)) return refuse('FORBIDDEN', "Only a task admin can mark someone else's task as awaiting.");
  if (!reason) return refuse('VALIDATION', AWAITING_REASON_REQUIRED);
  if (reason === AWAITING_REASON_NEEDING_COMMENT && !comment?.trim()) return refuse('VALIDATION', AWAITING_COMMENT_REQUIRED);
  return null;
}

export function refuseUnmarkAwaiting(facts: TaskFacts, actor: Actor): Refusal | null {
  if (!facts.isAwaiting) return refuse('CONFLICT', 'The task is not awaiting.');
  if (!holds(actor, permission(facts, 'unmarkAwaiting'))) return refuse('FORBIDDEN', 'You do not have permission to unmark this task as awaiting.');
  if (isSomeoneElses(facts, actor)) return refuse('FORBIDDEN', "Only a task admin can unmark someone else's task as awaiting.");
  return null;
}

export function refuseReopen(facts: TaskFacts, actor: Actor): Refusal | null {
  if (facts.status !== 'RESOLVED') return refuse('CONFLICT', 'Only a done task can be reopened.');
  const mayReopen = holds(actor, permission(facts, 'reopen')) || (facts.type === 'MENU_SCRAPING' && facts.assignedToId === actor.id);
  return mayReopen ? null : refuse('FORBIDDEN', 'You do not have permission to reopen this task.');
}

export function refuseMiscVerify(facts: TaskFacts, actor: Actor): Refusal | null {
  if (facts.status !== 'RESOLVED') return refuse('CONFLICT', 'Only a done task can be verified.');
  if (facts.resolvedById !== actor.id) return refuse('FORBIDDEN', 'Only the person who resolved this task can verify it.');
  return null;
}

export function refuseMiscQcVerify(facts: TaskFacts, actor: Actor): Refusal | null {
  if (facts.status !== 'RESOLVED') return refuse('CONFLICT', 'Only a done task can be verified.');
  if (!facts.miscVerifiedById) return refuse('CONFLICT', 'The task must be verified before it is QC-verified.');
  if (facts.miscQcVerifiedById !== null && facts.miscQcVerifiedById !== actor.id) {
    return refuse('FORBIDDEN', 'Only the person who QC-verified this task can change it.');
  }
  const needed = isBrandTask(facts.type) ? permission(facts, 'resolveQcView') : permission(facts, 'admin');
  return holds(actor, needed) ? null : refuse('FORBIDDEN', 'You do not have permission to QC-verify this task.');
}
