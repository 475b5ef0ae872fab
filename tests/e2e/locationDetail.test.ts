// Location detail in Chromium (spec 2, section 2.11): a location opened from its brand's locations table, its name and
// website edited (an invalid website refused with the form's message), saved and shown again after a reload; cloned by
// an admin into another brand, landing on the new location; and a definer, who does not hold location.clone, sees no
// Clone location button.
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { browserSession } from './support/browserSession';

const { session, signedInPage, graphql } = browserSession('location-detail');

interface DemoLocation {
  brandId: number;
  brandName: string;
  locationId: number;
  name: string;
  /** Another brand the location may be cloned to (not a slave). */
  target: { id: number; name: string };
  placeName: string;
  /** A brand gateway task of a brand with locations (for its Clone column). */
  gatewayTaskId: number | null;
}

type LocationRow = { databaseId: number; name: string; googleLocation: { name: string } | null; fsaLocation: unknown; workingHours: unknown[] | null; menu: unknown };
type BrandRow = { databaseId: number; name: string; rank: string | null; brandGatewayTaskId: number | null; locations: { locations: LocationRow[] } };

/**
 * A demo location with everything the page shows (a place, H&S record, working hours and a menu), asked of the API as
 * the admin, so the screenshot has every card filled.
 */
async function richLocation(): Promise<DemoLocation> {
  const { brands } = await graphql<{ brands: { brands: BrandRow[] } }>(
    `{ brands(filters: { status: INCLUDED }, pageSize: 50) { brands { databaseId name rank brandGatewayTaskId
      locations(pageSize: 50) { locations { databaseId name googleLocation { databaseId name } fsaLocation { name } workingHours { dayOfWeek } menu { databaseId } } } } } }`,
  );
  for (const brand of brands.brands) {
    const location = brand.locations.locations.find((row) => row.googleLocation && row.fsaLocation && row.workingHours?.length && row.menu);
    // A target whose locations cannot hold this one's records already: one with no location at all is surest.
    const target = brands.brands.find((other) => other.databaseId !== brand.databaseId && other.rank !== 'SLAVE' && other.locations.locations.length === 0)
      ?? brands.brands.find((other) => other.databaseId !== brand.databaseId && other.rank !== 'SLAVE');
    if (location?.googleLocation && target) {
      return {
        brandId: brand.databaseId,
        brandName: brand.name,
        locationId: location.databaseId,
        name: location.name,
        target: { id: target.databaseId, name: target.name },
        placeName: location.googleLocation.name,
        gatewayTaskId: brands.brands.find((other) => other.brandGatewayTaskId && other.locations.locations.length > 0)?.brandGatewayTaskId ?? null,
      };
    }
  }
  throw new Error('The demo data has no location with a place, an H&S record, working hours and a menu');
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('location detail', () => {
  let location: DemoLocation;
  let locationUrl = '';

  it('opens from the brand page, refuses an invalid website, saves name and website, and shows them after a reload', { timeout: 120_000 }, async () => {
    location = await richLocation();
    const page = await signedInPage('admin@example.com', `/brands/${location.brandId}`);
    await page.getByRole('heading', { name: location.brandName, level: 1 }).waitFor();
    const table = page.getByRole('table', { name: 'Locations' });
    await page.getByRole('textbox', { name: 'Location search' }).fill(String(location.locationId));
    await table.getByRole('row', { name: new RegExp(escaped(location.name)) }).first().click();
    await page.waitForURL((url) => url.pathname === `/brands/locations/${location.locationId}`);
    locationUrl = page.url();
    await page.getByRole('heading', { name: location.name, level: 1 }).waitFor();

    // Read-only facts, place and H&S data, the week Monday to Sunday, and the menu row.
    for (const title of ['Location details', 'Place data', 'H&S data', 'Working hours', 'Menu']) await page.getByText(title, { exact: true }).first().waitFor();
    const days = await page.getByRole('table', { name: 'Working hours' }).getByRole('row').allTextContents();
    expect(days.map((row) => row.match(/^[A-Z][a-z]+day/)?.[0])).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    for (const row of days) expect(row).toMatch(/(\d{2}:\d{2} – \d{2}:\d{2}|Closed)/);
    const menu = page.getByRole('table', { name: 'Menu' });
    for (const header of ['Menu ID', 'URL', 'Dishes', 'Last update', 'JSON']) await menu.getByRole('columnheader', { name: header }).waitFor();
    await expect(menu.getByRole('row').nth(1).textContent()).resolves.toMatch(/\d{2}:\d{2} \d{1,2} [A-Z][a-z]{2} \d{4}/);
    await page.getByRole('link', { name: `${location.brandName} (${location.brandId})` }).waitFor();
    await screenshot(page, 'location-detail');

    // Save stays disabled until something changes; the form's messages come before any request.
    const save = page.getByRole('button', { name: 'Save', exact: true });
    expect(await save.isDisabled()).toBe(true);
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    const website = page.getByRole('textbox', { name: 'Website', exact: true });
    await name.fill('');
    await website.fill('harbour fish dot com');
    await save.click();
    await page.getByText("Please provide the location's name.").waitFor();
    await page.getByText('Website is not valid').waitFor();
    await screenshot(page, 'location-detail-refused');
    await website.fill('');
    await page.getByText("Location's website is required").waitFor();

    await name.fill(`${location.name} (Harbour side)`);
    await website.fill('https://harbourside.example.com/visit');
    await save.click();
    await page.getByText('Location updated.', { exact: true }).waitFor();
    expect(await save.isDisabled()).toBe(true);
    location.name = `${location.name} (Harbour side)`;
    await page.reload();
    await page.getByRole('heading', { name: location.name, level: 1 }).waitFor();
    await expect(name.inputValue()).resolves.toBe(location.name);
    await expect(website.inputValue()).resolves.toBe('https://harbourside.example.com/visit');

    // Leaving with unsaved edits asks first.
    await name.fill('Unsaved name');
    await page.getByRole('link', { name: 'Go back' }).click();
    await page.getByRole('alertdialog', { name: 'Unsaved changes' }).waitFor();
    await page.getByRole('button', { name: 'No' }).click();
    expect(page.url()).toBe(locationUrl);
    await name.fill(location.name);

    // The history drawer lists the save.
    await page.getByRole('button', { name: 'History' }).click();
    await page.getByRole('dialog').getByText(/Location .* updated: name, website/).first().waitFor();
    await page.keyboard.press('Escape');
  });

  it('detaches the place and attaches one found with the map search (bounded to the map area)', { timeout: 120_000 }, async () => {
    const page = await signedInPage('admin@example.com', new URL(locationUrl).pathname);
    await page.getByRole('heading', { name: location.name, level: 1 }).waitFor();
    const card = page.locator('.fui-Card', { has: page.getByText('Place data', { exact: true }) });
    await card.getByText(location.placeName, { exact: true }).first().waitFor();
    await page.locator('[aria-label="Location and places map"]').first().waitFor();

    await page.getByRole('button', { name: 'Detach Google info' }).click();
    await card.getByText('No place attached').waitFor();
    await card.getByText('Match: No').waitFor();

    await page.getByRole('combobox', { name: 'Search places in the map area' }).fill(location.placeName);
    const option = page.getByRole('option', { name: new RegExp(`^${escaped(location.placeName)}`) }).filter({ hasNotText: 'Not supported' }).first();
    await option.waitFor({ timeout: 15_000 });
    await option.click();
    await screenshot(page, 'location-detail-place-search');
    await page.getByRole('button', { name: 'Attach', exact: true }).click();
    await card.getByText('Match: Manual').waitFor();
    await card.getByText(location.placeName, { exact: true }).first().waitFor();
    await page.reload();
    await card.getByText('Match: Manual').waitFor();
    await expect(card.getByText('No place attached').count()).resolves.toBe(0);
  });

  it('clones the location into another brand as an admin and lands on the new location', { timeout: 120_000 }, async () => {
    const page = await signedInPage('admin@example.com', new URL(locationUrl).pathname);
    await page.getByRole('heading', { name: location.name, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Clone location' }).click();
    const dialog = page.getByRole('dialog', { name: 'Clone location' });
    await dialog.getByRole('button', { name: 'Clone location' }).click();
    await dialog.getByText('Brand is required').waitFor();

    // The target brand is searched by name: a brand other than the location's own.
    await dialog.getByRole('combobox', { name: 'Target brand' }).fill(location.target.name);
    await page.getByRole('option', { name: new RegExp(`^${escaped(location.target.name)} \\(${location.target.id}\\)`) }).click();
    await screenshot(page, 'location-clone-dialog');
    await dialog.getByRole('button', { name: 'Clone location' }).click();
    await page.getByText('Location cloned.', { exact: true }).waitFor();
    await page.waitForURL((url) => /^\/brands\/locations\/\d+$/.test(url.pathname) && url.href !== locationUrl);
    await page.getByRole('heading', { name: location.name, level: 1 }).waitFor();
    await page.getByRole('link', { name: `${location.target.name} (${location.target.id})` }).waitFor();
    await expect(page.getByText('New', { exact: true }).first().isVisible()).resolves.toBe(true);
  });

  it("opens the same Clone location modal from the brand gateway's Clone column", { timeout: 90_000 }, async () => {
    // The gateway's table is editable for the task's assignee: the admin takes an open gateway task (a NEW brand's with
    // locations) through the API, trying a few in case one is taken or done.
    const found = await graphql<{ brands: { brands: { brandGatewayTaskId: number | null; locationCount: number }[] } }>(
      '{ brands(filters: { status: NEW }, pageSize: 20) { brands { brandGatewayTaskId locationCount } } }',
    );
    const candidates = found.brands.brands.filter((brand) => brand.brandGatewayTaskId && brand.locationCount > 0).map((brand) => brand.brandGatewayTaskId as number);
    let taskId: number | null = null;
    for (const id of candidates.slice(0, 5)) {
      const assigned = await graphql('mutation($id: ID!) { assignBrandGatewayTask(id: $id) { isAssigned } }', { id: String(id) }).then(
        () => true,
        () => false,
      );
      if (assigned) {
        taskId = id;
        break;
      }
    }
    expect(taskId).toBeTypeOf('number');
    const page = await signedInPage('admin@example.com', `/tasks/brand-gateway/${taskId}`);
    const button = page.getByRole('button', { name: /^Clone location \d+$/ }).first();
    await button.waitFor({ timeout: 20_000 });
    const id = ((await button.getAttribute('aria-label')) ?? '').replace('Clone location ', '');
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Clone location' });
    await dialog.getByText(new RegExp(`\\(${id}\\) with its H&S and place data`)).waitFor();
    await dialog.getByRole('button', { name: 'Clone location' }).click();
    await dialog.getByText('Brand is required').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('shows no Clone location button to a definer, who does not hold location.clone', { timeout: 60_000 }, async () => {
    const page = await signedInPage('definer@example.com', new URL(locationUrl).pathname);
    await page.getByRole('heading', { name: location.name, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).waitFor();
    await expect(page.getByRole('button', { name: 'Clone location' }).count()).resolves.toBe(0);
    await screenshot(page, 'location-detail-definer');
    // Nor in the gateway's Clone column.
    await page.goto(`${session.server.url}/tasks/brand-gateway/${location.gatewayTaskId}`);
    await page.getByRole('button', { name: /^Address of location \d+$/ }).first().waitFor({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: /^Clone location \d+$/ }).count()).resolves.toBe(0);
  });

  it('says so when there is no such location', { timeout: 60_000 }, async () => {
    const page = await signedInPage('definer@example.com', '/brands/locations/999999');
    await page.getByRole('heading', { name: 'Location not found', level: 1 }).waitFor();
  });
});
