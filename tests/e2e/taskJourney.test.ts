// Curators in Chromium, keyboard first: a definer finds a task with a filter, takes it, saves, marks and unmarks it as
// awaiting, and resolves DEFINE; a quality checker resolves QC and QQA; an admin reopens. Two people see each other's
// lock on a brand.
import { describe, expect, it } from 'vitest';
import { ROLE_USER_NAMES } from '../../server/demo/catalogue';
import { openPalette, runPaletteCommand, screenshot } from './support/browser';
import { browserSession, toast } from './support/browserSession';

// Each test's people leave after it (browserSession): their open pages would otherwise keep holding brand locks.
const { session, signedInPage, graphql } = browserSession('task-journey');

describe('task work', () => {
  it('definer, quality checker and admin carry a brand gateway task through its views with the keyboard', { timeout: 120_000 }, async () => {
    // A gateway task in the definers' default queue whose brand has a distinctive name.
    const queue = await graphql<{ brandGatewayTasks: { items: { databaseId: number; brand: { name: string } }[] } }>(
      '{ brandGatewayTasks(filters: { statuses: [NOT_STARTED, REOPENED], isAssigned: false, viewType: DEFINE, brandStatus: NEW, isAwaiting: false }, pageSize: 1) { items { databaseId brand { name } } } }',
    );
    const target = queue.brandGatewayTasks.items[0];
    expect(target).toBeDefined();

    // The definer starts from their landing page.
    const definer = await signedInPage('definer@example.com', '/');
    await runPaletteCommand(definer, 'Go to Brand gateway tasks');
    await definer.waitForURL(/\/tasks\/brand-gateway/);
    await definer.getByText(/\d+ matching records/).waitFor();
    await screenshot(definer, 'tasks-brand-gateway-list');

    await definer.keyboard.press('/');
    await definer.keyboard.type(target.brand.name);
    await definer.keyboard.press('Enter');
    await definer.waitForURL((url) => url.searchParams.get('brandSearchTerm') === target.brand.name);
    // The selected (first) row is the searched brand once the filtered list has arrived.
    await definer.locator('tr[aria-selected="true"]', { hasText: target.brand.name }).waitFor();
    await definer.keyboard.press('Escape');
    await definer.keyboard.press('Enter');
    await definer.waitForURL(new RegExp(`/tasks/brand-gateway/\\d+$`));
    const taskUrl = definer.url();
    await definer.getByText(/You are in the/).waitFor();
    await screenshot(definer, 'task-page-definer');

    await definer.keyboard.press('a');
    await toast(definer, 'Brand gateway task assigned.');
    await definer.keyboard.press('Control+Shift+S');
    await toast(definer, 'Brand gateway task saved.');
    await definer.keyboard.press('w');
    await definer.getByRole('dialog').waitFor();
    await definer.keyboard.press('Enter');
    await definer.getByRole('option', { name: 'Need assistance' }).waitFor();
    await definer.keyboard.press('ArrowDown');
    await definer.keyboard.press('Enter');
    await definer.keyboard.press('Tab');
    await definer.keyboard.type('Two websites for one brand?');
    await definer.keyboard.press('Tab');
    await definer.keyboard.press('Enter');
    await toast(definer, 'Brand gateway task marked as awaiting.');
    await screenshot(definer, 'task-page-awaiting');
    await definer.keyboard.press('w');
    await toast(definer, 'Brand gateway task unmarked as awaiting.');
    // Done checks the form first: a master brand needs its inclusion, and each location a valid option.
    await definer.getByRole('radio', { name: 'Master' }).check();
    await definer.getByRole('radio', { name: 'Included' }).check();
    await definer.getByRole('combobox', { name: 'All locations inclusions' }).click();
    await definer.getByRole('option', { name: 'Include all on this page' }).click();
    // From the dropdown that still has the focus: ctrl+Enter is the page's Done, whatever the control did with Enter.
    await definer.keyboard.press('Control+Enter');
    await definer.getByText('Are you sure you want to resolve this task?').waitFor();
    await definer.getByText(/define view/).waitFor();
    await definer.keyboard.press('Enter');
    await toast(definer, 'Brand gateway task view resolved.');
    // An included master's Define view resolved: the page goes on to its brand definition task (spec 2, section 4).
    await definer.waitForURL(/\/tasks\/brand-definition\/\d+$/);

    const checker = await signedInPage('qualityChecker@example.com', new URL(taskUrl).pathname);
    for (const view of ['quality check', 'further quality assurance']) {
      // The first view's page is open already; after resolving it the checker is back on the list.
      if (view !== 'quality check') await checker.goto(taskUrl);
      await checker.getByText(/You are in the/).waitFor();
      await checker.keyboard.press('a');
      await toast(checker, 'Brand gateway task assigned.');
      await checker.keyboard.press('Control+Enter');
      await checker.getByText(new RegExp(view)).waitFor();
      await checker.keyboard.press('Enter');
      await toast(checker, 'Brand gateway task view resolved.');
      await checker.waitForURL(/\/tasks\/brand-gateway(\?|$)/);
    }

    // The admin opens the task by its number from the palette's search, wherever they are.
    const admin = await signedInPage('admin@example.com', '/');
    const taskNumber = taskUrl.split('/').pop();
    await admin.getByRole('heading', { name: 'Tasks' }).waitFor();
    await openPalette(admin);
    await admin.keyboard.type(`gateway ${taskNumber}`);
    await admin.getByRole('option', { name: new RegExp(`^Task Brand gateway task ${taskNumber}\\b`), selected: true }).waitFor();
    await screenshot(admin, 'palette-open-task');
    await admin.keyboard.press('Enter');
    await admin.locator('[cmdk-input]').waitFor({ state: 'detached' });
    await admin.waitForURL(taskUrl);
    await admin.getByText('resolved', { exact: true }).first().waitFor();
    // 'Reopen' typed: the Reopen action ranks above 'Open related Brand Definition task' (which the pipeline opened).
    await runPaletteCommand(admin, 'Reopen');
    await toast(admin, 'Brand gateway task reopened.');
    await admin.getByText('Reopened by').waitFor();
    await screenshot(admin, 'task-page-reopened');
  });

  it('two people see each other lock a brand, named, on its row and its page', { timeout: 90_000 }, async () => {
    const queue = await graphql<{ brandGatewayTasks: { items: { databaseId: number; brand: { databaseId: number; name: string } }[] } }>(
      '{ brandGatewayTasks(filters: { statuses: [NOT_STARTED, REOPENED], isAssigned: false }, pageSize: 2) { items { databaseId brand { databaseId name } } } }',
    );
    const [target, neighbour] = queue.brandGatewayTasks.items;
    expect(neighbour.brand.databaseId).not.toBe(target.brand.databaseId);
    const definerName = ROLE_USER_NAMES.definer;
    const definer = await signedInPage('definer@example.com', `/tasks/brand-gateway/${target.databaseId}`);
    await definer.locator('[data-lock="mine"]', { hasText: 'Locked by you' }).waitFor();

    // In the list, the locked brand's row carries a red marker naming the definer; the other brand's row stays free.
    const checker = await signedInPage('qualityChecker@example.com', `/tasks/brand-gateway?brandSearchTerm=${encodeURIComponent(target.brand.name)}&statuses=`);
    const lockedRow = checker.getByRole('row').filter({ hasText: target.brand.name });
    await lockedRow.getByRole('img', { name: `Locked by ${definerName}` }).waitFor();
    expect(await lockedRow.locator('[data-lock="theirs"]').count()).toBe(1);
    expect(await checker.locator('[data-lock="theirs"]').count()).toBe(1);
    await screenshot(checker, 'tasks-lock-theirs');
    await checker.goto(`${session.server.url}/tasks/brand-gateway?brandSearchTerm=${encodeURIComponent(neighbour.brand.name)}&statuses=`);
    const freeRow = checker.getByRole('row').filter({ hasText: neighbour.brand.name });
    await freeRow.locator('[data-lock="free"]').waitFor();
    expect(await checker.locator('[data-lock="theirs"]').count()).toBe(0);

    // On the task's own page the checker sees whose lock it is, and does not take it.
    await checker.goto(`${session.server.url}/tasks/brand-gateway/${target.databaseId}`);
    await checker.locator('[data-lock="theirs"]', { hasText: `Locked by ${definerName}` }).waitFor();
    await definer.locator('[data-lock="mine"]', { hasText: 'Locked by you' }).waitFor();

    await definer.goto(`${session.server.url}/tasks/brand-gateway`);
    await checker.locator('[data-lock="theirs"]').first().waitFor({ state: 'detached' });
  });

  it('an admin sets a view resolved date; a definer has no such panel', { timeout: 60_000 }, async () => {
    // A date is set only on a done view: a task waiting in QC has its Define view done.
    const queue = await graphql<{ brandDefinitionTasks: { items: { databaseId: number; defineResolvedDate: string | null }[] } }>(
      '{ brandDefinitionTasks(filters: { statuses: [NOT_STARTED], viewType: QC }, pageSize: 1) { items { databaseId defineResolvedDate } } }',
    );
    const target = queue.brandDefinitionTasks.items[0];
    const day = target.defineResolvedDate?.startsWith('2026-03-05') ? '2026-03-06' : '2026-03-05';
    const taskPath = `/tasks/brand-definition/${target.databaseId}`;

    const definer = await signedInPage('definer@example.com', taskPath);
    await definer.getByText(/You are in the/).waitFor();
    expect(await definer.getByRole('heading', { name: 'Resolved Dates' }).count()).toBe(0);

    const admin = await signedInPage('admin@example.com', taskPath);
    const defineDay = admin.getByLabel('Define resolved date');
    await defineDay.waitFor();
    await defineDay.fill(day);
    await screenshot(admin, 'task-page-resolved-dates');
    await admin.getByRole('button', { name: 'Save dates' }).click();
    await admin.getByText('Resolved dates set successfully', { exact: true }).first().waitFor();

    const after = await graphql<{ brandDefinitionTask: { defineResolvedDate: string } }>(
      `{ brandDefinitionTask(id: "${target.databaseId}") { defineResolvedDate } }`,
    );
    expect(after.brandDefinitionTask.defineResolvedDate).toBe(`${day}T00:00:00.000Z`);
    // A stored day cannot be cleared: emptying it explains why and keeps Save off.
    await defineDay.fill('');
    await admin.getByText('A resolved date cannot be cleared once set').waitFor();
    expect(await admin.getByRole('button', { name: 'Save dates' }).isDisabled()).toBe(true);
  });
});
