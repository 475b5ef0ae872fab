// The pipeline strip above every task page (Brand Gateway -> Brand Definition -> Menu Definition -> Menu Scraping ->
// Dish Review), in Chromium on the demo data: a step whose task exists lists it, open or done, though the step before
// is at a later view (a brand task is NOT_STARTED again at QC); only a step without tasks says what it waits for.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { browserSession } from './support/browserSession';

const { signedInPage, graphql } = browserSession('pipeline-strip');

interface Related {
  databaseId: number;
  type: string;
  status: string;
  menuId: number | null;
}

interface TaskWithRelated {
  databaseId: number;
  status: string;
  relatedTasks: Related[];
}

const RELATED = 'databaseId status relatedTasks { databaseId type status menuId }';

function step(page: Page, title: string) {
  return page.getByRole('navigation', { name: 'Related tasks' }).locator('div').filter({ has: page.getByText(title, { exact: true }) }).last();
}

const ofType = (task: TaskWithRelated, type: string) => task.relatedTasks.filter((related) => related.type === type);

describe('the pipeline strip', () => {
  it("lists an open brand definition task on its gateway's page while the gateway waits at a later view", { timeout: 120_000 }, async () => {
    const data = await graphql<{ brandDefinitionTasks: { items: TaskWithRelated[] } }>(
      `{ brandDefinitionTasks(filters: { statuses: [NOT_STARTED] }, pageSize: 100) { items { ${RELATED} } } }`,
    );
    // Not started, and its gateway not RESOLVED (its QC or QQA view still to do): the strip used to say 'After Brand Gateway'.
    const task = data.brandDefinitionTasks.items.find((item) => ofType(item, 'BRAND_GATEWAY').length > 0 && ofType(item, 'BRAND_GATEWAY').every((gateway) => gateway.status !== 'RESOLVED'));
    if (!task) throw new Error('the demo data has no open brand definition task whose gateway is still open');
    const gateway = ofType(task, 'BRAND_GATEWAY')[0];

    const page = await signedInPage('definer@example.com', `/tasks/brand-gateway/${gateway.databaseId}`);
    const definition = step(page, 'Brand Definition');
    await definition.getByRole('link', { name: `#${task.databaseId}` }).waitFor();
    expect(await definition.getByText('After Brand Gateway').count()).toBe(0);
    await screenshot(page, 'pipeline-strip-gateway');
  });

  it('lists a resolved-at-DEFINE menu definition task on a later task, and says what an empty step waits for', { timeout: 120_000 }, async () => {
    const data = await graphql<{ menuScrapingTasks: { items: TaskWithRelated[] } }>(`{ menuScrapingTasks(pageSize: 100) { items { ${RELATED} } } }`);
    // Its menu definition task is past DEFINE (the scraping task exists) yet NOT_STARTED again at QC, and the brand
    // definition before it is not RESOLVED either: the strip used to say 'After Brand Definition'.
    const task = data.menuScrapingTasks.items.find((item) => {
      const definitions = ofType(item, 'MENU_DEFINITION');
      return definitions.length > 0 && definitions.every((definition) => definition.status === 'NOT_STARTED') && ofType(item, 'BRAND_DEFINITION').every((brand) => brand.status !== 'RESOLVED');
    });
    if (!task) throw new Error('the demo data has no scraping task whose menu definition task is still open');
    const [definitionTask] = ofType(task, 'MENU_DEFINITION');

    const page = await signedInPage('admin@example.com', `/tasks/menu-scraping/${task.databaseId}`);
    const definition = step(page, 'Menu Definition');
    await definition.getByRole('link', { name: `#${definitionTask.databaseId}` }).waitFor();
    expect(await definition.getByText('After Brand Definition').count()).toBe(0);
    await step(page, 'Menu Scraping').getByText(`#${task.databaseId} (this task)`).waitFor();
    // A step with no task yet still says what it waits for.
    if (ofType(task, 'DISH_REVIEW').length === 0) await step(page, 'Dish Review').getByText('After Menu Scraping').waitFor();
    await screenshot(page, 'pipeline-strip-scraping');
  });
});
