// The lifecycle every task shares: status, assignment and awaiting as parallel regions. The API restores this machine
// from the stored row, asks it whether an event is allowed for the caller, and stores the resulting context; the SPA asks
// the same machine which actions to enable, so the two never disagree.
import { assign, getNextSnapshot, setup, type SnapshotFrom } from 'xstate';
import { applyMiscVerification } from './miscVerificationMachine';
import { isLastView, reopenViews, resolveView } from './reviewViewsMachine';
import {
  refuseAssign,
  refuseMarkAwaiting,
  refuseMiscQcVerify,
  refuseMiscVerify,
  refuseReopen,
  refuseStart,
  refuseUnassign,
  refuseUnmarkAwaiting,
  refuseWork,
  type Refusal,
} from './taskRules';
import { isBrandTask, type Actor, type AwaitingReason, type ReopenReason, type TaskFacts, type TaskType } from './taskTypes';

export type TaskEvent =
  | { type: 'ASSIGN'; actor: Actor; toUserId: number; at: string }
  | { type: 'UNASSIGN'; actor: Actor; at: string }
  | { type: 'START'; actor: Actor; at: string }
  | { type: 'SAVE'; actor: Actor; at: string }
  | { type: 'RESOLVE'; actor: Actor; at: string }
  | { type: 'MARK_AWAITING'; actor: Actor; reason: AwaitingReason | null; comment: string | null; at: string }
  | { type: 'UNMARK_AWAITING'; actor: Actor; at: string }
  | { type: 'REOPEN'; actor: Actor; at: string }
  | { type: 'MISC_VERIFY'; actor: Actor; comment: string | null; at: string }
  | { type: 'MISC_QC_VERIFY'; actor: Actor; comment: string | null; at: string }
  /** A pipeline edge reopens a task (no person decides; the reason names the edge). */
  | { type: 'SYSTEM_REOPEN'; reason: ReopenReason; assignToUserId: number | null; at: string }
  /** A pipeline edge makes a waiting task assignable. */
  | { type: 'MAKE_ASSIGNABLE' };

/** Why the event is refused for this task and caller, or null when it is allowed. */
export function explainRefusal(facts: TaskFacts, event: TaskEvent): Refusal | null {
  // Events from outside (a graph walk, a malformed request) may lack their caller: nobody may act anonymously.
  if (event.type !== 'SYSTEM_REOPEN' && event.type !== 'MAKE_ASSIGNABLE' && !(event as { actor?: Actor }).actor) {
    return { type: 'FORBIDDEN', message: 'The action has no signed-in user.' };
  }
  switch (event.type) {
    case 'ASSIGN':
      return refuseAssign(facts, event.actor, event.toUserId);
    case 'UNASSIGN':
      return refuseUnassign(facts, event.actor);
    case 'START':
      return refuseStart(facts, event.actor);
    case 'SAVE':
    case 'RESOLVE':
      return refuseWork(facts, event.actor);
    case 'MARK_AWAITING':
      return refuseMarkAwaiting(facts, event.actor, event.reason, event.comment);
    case 'UNMARK_AWAITING':
      return refuseUnmarkAwaiting(facts, event.actor);
    case 'REOPEN':
      return refuseReopen(facts, event.actor);
    case 'MISC_VERIFY':
      return refuseMiscVerify(facts, event.actor);
    case 'MISC_QC_VERIFY':
      return refuseMiscQcVerify(facts, event.actor);
    case 'SYSTEM_REOPEN':
      return facts.status === 'RESOLVED' ? null : { type: 'CONFLICT', message: 'Only a done task can be reopened.' };
    case 'MAKE_ASSIGNABLE':
      return null;
  }
}

const allowed = ({ context, event }: { context: TaskFacts; event: TaskEvent }) => explainRefusal(context, event) === null;
/** Resolving a brand task that is not in its last view hands it on to the next view's team. */
const handsOn = (facts: TaskFacts) => isBrandTask(facts.type) && !isLastView(facts.currentViewType);
/** A person reopening a brand task, or a pipeline edge, sends it back to the queue; scraping and review keep their assignee. */
const reopenUnassigns = (type: TaskType) => type !== 'MENU_SCRAPING';

export const taskLifecycleMachine = setup({
  types: {
    context: {} as TaskFacts,
    events: {} as TaskEvent,
    input: {} as TaskFacts,
  },
  guards: {
    allowed,
    resolveFinishesTask: (args) => allowed(args) && !handsOn(args.context),
    resolveHandsOn: (args) => allowed(args) && handsOn(args.context),
    reopenUnassigns: (args) => allowed(args) && args.event.type === 'REOPEN' && reopenUnassigns(args.context.type),
    systemReopenAssigns: ({ context, event }) => event.type === 'SYSTEM_REOPEN' && context.status === 'RESOLVED' && event.assignToUserId !== null,
    systemReopenUnassigns: ({ context, event }) =>
      event.type === 'SYSTEM_REOPEN' && context.status === 'RESOLVED' && event.assignToUserId === null && reopenUnassigns(context.type),
  },
  actions: {
    start: assign({ status: 'STARTED' }),
    save: assign(({ context }) => ({ status: context.status === 'NOT_STARTED' ? ('STARTED' as const) : context.status })),
    finish: assign(({ context, event }) => {
      if (event.type !== 'RESOLVE') return {};
      const views = context.currentViewType ? resolveView({ currentViewType: context.currentViewType, views: context.views }, event.actor.id, event.at) : null;
      return {
        status: 'RESOLVED' as const,
        resolvedById: event.actor.id,
        resolvedDate: event.at,
        isAwaiting: false,
        awaitingReason: null,
        awaitingReasonComment: null,
        ...(views ? { views: views.views } : {}),
      };
    }),
    handOn: assign(({ context, event }) => {
      if (event.type !== 'RESOLVE' || !context.currentViewType) return {};
      const views = resolveView({ currentViewType: context.currentViewType, views: context.views }, event.actor.id, event.at);
      return { status: 'NOT_STARTED' as const, currentViewType: views.currentViewType, views: views.views, isAwaiting: false, awaitingReason: null, awaitingReasonComment: null };
    }),
    setAssignee: assign(({ event }) => (event.type === 'ASSIGN' ? { assignedToId: event.toUserId } : {})),
    assignSystemChoice: assign(({ event }) => (event.type === 'SYSTEM_REOPEN' ? { assignedToId: event.assignToUserId } : {})),
    clearAssignee: assign({ assignedToId: null }),
    markAwaiting: assign(({ event }) =>
      event.type === 'MARK_AWAITING'
        ? { isAwaiting: true, awaitingReason: event.reason, awaitingReasonComment: event.comment?.trim() || null }
        : {},
    ),
    unmarkAwaiting: assign({ isAwaiting: false, awaitingReason: null, awaitingReasonComment: null }),
    reopen: assign(({ context, event }) => {
      if (event.type !== 'REOPEN' && event.type !== 'SYSTEM_REOPEN') return {};
      const views = isBrandTask(context.type) && context.currentViewType ? reopenViews({ currentViewType: context.currentViewType, views: context.views }) : null;
      return {
        status: 'REOPENED' as const,
        reopenedById: event.type === 'REOPEN' ? event.actor.id : null,
        reopenedDate: event.at,
        reopenReason: event.type === 'REOPEN' ? ('MANUAL_CHANGE' as const) : event.reason,
        resolvedById: null,
        resolvedDate: null,
        verification: 'NOT_VERIFIED' as const,
        verifiedById: null,
        verifiedDate: null,
        ...(views ? { currentViewType: views.currentViewType, views: views.views } : {}),
      };
    }),
    // The misc verification stages are their own machine (miscVerificationMachine.ts); the lifecycle delegates to it.
    miscVerify: assign(({ context, event }) => (event.type === 'MISC_VERIFY' || event.type === 'MISC_QC_VERIFY' ? applyMiscVerification(context, event) : {})),
    makeAssignable: assign({ isAssignable: true }),
  },
}).createMachine({
  id: 'taskLifecycle',
  context: ({ input }) => input,
  type: 'parallel',
  on: {
    MAKE_ASSIGNABLE: { actions: 'makeAssignable' },
  },
  states: {
    status: {
      initial: 'notStarted',
      states: {
        notStarted: {
          on: {
            START: { target: 'started', guard: 'allowed', actions: 'start' },
            SAVE: { target: 'started', guard: 'allowed', actions: 'save' },
            RESOLVE: [
              { target: 'resolved', guard: 'resolveFinishesTask', actions: 'finish' },
              { target: 'notStarted', reenter: true, guard: 'resolveHandsOn', actions: 'handOn' },
            ],
          },
        },
        started: {
          on: {
            SAVE: { target: 'started', guard: 'allowed', actions: 'save' },
            RESOLVE: [
              { target: 'resolved', guard: 'resolveFinishesTask', actions: 'finish' },
              { target: 'notStarted', guard: 'resolveHandsOn', actions: 'handOn' },
            ],
          },
        },
        reopened: {
          on: {
            SAVE: { target: 'reopened', guard: 'allowed', actions: 'save' },
            RESOLVE: [
              { target: 'resolved', guard: 'resolveFinishesTask', actions: 'finish' },
              { target: 'notStarted', guard: 'resolveHandsOn', actions: 'handOn' },
            ],
          },
        },
        resolved: {
          on: {
            REOPEN: { target: 'reopened', guard: 'allowed', actions: 'reopen' },
            SYSTEM_REOPEN: { target: 'reopened', guard: 'allowed', actions: 'reopen' },
            MISC_VERIFY: { guard: 'allowed', actions: 'miscVerify' },
            MISC_QC_VERIFY: { guard: 'allowed', actions: 'miscVerify' },
          },
        },
      },
    },
    assignment: {
      initial: 'unassigned',
      states: {
        unassigned: {
          on: {
            ASSIGN: { target: 'assigned', guard: 'allowed', actions: 'setAssignee' },
            SYSTEM_REOPEN: { target: 'assigned', guard: 'systemReopenAssigns', actions: 'assignSystemChoice' },
          },
        },
        assigned: {
          on: {
            ASSIGN: { target: 'assigned', guard: 'allowed', actions: 'setAssignee' },
            UNASSIGN: { target: 'unassigned', guard: 'allowed', actions: 'clearAssignee' },
            RESOLVE: { target: 'unassigned', guard: 'resolveHandsOn', actions: 'clearAssignee' },
            REOPEN: { target: 'unassigned', guard: 'reopenUnassigns', actions: 'clearAssignee' },
            SYSTEM_REOPEN: [
              { target: 'assigned', guard: 'systemReopenAssigns', actions: 'assignSystemChoice' },
              { target: 'unassigned', guard: 'systemReopenUnassigns', actions: 'clearAssignee' },
            ],
          },
        },
      },
    },
    awaiting: {
      initial: 'notAwaiting',
      states: {
        notAwaiting: {
          on: { MARK_AWAITING: { target: 'awaiting', guard: 'allowed', actions: 'markAwaiting' } },
        },
        awaiting: {
          on: {
            UNMARK_AWAITING: { target: 'notAwaiting', guard: 'allowed', actions: 'unmarkAwaiting' },
            RESOLVE: { target: 'notAwaiting', guard: 'allowed' },
          },
        },
      },
    },
  },
});

export type TaskSnapshot = SnapshotFrom<typeof taskLifecycleMachine>;

const STATUS_STATE = { NOT_STARTED: 'notStarted', STARTED: 'started', REOPENED: 'reopened', RESOLVED: 'resolved' } as const;

/** The machine's state value that a stored task's facts stand for. */
export function stateValueOf(facts: TaskFacts) {
  return {
    status: STATUS_STATE[facts.status],
    assignment: facts.assignedToId === null ? 'unassigned' : 'assigned',
    awaiting: facts.isAwaiting ? 'awaiting' : 'notAwaiting',
  };
}

export function restoreTask(facts: TaskFacts): TaskSnapshot {
  return taskLifecycleMachine.resolveState({ value: stateValueOf(facts), context: facts });
}

export type TaskDecision = { ok: true; facts: TaskFacts } | { ok: false; refusal: Refusal };

/** Applies the event to the stored facts, or says why it is refused. Pure: no I/O, no clock. */
export function decideTaskEvent(facts: TaskFacts, event: TaskEvent): TaskDecision {
  const snapshot = restoreTask(facts);
  if (!snapshot.can(event)) {
    return { ok: false, refusal: explainRefusal(facts, event) ?? { type: 'CONFLICT', message: 'This action is not possible for the task in its current state.' } };
  }
  return { ok: true, facts: getNextSnapshot(taskLifecycleMachine, snapshot, event).context };
}

export function canTaskEvent(facts: TaskFacts, event: TaskEvent): boolean {
  return restoreTask(facts).can(event);
}

// A new task's facts are built without xstate (machines/taskFacts.ts), so light screens can use them too.
export { newTaskFacts } from './taskFacts';
