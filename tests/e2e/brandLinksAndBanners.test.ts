// Spec 2's last gaps in Chromium (issue 24): the 'This brand is excluded' banner on the brand and menu definition task
// pages (the brand excluded and a location the system excluded: a duplicate, no Google match, no menu, closed for good;
// not for a location people excluded); a slave brand's link to its master's gateway task opens in a new tab with
// fromSlaveBrandId, and the master's page says which slave the person came from; the brand's menu scraping and dish
// review lists linked from the brand and menu pages (/tasks/menu-scraping?brandSearchTerm=…&menuIsAwaitingProbing=false,
// /tasks/dish-review?brandSearchTerm=…); and a menu scraping task's Save says 'Menu updated'.
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { browserSession, toast } from './support/browserSession';

const { session, signedInPage, graphql } = browserSession('brand-links-and-banners');
const ADMIN = 'admin@example.com';
const BANNER = 'This brand is excluded';

describe('brand links and banners', () => {
  it("shows 'This brand is excluded' on the definition tasks only for a location the system excluded", { timeout: 120_000 }, async () => {
    const { menuDefinitionTasks } = await graphql<{ menuDefinitionTasks: { items: { databaseId: number; brand: { databaseId: number } }[] } }>(
      '{ menuDefinitionTasks(filters: {}, pageSize: 50) { items { databaseId brand { databaseId } } } }',
    );
    const { brandDefinitionTasks } = await graphql<{ brandDefinitionTasks: { items: { databaseId: number; brand: { databaseId: number } }[] } }>(
      '{ brandDefinitionTasks(filters: {}, pageSize: 100) { items { databaseId brand { databaseId } } } }',
    );
    const pair = menuDefinitionTasks.items
      .map((menuTask) => ({ menuTask, brandTask: brandDefinitionTasks.items.find((brandTask) => brandTask.brand.databaseId === menuTask.brand.databaseId) }))
      .find((candidate) => candidate.brandTask !== undefined);
    expect(pair, 'a brand with a brand and a menu definition task').toBeDefined();
    const brandId = pair!.menuTask.brand.databaseId;
    const { db } = session.server;
    const [location] = await db.query<{ id: number }>('SELECT id FROM locations WHERE brand_id = $1 ORDER BY id LIMIT 1', [brandId]);
    await db.query("UPDATE brands SET status = 'EXCLUDED', exclusion_reason = 'MISC', exclusion_reason_comment = 'Test' WHERE id = $1", [brandId]);
    await db.query("UPDATE locations SET status = 'EXCLUDED', exclusion_reason = 'GROCERY' WHERE brand_id = $1", [brandId]);

    // Excluded by people (GROCERY): no banner.
    const page = await signedInPage(ADMIN, `/tasks/menu-definition/${pair!.menuTask.databaseId}`);
    await page.getByRole('heading', { name: 'Brand', level: 2 }).waitFor();
    expect(await page.getByText(BANNER, { exact: true }).count()).toBe(0);

    // A location the system excluded (no Google match): the banner on both definition tasks, not on the gateway.
    await db.query("UPDATE locations SET exclusion_reason = 'NO_GOOGLE_MATCH' WHERE id = $1", [location.id]);
    await page.reload();
    await page.getByText(BANNER, { exact: true }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'menu-definition-brand-excluded');
    await page.goto(`${session.server.url}/tasks/brand-definition/${pair!.brandTask!.databaseId}`);
    await page.getByText(BANNER, { exact: true }).waitFor();
    const { brand } = await graphql<{ brand: { brandGatewayTaskId: number } }>('query($id: ID!) { brand(id: $id) { brandGatewayTaskId } }', { id: String(brandId) });
    await page.goto(`${session.server.url}/tasks/brand-gateway/${brand.brandGatewayTaskId}`);
    await page.getByRole('heading', { name: 'Brand', level: 2 }).waitFor();
    expect(await page.getByText(BANNER, { exact: true }).count()).toBe(0);
  });

  it("opens a master's gateway task from its slave's in a new tab with fromSlaveBrandId, naming the slave", { timeout: 90_000 }, async () => {
    const { brandGatewayTasks } = await graphql<{
      brandGatewayTasks: { items: { databaseId: number; brand: { databaseId: number; name: string; rank: string | null; masterBrand: { databaseId: number; brandGatewayTaskId: number | null } | null } }[] };
    }>('{ brandGatewayTasks(filters: {}, pageSize: 100) { items { databaseId brand { databaseId name rank masterBrand { databaseId brandGatewayTaskId } } } } }');
    const slave = brandGatewayTasks.items.find((task) => task.brand.rank === 'SLAVE' && task.brand.masterBrand?.brandGatewayTaskId);
    expect(slave, 'a slave brand with a master that has a gateway task').toBeDefined();
    const master = slave!.brand.masterBrand!;

    const page = await signedInPage(ADMIN, `/tasks/brand-gateway/${slave!.databaseId}`);
    const link = page.getByRole('link', { name: /opens in a new tab/ }).filter({ hasText: `(${master.databaseId})` });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`/tasks/brand-gateway/${master.brandGatewayTaskId}?fromSlaveBrandId=${slave!.brand.databaseId}`);
    expect(await link.getAttribute('target')).toBe('_blank');
    const [masterPage] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await masterPage.waitForURL(`${session.server.url}/tasks/brand-gateway/${master.brandGatewayTaskId}?fromSlaveBrandId=${slave!.brand.databaseId}`);
    const notice = masterPage.getByText(/^Opened from the slave brand /);
    await notice.waitFor();
    expect(await notice.textContent()).toBe(`Opened from the slave brand ${slave!.brand.name} (${slave!.brand.databaseId}).`);
    await masterPage.getByRole('link', { name: `${slave!.brand.name} (${slave!.brand.databaseId})` }).click();
    await masterPage.waitForURL(`${session.server.url}/tasks/brand-gateway/${slave!.databaseId}`);
  });

  it("links the brand's menu scraping and dish review lists from the brand and menu pages", { timeout: 90_000 }, async () => {
    const { dishReviewTasks } = await graphql<{ dishReviewTasks: { items: { brand: { databaseId: number; menu: { databaseId: number } | null }; menu: { databaseId: number } }[] } }>(
      '{ dishReviewTasks(filters: {}, pageSize: 50) { items { brand { databaseId menu { databaseId } } menu { databaseId } } } }',
    );
    const chosen = dishReviewTasks.items.find((item) => item.brand.menu !== null);
    expect(chosen, 'a dish review of a brand with a brand menu').toBeDefined();
    const { brand, menu } = chosen!;
    const page = await signedInPage(ADMIN, `/menus/${menu.databaseId}`);
    const review = page.getByRole('link', { name: 'Dish review tasks', exact: true });
    await review.waitFor();
    expect(await review.getAttribute('href')).toBe(`/tasks/dish-review?brandSearchTerm=${brand.databaseId}`);
    expect(await page.getByRole('link', { name: 'Menu scraping tasks', exact: true }).getAttribute('href')).toBe(
      `/tasks/menu-scraping?brandSearchTerm=${brand.databaseId}&menuIsAwaitingProbing=false`,
    );
    await review.click();
    await page.waitForURL((url) => url.pathname === '/tasks/dish-review' && url.searchParams.get('brandSearchTerm') === String(brand.databaseId));
    await page.getByText(/^[1-9]\d* matching records?$/).waitFor();

    // The brand page's menu card links the same lists.
    await page.goto(`${session.server.url}/brands/${brand.databaseId}`);
    await page.getByRole('link', { name: 'Menu scraping tasks', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/tasks/menu-scraping' && url.searchParams.get('brandSearchTerm') === String(brand.databaseId) && url.searchParams.get('menuIsAwaitingProbing') === 'false');
    await page.getByText(/^[1-9]\d* matching records?$/).waitFor();
  });

  it("says 'Menu updated' when a menu scraping task's menu is saved", { timeout: 90_000 }, async () => {
    const { menuScrapingTasks } = await graphql<{ menuScrapingTasks: { items: { databaseId: number; isAssignable: boolean; isAwaiting: boolean; menu: { format: string | null; isDeleted: boolean } }[] } }>(
      '{ menuScrapingTasks(filters: { statuses: [NOT_STARTED], isAssigned: false, menuFormats: [HTML] }, pageSize: 50) { items { databaseId isAssignable isAwaiting menu { format isDeleted } } } }',
    );
    const task = menuScrapingTasks.items.find((row) => row.isAssignable && !row.isAwaiting && !row.menu.isDeleted);
    expect(task, 'an open HTML scraping task').toBeDefined();
    const page = await signedInPage(ADMIN, `/tasks/menu-scraping/${task!.databaseId}`);
    await page.getByRole('checkbox', { name: /Assign to me/ }).click();
    await toast(page, 'Menu scraping task assigned.');
    await page.getByRole('combobox', { name: 'Format' }).click();
    await page.getByRole('option', { name: 'PDF', exact: true }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).first().click();
    await toast(page, 'Menu updated');
  });
});
