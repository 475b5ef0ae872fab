// Model-based, through the real UI: the brand gateway machine's shortest paths for what people do on the task page, each
// path's last transition driven in Chromium by its actor with the keyboard (the prefix through the API), checking the
// stored task against the machine after each step.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import { permissionsOfRoles } from '../../domain/roles';
import { newTaskFacts, taskLifecycleMachine, type TaskEvent } from '../../machines/taskLifecycleMachine';
import type { Actor, TaskFacts } from '../../machines/taskTypes';
import { factsOf, findTask } from '../../server/tasks/taskRows';
import { launchBrowser } from '../e2e/support/browser';
import { createBrandWithGatewayTask } from '../support/taskFixtures';
import { startTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
let browser: Browser;
const actors: Record<string, Actor & { page: Page }> = {};
const at = '2026-11-22T10:00:00.000Z';

async function signIn(email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  // Sign in through the real login form with a fresh code.
  await t.gql('mutation($email: String!) { requestLoginCode(email: $email) }', { email });
  const code = t.deliveredCodes.filter((entry) => entry.email === email).at(-1)!.code;
  await page.goto(`${t.url}/account/login-email`);
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Security Code').fill(code);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/account'));
  return page;
}

beforeAll(async () => {
  t = await startTestApp({}, { spaDir: process.env.SPA_DIR ?? 'dist/spa' });
  browser = await launchBrowser();
  for (const [key, role] of [
    ['definer', 'definer'],
    ['checker', 'qualityChecker'],
    ['admin', 'admin'],
  ] as const) {
    const id = await t.createUser(role, `${key}@example.com`, { name: `${key} person` });
    actors[key] = { id, roleName: role, permissions: permissionsOfRoles([role]), page: await signIn(`${key}@example.com`) };
  }
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

const toast = (page: Page, title: string) => page.getByText(title, { exact: true }).first().waitFor();

/** What the path's actor does on the task page for a machine event. */
// The task each actor's page shows and whether it is current: a page is reloaded only when it shows another task or
// someone else acted since (the page updates itself after its own actions), which keeps the walk fast.
const freshPages = new Map<number, number>();
const tokens = new Map<number, string>();

async function perform(taskId: number, event: TaskEvent) {
  if (!('actor' in event)) throw new Error(event.type);
  const actor = Object.values(actors).find((candidate) => candidate.id === event.actor.id)!;
  const page = actor.page;
  if (freshPages.get(actor.id) !== taskId) {
    await page.goto(`${t.url}/tasks/brand-gateway/${taskId}`);
    await page.getByText(/You are in the/).waitFor();
  }
  freshPages.clear();
  freshPages.set(actor.id, taskId);
  switch (event.type) {
    case 'ASSIGN':
      await page.keyboard.press('a');
      return toast(page, 'Brand gateway task assigned.');
    case 'SAVE':
      await page.keyboard.press('Control+Shift+S');
      return toast(page, 'Brand gateway task saved.');
    case 'RESOLVE':
      // Done checks the gateway form first (spec 2, section 5): a master brand needs its inclusion chosen.
      await page.getByRole('radio', { name: 'Included' }).check();
      await page.keyboard.press('Control+Enter');
      await page.getByText('Are you sure you want to resolve this task?').waitFor();
      await page.keyboard.press('Enter');
      // Resolving leaves the page (to the next task or the list).
      freshPages.delete(actor.id);
      return toast(page, 'Brand gateway task view resolved.');
    case 'MARK_AWAITING':
      await page.keyboard.press('w');
      await page.getByRole('dialog').waitFor();
      await page.keyboard.press('Enter');
      await page.getByRole('option', { name: 'Messy brand' }).waitFor();
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Mark as awaiting' }).last().focus();
      await page.keyboard.press('Enter');
      return toast(page, 'Brand gateway task marked as awaiting.');
    case 'UNMARK_AWAITING':
      await page.keyboard.press('w');
      return toast(page, 'Brand gateway task unmarked as awaiting.');
    case 'REOPEN':
      // The button, not the palette: once DEFINE includes the brand, 'Open related Brand Definition task' outranks 'Reopen' there.
      await page.getByRole('button', { name: 'Reopen' }).focus();
      await page.keyboard.press('Enter');
      return toast(page, 'Brand gateway task reopened.');
    default:
      throw new Error(`no UI step for ${event.type}`);
  }
}

function comparable(facts: TaskFacts) {
  const dated = (value: string | null) => (value === null ? null : 'set');
  return {
    ...facts,
    resolvedDate: dated(facts.resolvedDate),
    reopenedDate: dated(facts.reopenedDate),
    views: facts.views.map((view) => ({ ...view, resolvedDate: dated(view.resolvedDate) })),
  };
}

/** The API call for a machine event, made with the event's actor's token: how a path's prefix is replayed. */
async function send(taskId: number, event: TaskEvent) {
  if (!('actor' in event)) throw new Error(`not a person's event: ${event.type}`);
  const token = tokens.get(event.actor.id)!;
  const id = String(taskId);
  const mutations: Record<string, string> = {
    ASSIGN: 'mutation($id: ID!, $to: ID) { assignBrandGatewayTask(id: $id, toUserId: $to) { id } }',
    SAVE: 'mutation($id: ID!) { saveBrandGatewayTask(id: $id) { id } }',
    // As the page does: the master brand's inclusion chosen first.
    RESOLVE: 'mutation($id: ID!) { resolveBrandGatewayTask(id: $id, brandData: { status: INCLUDED }) { isBrandDefinitionAutoResolved } }',
    MARK_AWAITING: 'mutation($id: ID!) { markBrandGatewayTaskAsAwaiting(id: $id, awaitingReason: MESSY_BRAND) { id } }',
    UNMARK_AWAITING: 'mutation($id: ID!) { unmarkBrandGatewayTaskAsAwaiting(id: $id) { id } }',
    REOPEN: 'mutation($id: ID!) { reopenBrandGatewayTask(id: $id) { id } }',
  };
  const answer = await t.gql(mutations[event.type], { id, to: event.type === 'ASSIGN' ? String(event.toUserId) : null }, token);
  expect(answer.errors, `${event.type} through the API`).toBeUndefined();
}

describe('brand gateway lifecycle, model-based through the UI', () => {
  it('takes every transition of the shortest paths through the page, once each', async () => {
    const { definer, checker, admin } = actors;
    for (const actor of [definer, checker, admin]) {
      const email = `${Object.keys(actors).find((key) => actors[key] === actor)}@example.com`;
      tokens.set(actor.id, (await t.signIn(email)).accessToken);
    }
    const events: TaskEvent[] = [
      { type: 'ASSIGN', actor: definer, toUserId: definer.id, at },
      { type: 'SAVE', actor: definer, at },
      { type: 'RESOLVE', actor: definer, at },
      { type: 'MARK_AWAITING', actor: definer, reason: 'MESSY_BRAND', comment: null, at },
      { type: 'UNMARK_AWAITING', actor: definer, at },
      { type: 'ASSIGN', actor: checker, toUserId: checker.id, at },
      { type: 'RESOLVE', actor: checker, at },
      { type: 'REOPEN', actor: admin, at },
    ];
    const people = new Set(['xstate.init', ...events.map((event) => event.type)]);
    const paths = createTestModel(taskLifecycleMachine, { events })
      .getShortestPaths({ input: newTaskFacts('BRAND_GATEWAY') } as never)
      .filter((path) => path.steps.every((step) => people.has(step.event.type) && (step.event.type === ('xstate.init' as string) || 'actor' in step.event)));
    expect(paths.length).toBeGreaterThan(8);
    // Each shortest path ends in a transition no other path ends in: its prefix is replayed through the API (the API
    // model test walks those already) and its last step, with the first step of each event kind, is taken on the page:
    // every transition the paths end in is driven through the UI once, without walking shared prefixes again.
    const visited = new Set<string>();
    for (const path of paths) {
      const steps = path.steps.filter((step) => step.event.type !== ('xstate.init' as string));
      if (steps.length === 0) continue;
      const { gatewayTaskId } = await createBrandWithGatewayTask(t.db, { status: 'NEW' });
      // Earlier paths' tasks would count towards the assignment limit of five.
      await t.db.query('UPDATE tasks SET assigned_to_id = NULL WHERE id <> $1', [gatewayTaskId]);
      freshPages.clear();
      for (const [index, step] of steps.entries()) {
        const event = step.event as TaskEvent;
        // The last step on the page, and any event no earlier step took there (SAVE ends no shortest path).
        if (index < steps.length - 1 && visited.has(event.type)) {
          await send(gatewayTaskId, event);
          // The pages do not know what the API did: the next step on a page loads it again.
          freshPages.clear();
        } else {
          await perform(gatewayTaskId, event);
          visited.add(event.type);
        }
        const stored = factsOf((await findTask(t.db, gatewayTaskId))!);
        expect(comparable(stored), `${path.description}: after ${event.type}`).toEqual(comparable(step.state.context));
      }
    }
    expect([...visited].sort()).toEqual(['ASSIGN', 'MARK_AWAITING', 'REOPEN', 'RESOLVE', 'SAVE', 'UNMARK_AWAITING']);
  }, 600_000);
});
