// The brand gateway task page in Chromium (issue 9): a definer works a new brand's gateway task from the list to
// resolve (rank, inclusion, an exclusion reason with its comment, locations' inclusion and brand, a related brand) and
// the database holds exactly what the page showed; a refused form saves nothing; a QC reviewer sees what DEFINE changed;
// the master and slave pages at 1440x900; a location moved to a brand that already has it is refused (DUPLICATE_LOCATION).
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { browserSession, toast } from './support/browserSession';

const { session, signedInPage, graphql } = browserSession('gateway');

interface QueuedTask {
  databaseId: number;
  brand: { databaseId: number; name: string; status: string; locationCount: number };
}

const usedTasks = new Set<number>();

/**
 * Open gateway tasks nobody holds in the definers' view whose brand is still NEW, with a few locations (one page of the
 * table), each test its own.
 */
async function newBrandTasks(): Promise<QueuedTask[]> {
  const queue = await graphql<{ brandGatewayTasks: { items: QueuedTask[] } }>(
    '{ brandGatewayTasks(filters: { statuses: [NOT_STARTED, STARTED, REOPENED], isAssigned: false, viewType: DEFINE, isAwaiting: false }, pageSize: 100) { items { databaseId brand { databaseId name status locationCount } } } }',
  );
  return queue.brandGatewayTasks.items.filter((task) => !usedTasks.has(task.databaseId) && task.brand.status === 'NEW' && task.brand.locationCount >= 1 && task.brand.locationCount <= 20);
}

function take(tasks: QueuedTask[], index = 0): QueuedTask {
  const task = tasks.at(index);
  if (!task) throw new Error(`only ${tasks.length} unused new brands' gateway tasks with 1 to 20 locations`);
  usedTasks.add(task.databaseId);
  return task;
}

interface StoredBrand {
  rank: string | null;
  status: string;
  exclusionReason: string | null;
  exclusionReasonComment: string | null;
  modifiedDate: string;
  relatedBrands: { relatedBrands: { relationship: string; brand: { databaseId: number } }[] };
  locations: { locations: { databaseId: number; status: string; exclusionReason: string | null }[] };
}

async function storedBrand(id: number): Promise<StoredBrand> {
  const data = await graphql<{ brand: StoredBrand }>(
    `query($id: ID!) { brand(id: $id) { rank status exclusionReason exclusionReasonComment modifiedDate
        relatedBrands(pageSize: 50) { relatedBrands { relationship brand { databaseId } } }
        locations(pageSize: 100) { locations { databaseId status exclusionReason } } } }`,
    { id: String(id) },
  );
  return data.brand;
}

/** Chooses an option of the Fluent dropdown named `label`. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('brand gateway task page', () => {
  let resolvedTaskId = 0;
  /** The brand the first test moved a location to: its own locations are still NEW (the demo has few new brands). */
  let spareTask: QueuedTask | null = null;

  it('a definer works a new brand from the list to resolve; the database holds what the page showed', { timeout: 180_000 }, async () => {
    const queued = (await newBrandTasks()).filter((task) => task.brand.locationCount >= 2);
    const target = take(queued, 0);
    const other = take(queued, 1);
    const before = await storedBrand(target.brand.databaseId);
    const rows = before.locations.locations;
    const [excludedRow, movedRow] = rows;

    const definer = await signedInPage('definer@example.com', `/tasks/brand-gateway?brandSearchTerm=${encodeURIComponent(target.brand.name)}`);
    await definer.getByRole('row').filter({ hasText: target.brand.name }).first().click();
    await definer.waitForURL(new RegExp(`/tasks/brand-gateway/${target.databaseId}$`));
    await definer.getByRole('table', { name: 'Locations' }).waitFor();
    await definer.keyboard.press('a');
    await toast(definer, 'Brand gateway task assigned.');

    // Brand: master, excluded for a miscellaneous reason with its comment (the modal asks for it).
    await definer.getByRole('radio', { name: 'Master' }).check();
    await definer.getByRole('table', { name: 'Related brands' }).waitFor();
    await definer.getByRole('table', { name: 'Similar master brands by name' }).waitFor();
    await screenshot(definer, 'gateway-master');
    await definer.getByRole('radio', { name: 'Excluded' }).check();
    await choose(definer, 'Exclusion reason', 'Miscellaneous');
    const modal = definer.getByRole('dialog', { name: 'Exclusion comment' });
    await modal.getByRole('button', { name: 'Save comment' }).click();
    await modal.getByText('Exclusion comment is required').waitFor();
    await modal.getByRole('textbox').fill('Two restaurant concepts share this name');
    await modal.getByRole('button', { name: 'Save comment' }).click();
    await modal.waitFor({ state: 'detached' });

    // Locations: include every row of the page, then exclude one for a reason and move another to a brand that is not a slave.
    await choose(definer, 'All locations inclusions', 'Include all on this page');
    await choose(definer, `Inclusion of location ${excludedRow.databaseId}`, 'Excluded');
    await choose(definer, `Exclusion reason of location ${excludedRow.databaseId}`, 'Grocery');
    const picker = definer.getByRole('combobox', { name: `New brand of location ${movedRow.databaseId}` });
    await picker.fill(other.brand.name);
    await definer.getByRole('option', { name: new RegExp(`^${escapeRegExp(other.brand.name)} \\(${other.brand.databaseId}\\)`) }).click();

    // A related brand: the other brand, found with the similar-brands search, is not the same brand.
    const search = definer.getByRole('search', { name: 'Similar brands by name' });
    await search.getByRole('textbox').fill('');
    await search.getByRole('button', { name: 'Search' }).click();
    await search.getByText('Please provide a brand name').waitFor();
    await search.getByRole('textbox').fill(other.brand.name);
    await search.getByRole('button', { name: 'Search' }).click();
    const similarRow = definer.getByRole('table', { name: 'Similar brands by name' }).getByRole('row').filter({ hasText: String(other.brand.databaseId) }).first();
    await similarRow.getByRole('combobox', { name: `Relationship of ${other.brand.name}` }).click();
    await definer.getByRole('option', { name: 'Not same', exact: true }).click();
    await screenshot(definer, 'gateway-master-edited');

    // The locations page reloads after the save; held back here, Done comes before it, as a quick person's would: the
    // check runs on the rows as saved, not as first loaded.
    const heldBack = async (route: Route) => {
      if ((route.request().postData() ?? '').includes('LocationsPanelQuery')) await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue();
    };
    await definer.route('**/graphql', heldBack);
    await definer.keyboard.press('Control+Shift+S');
    await toast(definer, 'Brand gateway task saved.');
    // Done (the focused dropdown keeps ctrl+enter for itself, so the button).
    await definer.keyboard.press('Escape');
    await definer.getByRole('button', { name: 'Done', exact: true }).click();
    await definer.getByText('Are you sure you want to resolve this task?').waitFor();
    await definer.unroute('**/graphql', heldBack);
    await definer.keyboard.press('Enter');
    await toast(definer, 'Brand gateway task view resolved.');
    await definer.waitForURL((url) => !url.pathname.endsWith(`/${target.databaseId}`));

    const after = await storedBrand(target.brand.databaseId);
    expect(after).toMatchObject({ rank: 'MASTER', status: 'EXCLUDED', exclusionReason: 'MISC', exclusionReasonComment: 'Two restaurant concepts share this name' });
    expect(after.relatedBrands.relatedBrands).toEqual([{ relationship: 'NOT_SAME', brand: { databaseId: other.brand.databaseId } }]);
    const stays = rows.filter((row) => row.databaseId !== movedRow.databaseId).map((row) => row.databaseId);
    expect(after.locations.locations.map((row) => row.databaseId).sort((a, b) => a - b)).toEqual(stays.sort((a, b) => a - b));
    for (const row of after.locations.locations) {
      expect(row).toEqual(row.databaseId === excludedRow.databaseId ? { databaseId: row.databaseId, status: 'EXCLUDED', exclusionReason: 'GROCERY' } : { databaseId: row.databaseId, status: 'INCLUDED', exclusionReason: null });
    }
    const moved = await graphql<{ location: { status: string; brand: { databaseId: number } } }>(`{ location(id: "${movedRow.databaseId}") { status brand { databaseId } } }`);
    expect(moved.location).toEqual({ status: 'INCLUDED', brand: { databaseId: other.brand.databaseId } });
    resolvedTaskId = target.databaseId;
    spareTask = other;
  });

  it('a refused form shows each error and saves nothing', { timeout: 90_000 }, async () => {
    expect(spareTask).not.toBeNull();
    const target = spareTask;
    const brandId = target?.brand.databaseId ?? 0;
    const before = await storedBrand(brandId);
    const definer = await signedInPage('definer@example.com', `/tasks/brand-gateway/${target?.databaseId}`);
    const table = definer.getByRole('table', { name: 'Locations' });
    await table.waitFor();
    await definer.keyboard.press('a');
    await toast(definer, 'Brand gateway task assigned.');

    // Done checks the stricter form: an inclusion for each location, told in a notification and under the row.
    const row = before.locations.locations.find((location) => location.status === 'NEW');
    expect(row).toBeDefined();
    await definer.keyboard.press('Control+Enter');
    await toast(definer, `Location with id ${row?.databaseId} on page 1 has the following error: Please choose a valid option`);
    await table.locator('tr[aria-invalid="true"]').first().getByText('Please choose a valid option').first().waitFor();
    expect(await definer.getByText('Are you sure you want to resolve this task?').count()).toBe(0);

    // The keyboard reaches the rows: l goes to the table, j moves down, i includes the active row.
    await definer.keyboard.press('l');
    await table.locator('tbody tr:focus').waitFor();
    const rowIds = await table.locator('tbody tr td:first-child').allInnerTexts();
    for (let index = 0; index < rowIds.indexOf(String(row?.databaseId)); index += 1) await definer.keyboard.press('j');
    await definer.keyboard.press('i');
    await definer.getByRole('combobox', { name: `Inclusion of location ${row?.databaseId}`, exact: true }).filter({ hasText: 'Included' }).waitFor();

    // Save refuses a location website that is not a URL.
    await definer.getByRole('textbox', { name: `Website of location ${row?.databaseId}` }).fill('not a website');
    await definer.keyboard.press('Control+Shift+S');
    await toast(definer, `Location with id ${row?.databaseId} on page 1 has the following error: Website is not valid`);
    await screenshot(definer, 'gateway-validation');
    expect(await storedBrand(brandId)).toEqual(before);
  });

  it('a QC reviewer sees what the Define view changed', { timeout: 90_000 }, async () => {
    expect(resolvedTaskId).toBeGreaterThan(0);
    const reviewer = await signedInPage('qualityChecker@example.com', `/tasks/brand-gateway/${resolvedTaskId}`);
    await reviewer.getByText('Changed in the Define view').waitFor();
    await reviewer.getByText(/You are in the QC view/).waitFor();
    expect(await reviewer.locator('[data-review="define"]').count()).toBeGreaterThanOrEqual(4);
    await reviewer.getByRole('table', { name: 'Locations' }).locator('tr[data-mark="review"]').first().waitFor();
    await screenshot(reviewer, 'gateway-qc-review');
  });

  it('a stale save is refused; reloading keeps the person’s changes and the next save goes through', { timeout: 90_000 }, async () => {
    const created = await graphql<{ createBrand: { databaseId: number; name: string; brandGatewayTaskId: number } }>(
      'mutation { createBrand(data: { name: "Conflict Corner Cafe", website: "https://conflictcorner.example.com" }) { databaseId name brandGatewayTaskId } }',
    );
    const target = { databaseId: created.createBrand.brandGatewayTaskId, brand: { name: created.createBrand.name } };
    const brandId = created.createBrand.databaseId;
    const definer = await signedInPage('definer@example.com', `/tasks/brand-gateway/${target?.databaseId}`);
    await definer.getByText('No locations', { exact: true }).waitFor();
    await definer.keyboard.press('a');
    await toast(definer, 'Brand gateway task assigned.');
    await definer.getByRole('textbox', { name: 'Name' }).fill(`${target?.brand.name} Kitchen`);

    // Meanwhile someone else changes the brand on its own page.
    await graphql(`mutation { updateBrand(id: "${brandId}", data: { name: ${JSON.stringify(target?.brand.name)}, website: "https://conflictcorner.example.com", useDishTypeIcon: true }) { id } }`);

    await definer.keyboard.press('Control+Shift+S');
    await toast(definer, 'Save brand gateway task failed.');
    await definer.getByText('This task changed since you opened it').waitFor();
    expect(await definer.getByRole('textbox', { name: 'Name' }).inputValue()).toBe(`${target?.brand.name} Kitchen`);
    await screenshot(definer, 'gateway-conflict');
    // A reload that fails tells the person why and keeps the banner, so they can try again.
    const failedReload = async (route: Route) => {
      if ((route.request().postData() ?? '').includes('taskDocumentsBrandGatewayQuery')) await route.fulfill({ json: { errors: [{ message: 'The reload was refused (test).' }] } });
      else await route.continue();
    };
    await definer.route('**/graphql', failedReload);
    await definer.getByRole('button', { name: 'Reload keeping my changes' }).click();
    await toast(definer, 'Reload failed.');
    await toast(definer, 'The reload was refused (test).');
    await definer.unroute('**/graphql', failedReload);
    await definer.getByRole('button', { name: 'Reload keeping my changes', disabled: false }).waitFor();
    expect(await definer.getByRole('textbox', { name: 'Name' }).inputValue()).toBe(`${target?.brand.name} Kitchen`);
    await definer.getByRole('button', { name: 'Reload keeping my changes' }).click();
    await definer.getByText('This task changed since you opened it').waitFor({ state: 'detached' });
    expect(await definer.getByRole('textbox', { name: 'Name' }).inputValue()).toBe(`${target?.brand.name} Kitchen`);
    await definer.keyboard.press('Control+Shift+S');
    await toast(definer, 'Brand gateway task saved.');
    const stored = await graphql<{ brand: { name: string; useDishTypeIcon: boolean } }>(`{ brand(id: "${brandId}") { name useDishTypeIcon } }`);
    expect(stored.brand).toEqual({ name: `${target?.brand.name} Kitchen`, useDishTypeIcon: true });
  });

  it('on a master’s page, a similar master brand is unmarked and a new brand is created', { timeout: 90_000 }, async () => {
    const found = await graphql<{ brands: { brands: { name: string; brandGatewayTaskId: number | null }[] } }>(
      '{ brands(filters: { brandSearchTerm: "Pizza Palace", rank: MASTER }, pageSize: 5) { brands { name brandGatewayTaskId } } }',
    );
    const master = found.brands.brands.find((brand) => brand.name === 'Pizza Palace');
    expect(master?.brandGatewayTaskId).toBeTruthy();
    const definer = await signedInPage('definer@example.com', `/tasks/brand-gateway/${master?.brandGatewayTaskId}`);
    const byWebsite = definer.getByRole('table', { name: 'Similar master brands by website' });
    const row = byWebsite.getByRole('row').filter({ has: definer.getByRole('button', { name: 'Unmark as master' }) }).first();
    await row.waitFor();
    const [idText] = await row.locator('td').allInnerTexts();
    const other = await graphql<{ brand: { locationCount: number } }>(`{ brand(id: "${idText.trim()}") { locationCount } }`);
    await row.getByRole('button', { name: 'Unmark as master' }).click();
    if (other.brand.locationCount >= 25) {
      await toast(definer, 'Unmark brand as master failed');
      await definer.getByText('This brand has more than 25 locations attached to it.', { exact: false }).first().waitFor();
    } else {
      await toast(definer, 'Brand unmarked as master.');
      const after = await graphql<{ brand: { rank: string | null } }>(`{ brand(id: "${idText.trim()}") { rank } }`);
      expect(after.brand.rank).not.toBe('MASTER');
    }

    // n opens the New brand modal (name, website, additional URLs).
    await definer.locator('body').click({ position: { x: 5, y: 300 } });
    await definer.keyboard.press('n');
    const dialog = definer.getByRole('dialog', { name: 'New brand' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Gateway Made Grill');
    await dialog.getByRole('textbox', { name: 'Website' }).fill('https://gatewaymadegrill.example.com');
    await dialog.getByRole('button', { name: 'Create brand' }).click();
    await toast(definer, 'Brand created.');
    const created = await graphql<{ brands: { brands: { name: string }[] } }>('{ brands(filters: { brandSearchTerm: "Gateway Made Grill" }, pageSize: 1) { brands { name } } }');
    expect(created.brands.brands[0]?.name).toBe('Gateway Made Grill');
  });

  it('a slave brand’s page links its master in a new tab', { timeout: 60_000 }, async () => {
    const slaves = await graphql<{ brands: { brands: { brandGatewayTaskId: number | null; masterBrand: { name: string } | null }[] } }>(
      '{ brands(filters: { rank: SLAVE }, pageSize: 5) { brands { brandGatewayTaskId masterBrand { name } } } }',
    );
    const slave = slaves.brands.brands.find((brand) => brand.brandGatewayTaskId !== null && brand.masterBrand !== null);
    expect(slave).toBeDefined();
    const definer = await signedInPage('definer@example.com', `/tasks/brand-gateway/${slave?.brandGatewayTaskId}`);
    await definer.getByRole('table', { name: 'Locations' }).waitFor();
    const link = definer.getByRole('link', { name: new RegExp(escapeRegExp(slave?.masterBrand?.name ?? '')) }).first();
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await definer.getByRole('table', { name: 'Related brands' }).count()).toBe(0);
    await screenshot(definer, 'gateway-slave');

    // The shortcut sheet lists the page's shortcuts, each once.
    await definer.keyboard.press('?');
    const sheet = definer.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await sheet.waitFor();
    for (const description of ['Save the task', 'Done: resolve the task', 'Go to the locations table', 'Include the active location', 'Exclude the active location (choose its reason)', 'New brand', 'Next row', 'Previous row']) {
      expect(await sheet.getByText(description, { exact: true }).count(), description).toBe(1);
    }
  });

  it('moving a location to a brand that already has it is refused with a link to that brand’s gateway task; nothing is saved', { timeout: 90_000 }, async () => {
    // An open DEFINE gateway task (let go and unmarked by an admin if need be: the demo's new brands are used up by now)
    // and another brand that is not a slave, with its gateway task.
    const open = await graphql<{ brandGatewayTasks: { items: (QueuedTask & { isAssigned: boolean; isAwaiting: boolean; brand: { rank: string | null } })[] } }>(
      '{ brandGatewayTasks(filters: { statuses: [NOT_STARTED, STARTED, REOPENED], viewType: DEFINE }, pageSize: 100) { items { databaseId isAssigned isAwaiting brand { databaseId name status rank locationCount } } } }',
    );
    const [source, destination] = open.brandGatewayTasks.items.filter(
      (task) => !usedTasks.has(task.databaseId) && task.brand.rank !== 'SLAVE' && task.brand.locationCount >= 1 && task.brand.locationCount <= 20,
    );
    if (!source || !destination) throw new Error('fewer than two open gateway tasks of brands that are not slaves');
    usedTasks.add(source.databaseId).add(destination.databaseId);
    if (source.isAssigned) await graphql(`mutation { unassignBrandGatewayTask(id: "${source.databaseId}") { id } }`);
    if (source.isAwaiting) await graphql(`mutation { unmarkBrandGatewayTaskAsAwaiting(id: "${source.databaseId}") { id } }`);
    const before = await storedBrand(source.brand.databaseId);
    // The destination already holds the same food-authority record: an admin cloned the location there.
    let moved: { databaseId: number } | undefined;
    for (const location of before.locations.locations) {
      const data = await graphql<{ location: { fsaId: string | null; googleLocation: { databaseId: number } | null } }>(`{ location(id: "${location.databaseId}") { fsaId googleLocation { databaseId } } }`);
      if (data.location.fsaId || data.location.googleLocation) {
        moved = location;
        break;
      }
    }
    if (!moved) throw new Error(`brand ${source.brand.databaseId} has no location with a food-authority record or a place`);
    const destinationTask = await graphql<{ brand: { brandGatewayTaskId: number } }>(`{ brand(id: "${destination.brand.databaseId}") { brandGatewayTaskId } }`);
    await graphql('mutation($data: CloneLocationInput!) { cloneLocation(data: $data) { id } }', { data: { locationId: moved.databaseId, brandId: destination.brand.databaseId } });

    const definer = await signedInPage('definer@example.com', `/tasks/brand-gateway/${source.databaseId}`);
    await definer.getByRole('table', { name: 'Locations' }).waitFor();
    await definer.keyboard.press('a');
    await toast(definer, 'Brand gateway task assigned.');
    const picker = definer.getByRole('combobox', { name: `New brand of location ${moved.databaseId}` });
    await picker.fill(destination.brand.name);
    await definer.getByRole('option', { name: new RegExp(`^${escapeRegExp(destination.brand.name)} \\(${destination.brand.databaseId}\\)`) }).click();
    await definer.keyboard.press('Control+Shift+S');

    await toast(definer, 'Save brand gateway task failed.');
    await toast(definer, /^This location is already in use by brand for location \d+$/);
    const link = definer.getByRole('link', { name: new RegExp(`Open brand gateway task ${destinationTask.brand.brandGatewayTaskId}`) });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`/tasks/brand-gateway/${destinationTask.brand.brandGatewayTaskId}`);
    await screenshot(definer, 'gateway-duplicate-location');
    expect(await storedBrand(source.brand.databaseId)).toEqual(before);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
