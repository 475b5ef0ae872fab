// Dish review's save with edits in place, the bulk dish statuses, who may do either, and stale writes, through the real
// endpoint on a menu really scraped from a demo site (PGlite, or PostgreSQL with DATABASE_URL).
import { describe, expect, it } from 'vitest';
import { hashDish } from '../../server/scraping/hash';
import { dishReviewTestApp, reviewState } from './dishReviewSupport';

const { app, ids, gql, runScrapeJob, scrapedMenuInReview } = dishReviewTestApp();

const SAVE = `mutation($id: ID!, $expected: DateTime, $menuId: Int, $titles: [MenuTitleEditInput!], $dishes: [DishEditInput!]) {
  saveDishReviewTask(id: $id, expectedModifiedDate: $expected, menuId: $menuId, menuTitlesData: $titles, dishesData: $dishes) { id status modifiedDate }
}`;
const STATUSES = `mutation($items: [DishStatusInput!]!) { setDishStatusesByIds(items: $items) { id databaseId name menuId reviewStatus } }`;

interface DishRow {
  id: number;
  menu_title_id: number | null;
  name: string;
  price: string | null;
  description: string | null;
  ingredients: string | null;
  calories: string | null;
  diets: string | null;
  addons: string | null;
  misc_info: string | null;
  allergens: string | null;
  nutritions: string | null;
  is_corrupt: boolean;
  hash: string;
  menu_title_path: string[];
  review_status: string | null;
}

const dishesOf = (menuId: number) => app.t.db.query<DishRow>('SELECT * FROM dishes WHERE menu_id = $1 AND NOT is_deleted ORDER BY position, id', [menuId]);
const titlesOf = (menuId: number) =>
  app.t.db.query<{ id: number; title: string; dish_count: number; hash: string }>('SELECT id, title, dish_count, hash FROM menu_titles WHERE menu_id = $1 AND NOT is_deleted ORDER BY position, id', [menuId]);
const taskEvents = (taskId: number) =>
  app.t.db.query<{ type: string; sub_type: string | null; message: string; data: Record<string, unknown> }>(
    "SELECT type, sub_type, message, data FROM events WHERE entity_type = 'DISH_REVIEW_TASK' AND entity_id = $1 ORDER BY id",
    [taskId],
  );

/** The dish's hash by the scraper's own rule (server/scraping/hash.ts), from its stored values. */
const scraperHash = (dish: DishRow) =>
  hashDish({
    name: dish.name,
    description: dish.description,
    price: dish.price,
    calories: dish.calories,
    diets: dish.diets,
    addons: dish.addons,
    miscInfo: dish.misc_info,
    allergens: dish.allergens,
    ingredients: dish.ingredients,
    nutritions: dish.nutritions,
    isCorrupt: dish.is_corrupt,
  });

describe('saving dish review edits', () => {
  it('changes only the given fields, rehashes as the scraper does, keeps paths and counts right, and records the save', async () => {
    const { menuId, reviewTaskId } = await scrapedMenuInReview();
    const dishes = await dishesOf(menuId);
    const first = dishes.find((dish) => dish.menu_title_id !== null)!;
    const title = (await titlesOf(menuId)).find((row) => row.id === first.menu_title_id)!;
    const second = dishes.find((dish) => dish.id !== first.id && dish.description !== null) ?? dishes[1];
    const saved = await gql<{ saveDishReviewTask: { status: string } }>('reviewer', SAVE, {
      id: String(reviewTaskId),
      menuId,
      titles: [{ id: title.id, title: '  Starters   to share ' }],
      dishes: [
        { id: first.id, price: '£9.99' },
        { id: second.id, description: null, allergens: 'Nuts' },
      ],
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveDishReviewTask.status).toBe('STARTED');

    const after = await dishesOf(menuId);
    const firstAfter = after.find((dish) => dish.id === first.id)!;
    const secondAfter = after.find((dish) => dish.id === second.id)!;
    expect(firstAfter).toMatchObject({ name: first.name, price: '£9.99', description: first.description });
    expect(secondAfter).toMatchObject({ name: second.name, price: second.price, description: null, allergens: 'Nuts' });
    for (const dish of [firstAfter, secondAfter]) expect(dish.hash).toBe(scraperHash(dish));
    expect(firstAfter.hash).not.toBe(first.hash);
    // The title is stored as a scrape stores text (spaces collapsed), and its dishes' paths follow it.
    const titleAfter = (await titlesOf(menuId)).find((row) => row.id === title.id)!;
    expect(titleAfter.title).toBe('Starters to share');
    expect(titleAfter.hash).not.toBe(title.hash);
    expect(firstAfter.menu_title_path.at(-1)).toBe('Starters to share');
    expect(titleAfter.dish_count).toBe(title.dish_count);
    const untouched = after.filter((dish) => dish.id !== first.id && dish.id !== second.id);
    expect(untouched.map(({ hash, name, price }) => ({ hash, name, price }))).toEqual(
      dishes.filter((dish) => dish.id !== first.id && dish.id !== second.id).map(({ hash, name, price }) => ({ hash, name, price })),
    );

    const events = await taskEvents(reviewTaskId);
    expect(events.at(-1)).toMatchObject({ type: 'SAVE', message: 'Task saved', data: { menuId, editedTitleIds: [title.id], editedDishIds: [first.id, second.id], upload: null } });
  });

  it("rehashes so the next run compares with what the reviewer left: the site's price comes back as a significant update", async () => {
    const { menuId, reviewTaskId, jobId } = await scrapedMenuInReview();
    const [dish] = await dishesOf(menuId);
    const edit = (price: string | null) => gql('reviewer', SAVE, { id: String(reviewTaskId), dishes: [{ id: dish.id, price }] });
    expect((await edit('£1.00')).errors).toBeUndefined();
    // The next run finds the site's price again: the reviewer's change shows as a significant update of that dish.
    await app.t.db.query("INSERT INTO scraping_jobs (kind, menu_id, status, reason, instructions_version) SELECT 'HTML_SCRAPING', id, 'IN_PROGRESS', 'RESCRAPE', scraping_instructions_version FROM menus WHERE id = $1", [menuId]);
    const [{ id: rerunId }] = await app.t.db.query<{ id: number }>('SELECT max(id)::int AS id FROM scraping_jobs WHERE menu_id = $1', [menuId]);
    expect(rerunId).toBeGreaterThan(jobId);
    await runScrapeJob(rerunId);
    const [change] = await app.t.db.query<{ change_status: string }>("SELECT change_status FROM scraping_job_item_changes WHERE job_id = $1 AND item_kind = 'DISH' AND item_id = $2", [rerunId, dish.id]);
    expect(change.change_status).toBe('UPDATED_SIGNIFICANTLY');
    const [rescraped] = (await dishesOf(menuId)).filter((row) => row.id === dish.id);
    expect(rescraped.hash).toBe(dish.hash);
  });

  it('refuses an item of another menu, an emptied name or title, and a menuId that is not the task\'s, writing nothing', async () => {
    const { menuId, reviewTaskId } = await scrapedMenuInReview();
    const other = await scrapedMenuInReview();
    const [dish, nextDish] = await dishesOf(menuId);
    const [otherDish] = await dishesOf(other.menuId);
    const [title] = await titlesOf(menuId);
    const before = await reviewState(app.t.db, menuId, reviewTaskId);
    const cases: [Record<string, unknown>, string][] = [
      [{ dishes: [{ id: otherDish.id, name: 'Stolen' }] }, `Dish ${otherDish.id} is not an item of menu ${menuId}`],
      [{ dishes: [{ id: dish.id, price: '£2' }, { id: nextDish.id, name: '   ' }] }, `Dish ${nextDish.id}: the name is required`],
      [{ dishes: [{ id: dish.id, price: '£2' }, { id: dish.id, price: '£3' }] }, `Dish ${dish.id} is edited twice in one save`],
      [{ titles: [{ id: title.id, title: '' }] }, `Menu title ${title.id}: the title is required`],
      [{ menuId: other.menuId, dishes: [{ id: dish.id, price: '£2' }] }, `menuId must be ${menuId}, the menu of this dish review task`],
    ];
    for (const [variables, message] of cases) {
      const refused = await gql('reviewer', SAVE, { id: String(reviewTaskId), ...variables });
      expect(refused.errors?.[0]).toMatchObject({ message, extensions: { type: 'VALIDATION' } });
    }
    expect(await reviewState(app.t.db, menuId, reviewTaskId)).toEqual(before);
  });

  it('refuses a stale save with CONFLICT', async () => {
    const { menuId, reviewTaskId } = await scrapedMenuInReview();
    const [dish] = await dishesOf(menuId);
    const first = await gql<{ saveDishReviewTask: { modifiedDate: string } }>('reviewer', SAVE, { id: String(reviewTaskId), dishes: [{ id: dish.id, price: '£3' }] });
    const read = first.data!.saveDishReviewTask.modifiedDate;
    expect((await gql('reviewer', SAVE, { id: String(reviewTaskId), expected: read, dishes: [{ id: dish.id, price: '£4' }] })).errors).toBeUndefined();
    const before = await reviewState(app.t.db, menuId, reviewTaskId);
    const stale = await gql('reviewer', SAVE, { id: String(reviewTaskId), expected: read, dishes: [{ id: dish.id, price: '£5' }] });
    expect(stale.errors?.[0].extensions?.type).toBe('CONFLICT');
    expect(await reviewState(app.t.db, menuId, reviewTaskId)).toEqual(before);
  });
});

describe('who may save a dish review', () => {
  it('refuses a role without dishReviewTask.resolve and a reviewer who is not the assignee; an admin and a team leader may act unassigned', async () => {
    const { menuId, reviewTaskId } = await scrapedMenuInReview();
    const [dish] = await dishesOf(menuId);
    const before = await reviewState(app.t.db, menuId, reviewTaskId);
    const save = (person: 'trainee' | 'otherReviewer' | 'admin' | 'teamLeader', price: string) => gql(person, SAVE, { id: String(reviewTaskId), dishes: [{ id: dish.id, price }] });
    expect((await save('trainee', '£1')).errors?.[0].extensions?.type).toBe('FORBIDDEN');
    expect((await save('otherReviewer', '£1')).errors?.[0]).toMatchObject({ message: 'Assign the task to yourself before working on it.', extensions: { type: 'FORBIDDEN' } });
    expect(await reviewState(app.t.db, menuId, reviewTaskId)).toEqual(before);
    expect((await save('admin', '£2')).errors).toBeUndefined();
    expect((await save('teamLeader', '£3')).errors).toBeUndefined();
    expect((await dishesOf(menuId)).find((row) => row.id === dish.id)!.price).toBe('£3');
  });
});

describe('setting dish statuses in bulk', () => {
  it('writes each status, answers the dishes, and records one event on the review task', async () => {
    const { menuId, reviewTaskId } = await scrapedMenuInReview();
    const [a, b, c] = await dishesOf(menuId);
    const taskBefore = await app.t.db.query('SELECT modified_date FROM tasks WHERE id = $1', [reviewTaskId]);
    const set = await gql<{ setDishStatusesByIds: { databaseId: number; name: string; menuId: number; reviewStatus: string }[] }>('reviewer', STATUSES, {
      items: [
        { id: a.id, status: 'APPROVED' },
        { id: b.id, status: 'FLAGGED' },
        { id: c.id, status: 'EXCLUDED' },
      ],
    });
    expect(set.errors).toBeUndefined();
    expect(set.data!.setDishStatusesByIds).toEqual(
      [a, b, c].map((dish, index) => expect.objectContaining({ databaseId: dish.id, name: dish.name, menuId, reviewStatus: ['APPROVED', 'FLAGGED', 'EXCLUDED'][index] })),
    );
    const stored = await dishesOf(menuId);
    expect(stored.slice(0, 3).map((dish) => dish.review_status)).toEqual(['APPROVED', 'FLAGGED', 'EXCLUDED']);
    const events = (await taskEvents(reviewTaskId)).filter((event) => event.sub_type === 'DISH_STATUSES');
    expect(events).toHaveLength(1);
    expect(events[0].message).toBe(`Dish statuses set on menu ${menuId}: 1 APPROVED, 1 FLAGGED, 1 EXCLUDED`);
    // The page's pending save stays valid: the task's version did not move.
    expect(await app.t.db.query('SELECT modified_date FROM tasks WHERE id = $1', [reviewTaskId])).toEqual(taskBefore);

    const cleared = await gql('teamLeader', STATUSES, { items: [{ id: a.id, status: null }] });
    expect(cleared.errors).toBeUndefined();
    expect((await dishesOf(menuId))[0].review_status).toBeNull();
  });

  it('refuses dishes of two menus, an unknown dish, a caller who may not work the review, and a done review, writing nothing', async () => {
    const { menuId, reviewTaskId } = await scrapedMenuInReview();
    const other = await scrapedMenuInReview();
    const [dish] = await dishesOf(menuId);
    const [otherDish] = await dishesOf(other.menuId);
    const before = await reviewState(app.t.db, menuId, reviewTaskId);
    const twoMenus = await gql('reviewer', STATUSES, { items: [{ id: dish.id, status: 'APPROVED' }, { id: otherDish.id, status: 'APPROVED' }] });
    expect(twoMenus.errors?.[0]).toMatchObject({ message: 'The dishes must all be on one menu.', extensions: { type: 'VALIDATION' } });
    const unknown = await gql('reviewer', STATUSES, { items: [{ id: 999999, status: 'APPROVED' }] });
    expect(unknown.errors?.[0].message).toBe('Dish 999999 does not exist.');
    const notAssignee = await gql('otherReviewer', STATUSES, { items: [{ id: dish.id, status: 'FLAGGED' }] });
    expect(notAssignee.errors?.[0]).toMatchObject({ message: 'Assign the task to yourself before working on it.', extensions: { type: 'FORBIDDEN' } });
    const noPermission = await gql('scraper', STATUSES, { items: [{ id: dish.id, status: 'FLAGGED' }] });
    expect(noPermission.errors?.[0].extensions?.type).toBe('FORBIDDEN');
    expect(await reviewState(app.t.db, menuId, reviewTaskId)).toEqual(before);

    await app.t.db.query("UPDATE tasks SET status = 'RESOLVED', resolved_by_id = $2, resolved_date = now() WHERE id = $1", [reviewTaskId, ids.reviewer]);
    const done = await gql('reviewer', STATUSES, { items: [{ id: dish.id, status: 'FLAGGED' }] });
    expect(done.errors?.[0].extensions?.type).toBe('CONFLICT');
    expect((await dishesOf(menuId))[0].review_status).toBeNull();
  });
});
