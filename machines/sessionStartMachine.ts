// Starting a scraping session from a form (spec 3, sections 4, 5 and 8; docs/sessions.md "Planning a session"): the
// zero-slot confirmation before sending, then the server's answer: started, one confirmation dialog per
// SCRAPING_SESSION_* type that a person may confirm (the request is resent with isStartSessionConfirmed), the info
// dialog of SCRAPING_SESSION_NO_MENUS_AVAILABLE, or the failure notice. Shared by the cluster's two forms and the reruns
// page. No I/O and no React: the screen sends the request while the machine is in `submitting` (requestOf says with
// which isStartSessionConfirmed) and reports the answer as an event.
import { assign, setup, type SnapshotFrom } from 'xstate';
import { SESSION_START_ERROR_TYPES, SESSION_START_TEXTS, type SessionStartError, type SessionStartErrorType } from '../domain/scrapingSessions';

export interface SessionStartContext {
  /** The checked form being started (opaque here: the screen's values), kept for the confirmed resend. */
  form: unknown;
  /** Whether the request being sent (or last sent) carries isStartSessionConfirmed. */
  isStartSessionConfirmed: boolean;
  /** The server's answer the open dialog shows. */
  error: SessionStartError | null;
  /** The failure notice's description (the server's message). */
  failureMessage: string | null;
}

export type SessionStartEvent =
  /** Start pressed on a form that passed its schema; zeroTimeSlots: its time slot count is 0 (needsZeroTimeSlotsConfirmation). */
  | { type: 'SUBMIT'; form: unknown; zeroTimeSlots: boolean }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  /** The server started the session. */
  | { type: 'STARTED' }
  /** The server answered with a session start error type (sessionStartErrorOf of the first error's extensions). */
  | { type: 'REFUSED'; error: SessionStartError }
  /** Any other error. */
  | { type: 'FAILED'; message: string }
  /** Back to the form after a start or a failure. */
  | { type: 'EDIT' };

/** The confirmation dialog state of each confirmable error type. */
export const CONFIRMATION_STATE_OF: Record<Exclude<SessionStartErrorType, 'SCRAPING_SESSION_NO_MENUS_AVAILABLE'>, string> = {
  SCRAPING_SESSION_MIN_TIME_SLOT_COUNT_NOT_CONFIRMED: 'confirmingMinimumTimeSlotCount',
  SCRAPING_SESSION_NOT_ALL_MENUS_ARE_AVAILABLE: 'confirmingNotAllMenusAvailable',
  SCRAPING_SESSION_NOT_ALL_MENUS_SELECTED_BY_ROLES_ARE_AVAILABLE: 'confirmingNotAllMenusSelectedByRolesAvailable',
  SCRAPING_SESSION_NOT_ALL_MENUS_SELECTED_BY_IDS_AVAILABLE: 'confirmingNotAllMenusSelectedByIdsAvailable',
};

const refusedWith = (type: SessionStartErrorType) => ({ event }: { event: SessionStartEvent }) => event.type === 'REFUSED' && event.error.type === type;

const toSubmitting = { target: 'submitting', actions: 'keepForm' } as const;

export const sessionStartMachine = setup({
  types: {
    context: {} as SessionStartContext,
    events: {} as SessionStartEvent,
  },
  guards: {
    zeroTimeSlots: ({ event }) => event.type === 'SUBMIT' && event.zeroTimeSlots,
    noMenusAvailable: refusedWith(SESSION_START_ERROR_TYPES.noMenusAvailable),
    // A confirmed resend answered with another confirmation would ask forever: it is a failure.
    alreadyConfirmed: ({ context }) => context.isStartSessionConfirmed,
    minimumTimeSlotCount: refusedWith(SESSION_START_ERROR_TYPES.minTimeSlotCountNotConfirmed),
    notAllMenusAvailable: refusedWith(SESSION_START_ERROR_TYPES.notAllMenusAvailable),
    notAllByRoles: refusedWith(SESSION_START_ERROR_TYPES.notAllMenusSelectedByRolesAvailable),
    notAllByIds: refusedWith(SESSION_START_ERROR_TYPES.notAllMenusSelectedByIdsAvailable),
  },
  actions: {
    keepForm: assign(({ event }) =>
      event.type === 'SUBMIT' ? { form: event.form, isStartSessionConfirmed: false, error: null, failureMessage: null } : {},
    ),
    confirmed: assign({ isStartSessionConfirmed: true }),
    keepError: assign({ error: ({ event }) => (event.type === 'REFUSED' ? event.error : null) }),
    keepFailure: assign({
      failureMessage: ({ event }) =>
        event.type === 'FAILED' ? event.message : SESSION_START_TEXTS.askedAgainAfterConfirmation,
    }),
    // What the form shows after a dialog or a notice: no answer, no failure (SUBMIT sets what the next request carries).
    clear: assign({ error: null, failureMessage: null }),
  },
}).createMachine({
  id: 'sessionStart',
  initial: 'editing',
  context: { form: null, isStartSessionConfirmed: false, error: null, failureMessage: null },
  states: {
    editing: {
      on: {
        SUBMIT: [{ guard: 'zeroTimeSlots', target: 'confirmingZeroTimeSlots', actions: 'keepForm' }, toSubmitting],
      },
    },
    confirmingZeroTimeSlots: {
      on: {
        // The zero-slot confirmation is the form's own: the request still goes out unconfirmed for the server's checks.
        CONFIRM: { target: 'submitting' },
        CANCEL: { target: 'editing', actions: 'clear' },
      },
    },
    submitting: {
      on: {
        STARTED: { target: 'started' },
        REFUSED: [
          { guard: 'noMenusAvailable', target: 'noMenusAvailable', actions: 'keepError' },
          { guard: 'alreadyConfirmed', target: 'failed', actions: 'keepFailure' },
          { guard: 'minimumTimeSlotCount', target: 'confirmingMinimumTimeSlotCount', actions: 'keepError' },
          { guard: 'notAllMenusAvailable', target: 'confirmingNotAllMenusAvailable', actions: 'keepError' },
          { guard: 'notAllByRoles', target: 'confirmingNotAllMenusSelectedByRolesAvailable', actions: 'keepError' },
          { guard: 'notAllByIds', target: 'confirmingNotAllMenusSelectedByIdsAvailable', actions: 'keepError' },
        ],
        FAILED: { target: 'failed', actions: 'keepFailure' },
      },
    },
    confirmingMinimumTimeSlotCount: { on: { CONFIRM: { target: 'submitting', actions: 'confirmed' }, CANCEL: { target: 'editing', actions: 'clear' } } },
    confirmingNotAllMenusAvailable: { on: { CONFIRM: { target: 'submitting', actions: 'confirmed' }, CANCEL: { target: 'editing', actions: 'clear' } } },
    confirmingNotAllMenusSelectedByRolesAvailable: {
      on: { CONFIRM: { target: 'submitting', actions: 'confirmed' }, CANCEL: { target: 'editing', actions: 'clear' } },
    },
    confirmingNotAllMenusSelectedByIdsAvailable: {
      on: { CONFIRM: { target: 'submitting', actions: 'confirmed' }, CANCEL: { target: 'editing', actions: 'clear' } },
    },
    // An info dialog: its one button (sent as CONFIRM or CANCEL) goes back to the form to review the configuration.
    noMenusAvailable: { on: { CONFIRM: { target: 'editing', actions: 'clear' }, CANCEL: { target: 'editing', actions: 'clear' } } },
    started: {
      on: {
        EDIT: { target: 'editing', actions: 'clear' },
        SUBMIT: [{ guard: 'zeroTimeSlots', target: 'confirmingZeroTimeSlots', actions: 'keepForm' }, toSubmitting],
      },
    },
    failed: {
      on: {
        EDIT: { target: 'editing', actions: 'clear' },
        SUBMIT: [{ guard: 'zeroTimeSlots', target: 'confirmingZeroTimeSlots', actions: 'keepForm' }, toSubmitting],
      },
    },
  },
});

export type SessionStartSnapshot = SnapshotFrom<typeof sessionStartMachine>;

/** The request the screen sends now: only while submitting, with the form and isStartSessionConfirmed. */
export function requestOf(snapshot: SessionStartSnapshot): { form: unknown; isStartSessionConfirmed: boolean } | null {
  return snapshot.matches('submitting') ? { form: snapshot.context.form, isStartSessionConfirmed: snapshot.context.isStartSessionConfirmed } : null;
}

export type SessionStartDialog =
  | { kind: 'ZERO_TIME_SLOTS'; title: string; message: string; canConfirm: true }
  | { kind: 'ANSWER'; error: SessionStartError; canConfirm: boolean };

/** The dialog open in this state, or null (the form, a request on its way, or a notice). */
export function dialogOf(snapshot: SessionStartSnapshot): SessionStartDialog | null {
  if (snapshot.matches('confirmingZeroTimeSlots')) {
    return { kind: 'ZERO_TIME_SLOTS', title: SESSION_START_TEXTS.zeroTimeSlotsTitle, message: SESSION_START_TEXTS.zeroTimeSlots, canConfirm: true };
  }
  const { error } = snapshot.context;
  if (error === null) return null;
  if (snapshot.matches('noMenusAvailable')) return { kind: 'ANSWER', error, canConfirm: false };
  const confirming = Object.values(CONFIRMATION_STATE_OF).some((state) => snapshot.matches(state as never));
  return confirming ? { kind: 'ANSWER', error, canConfirm: true } : null;
}
