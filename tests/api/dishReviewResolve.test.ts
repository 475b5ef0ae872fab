// Dish review's resolutions through the real endpoint, each with its pipeline edge: Done approves the menu and its run;
// rejecting an HTML menu sends it back and reopens its scraping task (REJECT_DISH_REVIEW_TASK) for the chosen scraper;
// rejecting a document menu reopens it for its last scraper; rescrape schedules a run. Refusals write nothing.
import { describe, expect, it } from 'vitest';
import { dishReviewTestApp, reviewState, TASK_RESOLUTION } from './dishReviewSupport';

const { app, ids, gql, scrapedMenuInReview, documentMenuInReview } = dishReviewTestApp();

const DONE = `mutation($id: ID!, $expected: DateTime) { resolveDishReviewTask(id: $id, expectedModifiedDate: $expected) { ${TASK_RESOLUTION} } }`;
const REJECT_HTML = `mutation($id: ID!, $expected: DateTime, $to: ID!, $status: DishReviewRejectMenuStatus!, $comment: String) {
  resolveDishReviewTaskByRejectHtmlMenu(id: $id, expectedModifiedDate: $expected, assignedToUserId: $to, rejectMenuStatus: $status, scrapingRejectedComment: $comment) { ${TASK_RESOLUTION} }
}`;
const REJECT_DOCUMENT = `mutation($id: ID!, $comment: String) {
  resolveDishReviewTaskByRejectDocumentMenu(id: $id, scrapingRejectedComment: $comment) { ${TASK_RESOLUTION} }
}`;
const RESCRAPE = `mutation($id: ID!, $debug: Boolean) { resolveDishReviewTaskByRescrapeMenu(id: $id, isDebugModeScraping: $debug) { ${TASK_RESOLUTION} } }`;

interface MenuRow {
  status: string;
  last_approved_job_id: number | null;
  scraping_rejected_comment: string | null;
  scraping_rejected_by_id: number | null;
  scraping_rejected_date: Date | null;
  scraping_rejected_assigned_to_id: number | null;
}
const menuRow = async (menuId: number) =>
  (await app.t.db.query<MenuRow>('SELECT status, last_approved_job_id, scraping_rejected_comment, scraping_rejected_by_id, scraping_rejected_date, scraping_rejected_assigned_to_id FROM menus WHERE id = $1', [menuId]))[0];
const taskRow = async (taskId: number) =>
  (await app.t.db.query<{ status: string; reopen_reason: string | null; assigned_to_id: number | null; resolved_by_id: number | null }>(
    'SELECT status, reopen_reason, assigned_to_id, resolved_by_id FROM tasks WHERE id = $1',
    [taskId],
  ))[0];
const eventsOf = (entityType: string, entityId: number) =>
  app.t.db.query<{ type: string; sub_type: string | null; message: string; user_id: number | null }>('SELECT type, sub_type, message, user_id FROM events WHERE entity_type = $1 AND entity_id = $2 ORDER BY id', [entityType, entityId]);

describe('Done', () => {
  it('resolves the review, approves the menu and makes its run the approved baseline', async () => {
    const { menuId, reviewTaskId, jobId } = await scrapedMenuInReview();
    const done = await gql<{ resolveDishReviewTask: { task: { status: string }; nextTask: unknown } }>('reviewer', DONE, { id: String(reviewTaskId) });
    expect(done.errors).toBeUndefined();
    expect(done.data!.resolveDishReviewTask).toMatchObject({ task: { status: 'RESOLVED' }, nextTask: null });
    expect(await menuRow(menuId)).toMatchObject({ status: 'APPROVED', last_approved_job_id: jobId });
    expect((await eventsOf('DISH_REVIEW_TASK', reviewTaskId)).at(-1)).toMatchObject({ type: 'RESOLVE', message: 'Task resolved: menu approved', user_id: ids.reviewer });
    expect((await eventsOf('MENU', menuId)).at(-1)).toMatchObject({ type: 'UPDATE', sub_type: 'APPROVED', message: `Menu approved on dish review task ${reviewTaskId} (run ${jobId})` });
  });

  it('refuses a stale resolve with CONFLICT and a role without the resolve permission, writing nothing', async () => {
    const { menuId, reviewTaskId } = await scrapedMenuInReview();
    const [{ modified_date: read }] = await app.t.db.query<{ modified_date: Date }>('SELECT modified_date FROM tasks WHERE id = $1', [reviewTaskId]);
    await gql('reviewer', 'mutation($id: ID!) { startDishReviewTask(id: $id) { id } }', { id: String(reviewTaskId) });
    const before = await reviewState(app.t.db, menuId, reviewTaskId);
    const stale = await gql('reviewer', DONE, { id: String(reviewTaskId), expected: new Date(read).toISOString() });
    expect(stale.errors?.[0].extensions?.type).toBe('CONFLICT');
    const trainee = await gql('trainee', DONE, { id: String(reviewTaskId) });
    expect(trainee.errors?.[0].extensions?.type).toBe('FORBIDDEN');
    expect(await reviewState(app.t.db, menuId, reviewTaskId)).toEqual(before);
  });
});

describe('rejecting an HTML menu', () => {
  it('sends the menu back with the comment and reopens its scraping task for the chosen scraper (REJECT_DISH_REVIEW_TASK)', async () => {
    const { menuId, reviewTaskId, scrapingTaskId } = await scrapedMenuInReview();
    const rejected = await gql<{ resolveDishReviewTaskByRejectHtmlMenu: { task: { status: string } } }>('reviewer', REJECT_HTML, {
      id: String(reviewTaskId),
      to: String(ids.otherScraper),
      status: 'REJECTED_RESCRAPE',
      comment: '  Prices are missing on the desserts  ',
    });
    expect(rejected.errors).toBeUndefined();
    expect(rejected.data!.resolveDishReviewTaskByRejectHtmlMenu.task.status).toBe('RESOLVED');
    const menu = await menuRow(menuId);
    expect(menu).toMatchObject({
      status: 'REJECTED_RESCRAPE',
      scraping_rejected_comment: 'Prices are missing on the desserts',
      scraping_rejected_by_id: ids.reviewer,
      scraping_rejected_assigned_to_id: ids.otherScraper,
      last_approved_job_id: null,
    });
    expect(menu.scraping_rejected_date).not.toBeNull();
    expect(await taskRow(scrapingTaskId)).toEqual({ status: 'REOPENED', reopen_reason: 'REJECT_DISH_REVIEW_TASK', assigned_to_id: ids.otherScraper, resolved_by_id: null });
    expect((await eventsOf('MENU_SCRAPING_TASK', scrapingTaskId)).at(-1)).toMatchObject({
      type: 'REOPEN',
      user_id: ids.reviewer,
      message: `Menu scraping task reopened: REJECT_DISH_REVIEW_TASK (dish review task ${reviewTaskId} rejected menu ${menuId})`,
    });
    expect((await eventsOf('MENU', menuId)).at(-1)).toMatchObject({ sub_type: 'REJECTED_RESCRAPE', message: `Menu rejected on dish review task ${reviewTaskId} (REJECTED_RESCRAPE): Prices are missing on the desserts` });
    expect((await eventsOf('DISH_REVIEW_TASK', reviewTaskId)).at(-1)).toMatchObject({ type: 'RESOLVE', message: 'Task resolved by rejecting the menu' });

    // The scraper reads the comment on the scraping task's page (its rescraping comments); a reader of neither menus
    // nor scraping tasks may not.
    const REJECTIONS = 'query($menuId: Int!) { menuScrapingRejections(menuId: $menuId) { comment source menuStatus dishReviewTaskId rejectedDate rejectedBy { databaseId } } }';
    const read = await gql<{ menuScrapingRejections: unknown[] }>('otherScraper', REJECTIONS, { menuId });
    expect(read.errors).toBeUndefined();
    expect(read.data!.menuScrapingRejections).toEqual([
      {
        comment: 'Prices are missing on the desserts',
        source: 'DISH_REVIEW',
        menuStatus: 'REJECTED_RESCRAPE',
        dishReviewTaskId: reviewTaskId,
        rejectedDate: expect.any(String),
        rejectedBy: { databaseId: ids.reviewer },
      },
    ]);
    expect((await gql('reporter', REJECTIONS, { menuId })).errors?.[0].extensions?.type).toBe('FORBIDDEN');

    // A comment set on the menu's page is one too, listed first as the newest.
    const set = await gql('reviewer', 'mutation($id: ID!, $to: ID) { setMenuScrapingRejectedComment(id: $id, scrapingRejectedComment: "Also the drinks", assignedToUserId: $to) { id } }', {
      id: String(menuId),
      to: String(ids.otherScraper),
    });
    expect(set.errors).toBeUndefined();
    const both = await gql<{ menuScrapingRejections: { comment: string; source: string; menuStatus: string | null }[] }>('otherScraper', REJECTIONS, { menuId });
    expect(both.data!.menuScrapingRejections.map(({ comment, source, menuStatus }) => ({ comment, source, menuStatus }))).toEqual([
      { comment: 'Also the drinks', source: 'MENU_PAGE', menuStatus: null },
      { comment: 'Prices are missing on the desserts', source: 'DISH_REVIEW', menuStatus: 'REJECTED_RESCRAPE' },
    ]);
  });

  it('REJECTED_NEW by a team leader who is not the assignee', async () => {
    const { menuId, reviewTaskId, scrapingTaskId } = await scrapedMenuInReview();
    const rejected = await gql('teamLeader', REJECT_HTML, { id: String(reviewTaskId), to: String(ids.scraper), status: 'REJECTED_NEW', comment: 'Wrong restaurant' });
    expect(rejected.errors).toBeUndefined();
    expect((await menuRow(menuId)).status).toBe('REJECTED_NEW');
    expect(await taskRow(scrapingTaskId)).toMatchObject({ status: 'REOPENED', assigned_to_id: ids.scraper });
  });

  it('hands a scraping task that is still open to the chosen scraper, its status kept, with an ASSIGN event', async () => {
    const { reviewTaskId, scrapingTaskId } = await scrapedMenuInReview();
    await app.t.db.query("UPDATE tasks SET status = 'STARTED', resolved_by_id = NULL, resolved_date = NULL, resolved_type = NULL WHERE id = $1", [scrapingTaskId]);
    const rejected = await gql('reviewer', REJECT_HTML, { id: String(reviewTaskId), to: String(ids.otherScraper), status: 'REJECTED_RESCRAPE', comment: 'Missing desserts' });
    expect(rejected.errors).toBeUndefined();
    expect(await taskRow(scrapingTaskId)).toMatchObject({ status: 'STARTED', assigned_to_id: ids.otherScraper, reopen_reason: null });
    expect((await eventsOf('MENU_SCRAPING_TASK', scrapingTaskId)).at(-1)).toMatchObject({ type: 'ASSIGN', user_id: ids.reviewer });
  });

  it("refuses a missing comment, a bad status, an assignee outside spec 2 section 6's roles, a non-assignee and a PDF menu, writing nothing", async () => {
    const { menuId, reviewTaskId } = await scrapedMenuInReview();
    const before = await reviewState(app.t.db, menuId, reviewTaskId);
    const reject = (person: 'reviewer' | 'otherReviewer', variables: Record<string, unknown>) =>
      gql(person, REJECT_HTML, { id: String(reviewTaskId), to: String(ids.otherScraper), status: 'REJECTED_NEW', comment: 'Wrong prices', ...variables });
    const validation: [Record<string, unknown>, string][] = [
      [{ comment: null }, 'Scraping rejection comment is required.'],
      [{ comment: '   ' }, 'Scraping rejection comment is required.'],
      [{ to: String(ids.definer) }, 'definer person cannot be given a rejected menu: rejecting a menu can assign to admins, team leaders and scrapers (junior, middle, senior, their reviewer and definer variants).'],
      [{ to: String(ids.reviewer) }, 'reviewer person cannot be given a rejected menu: rejecting a menu can assign to admins, team leaders and scrapers (junior, middle, senior, their reviewer and definer variants).'],
      [{ to: '999999' }, 'The chosen user does not exist or is disabled.'],
      [{ to: '' }, 'Assignee is required'],
    ];
    for (const [variables, message] of validation) {
      const refused = await reject('reviewer', variables);
      expect(refused.errors?.[0]).toMatchObject({ message, extensions: { type: 'VALIDATION' } });
    }
    // Not a DishReviewRejectMenuStatus: GraphQL itself refuses it before the resolver runs.
    const badStatus = await reject('reviewer', { status: 'APPROVED' });
    expect(badStatus.errors?.[0].message).toContain('DishReviewRejectMenuStatus');
    const notAssignee = await reject('otherReviewer', {});
    expect(notAssignee.errors?.[0]).toMatchObject({ message: 'Assign the task to yourself before working on it.', extensions: { type: 'FORBIDDEN' } });
    expect(await reviewState(app.t.db, menuId, reviewTaskId)).toEqual(before);

    const document = await documentMenuInReview();
    const pdf = await gql('reviewer', REJECT_HTML, { id: String(document.reviewTaskId), to: String(ids.scraper), status: 'REJECTED_NEW', comment: 'No' });
    expect(pdf.errors?.[0].message).toBe('Only an HTML menu can be rejected this way: reject a PDF or image menu as a document menu.');
    expect((await taskRow(document.reviewTaskId)).status).not.toBe('RESOLVED');
  });
});

describe('the people a rejection may go to', () => {
  const OPTIONS = '{ rejectMenuAssigneeOptions { databaseId name } }';

  it("answers whoever may reject (a reviewer, who may not list scraping tasks) with spec 2 section 6's roles only", async () => {
    expect((await gql('reviewer', '{ assigneeOptions(taskType: MENU_SCRAPING) { name } }')).errors?.[0].extensions?.type).toBe('FORBIDDEN');
    const answer = await gql<{ rejectMenuAssigneeOptions: { databaseId: number; name: string }[] }>('reviewer', OPTIONS);
    expect(answer.errors).toBeUndefined();
    const offered = answer.data!.rejectMenuAssigneeOptions.map((person) => person.databaseId);
    expect(offered).toEqual(expect.arrayContaining([ids.admin, ids.teamLeader, ids.scraper, ids.otherScraper]));
    // Reviewers and definers cannot be given a rejected menu, so they are not offered.
    expect(offered).not.toContain(ids.reviewer);
    expect(offered).not.toContain(ids.definer);
  });

  it('refuses a role that may not reject a menu', async () => {
    for (const person of ['definer', 'trainee'] as const) {
      expect((await gql(person, OPTIONS)).errors?.[0].extensions?.type).toBe('FORBIDDEN');
    }
  });
});

describe('rejecting a document menu', () => {
  it('sets REJECTED with the comment and reopens the scraping task for its last scraper', async () => {
    const { menuId, reviewTaskId, scrapingTaskId } = await documentMenuInReview();
    const missing = await gql('reviewer', REJECT_DOCUMENT, { id: String(reviewTaskId) });
    expect(missing.errors?.[0]).toMatchObject({ message: 'Scraping rejection comment is required.', extensions: { type: 'VALIDATION' } });
    expect((await menuRow(menuId)).status).toBe('SCRAPED');

    const rejected = await gql('reviewer', REJECT_DOCUMENT, { id: String(reviewTaskId), comment: 'The lunch file is missing' });
    expect(rejected.errors).toBeUndefined();
    expect(await menuRow(menuId)).toMatchObject({ status: 'REJECTED', scraping_rejected_comment: 'The lunch file is missing', scraping_rejected_assigned_to_id: ids.scraper });
    expect(await taskRow(scrapingTaskId)).toEqual({ status: 'REOPENED', reopen_reason: 'REJECT_DISH_REVIEW_TASK', assigned_to_id: ids.scraper, resolved_by_id: null });
    expect((await taskRow(reviewTaskId)).status).toBe('RESOLVED');
  });

  it('refuses an HTML menu', async () => {
    const { menuId, reviewTaskId } = await scrapedMenuInReview();
    const before = await reviewState(app.t.db, menuId, reviewTaskId);
    const refused = await gql('reviewer', REJECT_DOCUMENT, { id: String(reviewTaskId), comment: 'No' });
    expect(refused.errors?.[0].message).toBe('Only a PDF or image menu can be rejected as a document menu.');
    expect(await reviewState(app.t.db, menuId, reviewTaskId)).toEqual(before);
  });
});

describe('rescraping from dish review', () => {
  it('schedules a run (debug mode on an HTML menu when asked) and resolves the review', async () => {
    const { menuId, reviewTaskId, jobId } = await scrapedMenuInReview();
    const rescraped = await gql('admin', RESCRAPE, { id: String(reviewTaskId), debug: true });
    expect(rescraped.errors).toBeUndefined();
    const jobs = await app.t.db.query<{ id: number; kind: string; reason: string; is_debug_mode: boolean; status: string; requested_by_id: number }>(
      'SELECT id, kind, reason, is_debug_mode, status, requested_by_id FROM scraping_jobs WHERE menu_id = $1 AND id > $2',
      [menuId, jobId],
    );
    expect(jobs).toEqual([expect.objectContaining({ kind: 'HTML_SCRAPING', reason: 'RESCRAPE', is_debug_mode: true, status: 'IN_PROGRESS', requested_by_id: ids.admin })]);
    expect((await menuRow(menuId)).status).toBe('SCRAPE_SCHEDULED');
    expect((await taskRow(reviewTaskId)).status).toBe('RESOLVED');
    expect((await eventsOf('DISH_REVIEW_TASK', reviewTaskId)).at(-1)).toMatchObject({ type: 'RESOLVE', message: 'Task resolved by rescraping the menu' });
  });

  it('refuses debug mode on a PDF menu, writing nothing, and rescrapes it with the document engine', async () => {
    const { menuId, reviewTaskId } = await documentMenuInReview();
    const before = await reviewState(app.t.db, menuId, reviewTaskId);
    const refused = await gql('reviewer', RESCRAPE, { id: String(reviewTaskId), debug: true });
    expect(refused.errors?.[0]).toMatchObject({ message: 'Debug mode scraping is only for HTML menus.', extensions: { type: 'VALIDATION' } });
    expect(await reviewState(app.t.db, menuId, reviewTaskId)).toEqual(before);
    const rescraped = await gql('reviewer', RESCRAPE, { id: String(reviewTaskId) });
    expect(rescraped.errors).toBeUndefined();
    const jobs = await app.t.db.query<{ kind: string; reason: string }>('SELECT kind, reason FROM scraping_jobs WHERE menu_id = $1', [menuId]);
    expect(jobs).toEqual([{ kind: 'DOCUMENT_SCRAPING', reason: 'RESCRAPE' }]);
  });
});
