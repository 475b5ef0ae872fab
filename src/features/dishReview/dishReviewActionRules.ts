// When the review's own actions are on (spec 2, section 6: save and resolve need the task assigned to the person and
// the resolve permission; in dish review an admin or team leader may act without being the assignee). The API decides
// the same; these give the disabled buttons their reason.

export interface ReviewActionFacts {
  status: string;
  assignedToId: number | null;
  isDeleted: boolean;
  /** The menu has titles or dishes to review. */
  hasData: boolean;
}

export interface ReviewActor {
  id: number;
  isLeader: boolean;
  mayReview: boolean;
}

export const REVIEW_REFUSALS = {
  done: 'This task is done.',
  notAllowed: 'You do not have permission to review dishes.',
  notAssigned: 'Assign the task to yourself first.',
  deleted: 'This menu is deleted.',
} as const;

/** Why editing, uploading, statuses, reject and rescrape are off; null when they are on. */
export function reviewWorkRefusal(facts: ReviewActionFacts, actor: ReviewActor | null): string | null {
  if (facts.status === 'RESOLVED') return REVIEW_REFUSALS.done;
  if (!actor || (!actor.mayReview && !actor.isLeader)) return REVIEW_REFUSALS.notAllowed;
  if (!actor.isLeader && facts.assignedToId !== actor.id) return REVIEW_REFUSALS.notAssigned;
  return null;
}

/** Rejecting or rescraping a deleted menu makes no sense; the rest follows reviewWorkRefusal. */
export function reviewResolveRefusal(facts: ReviewActionFacts, actor: ReviewActor | null): string | null {
  return reviewWorkRefusal(facts, actor) ?? (facts.isDeleted ? REVIEW_REFUSALS.deleted : null);
}

/** Review statuses the bulk buttons set, with their labels. */
export const BULK_STATUS_ACTIONS = [
  { status: 'APPROVED', label: 'Approve' },
  { status: 'FLAGGED', label: 'Flag' },
  { status: 'EXCLUDED', label: 'Exclude' },
] as const;

/** Changed dishes first, each group in menu order (stable): how a page reads when 'Changed only' is off. */
export function changedFirst<T>(items: readonly T[], isChanged: (item: T) => boolean): T[] {
  return [...items.filter(isChanged), ...items.filter((item) => !isChanged(item))];
}
