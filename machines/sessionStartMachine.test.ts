// The session start dialogs, model-based: every shortest path of the machine (createTestModel from xstate/graph), then
// every event at each path's end, compared with the spec's rules written out below as a small reducer of what a person
// sees (spec 3: section 4 "Sessions", section 5 "zero asks for confirmation", section 8's table) — not read back from
// the machine.
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import { SESSION_START_ERROR_TYPES, SESSION_START_TEXTS, type SessionStartError } from '../domain/scrapingSessions';
import { dialogOf, requestOf, sessionStartMachine, type SessionStartEvent, type SessionStartSnapshot } from './sessionStartMachine';

const FORM = { timeSlotCount: 2 };
const ZERO_FORM = { timeSlotCount: 0 };
const ERRORS: SessionStartError[] = [
  { type: 'SCRAPING_SESSION_NO_MENUS_AVAILABLE', selectedMenuCount: 3 },
  { type: 'SCRAPING_SESSION_MIN_TIME_SLOT_COUNT_NOT_CONFIRMED', minimumTimeSlotCount: 3, estimatedCompletionTime: '2026-11-30T10:45:00.000Z', unavailableMenuCount: 0, totalMenuCount: 120 },
  { type: 'SCRAPING_SESSION_NOT_ALL_MENUS_ARE_AVAILABLE', unavailableMenuCount: 2, totalMenuCount: 5 },
  { type: 'SCRAPING_SESSION_NOT_ALL_MENUS_SELECTED_BY_ROLES_ARE_AVAILABLE', unavailableMenuIdsByRole: { LEAD: [1], COMPLEX: [], CORE: [5] }, unavailableRandomMenuCount: 1, totalMenuCount: 8 },
  { type: 'SCRAPING_SESSION_NOT_ALL_MENUS_SELECTED_BY_IDS_AVAILABLE', unavailableMenuIds: [4], totalMenuCount: 3 },
];
const EVENTS: SessionStartEvent[] = [
  { type: 'SUBMIT', form: FORM, zeroTimeSlots: false },
  { type: 'SUBMIT', form: ZERO_FORM, zeroTimeSlots: true },
  { type: 'CONFIRM' },
  { type: 'CANCEL' },
  { type: 'STARTED' },
  ...ERRORS.map((error) => ({ type: 'REFUSED' as const, error })),
  { type: 'FAILED', message: 'Cluster is assigned to someone else.' },
  { type: 'EDIT' },
];

/** What a person sees, and the request on its way. */
type Seen =
  | { screen: 'FORM' }
  | { screen: 'ZERO_TIME_SLOTS_DIALOG'; form: unknown }
  | { screen: 'SENDING'; form: unknown; isStartSessionConfirmed: boolean }
  | { screen: 'CONFIRMATION_DIALOG'; form: unknown; error: SessionStartError }
  | { screen: 'INFO_DIALOG'; error: SessionStartError }
  | { screen: 'STARTED' }
  | { screen: 'FAILED'; title: string; message: string };

/** The spec's rules, one event at a time; an event that does not apply changes nothing. */
function specNext(seen: Seen, event: SessionStartEvent): Seen {
  const canStart = seen.screen === 'FORM' || seen.screen === 'STARTED' || seen.screen === 'FAILED';
  switch (event.type) {
    case 'SUBMIT':
      if (!canStart) return seen;
      // Section 5: zero time slots asks for confirmation that all menus will be sent at once.
      return event.zeroTimeSlots ? { screen: 'ZERO_TIME_SLOTS_DIALOG', form: event.form } : { screen: 'SENDING', form: event.form, isStartSessionConfirmed: false };
    case 'CONFIRM':
      if (seen.screen === 'ZERO_TIME_SLOTS_DIALOG') return { screen: 'SENDING', form: seen.form, isStartSessionConfirmed: false };
      // Section 4: the user confirms and the request is resent with isStartSessionConfirmed.
      if (seen.screen === 'CONFIRMATION_DIALOG') return { screen: 'SENDING', form: seen.form, isStartSessionConfirmed: true };
      // Section 8: no menus available is an info dialog: review the configuration, nothing is resent.
      if (seen.screen === 'INFO_DIALOG') return { screen: 'FORM' };
      return seen;
    case 'CANCEL':
      return seen.screen === 'ZERO_TIME_SLOTS_DIALOG' || seen.screen === 'CONFIRMATION_DIALOG' || seen.screen === 'INFO_DIALOG' ? { screen: 'FORM' } : seen;
    case 'STARTED':
      return seen.screen === 'SENDING' ? { screen: 'STARTED' } : seen;
    case 'REFUSED':
      if (seen.screen !== 'SENDING') return seen;
      if (event.error.type === SESSION_START_ERROR_TYPES.noMenusAvailable) return { screen: 'INFO_DIALOG', error: event.error };
      // A confirmation answered with another confirmation request would loop: it is a failed start.
      if (seen.isStartSessionConfirmed) return { screen: 'FAILED', title: 'Menu scraping session start failed.', message: SESSION_START_TEXTS.askedAgainAfterConfirmation };
      return { screen: 'CONFIRMATION_DIALOG', form: seen.form, error: event.error };
    case 'FAILED':
      // Any other error: the failure title with the server's words.
      return seen.screen === 'SENDING' ? { screen: 'FAILED', title: 'Menu scraping session start failed.', message: event.message } : seen;
    case 'EDIT':
      return seen.screen === 'STARTED' || seen.screen === 'FAILED' ? { screen: 'FORM' } : seen;
  }
}

/** What the machine shows, through the helpers the screens use. */
function seenOf(snapshot: SessionStartSnapshot): Seen {
  const request = requestOf(snapshot);
  if (request) return { screen: 'SENDING', ...request };
  const dialog = dialogOf(snapshot);
  if (dialog?.kind === 'ZERO_TIME_SLOTS') {
    expect(dialog).toMatchObject({ message: SESSION_START_TEXTS.zeroTimeSlots, canConfirm: true });
    return { screen: 'ZERO_TIME_SLOTS_DIALOG', form: snapshot.context.form };
  }
  if (dialog?.kind === 'ANSWER') {
    return dialog.canConfirm ? { screen: 'CONFIRMATION_DIALOG', form: snapshot.context.form, error: dialog.error } : { screen: 'INFO_DIALOG', error: dialog.error };
  }
  if (snapshot.matches('started')) return { screen: 'STARTED' };
  if (snapshot.matches('failed')) return { screen: 'FAILED', title: SESSION_START_TEXTS.sessionStartFailed, message: snapshot.context.failureMessage ?? '' };
  if (snapshot.matches('editing')) {
    // Back at the form nothing of an earlier answer or failure is left to show.
    expect(snapshot.context).toMatchObject({ error: null, failureMessage: null });
    return { screen: 'FORM' };
  }
  throw new Error(`A state the screens cannot show: ${JSON.stringify(snapshot.value)}`);
}

const paths = () => createTestModel(sessionStartMachine, { events: EVENTS }).getShortestPaths();

describe('session start machine', () => {
  it('reaches the form, both confirmations, every dialog, started and failed', () => {
    // The graph keeps the longest of paths that share a beginning: the states are those of every step.
    const reached = new Set(paths().flatMap((path) => path.steps.map((step) => JSON.stringify(step.state.value))));
    expect([...reached].sort()).toEqual(
      [
        'editing',
        'confirmingZeroTimeSlots',
        'submitting',
        'confirmingMinimumTimeSlotCount',
        'confirmingNotAllMenusAvailable',
        'confirmingNotAllMenusSelectedByRolesAvailable',
        'confirmingNotAllMenusSelectedByIdsAvailable',
        'noMenusAvailable',
        'started',
        'failed',
      ]
        .map((state) => JSON.stringify(state))
        .sort(),
    );
  });

  it('follows the spec on every shortest path, and for every event at each state along it', () => {
    let checked = 0;
    /** Every event from this snapshot, against the spec's answer from what was seen there. */
    const branchEverything = (snapshot: ReturnType<ReturnType<typeof createActor<typeof sessionStartMachine>>['getPersistedSnapshot']>, seen: Seen, where: string) => {
      for (const event of EVENTS) {
        const branch = createActor(sessionStartMachine, { snapshot }).start();
        branch.send(event);
        expect(seenOf(branch.getSnapshot()), `${event.type} ${event.type === 'REFUSED' ? event.error.type : ''} at ${where}`).toEqual(specNext(seen, event));
        checked += 1;
      }
    };
    for (const path of paths()) {
      const actor = createActor(sessionStartMachine).start();
      let seen: Seen = { screen: 'FORM' };
      expect(seenOf(actor.getSnapshot())).toEqual(seen);
      branchEverything(actor.getPersistedSnapshot(), seen, 'the start');
      for (const step of path.steps) {
        if ((step.event.type as string) === 'xstate.init') continue;
        actor.send(step.event as SessionStartEvent);
        seen = specNext(seen, step.event as SessionStartEvent);
        const where = `${step.event.type} on the way to ${JSON.stringify(path.state.value)}`;
        expect(seenOf(actor.getSnapshot()), where).toEqual(seen);
        branchEverything(actor.getPersistedSnapshot(), seen, where);
      }
    }
    expect(checked).toBeGreaterThanOrEqual(10 * EVENTS.length);
  });

  it('resends the same form confirmed after each confirmable answer', () => {
    for (const error of ERRORS.slice(1)) {
      const actor = createActor(sessionStartMachine).start();
      actor.send({ type: 'SUBMIT', form: FORM, zeroTimeSlots: false });
      expect(requestOf(actor.getSnapshot())).toEqual({ form: FORM, isStartSessionConfirmed: false });
      actor.send({ type: 'REFUSED', error });
      expect(dialogOf(actor.getSnapshot())).toEqual({ kind: 'ANSWER', error, canConfirm: true });
      actor.send({ type: 'CONFIRM' });
      expect(requestOf(actor.getSnapshot())).toEqual({ form: FORM, isStartSessionConfirmed: true });
      actor.send({ type: 'STARTED' });
      expect(actor.getSnapshot().matches('started')).toBe(true);
    }
  });

  it('asks about zero slots before sending, then sends unconfirmed; cancel sends nothing', () => {
    const actor = createActor(sessionStartMachine).start();
    actor.send({ type: 'SUBMIT', form: ZERO_FORM, zeroTimeSlots: true });
    expect(requestOf(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'CANCEL' });
    expect(requestOf(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    actor.send({ type: 'SUBMIT', form: ZERO_FORM, zeroTimeSlots: true });
    actor.send({ type: 'CONFIRM' });
    expect(requestOf(actor.getSnapshot())).toEqual({ form: ZERO_FORM, isStartSessionConfirmed: false });
    // The server may still ask about unavailable menus: its confirmation follows the zero-slot one.
    actor.send({ type: 'REFUSED', error: ERRORS[2]! });
    actor.send({ type: 'CONFIRM' });
    expect(requestOf(actor.getSnapshot())).toEqual({ form: ZERO_FORM, isStartSessionConfirmed: true });
  });

  it('keeps the failure message for the notice', () => {
    const actor = createActor(sessionStartMachine).start();
    actor.send({ type: 'SUBMIT', form: FORM, zeroTimeSlots: false });
    actor.send({ type: 'FAILED', message: 'Cluster is assigned to someone else.' });
    expect(actor.getSnapshot().context.failureMessage).toBe('Cluster is assigned to someone else.');
  });
});
