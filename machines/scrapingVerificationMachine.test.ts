import { describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import { newTaskFacts } from './taskLifecycleMachine';
import {
  decideVerification,
  refuseVerification,
  scrapingVerificationMachine,
  verificationContextOf,
  type ScrapingVerificationContext,
  type ScrapingVerificationEvent,
} from './scrapingVerificationMachine';

const resolver = { id: 4, roleName: 'juniorScraper', permissions: [] };
const other = { id: 9, roleName: 'juniorScraper', permissions: [] };
const at = '2026-11-22T10:00:00.000Z';
const done: ScrapingVerificationContext = { verification: 'NOT_VERIFIED', verifiedById: null, verifiedDate: null, isTaskDone: true, resolvedById: 4, menuStatus: 'SCRAPED' };

describe('scraping verification', () => {
  it('verifies in default then debug mode and back to not verified, by the resolver only', () => {
    const first = decideVerification(done, { type: 'VERIFY', actor: resolver, isDebugMode: false, at });
    expect(first.ok && first.context.verification).toBe('VERIFIED_IN_DEFAULT_MODE');
    const debug = first.ok ? decideVerification(first.context, { type: 'VERIFY', actor: resolver, isDebugMode: true, at }) : first;
    expect(debug.ok && debug.context.verification).toBe('VERIFIED_IN_DEBUG_MODE');
    const cleared = debug.ok ? decideVerification(debug.context, { type: 'UNVERIFY', actor: resolver, at }) : debug;
    expect(cleared.ok && cleared.context).toMatchObject({ verification: 'NOT_VERIFIED', verifiedById: null });
    expect(decideVerification(done, { type: 'VERIFY', actor: other, isDebugMode: false, at }).ok).toBe(false);
  });

  it('refuses default verification while a scrape is scheduled, and any verification of an open task', () => {
    const scheduled = { ...done, menuStatus: 'SCRAPE_SCHEDULED' };
    expect(decideVerification(scheduled, { type: 'VERIFY', actor: resolver, isDebugMode: false, at }).ok).toBe(false);
    expect(decideVerification(scheduled, { type: 'VERIFY', actor: resolver, isDebugMode: true, at }).ok).toBe(true);
    expect(decideVerification({ ...done, isTaskDone: false }, { type: 'VERIFY', actor: resolver, isDebugMode: true, at }).ok).toBe(false);
  });

  it('model: every path keeps the state and the stored verification in step', async () => {
    const events: ScrapingVerificationEvent[] = [
      { type: 'VERIFY', actor: resolver, isDebugMode: false, at },
      { type: 'VERIFY', actor: resolver, isDebugMode: true, at },
      { type: 'VERIFY', actor: other, isDebugMode: true, at },
      { type: 'UNVERIFY', actor: resolver, at },
    ];
    const model = createTestModel(scrapingVerificationMachine, { events });
    const paths = model.getShortestPaths({ input: done } as never);
    expect(paths.length).toBeGreaterThanOrEqual(3);
    const stateOf = { NOT_VERIFIED: 'notVerified', VERIFIED_IN_DEFAULT_MODE: 'verifiedInDefaultMode', VERIFIED_IN_DEBUG_MODE: 'verifiedInDebugMode' };
    for (const path of paths) {
      await path.test({ states: { '*': (snapshot) => expect(snapshot.value).toBe(stateOf[snapshot.context.verification]) } });
    }
  });
});

describe('scraping verification refusals', () => {
  const later = '2026-11-23T10:00:00.000Z';

  it('says why, in order: no caller, open task, not the resolver, scrape scheduled, nothing to unverify', () => {
    const anonymous = { type: 'VERIFY', isDebugMode: true, at } as unknown as ScrapingVerificationEvent;
    expect(refuseVerification({ ...done, isTaskDone: false }, anonymous)).toEqual({ type: 'FORBIDDEN', message: 'The action has no signed-in user.' });
    expect(refuseVerification({ ...done, isTaskDone: false, resolvedById: 9 }, { type: 'VERIFY', actor: resolver, isDebugMode: true, at })).toEqual({
      type: 'CONFLICT',
      message: 'Only a done task can be verified.',
    });
    expect(refuseVerification({ ...done, menuStatus: 'SCRAPE_SCHEDULED' }, { type: 'VERIFY', actor: other, isDebugMode: false, at })).toEqual({
      type: 'FORBIDDEN',
      message: 'Only the person who resolved this task can verify it.',
    });
    expect(refuseVerification({ ...done, menuStatus: 'SCRAPE_SCHEDULED' }, { type: 'VERIFY', actor: resolver, isDebugMode: false, at })).toEqual({
      type: 'CONFLICT',
      message: 'The menu is waiting for its scrape: verify it in default mode once the scrape is done.',
    });
    expect(refuseVerification(done, { type: 'UNVERIFY', actor: resolver, at })).toEqual({ type: 'CONFLICT', message: 'The task is not verified.' });
    expect(refuseVerification({ ...done, menuStatus: 'SCRAPE_SCHEDULED', verification: 'VERIFIED_IN_DEBUG_MODE' }, { type: 'UNVERIFY', actor: resolver, at })).toBeNull();
    expect(refuseVerification({ ...done, verification: 'VERIFIED_IN_DEFAULT_MODE' }, { type: 'UNVERIFY', actor: other, at })?.type).toBe('FORBIDDEN');
  });

  it('records who verified, when and in which mode, and clears all three on unverify', () => {
    const debug = decideVerification(done, { type: 'VERIFY', actor: resolver, isDebugMode: true, at: later });
    expect(debug).toEqual({ ok: true, context: { ...done, verification: 'VERIFIED_IN_DEBUG_MODE', verifiedById: 4, verifiedDate: later } });
    const fromDebug = debug.ok ? decideVerification(debug.context, { type: 'VERIFY', actor: resolver, isDebugMode: false, at }) : debug;
    expect(fromDebug).toEqual({ ok: true, context: { ...done, verification: 'VERIFIED_IN_DEFAULT_MODE', verifiedById: 4, verifiedDate: at } });
    const cleared = fromDebug.ok ? decideVerification(fromDebug.context, { type: 'UNVERIFY', actor: resolver, at: later }) : fromDebug;
    expect(cleared).toEqual({ ok: true, context: done });
  });

  it('refuses with the reason and changes nothing', () => {
    expect(decideVerification(done, { type: 'UNVERIFY', actor: resolver, at })).toEqual({ ok: false, refusal: { type: 'CONFLICT', message: 'The task is not verified.' } });
  });

  it('reads its context from the stored task and the menu status', () => {
    const facts = { ...newTaskFacts('MENU_SCRAPING'), status: 'RESOLVED' as const, resolvedById: 4, verification: 'VERIFIED_IN_DEBUG_MODE' as const, verifiedById: 4, verifiedDate: at };
    expect(verificationContextOf(facts, 'SCRAPED')).toEqual({
      verification: 'VERIFIED_IN_DEBUG_MODE',
      verifiedById: 4,
      verifiedDate: at,
      isTaskDone: true,
      resolvedById: 4,
      menuStatus: 'SCRAPED',
    });
    expect(verificationContextOf({ ...facts, status: 'REOPENED' }, 'SCRAPE_SCHEDULED')).toMatchObject({ isTaskDone: false, menuStatus: 'SCRAPE_SCHEDULED' });
  });
});
