// Model-based, through the real UI: from every state of the rerun flow machine (reached by its shortest paths from
// xstate/graph, sent through the API), each transition a person takes (Start new rerun flow, Done of a step with its
// confirmation, Restart of template validation) is done in Chromium on the cluster page. Before and after that step the page must offer
// exactly what spec 3's rules written out allow (support/rerunFlowWalk.ts, not read from the machine): Start enabled only
// with the flow finished, Done only on the current step and enabled only when it may complete, Restart only on template
// validation while scraping; after it the stored flow must be where the rules say, and where the machine's path went.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { RERUN_FLOW_TEXTS, RERUN_STEP_LABELS, rerunFlowMachine, type RerunFlowEvent } from '../../machines/rerunFlowMachine';
import { launchBrowser, signInByCookie } from '../e2e/support/browser';
import { startTestApp, type TestApp } from '../support/testApp';
import { expected, MENUS, ORDER, rerunFlowFixtures, type Stored } from './support/rerunFlowWalk';

let t: TestApp;
let browser: Browser;
let page: Page;
let fixtures: ReturnType<typeof rerunFlowFixtures>;

beforeAll(async () => {
  t = await startTestApp({}, { spaDir: process.env.SPA_DIR ?? 'dist/spa' });
  const assigneeId = await t.createUser('seniorScraper', 'assignee@example.com', { name: 'Sam Assignee' });
  const tokens = await t.signIn('assignee@example.com');
  const [{ id: brandId }] = await t.db.query<{ id: number }>("INSERT INTO brands (name, website) VALUES ('Olive Grove', 'https://olive.example.com') RETURNING id");
  fixtures = rerunFlowFixtures(t, { token: tokens.accessToken, assigneeId, brandId });
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await signInByCookie(context, t.url, (await t.signIn('assignee@example.com')).refreshToken);
  page = await context.newPage();
  page.setDefaultTimeout(15_000);
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

/** What people do on the page, and the sessions' scraping (SQL, for the prefixes only). */
const UI_EVENTS: RerunFlowEvent[] = [
  { type: 'START_NEW_FLOW' },
  ...ORDER.filter((step) => step !== 'DONE').map((step) => ({ type: 'COMPLETE' as const, step, isConfirmed: true })),
  { type: 'RESTART', step: 'TEMPLATE_VALIDATION' },
  { type: 'MENUS_SCRAPED', scrapedMenuCount: 8 },
  { type: 'MENUS_SCRAPED', scrapedMenuCount: 9 },
];

/** The events a person sends from the page. */
const PERSON_EVENTS = UI_EVENTS.filter((event) => event.type !== 'MENUS_SCRAPED');

const flowRegion = () => page.getByRole('region', { name: 'Rerun flow' });
const stepItem = (index: number) => page.getByRole('list', { name: 'Rerun flow steps' }).getByRole('listitem', { name: new RegExp(`^Step ${index + 1}: `) });

/** The page offers what the rules allow at `stored`: Start, each step's Done (present, enabled) and Restart. */
async function expectOffers(stored: Stored, what: string) {
  const start = flowRegion().getByRole('button', { name: 'Start new rerun flow' });
  await expect.poll(() => start.isDisabled(), { message: `${what}: Start new rerun flow enabled?` }).toBe(!expected(stored, { type: 'START_NEW_FLOW' }).allowed);
  if (stored.step === null) return;
  for (const [index, step] of ORDER.entries()) {
    const done = stepItem(index).getByRole('button', { name: `Done: ${RERUN_STEP_LABELS[step]}` });
    const offered = stored.step === step && step !== 'DONE';
    await expect.poll(() => done.count(), { message: `${what}: Done on ${step} offered?` }).toBe(offered ? 1 : 0);
    if (offered) {
      const allowed = expected(stored, { type: 'COMPLETE', step, isConfirmed: true }).allowed;
      await expect.poll(() => done.isDisabled(), { message: `${what}: Done on ${step} enabled?` }).toBe(!allowed);
    }
    const restart = stepItem(index).getByRole('button', { name: `Restart: ${RERUN_STEP_LABELS[step]}` });
    const restartAllowed = expected(stored, { type: 'RESTART', step }).allowed;
    await expect.poll(() => restart.count(), { message: `${what}: Restart on ${step} offered?` }).toBe(restartAllowed ? 1 : 0);
  }
}

const confirm = async (title: string) => page.getByRole('alertdialog', { name: title }).getByRole('button', { name: 'Yes' }).click();
const toast = (title: string) => page.getByText(title, { exact: true }).first().waitFor();

/** The person's event, done on the page as a person does it. */
async function perform(event: RerunFlowEvent) {
  switch (event.type) {
    case 'START_NEW_FLOW':
      await flowRegion().getByRole('button', { name: 'Start new rerun flow' }).click();
      await confirm('Start a new rerun flow?');
      return toast(RERUN_FLOW_TEXTS.newFlowStarted);
    case 'COMPLETE':
      await stepItem(ORDER.indexOf(event.step)).getByRole('button', { name: `Done: ${RERUN_STEP_LABELS[event.step]}` }).click();
      if (event.step === 'SCRAPING') await confirm('Complete the scraping step?');
      if (event.step === 'CLEANUP') await confirm('Complete the cleanup step?');
      return toast(RERUN_FLOW_TEXTS.stepCompleted);
    case 'RESTART':
      await stepItem(ORDER.indexOf(event.step)).getByRole('button', { name: `Restart: ${RERUN_STEP_LABELS[event.step]}` }).click();
      return toast(RERUN_FLOW_TEXTS.stepRestarted);
    case 'MENUS_SCRAPED':
      throw new Error('sessions scrape menus, not people');
  }
}

describe('rerun flow, model-based through the UI', () => {
  it("takes every person's transition of the machine from every state it reaches, on the cluster page", { timeout: 600_000 }, async () => {
    const model = createTestModel(rerunFlowMachine, { events: UI_EVENTS });
    // Every state the flow reaches (with 0, 8 or 9 of 10 menus scraped), and each person's step the machine takes there.
    const walks = model
      .getShortestPaths({ input: { currentStep: null, hasTemplate: true, menuCount: MENUS, scrapedMenuCount: 0 } } as never)
      .flatMap((path) =>
        PERSON_EVENTS.map((event) => ({ path, event, next: transition(rerunFlowMachine, path.state as never, event as never)[0] })).filter(
          ({ path: { state }, next }) => JSON.stringify(next.context) !== JSON.stringify(state.context),
        ),
      );
    // The graph also lists paths that end in an event the machine ignores (a step to the same state): one walk per state
    // and event is enough here (the API walk checks those refusals).
    const seen = new Set<string>();
    const unique = walks.filter(({ path, event }) => {
      const key = JSON.stringify([path.state.context, event]);
      return !seen.has(key) && (seen.add(key), true);
    });
    expect(unique.length).toBeGreaterThanOrEqual(10);
    const reached = new Set<string>();
    for (const { path, event, next } of unique) {
      const cluster = await fixtures.newCluster();
      let context = '';
      for (const step of path.steps) {
        const prefixEvent = step.event as unknown as RerunFlowEvent | { type: 'xstate.init' };
        const moved = JSON.stringify(step.state.context) !== context;
        context = JSON.stringify(step.state.context);
        if (prefixEvent.type === 'xstate.init' || !moved) continue;
        const before = await fixtures.stored(cluster.clusterId);
        const result = await fixtures.send(cluster, before.flowId, prefixEvent);
        expect(result.errors, `${path.description}: the prefix through the API`).toBeUndefined();
      }
      const before = await fixtures.stored(cluster.clusterId);
      const rule = expected(before, event);
      const what = `${path.description}, then ${JSON.stringify(event)} at ${before.step} with ${before.scraped} scraped`;
      expect(rule.allowed, `${what}: the spec must allow what the machine takes`).toBe(true);

      await page.goto(`${t.url}/menu-scraping-templates/clusters/${cluster.clusterId}`);
      await page.getByRole('heading', { name: `Cluster ${cluster.clusterId}` }).waitFor();
      await expectOffers(before, `${what} (before)`);
      await perform(event);
      const after = await fixtures.stored(cluster.clusterId);
      const { step, scraped } = rule as Extract<typeof rule, { allowed: true }>;
      expect({ step: after.step, scraped: after.scraped }, `${what}: stored where the spec says`).toEqual({ step, scraped });
      expect({ step: after.step, scraped: after.scraped }, `${what}: where the machine went`).toEqual({ step: next.context.currentStep, scraped: next.context.scrapedMenuCount });
      await expectOffers(after, `${what} (after)`);
      reached.add(String(after.step));
    }
    expect([...reached].sort()).toEqual([...ORDER].sort());
  });
});
