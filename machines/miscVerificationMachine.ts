// Miscellaneous verification of a done task: first verified by the person who resolved it, then QC-verified; each
// stage records who, when and a comment. A QC verification can be changed only by the person who made it.
import { assign, getNextSnapshot, setup } from 'xstate';
import { refuseMiscQcVerify, refuseMiscVerify } from './taskRules';
import type { Actor, TaskFacts } from './taskTypes';

export type MiscVerificationEvent =
  | { type: 'MISC_VERIFY'; actor: Actor; comment: string | null; at: string }
  | { type: 'MISC_QC_VERIFY'; actor: Actor; comment: string | null; at: string };

type MiscFields = Pick<
  TaskFacts,
  'miscVerifiedById' | 'miscVerifiedDate' | 'miscVerifiedComment' | 'miscQcVerifiedById' | 'miscQcVerifiedDate' | 'miscQcVerifiedComment'
>;

export const miscVerificationMachine = setup({
  types: { context: {} as TaskFacts, events: {} as MiscVerificationEvent, input: {} as TaskFacts },
  guards: {
    mayVerify: ({ context, event }) => event.type === 'MISC_VERIFY' && !!event.actor && refuseMiscVerify(context, event.actor) === null,
    mayQcVerify: ({ context, event }) => event.type === 'MISC_QC_VERIFY' && !!event.actor && refuseMiscQcVerify(context, event.actor) === null,
  },
  actions: {
    recordVerification: assign(({ event }) => ({
      miscVerifiedById: event.actor.id,
      miscVerifiedDate: event.at,
      miscVerifiedComment: event.comment?.trim() || null,
    })),
    recordQcVerification: assign(({ event }) => ({
      miscQcVerifiedById: event.actor.id,
      miscQcVerifiedDate: event.at,
      miscQcVerifiedComment: event.comment?.trim() || null,
    })),
  },
}).createMachine({
  id: 'miscVerification',
  context: ({ input }) => input,
  initial: 'unverified',
  states: {
    unverified: { on: { MISC_VERIFY: { target: 'verified', guard: 'mayVerify', actions: 'recordVerification' } } },
    verified: {
      on: {
        MISC_VERIFY: { target: 'verified', guard: 'mayVerify', actions: 'recordVerification' },
        MISC_QC_VERIFY: { target: 'qcVerified', guard: 'mayQcVerify', actions: 'recordQcVerification' },
      },
    },
    qcVerified: { on: { MISC_QC_VERIFY: { target: 'qcVerified', guard: 'mayQcVerify', actions: 'recordQcVerification' } } },
  },
});

export function miscStateOf(facts: MiscFields): 'unverified' | 'verified' | 'qcVerified' {
  if (facts.miscQcVerifiedById !== null) return 'qcVerified';
  return facts.miscVerifiedById !== null ? 'verified' : 'unverified';
}

/** The task's misc fields after the event (unchanged when the event is not allowed). */
export function applyMiscVerification(facts: TaskFacts, event: MiscVerificationEvent): MiscFields {
  const snapshot = miscVerificationMachine.resolveState({ value: miscStateOf(facts), context: facts });
  const { context } = getNextSnapshot(miscVerificationMachine, snapshot, event);
  return {
    miscVerifiedById: context.miscVerifiedById,
    miscVerifiedDate: context.miscVerifiedDate,
    miscVerifiedComment: context.miscVerifiedComment,
    miscQcVerifiedById: context.miscQcVerifiedById,
    miscQcVerifiedDate: context.miscQcVerifiedDate,
    miscQcVerifiedComment: context.miscQcVerifiedComment,
  };
}
