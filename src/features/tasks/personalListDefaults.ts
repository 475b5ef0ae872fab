// The filters a list opens with for the signed-in person: the list's defaults, with the View filter set to the view
// they can take (definers DEFINE, quality checkers QC, then QQA; DEFINE for those who hold all or none). "Can take" is
// the machines' own assign rule (machines/taskRules.ts), asked about an open, unassigned task in that view, so there
// is no second table of who resolves what.
import { refuseAssign } from '../../../machines/taskRules';
import { newTaskFacts, viewsStandingAt } from '../../../machines/taskFacts';
import { VIEW_TYPES, type Actor, type TaskFacts, type TaskType, type ViewType } from '../../../machines/taskTypes';
import type { TaskListDefinition } from './taskListDefinitions';

/** An open, unassigned, assignable brand task whose earlier views are done and whose current view is `view`. */
function openTaskInView(type: TaskType, view: ViewType): TaskFacts {
  return { ...newTaskFacts(type), currentViewType: view, views: viewsStandingAt(view) };
}

/** Whether the person may take (and so resolve) an open task of this kind in this view. */
export function canTakeInView(type: TaskType, view: ViewType, actor: Actor): boolean {
  return refuseAssign(openTaskInView(type, view), actor, actor.id) === null;
}

/** The first view, in pipeline order, whose open tasks the person can take; DEFINE when they can take none. */
export function defaultViewType(type: TaskType, actor: Actor): ViewType {
  return VIEW_TYPES.find((view) => canTakeInView(type, view, actor)) ?? 'DEFINE';
}

/** The list's default filters for this person (lists without a View filter keep theirs as they are). */
export function personalListDefaults(list: TaskListDefinition, actor: Actor | null): Readonly<Record<string, string>> {
  if (!actor || list.defaults.viewType === undefined) return list.defaults;
  return { ...list.defaults, viewType: defaultViewType(list.type, actor) };
}

/** The session's person as the rules' actor (roles are not needed: the rules decide on permissions). */
export function sessionActor(user: { databaseId: number } | null, permissions: readonly string[]): Actor | null {
  return user ? { id: user.databaseId, roleName: '', permissions } : null;
}
