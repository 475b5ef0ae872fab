// Who may be given a task: the person must be able to work it once it is theirs. That is the machine's own rule for
// saving and resolving (refuseWork in machines/taskRules.ts: the resolve permission of the task's kind, or of its current
// view on brand tasks; a task admin; leaders only on a scraping cluster's menu), asked about the assignee instead of the
// caller, so the rule lives in one place.
import { isLeader, refuseWork, viewName } from '../../machines/taskRules';
import type { Actor, TaskFacts } from '../../machines/taskTypes';
import { permissionsOfRoles } from '../../domain/roles';
import { kindOf } from './taskKinds';

export interface Assignee {
  id: number;
  name: string;
  role_name: string;
}

/**
 * Why the assignee could not work the task as it stands after the assignment (its facts with them as assignee), in words
 * a person understands, or null when they can.
 */
export function assigneeRefusal(factsAfterAssign: TaskFacts, assignee: Assignee): string | null {
  const actor: Actor = { id: assignee.id, roleName: assignee.role_name, permissions: permissionsOfRoles([assignee.role_name]) };
  if (!refuseWork({ ...factsAfterAssign, assignedToId: assignee.id }, actor)) return null;
  const kind = kindOf(factsAfterAssign.type).label.toLowerCase();
  if (factsAfterAssign.isInScrapingCluster && !isLeader(actor)) {
    return `${assignee.name} cannot work this ${kind} task: its menu belongs to a scraping cluster, which only admins and team leaders work.`;
  }
  if (factsAfterAssign.currentViewType) return `${assignee.name} cannot work ${kind} tasks in the ${viewName(factsAfterAssign.currentViewType)} view.`;
  return `${assignee.name} cannot work ${kind} tasks.`;
}
