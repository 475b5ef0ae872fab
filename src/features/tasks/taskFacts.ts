// Turns a task as the API returns it into the machine's facts, so the SPA asks the same machine as the API which
// actions are possible (machines/taskLifecycleMachine.ts).
import { canTaskEvent, explainRefusal, type TaskEvent } from '../../../machines/taskLifecycleMachine';
import type { Actor, TaskFacts, TaskType, ViewType } from '../../../machines/taskTypes';

interface UserRef {
  readonly databaseId: number;
}

/** The task fields the machine needs, as GraphQL returns them (a fragment may spread into this shape). */
export interface TaskFactsSource {
  readonly type: string;
  readonly status: string;
  readonly assignedTo?: UserRef | null;
  readonly isAssignable: boolean;
  readonly isAwaiting: boolean;
  readonly awaitingReason?: string | null;
  readonly awaitingReasonComment?: string | null;
  readonly currentViewType?: string | null;
  readonly views: ReadonlyArray<{ readonly type: string; readonly status: string; readonly resolvedBy?: UserRef | null; readonly resolvedDate?: unknown }>;
  readonly isInScrapingCluster: boolean;
  readonly resolvedBy?: UserRef | null;
  readonly resolvedDate?: unknown;
  readonly reopenedBy?: UserRef | null;
  readonly reopenedDate?: unknown;
  readonly reopenReason?: string | null;
  readonly miscTaskVerifiedBy?: UserRef | null;
  readonly miscTaskVerifiedDate?: unknown;
  readonly miscTaskVerifiedComment?: string | null;
  readonly miscTaskQCVerifiedBy?: UserRef | null;
  readonly miscTaskQCVerifiedDate?: unknown;
  readonly miscTaskQCVerifiedComment?: string | null;
  readonly verification?: string | null;
  readonly verifiedBy?: UserRef | null;
  readonly verifiedDate?: unknown;
}

const text = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

export function taskFactsOf(task: TaskFactsSource): TaskFacts {
  return {
    type: task.type as TaskType,
    status: task.status as TaskFacts['status'],
    assignedToId: task.assignedTo?.databaseId ?? null,
    isAssignable: task.isAssignable,
    isAwaiting: task.isAwaiting,
    awaitingReason: (task.awaitingReason ?? null) as TaskFacts['awaitingReason'],
    awaitingReasonComment: task.awaitingReasonComment ?? null,
    currentViewType: (task.currentViewType ?? null) as ViewType | null,
    views: task.views.map((view) => ({
      type: view.type as ViewType,
      status: view.status as TaskFacts['views'][number]['status'],
      resolvedById: view.resolvedBy?.databaseId ?? null,
      resolvedDate: text(view.resolvedDate),
    })),
    isInScrapingCluster: task.isInScrapingCluster,
    resolvedById: task.resolvedBy?.databaseId ?? null,
    resolvedDate: text(task.resolvedDate),
    reopenedById: task.reopenedBy?.databaseId ?? null,
    reopenedDate: text(task.reopenedDate),
    reopenReason: (task.reopenReason ?? null) as TaskFacts['reopenReason'],
    miscVerifiedById: task.miscTaskVerifiedBy?.databaseId ?? null,
    miscVerifiedDate: text(task.miscTaskVerifiedDate),
    miscVerifiedComment: task.miscTaskVerifiedComment ?? null,
    miscQcVerifiedById: task.miscTaskQCVerifiedBy?.databaseId ?? null,
    miscQcVerifiedDate: text(task.miscTaskQCVerifiedDate),
    miscQcVerifiedComment: task.miscTaskQCVerifiedComment ?? null,
    verification: (task.verification ?? 'NOT_VERIFIED') as TaskFacts['verification'],
    verifiedById: task.verifiedBy?.databaseId ?? null,
    verifiedDate: text(task.verifiedDate),
  };
}

export interface ActionAvailability {
  enabled: boolean;
  /** Why it is disabled, in the words the API would use. */
  reason: string | null;
}

/** Whether the signed-in person may send the event now, and why not. */
export function availability(facts: TaskFacts, event: TaskEvent): ActionAvailability {
  if (canTaskEvent(facts, event)) return { enabled: true, reason: null };
  return { enabled: false, reason: explainRefusal(facts, event)?.message ?? 'Not possible in the task’s current state.' };
}

export function actorFrom(user: { databaseId: number } | null, roleName: string, permissions: readonly string[]): Actor | null {
  return user ? { id: user.databaseId, roleName, permissions } : null;
}
