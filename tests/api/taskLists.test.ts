// The task lists and lookups through the real endpoint: filters, sorting, counts, the dish review task of a menu.
import { describe, expect, it } from 'vitest';
import { createBrandWithGatewayTask, createMenuWithTask, createTask } from '../support/taskFixtures';
import { taskApiTestApp } from './taskApiSupport';

const { app, gql } = taskApiTestApp();

describe('lookups', () => {
  it('finds the dish review task of a menu, and offers the roles the spec lists as assignees', async () => {
    const { brandId } = await createBrandWithGatewayTask(app.t.db);
    const { menuId, taskId } = await createMenuWithTask(app.t.db, brandId, 'DISH_REVIEW');
    const found = await gql<{ dishReviewTaskByMenuId: { databaseId: number } }>('admin', 'query($m: Int!) { dishReviewTaskByMenuId(menuId: $m) { databaseId } }', { m: menuId });
    expect(found.data!.dishReviewTaskByMenuId.databaseId).toBe(taskId);
    const options = await gql<{ assigneeOptions: { name: string }[] }>('definer', '{ assigneeOptions(taskType: BRAND_GATEWAY) { name } }');
    const names = options.data!.assigneeOptions.map((user) => user.name);
    expect(names).toEqual(expect.arrayContaining(['definer person', 'qualityChecker person', 'admin person']));
    expect(names).not.toContain('juniorScraper person');
    expect((await gql('definer', '{ assigneeOptions(taskType: DISH_REVIEW) { name } }')).errors?.[0].extensions?.type).toBe('FORBIDDEN');
  });
});

describe('lists', () => {
  it('filters by brand search term, status, assignment and view, with a total', async () => {
    await createBrandWithGatewayTask(app.t.db, { name: 'Zebra Kitchen' });
    const result = await gql<{ brandGatewayTasks: { total: number; items: { brand: { name: string; locationCount: number } }[] } }>(
      'definer',
      '{ brandGatewayTasks(filters: { brandSearchTerm: "zebra", statuses: [NOT_STARTED, REOPENED], isAssigned: false, viewType: DEFINE }) { total items { brand { name locationCount } } } }',
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.brandGatewayTasks.total).toBe(1);
    expect(result.data!.brandGatewayTasks.items[0].brand).toEqual({ name: 'Zebra Kitchen', locationCount: 1 });
  });

  it("follows the brand's and the menu's current values: renames, menu changes and scraping verification", async () => {
    const { brandId } = await createBrandWithGatewayTask(app.t.db, { name: 'Quokka Grill' });
    const { menuId, taskId: reviewTaskId } = await createMenuWithTask(app.t.db, brandId, 'DISH_REVIEW');
    const scrapingTaskId = await createTask(app.t.db, brandId, 'MENU_SCRAPING', { menuId });
    type List = { total: number; items: { databaseId: number }[] };
    const list = async (field: string, filters: string) => {
      const result = await gql<Record<string, List>>('admin', `{ ${field}(filters: { ${filters} }) { total items { databaseId } } }`);
      expect(result.errors).toBeUndefined();
      return result.data![field].items.map((item) => item.databaseId);
    };
    const reviewQueue = 'brandSearchTerm: "wombat", menuFormats: [HTML], menuStatuses: [SCRAPED, PARTIALLY_SCRAPED], isVerified: true';

    expect(await list('brandGatewayTasks', 'brandSearchTerm: "quokka"')).toHaveLength(1);
    await app.t.db.query("UPDATE brands SET name = 'Wombat Grill' WHERE id = $1", [brandId]);
    expect(await list('brandGatewayTasks', 'brandSearchTerm: "quokka"')).toEqual([]);
    expect(await list('brandGatewayTasks', 'brandSearchTerm: "wo"')).toHaveLength(1);

    // Not scraped and not verified yet: outside the dish review queue.
    expect(await list('dishReviewTasks', reviewQueue)).toEqual([]);
    await app.t.db.query("UPDATE menus SET status = 'SCRAPED', scraped_date = now() WHERE id = $1", [menuId]);
    expect(await list('dishReviewTasks', reviewQueue)).toEqual([]);
    await app.t.db.query("UPDATE tasks SET verification = 'VERIFIED_IN_DEFAULT_MODE' WHERE id = $1", [scrapingTaskId]);
    expect(await list('dishReviewTasks', reviewQueue)).toEqual([reviewTaskId]);
    expect(await list('menuScrapingTasks', 'brandSearchTerm: "wombat", isVerified: true')).toEqual([scrapingTaskId]);

    // An issue comment takes the scraping task out of its queue; unverifying takes the review out of its own.
    expect(await list('menuScrapingTasks', 'brandSearchTerm: "wombat", hasScrapingIssueComment: false')).toEqual([scrapingTaskId]);
    await app.t.db.query("UPDATE menus SET scraping_issue_comment = 'Prices missing' WHERE id = $1", [menuId]);
    expect(await list('menuScrapingTasks', 'brandSearchTerm: "wombat", hasScrapingIssueComment: false')).toEqual([]);
    expect(await list('menuScrapingTasks', 'brandSearchTerm: "wombat", hasScrapingIssueComment: true')).toEqual([scrapingTaskId]);
    await app.t.db.query("UPDATE tasks SET verification = 'NOT_VERIFIED' WHERE id = $1", [scrapingTaskId]);
    expect(await list('dishReviewTasks', reviewQueue)).toEqual([]);
    expect(await list('dishReviewTasks', 'brandSearchTerm: "wombat", isVerified: false')).toEqual([reviewTaskId]);
  });

  it('sorts a menu list by the menu\'s scraped date, newest first, unscraped last', async () => {
    const { brandId } = await createBrandWithGatewayTask(app.t.db, { name: 'Numbat Noodles' });
    const older = await createMenuWithTask(app.t.db, brandId, 'MENU_SCRAPING');
    const newer = await createMenuWithTask(app.t.db, brandId, 'MENU_SCRAPING');
    const never = await createMenuWithTask(app.t.db, brandId, 'MENU_SCRAPING');
    await app.t.db.query("UPDATE menus SET scraped_date = now() - interval '2 days' WHERE id = $1", [older.menuId]);
    await app.t.db.query("UPDATE menus SET scraped_date = now() - interval '1 day' WHERE id = $1", [newer.menuId]);
    const result = await gql<{ menuScrapingTasks: { items: { databaseId: number }[] } }>(
      'admin',
      '{ menuScrapingTasks(filters: { brandSearchTerm: "numbat" }, sortingCriterion: SCRAPED_DATE, sortingOrder: desc) { items { databaseId } } }',
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.menuScrapingTasks.items.map((item) => item.databaseId)).toEqual([newer.taskId, older.taskId, never.taskId]);
  });

  it('counts each list with its default filters', async () => {
    const counts = await gql<{ taskCountsByType: Record<string, number> }>('admin', '{ taskCountsByType { brandGateway brandDefinition menuDefinition menuScraping dishReview } }');
    expect(counts.errors).toBeUndefined();
    expect(counts.data!.taskCountsByType.brandGateway).toBeGreaterThan(0);
  });

  it('sorts the scraping list by scraped date and refuses a criterion of another list', async () => {
    const ok = await gql('juniorScraper', '{ menuScrapingTasks(sortingCriterion: SCRAPED_DATE, sortingOrder: desc) { total items { menu { url } } } }');
    expect(ok.errors).toBeUndefined();
    const wrong = await gql('definer', '{ brandGatewayTasks(sortingCriterion: SCRAPED_DATE) { total } }');
    expect(wrong.errors?.[0].extensions?.type).toBe('VALIDATION');
  });
});
