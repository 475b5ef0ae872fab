// A task's facts as the machines read them, built without xstate, so that light screens (a list's default filters)
// can ask the pure rules in taskRules.ts about a task without loading the machines.
import { isBrandTask, VIEW_TYPES, type TaskFacts, type TaskType, type TaskView, type ViewType } from './taskTypes';

/** A brand task's three views standing at `current`: the views before it done, it and the later ones still to do. */
export function viewsStandingAt(current: ViewType): TaskView[] {
  const at = VIEW_TYPES.indexOf(current);
  return VIEW_TYPES.map((type, index) => ({ type, status: index < at ? 'DONE' : 'NOT_DONE', resolvedById: null, resolvedDate: null }));
}

/** A new task's facts. Brand tasks start in DEFINE with three views to do. */
export function newTaskFacts(type: TaskType, options: { isAssignable?: boolean; isInScrapingCluster?: boolean } = {}): TaskFacts {
  return {
    type,
    status: 'NOT_STARTED',
    assignedToId: null,
    isAssignable: options.isAssignable ?? true,
    isAwaiting: false,
    awaitingReason: null,
    awaitingReasonComment: null,
    currentViewType: isBrandTask(type) ? 'DEFINE' : null,
    views: isBrandTask(type) ? viewsStandingAt('DEFINE') : [],
    isInScrapingCluster: options.isInScrapingCluster ?? false,
    resolvedById: null,
    resolvedDate: null,
    reopenedById: null,
    reopenedDate: null,
    reopenReason: null,
    miscVerifiedById: null,
    miscVerifiedDate: null,
    miscVerifiedComment: null,
    miscQcVerifiedById: null,
    miscQcVerifiedDate: null,
    miscQcVerifiedComment: null,
    verification: 'NOT_VERIFIED',
    verifiedById: null,
    verifiedDate: null,
  };
}
