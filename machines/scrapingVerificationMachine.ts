// Verification of a resolved menu scraping task: NOT_VERIFIED, VERIFIED_IN_DEFAULT_MODE or VERIFIED_IN_DEBUG_MODE.
// Only for done tasks, only by the person who resolved the task; default-mode verification waits while a scrape is
// scheduled.
import { and, assign, getNextSnapshot, setup } from 'xstate';
import type { Actor, TaskFacts, Verification } from './taskTypes';
import type { Refusal } from './taskRules';

export interface ScrapingVerificationContext {
  verification: Verification;
  verifiedById: number | null;
  verifiedDate: string | null;
  isTaskDone: boolean;
  resolvedById: number | null;
  menuStatus: string;
}

export type ScrapingVerificationEvent =
  | { type: 'VERIFY'; actor: Actor; isDebugMode: boolean; at: string }
  | { type: 'UNVERIFY'; actor: Actor; at: string };

export function refuseVerification(context: ScrapingVerificationContext, event: ScrapingVerificationEvent): Refusal | null {
  if (!event.actor) return { type: 'FORBIDDEN', message: 'The action has no signed-in user.' };
  if (!context.isTaskDone) return { type: 'CONFLICT', message: 'Only a done task can be verified.' };
  if (context.resolvedById !== event.actor.id) return { type: 'FORBIDDEN', message: 'Only the person who resolved this task can verify it.' };
  if (event.type === 'VERIFY' && !event.isDebugMode && context.menuStatus === 'SCRAPE_SCHEDULED') {
    return { type: 'CONFLICT', message: 'The menu is waiting for its scrape: verify it in default mode once the scrape is done.' };
  }
  if (event.type === 'UNVERIFY' && context.verification === 'NOT_VERIFIED') return { type: 'CONFLICT', message: 'The task is not verified.' };
  return null;
}

export const scrapingVerificationMachine = setup({
  types: { context: {} as ScrapingVerificationContext, events: {} as ScrapingVerificationEvent, input: {} as ScrapingVerificationContext },
  guards: {
    allowed: ({ context, event }) => refuseVerification(context, event) === null,
    inDebugMode: ({ event }) => event.type === 'VERIFY' && event.isDebugMode,
  },
  actions: {
    markVerified: assign(({ event }) =>
      event.type === 'VERIFY'
        ? { verification: event.isDebugMode ? ('VERIFIED_IN_DEBUG_MODE' as const) : ('VERIFIED_IN_DEFAULT_MODE' as const), verifiedById: event.actor.id, verifiedDate: event.at }
        : {},
    ),
    clear: assign({ verification: 'NOT_VERIFIED' as const, verifiedById: null, verifiedDate: null }),
  },
}).createMachine({
  id: 'scrapingVerification',
  context: ({ input }) => input,
  initial: 'notVerified',
  on: {
    VERIFY: [
      { target: '.verifiedInDebugMode', guard: and(['allowed', 'inDebugMode']), actions: 'markVerified' },
      { target: '.verifiedInDefaultMode', guard: 'allowed', actions: 'markVerified' },
    ],
  },
  states: {
    notVerified: {},
    verifiedInDefaultMode: { on: { UNVERIFY: { target: 'notVerified', guard: 'allowed', actions: 'clear' } } },
    verifiedInDebugMode: { on: { UNVERIFY: { target: 'notVerified', guard: 'allowed', actions: 'clear' } } },
  },
});

const VERIFICATION_STATE = { NOT_VERIFIED: 'notVerified', VERIFIED_IN_DEFAULT_MODE: 'verifiedInDefaultMode', VERIFIED_IN_DEBUG_MODE: 'verifiedInDebugMode' } as const;

export function verificationContextOf(facts: TaskFacts, menuStatus: string): ScrapingVerificationContext {
  return {
    verification: facts.verification,
    verifiedById: facts.verifiedById,
    verifiedDate: facts.verifiedDate,
    isTaskDone: facts.status === 'RESOLVED',
    resolvedById: facts.resolvedById,
    menuStatus,
  };
}

export function decideVerification(
  context: ScrapingVerificationContext,
  event: ScrapingVerificationEvent,
): { ok: true; context: ScrapingVerificationContext } | { ok: false; refusal: Refusal } {
  const refusal = refuseVerification(context, event);
  if (refusal) return { ok: false, refusal };
  const snapshot = scrapingVerificationMachine.resolveState({ value: VERIFICATION_STATE[context.verification], context });
  const next = getNextSnapshot(scrapingVerificationMachine, snapshot, event);
  return { ok: true, context: next.context };
}
