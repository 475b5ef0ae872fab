// The brand definition task page in Chromium (issue 10): a definer opens a brand definition task from the demo data,
// searches a place on the map (the embedded catalogue, the offline basemap), attaches it to a location, marks another
// location as a duplicate, confirms no match on a third, and resolves; the database holds exactly that and the menu
// definition task opens, at its top. Refused, each with its message and nothing saved: a place type that cannot be
// attached, the same place on two locations, a location left unmatched. Scrolled under the sticky header, the map leaves the header
// its clicks. No Google taken back puts the place back; after a save, the reopened row has suggestions at once and can
// be ticked again. The map says when it has settled (aria-busy), and the steps wait for that. Screenshots at 1440x900.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TOWNS } from '../../server/demo/catalogue';
import { screenshot } from './support/browser';
import { browserSession, toast } from './support/browserSession';

const { session, signedInPage, graphql } = browserSession('definition');

interface StoredLocation {
  databaseId: number;
  name: string;
  formattedAddress: string | null;
  status: string;
  website: string | null;
  modifiedDate: string;
  latitude: number | null;
  longitude: number | null;
  googleMatchRank: string;
  isHasNoGoogleMatchConfirmed: boolean;
  duplicateOf: { databaseId: number } | null;
  googleLocation: { databaseId: number; name: string } | null;
}

interface DefinitionTask {
  databaseId: number;
  isAwaiting: boolean;
  brand: { databaseId: number; name: string; locationCount: number };
}

const LOCATION_FIELDS = 'databaseId name status formattedAddress website modifiedDate latitude longitude googleMatchRank isHasNoGoogleMatchConfirmed duplicateOf { databaseId } googleLocation { databaseId name }';

async function storedLocations(brandId: number): Promise<StoredLocation[]> {
  const data = await graphql<{ brand: { locations: { locations: StoredLocation[] } } }>(`query($id: ID!) { brand(id: $id) { locations(pageSize: 100) { locations { ${LOCATION_FIELDS} } } } }`, { id: String(brandId) });
  return data.brand.locations.locations.sort((a, b) => a.databaseId - b.databaseId);
}

async function storedTask(id: number): Promise<{ status: string; modifiedDate: string; currentViewType: string | null }> {
  return (await graphql<{ brandDefinitionTask: { status: string; modifiedDate: string; currentViewType: string | null } }>(`{ brandDefinitionTask(id: "${id}") { status modifiedDate currentViewType } }`)).brandDefinitionTask;
}

const usedTasks = new Set<number>();
const DEFINER_NAME = 'Dana Definer';

/**
 * A brand definition task a definer can take in the DEFINE view (the demo's awaiting ones are unmarked first), whose
 * brand has at least `included` included locations with coordinates (three by default), one page of them, one with a
 * place and a website. The demo has few brands with three: a test that needs fewer asks for fewer.
 */
async function takeTask(included = 3): Promise<{ task: DefinitionTask; locations: StoredLocation[] }> {
  const queue = await graphql<{ brandDefinitionTasks: { items: (DefinitionTask & { isAssignable: boolean; assignedTo: { name: string } | null })[] } }>(
    '{ brandDefinitionTasks(filters: { statuses: [NOT_STARTED, STARTED, REOPENED], viewType: DEFINE }, pageSize: 100) { items { databaseId isAwaiting isAssignable assignedTo { name } brand { databaseId name locationCount } } } }',
  );
  for (const task of queue.brandDefinitionTasks.items) {
    // Free, or already the definer's (the demo gives Dana one in DEFINE): nobody else's work is taken.
    const isFree = task.assignedTo === null || task.assignedTo.name === DEFINER_NAME;
    if (usedTasks.has(task.databaseId) || !task.isAssignable || !isFree || task.brand.locationCount > 20) continue;
    const locations = await storedLocations(task.brand.databaseId);
    const usable = locations.filter((location) => location.status !== 'EXCLUDED' && location.latitude !== null);
    if (usable.length < included || !usable.some((location) => location.googleLocation && location.website)) continue;
    usedTasks.add(task.databaseId);
    if (task.isAwaiting) await graphql(`mutation { unmarkBrandDefinitionTaskAsAwaiting(id: "${task.databaseId}") { id } }`);
    return { task, locations };
  }
  throw new Error(`no brand definition task a definer can take with ${included} included locations`);
}

/**
 * The location the test matches: the one the demo left unmatched (server/demo/buildBrandTasks.ts leaves one per brand
 * still at DEFINE), else one made unmatched first (its place detached on location detail, as a curator would).
 */
async function locationToMatch(included: StoredLocation[]): Promise<StoredLocation> {
  const undecided = included.find((location) => !location.googleLocation && !location.duplicateOf && !location.isHasNoGoogleMatchConfirmed);
  return undecided ?? unmatch(included.find((location) => location.googleLocation && location.website)!);
}

/** Detaches a location's place through location detail's mutation. */
async function unmatch(location: StoredLocation): Promise<StoredLocation> {
  await graphql('mutation($id: ID!, $data: UpdateLocationInput!) { updateLocation(id: $id, data: $data) { id } }', {
    id: String(location.databaseId),
    data: { name: location.name, website: location.website, googleLocationId: null, expectedModifiedDate: location.modifiedDate },
  });
  const after = (await storedLocations((await graphql<{ location: { brand: { databaseId: number } } }>(`{ location(id: "${location.databaseId}") { brand { databaseId } } }`)).location.brand.databaseId)).find((row) => row.databaseId === location.databaseId);
  if (!after || after.googleLocation !== null) throw new Error(`location ${location.databaseId} kept its place`);
  return after;
}

interface FoundPlace {
  placeId: string;
  name: string;
  formattedAddress: string | null;
  isSupported: boolean;
  types: string[];
  googleLocation: { databaseId: number } | null;
}

/** The places the search finds around a point (the map at zoom 16 shows about this much, `spread` widens it). */
async function placesAround(text: string, latitude: number, longitude: number, spread = 1): Promise<FoundPlace[]> {
  const bounds = { south: latitude - 0.0025 * spread, north: latitude + 0.0025 * spread, west: longitude - 0.006 * spread, east: longitude + 0.006 * spread };
  return (await graphql<{ placeSearch: FoundPlace[] }>('query($t: String!, $b: MapBoundsInput!) { placeSearch(text: $t, bounds: $b, limit: 20) { placeId name formattedAddress isSupported types googleLocation { databaseId } } }', { t: text, b: bounds })).placeSearch;
}

async function suggestionsFor(brandId: number, locationId: number): Promise<FoundPlace[]> {
  const data = await graphql<{ placeSuggestions: { suggestions: { place: FoundPlace }[] }[] }>(
    'query($b: ID!, $l: [Int!]) { placeSuggestions(brandId: $b, locationIds: $l, perLocation: 5) { suggestions { place { placeId name formattedAddress isSupported types googleLocation { databaseId } } } } }',
    { b: String(brandId), l: [locationId] },
  );
  return data.placeSuggestions.flatMap((entry) => entry.suggestions.map((suggestion) => suggestion.place));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Opens the task, assigns it to the signed-in definer and waits for the table and the map. */
async function openAndAssign(page: Page, taskId: number) {
  await page.goto(`${session.server.url}/tasks/brand-definition/${taskId}`);
  await page.getByRole('table', { name: 'Locations' }).waitFor();
  await page.locator('.leaflet-container').waitFor();
  if (await page.getByRole('toolbar', { name: 'Task actions' }).getByRole('checkbox', { name: 'Assign to me' }).isChecked()) return; // already the definer's
  await page.keyboard.press('a');
  await toast(page, 'Brand definition task assigned.');
}

function row(page: Page, locationId: number) {
  return page.getByRole('table', { name: 'Locations' }).locator('tbody tr').filter({ has: page.getByText(String(locationId), { exact: true }) });
}

/**
 * The map has settled: it says aria-busy="false" once it no longer moves and its tiles are drawn (it says "true" from
 * the moment a move starts, in the same event as the click or key that starts it).
 */
async function mapSettled(page: Page, timeout?: number) {
  await page.locator('.leaflet-container[aria-busy="false"]').waitFor({ timeout });
}

/**
 * The basemap's canvas tiles are drawn a task at a time after a move: a screenshot waits for the map to settle. The
 * first time on a page the basemap's geometry loads too (a few seconds on a busy machine).
 */
async function mapDrawn(page: Page) {
  await page.locator('.leaflet-container canvas').first().waitFor({ state: 'attached', timeout: 60_000 });
  await mapSettled(page, 60_000);
}

/** Chooses a row: the map flies to it at zoom 16 (the place search is bounded to what the map shows). */
async function chooseRow(page: Page, locationId: number) {
  await row(page, locationId).click({ position: { x: 5, y: 5 } });
  await mapSettled(page);
}

/** Searches the place on the map with the keyboard (F) and picks it among the results. */
async function searchAndPick(page: Page, place: FoundPlace) {
  await page.keyboard.press('f');
  const box = page.getByRole('combobox', { name: 'Search places in the map area' });
  await expect.poll(() => box.evaluate((element) => element === document.activeElement)).toBe(true);
  await box.fill(place.name);
  const name = new RegExp(`^${escapeRegExp(place.name)}\\s*(Not supported)?\\s*${escapeRegExp(place.formattedAddress ?? '')}$`);
  await page.getByRole('option', { name }).first().click();
}

/** Attaches the picked place to a row with the keyboard (M). */
async function attachPickedTo(page: Page, locationId: number) {
  await page.keyboard.press('Escape');
  await row(page, locationId).click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('m');
}

describe('brand definition task page', () => {
  it('a definer matches, marks a duplicate, confirms no match and resolves; the database holds exactly that', { timeout: 240_000 }, async () => {
    const { task, locations: demo } = await takeTask();
    const included = demo.filter((location) => location.status !== 'EXCLUDED' && location.latitude !== null);
    const matched = await locationToMatch(included);
    const noMatch = included.find((location) => location.databaseId !== matched.databaseId && location.googleLocation)!;
    const duplicate = included.find((location) => location.databaseId !== matched.databaseId && location.databaseId !== noMatch.databaseId)!;
    const before = await storedLocations(task.brand.databaseId);
    // The place to find: what the suggestions rank first for it (its own place, a few metres away).
    const [target] = (await suggestionsFor(task.brand.databaseId, matched.databaseId)).filter((place) => place.isSupported);
    if (!target?.googleLocation) throw new Error(`no attachable stored place near location ${matched.databaseId}`);

    const definer = await signedInPage('definer@example.com');
    await openAndAssign(definer, task.databaseId);
    await definer.getByRole('list', { name: 'Suggested matches' }).waitFor();
    // The overview: the brand's pins clustered over the offline basemap (no tiles URL is configured).
    await definer.getByText(/pins here; press Enter to zoom in/).first().waitFor({ state: 'attached' });
    await definer.getByRole('link', { name: 'Natural Earth' }).waitFor();
    await mapDrawn(definer);
    await screenshot(definer, 'definition-page');
    await definer.locator('.leaflet-container').screenshot({ path: 'screenshots/definition-map-clusters.png' });

    // Search the place on the map and attach it with the keyboard.
    await chooseRow(definer, matched.databaseId);
    await searchAndPick(definer, target);
    await mapDrawn(definer);
    await screenshot(definer, 'definition-search-pin');
    await attachPickedTo(definer, matched.databaseId);
    await row(definer, matched.databaseId).getByText('Manual', { exact: true }).waitFor();
    await row(definer, matched.databaseId).getByText(target.name).first().waitFor();

    // Another location is a duplicate of the matched one.
    const picker = definer.getByRole('combobox', { name: `Duplicate of, location ${duplicate.databaseId}` });
    await picker.fill(String(matched.databaseId));
    // The list opens on the brand's first locations and is replaced by the search's answer once typing pauses: the
    // choice is made from the answer (a click on a row being replaced can land on nothing), as a person waits for it.
    const options = definer.getByRole('listbox').getByRole('option');
    await expect.poll(async () => (await options.allTextContents()).join('|'), { timeout: 15_000 }).toMatch(new RegExp(`^[^|]*\\(${matched.databaseId}\\)[^|]*$`));
    await definer.getByRole('option', { name: new RegExp(`\\(${matched.databaseId}\\)`) }).click();
    await expect.poll(() => picker.inputValue()).toContain(`(${matched.databaseId})`);

    // No Google match confirmed on a third: the place the import found is not this location's.
    await definer.getByRole('checkbox', { name: `No Google match, location ${noMatch.databaseId}` }).check();
    // Leaving the picker keeps its choice.
    expect(await picker.inputValue()).toContain(`(${matched.databaseId})`);
    await mapDrawn(definer);
    await screenshot(definer, 'definition-edited');

    await definer.keyboard.press('Escape');
    // Resolved from deep down the page (Done is in the sticky header), the next task opens at its top.
    await definer.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await definer.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await definer.getByRole('button', { name: 'Done', exact: true }).click();
    await definer.getByText('Are you sure you want to resolve this task?').waitFor();
    await definer.keyboard.press('Enter');
    await toast(definer, 'Brand definition task view resolved.');
    await definer.waitForURL(/\/tasks\/menu-definition\/\d+$/);
    await definer.getByText(/Menu definition task \d+/).first().waitFor();
    await definer.getByRole('table').first().waitFor();
    expect(await definer.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(300);
    expect(await definer.evaluate(() => window.scrollY)).toBe(0);

    const after = await storedLocations(task.brand.databaseId);
    const expected = before.map((location) => {
      if (location.databaseId === matched.databaseId) return { ...location, googleLocation: { databaseId: target.googleLocation!.databaseId, name: target.name }, googleMatchRank: 'MANUAL', isHasNoGoogleMatchConfirmed: false };
      if (location.databaseId === duplicate.databaseId) return { ...location, duplicateOf: { databaseId: matched.databaseId } };
      // Confirming no match detaches the place it denies (rank NO).
      if (location.databaseId === noMatch.databaseId) return { ...location, isHasNoGoogleMatchConfirmed: true, googleLocation: null, googleMatchRank: 'NO' };
      return location;
    });
    const comparable = (rows: StoredLocation[]) =>
      rows.map(({ databaseId, googleMatchRank, isHasNoGoogleMatchConfirmed, duplicateOf, googleLocation }) => ({ databaseId, googleMatchRank, isHasNoGoogleMatchConfirmed, duplicateOf, googleLocation: googleLocation?.databaseId ?? null }));
    expect(comparable(after)).toEqual(comparable(expected));
    expect((await storedTask(task.databaseId)).currentViewType).not.toBe('DEFINE');
  });

  it('refuses a place type that cannot be attached, the same place twice and a location left unmatched; nothing is saved', { timeout: 240_000 }, async () => {
    const { task, locations: demo } = await takeTask();
    const included = demo.filter((location) => location.status !== 'EXCLUDED' && location.latitude !== null);
    const open = await locationToMatch(included);
    // Where it was before any detach cleared the place's coordinates.
    const original = included.find((location) => location.databaseId === open.databaseId)!;
    const holder = included.find((location) => location.databaseId !== open.databaseId && location.googleLocation)!;
    const before = await storedLocations(task.brand.databaseId);

    const definer = await signedInPage('definer@example.com');
    await openAndAssign(definer, task.databaseId);
    const assignedTask = await storedTask(task.databaseId);

    // The suggested matches: Y accepts the highlighted one (the location takes the place at rank MANUAL), D detaches it.
    await definer.getByRole('list', { name: 'Suggested matches' }).waitFor();
    await definer.keyboard.press('Escape');
    await definer.keyboard.press('y');
    await row(definer, open.databaseId).getByText('Manual', { exact: true }).waitFor();
    await chooseRow(definer, open.databaseId);
    await definer.keyboard.press('d');
    await row(definer, open.databaseId).getByText('No', { exact: true }).waitFor();

    // A street or the town itself cannot be attached: 'Google place types is not supported.' (the map zoomed out to
    // show it).
    const town = await unsupportedNear(original);
    for (let step = 0; step < 4; step += 1) {
      // A zoom asked while one is animating is dropped: each waits for the map to settle.
      await definer.getByRole('button', { name: 'Zoom out' }).click();
      await mapSettled(definer);
    }
    await searchAndPick(definer, town);
    await attachPickedTo(definer, open.databaseId);
    await toast(definer, 'Google place types is not supported.');
    await row(definer, open.databaseId).getByText('No', { exact: true }).waitFor();

    // The place another location holds, found where that location is: the row says so at once, and saving is refused
    // with the row's id and page.
    const held = (await placesAround(holder.googleLocation!.name, holder.latitude!, holder.longitude!)).find((place) => place.googleLocation?.databaseId === holder.googleLocation!.databaseId);
    if (!held) throw new Error(`the search does not find the place of location ${holder.databaseId}`);
    await chooseRow(definer, holder.databaseId);
    await searchAndPick(definer, held);
    await attachPickedTo(definer, open.databaseId);
    await row(definer, open.databaseId).getByRole('alert').filter({ hasText: 'Google places must be unique' }).first().waitFor();
    await mapDrawn(definer);
    await screenshot(definer, 'definition-refused-same-place');
    await definer.keyboard.press('Control+Shift+S');
    await toast(definer, `Location with id ${open.databaseId} on page 1 has the following error: Google places must be unique`);

    // Left unmatched: detach it again, and Done is refused for it.
    await chooseRow(definer, open.databaseId);
    await definer.keyboard.press('d');
    await definer.getByRole('button', { name: 'Done', exact: true }).click();
    await toast(definer, `Location with id ${open.databaseId} on page 1 has the following error: Google location is required`);
    expect(await definer.getByText('Are you sure you want to resolve this task?').count()).toBe(0);

    expect(await storedLocations(task.brand.databaseId)).toEqual(before);
    const stored = await storedTask(task.databaseId);
    expect(stored).toEqual(assignedTask);
    expect(stored.currentViewType).toBe('DEFINE');
  });

  it('No Google taken back: the place comes back and the row can be ticked again; after a save, its suggestions show at once', { timeout: 240_000 }, async () => {
    const { task, locations: demo } = await takeTask(1);
    const included = demo.filter((location) => location.status !== 'EXCLUDED' && location.latitude !== null);
    const matched = included.find((location) => location.googleLocation && !location.isHasNoGoogleMatchConfirmed)!;
    const definer = await signedInPage('definer@example.com');
    await openAndAssign(definer, task.databaseId);
    const box = definer.getByRole('checkbox', { name: `No Google match, location ${matched.databaseId}` });
    const rank = (text: string) => row(definer, matched.databaseId).getByText(text, { exact: true });
    const storedRank = matched.googleMatchRank.charAt(0) + matched.googleMatchRank.slice(1).toLowerCase();
    expect(storedRank).not.toBe('No');

    // Ticked, the place it denies goes (rank No); unticked, the place comes back with its rank and the box can be ticked
    // again.
    await box.check();
    await rank('No').waitFor();
    expect(await rank(storedRank).count()).toBe(0);
    await box.uncheck();
    await rank(storedRank).waitFor();
    expect(await row(definer, matched.databaseId).getByText(matched.googleLocation!.name).count()).toBeGreaterThan(0);
    expect(await box.isEnabled()).toBe(true);
    await box.check();
    expect(await box.isChecked()).toBe(true);

    // Saved, the location is confirmed without a match (its place detached on the server).
    await definer.keyboard.press('Escape');
    await definer.keyboard.press('Control+Shift+S');
    await toast(definer, 'Brand definition task saved.');
    const saved = (await storedLocations(task.brand.databaseId)).find((location) => location.databaseId === matched.databaseId)!;
    expect(saved).toMatchObject({ isHasNoGoogleMatchConfirmed: true, googleLocation: null });

    // Taken back after the save: the location is open again, its suggestions show without saving, and it can be ticked.
    await box.uncheck();
    const suggestions = definer.getByRole('list', { name: 'Suggested matches' });
    const entry = suggestions.getByRole('listitem').filter({ has: definer.getByText(String(matched.databaseId), { exact: true }) });
    await entry.getByRole('button').first().waitFor();
    expect(await entry.textContent()).toContain(matched.name);
    expect(await box.isEnabled()).toBe(true);
    await box.check();
    expect(await box.isChecked()).toBe(true);
  });

  it('the map stays under the sticky header: scrolled beneath it, the header takes every click, the back arrow included', { timeout: 180_000 }, async () => {
    // Any brand definition task shows the map; this one is only looked at.
    const [task] = (await graphql<{ brandDefinitionTasks: { items: { databaseId: number }[] } }>('{ brandDefinitionTasks(pageSize: 1) { items { databaseId } } }')).brandDefinitionTasks.items;
    const definer = await signedInPage('definer@example.com', `/tasks/brand-definition/${task.databaseId}`);
    // A shorter window leaves the page room to scroll the map up to the header.
    await definer.setViewportSize({ width: 1440, height: 640 });
    const map = definer.locator('.leaflet-container');
    await mapDrawn(definer);
    const header = definer.locator('header').filter({ has: definer.getByRole('toolbar', { name: 'Task actions' }) });
    const back = header.getByRole('button', { name: 'Go back to the list (B)' });
    // Scroll the map's top (its tiles, pins and zoom buttons) up to the header's title and back arrow.
    const [headerBox, mapBox] = await Promise.all([header.boundingBox(), map.boundingBox()]);
    await definer.evaluate((by) => window.scrollBy(0, by), mapBox!.y - headerBox!.y);
    const scrolled = (await map.boundingBox())!;
    expect(scrolled.y).toBeLessThanOrEqual(headerBox!.y + 1);
    expect(scrolled.y + scrolled.height).toBeGreaterThan(headerBox!.y + headerBox!.height);

    // Every point of the header is the header's, though the map lies beneath it.
    const stolen = await header.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const taken: string[] = [];
      for (let y = box.top + 2; y < box.bottom - 1; y += 6) {
        for (let x = box.left + 2; x < box.right - 1; x += 12) {
          const hit = document.elementFromPoint(x, y);
          if (hit && !element.contains(hit)) taken.push(`${Math.round(x)},${Math.round(y)}: ${hit.className || hit.tagName}`);
        }
      }
      return taken;
    });
    expect(stolen).toEqual([]);
    await screenshot(definer, 'definition-map-under-header');

    // The back arrow takes its click (Playwright refuses a click another element would catch).
    await back.click({ timeout: 5000 });
    await definer.waitForURL((url) => url.pathname === '/tasks/brand-definition');
  });
});

/**
 * A place that cannot be attached (a street or the town) within the map zoomed out four steps around the location: the
 * demo catalogue seeds the streets of its towns and each town itself.
 */
async function unsupportedNear(location: StoredLocation): Promise<FoundPlace> {
  const town = [...TOWNS].sort((a, b) => Math.hypot(a.latitude - location.latitude!, a.longitude - location.longitude!) - Math.hypot(b.latitude - location.latitude!, b.longitude - location.longitude!))[0];
  for (const text of [town.name, ...town.streets]) {
    const found = (await placesAround(text, location.latitude!, location.longitude!, 16)).find((place) => !place.isSupported && place.name === text);
    if (found) return found;
  }
  throw new Error(`no unsupported place near location ${location.databaseId}`);
}
