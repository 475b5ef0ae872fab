import { describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import { decideVerification, scrapingVerificationMachine, type ScrapingVerificationContext, type ScrapingVerificationEvent } from './scrapingVerificationMachine';

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
