// Menu scraping task actions through the real endpoint: scraping verification and resolving with debug mode scraping.
import { describe, expect, it } from 'vitest';
import { createBrandWithGatewayTask, createMenuWithTask } from '../support/taskFixtures';
import { taskApiTestApp } from './taskApiSupport';

const { app, gql, countRows } = taskApiTestApp();

describe('menu scraping verification', () => {
  it('lets only the resolver verify a done task, in default or debug mode, and unverify it', async () => {
    const { brandId } = await createBrandWithGatewayTask(app.t.db);
    const { taskId } = await createMenuWithTask(app.t.db, brandId, 'MENU_SCRAPING');
    const id = String(taskId);
    const early = await gql('juniorScraper', 'mutation($id: ID!) { markMenuScrapingTaskAsVerified(id: $id, isVerifiedInDebugMode: false) { verification } }', { id });
    expect(early.errors?.[0].extensions?.type).toBe('CONFLICT');
    await gql('juniorScraper', 'mutation($id: ID!) { assignMenuScrapingTask(id: $id) { id } }', { id });
    const resolved = await gql('juniorScraper', 'mutation($id: ID!) { resolveMenuScrapingTask(id: $id) { task { status } } }', { id });
    expect(resolved.errors).toBeUndefined();
    const byAdmin = await gql('admin', 'mutation($id: ID!) { markMenuScrapingTaskAsVerified(id: $id, isVerifiedInDebugMode: false) { verification } }', { id });
    expect(byAdmin.errors?.[0].message).toBe('Only the person who resolved this task can verify it.');
    const verified = await gql<{ markMenuScrapingTaskAsVerified: { verification: string; isVerifiedInDebugMode: boolean } }>(
      'juniorScraper',
      'mutation($id: ID!) { markMenuScrapingTaskAsVerified(id: $id, isVerifiedInDebugMode: true) { verification isVerifiedInDebugMode } }',
      { id },
    );
    expect(verified.data!.markMenuScrapingTaskAsVerified).toEqual({ verification: 'VERIFIED_IN_DEBUG_MODE', isVerifiedInDebugMode: true });
    const cleared = await gql<{ unmarkMenuScrapingTaskAsVerified: { verification: string } }>('juniorScraper', 'mutation($id: ID!) { unmarkMenuScrapingTaskAsVerified(id: $id) { verification } }', { id });
    expect(cleared.data!.unmarkMenuScrapingTaskAsVerified.verification).toBe('NOT_VERIFIED');
    const history = await app.t.db.query<{ type: string }>("SELECT type FROM events WHERE entity_type = 'MENU_SCRAPING_TASK' AND entity_id = $1 ORDER BY id", [taskId]);
    expect(history.map((event) => event.type)).toEqual(['ASSIGN', 'RESOLVE', 'MARK_AS_VERIFIED', 'UNMARK_AS_VERIFIED']);
  });
});

describe('resolving a menu scraping task with debug mode scraping', () => {
  const resolve = (taskId: number, debug: boolean) =>
    gql<{ resolveMenuScrapingTask: { task: { status: string } } }>(
      'juniorScraper',
      'mutation($id: ID!, $debug: Boolean) { resolveMenuScrapingTask(id: $id, isDebugModeScraping: $debug) { task { status } } }',
      { id: String(taskId), debug },
    );
  const menuDebugFlag = async (menuId: number) =>
    (await app.t.db.query<{ debug: boolean }>('SELECT is_html_menu_scraped_in_debug_mode AS debug FROM menus WHERE id = $1', [menuId]))[0].debug;

  it('marks an HTML menu as scraped in debug mode and says so in the history', async () => {
    const { brandId } = await createBrandWithGatewayTask(app.t.db);
    const { menuId, taskId } = await createMenuWithTask(app.t.db, brandId, 'MENU_SCRAPING');
    await gql('juniorScraper', 'mutation($id: ID!) { assignMenuScrapingTask(id: $id) { id } }', { id: String(taskId) });
    const resolved = await resolve(taskId, true);
    expect(resolved.errors).toBeUndefined();
    expect(resolved.data!.resolveMenuScrapingTask.task.status).toBe('RESOLVED');
    expect(await menuDebugFlag(menuId)).toBe(true);
    const [event] = await app.t.db.query<{ message: string; data: { isDebugModeScraping: boolean } }>(
      "SELECT message, data FROM events WHERE entity_type = 'MENU_SCRAPING_TASK' AND entity_id = $1 AND type = 'RESOLVE'",
      [taskId],
    );
    expect(event.message).toBe('Task resolved with debug mode scraping');
    expect(event.data.isDebugModeScraping).toBe(true);
  });

  it('refuses debug mode for a menu that is not HTML, changing nothing', async () => {
    const { brandId } = await createBrandWithGatewayTask(app.t.db);
    const { menuId, taskId } = await createMenuWithTask(app.t.db, brandId, 'MENU_SCRAPING');
    await app.t.db.query("UPDATE menus SET format = 'PDF' WHERE id = $1", [menuId]);
    await gql('juniorScraper', 'mutation($id: ID!) { assignMenuScrapingTask(id: $id) { id } }', { id: String(taskId) });
    const refused = await resolve(taskId, true);
    expect(refused.errors?.[0].extensions?.type).toBe('VALIDATION');
    expect(refused.errors?.[0].message).toBe('Debug mode scraping is only for HTML menus.');
    const [task] = await app.t.db.query<{ status: string }>('SELECT status FROM tasks WHERE id = $1', [taskId]);
    expect(task.status).not.toBe('RESOLVED');
    expect(await menuDebugFlag(menuId)).toBe(false);
    expect(await countRows("SELECT 1 FROM events WHERE entity_type = 'MENU_SCRAPING_TASK' AND entity_id = $1 AND type = 'RESOLVE'", [taskId])).toBe(0);

    // In default mode the debug refusal is gone: a PDF menu then needs its files chosen (the document file table's rule).
    const inDefaultMode = await resolve(taskId, false);
    expect(inDefaultMode.errors?.[0].message).toBe('Select at least one menu file to scrape');
    expect(await menuDebugFlag(menuId)).toBe(false);
  });
});
