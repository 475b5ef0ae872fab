// Dish review's upload of a corrected menu data file through the real endpoint: the structure checks with the spec's
// messages, the identical-upload refusal, the item checks, and the file applied as the menu's new content (updated by
// id, created for a null id, deleted when left out), with its history in the same transaction.
import { describe, expect, it } from 'vitest';
import { DISH_FILE_FIELDS, MENU_TITLE_FILE_FIELDS } from '../../domain/dishReviewSchemas';
import { dishHashOf, titleHashOf } from '../../server/dishReview/dishReviewEdits';
import { STORED_DISH_SELECT, STORED_TITLE_SELECT, type StoredDish, type StoredTitle } from '../../server/menus/menuItemRows';
import { dishReviewTestApp, reviewState, TASK_RESOLUTION } from './dishReviewSupport';

const { app, gql, scrapedMenuInReview } = dishReviewTestApp();

const SAVE = `mutation($id: ID!, $titles: JSON, $dishes: JSON) {
  saveDishReviewTask(id: $id, uploadedMenuTitlesData: $titles, uploadedDishesData: $dishes) { id status }
}`;
const DONE = `mutation($id: ID!, $titles: JSON, $dishes: JSON) {
  resolveDishReviewTask(id: $id, uploadedMenuTitlesData: $titles, uploadedDishesData: $dishes) { ${TASK_RESOLUTION} }
}`;

type Item = Record<string, unknown>;

/** The menu's live items as the download gives them: the file's fields, in menu order. */
async function downloadedFile(menuId: number): Promise<{ menuTitles: Item[]; dishes: Item[] }> {
  const titles = await app.t.db.query<Item>(
    `SELECT id, menu_id AS "menuId", parent_id AS "parentId", title, description, diets, addons, misc_info AS "miscInfo", allergens, nutritions, calories
       FROM menu_titles WHERE menu_id = $1 AND NOT is_deleted ORDER BY position, id`,
    [menuId],
  );
  const dishes = await app.t.db.query<Item>(
    `SELECT id, menu_id AS "menuId", menu_title_id AS "menuTitleId", name, description, ingredients, price, diets, addons, misc_info AS "miscInfo",
       allergens, nutritions, calories FROM dishes WHERE menu_id = $1 AND NOT is_deleted ORDER BY position, id`,
    [menuId],
  );
  const pick = (item: Item, fields: readonly string[]) => Object.fromEntries(fields.map((field) => [field, item[field]]));
  return { menuTitles: titles.map((title) => pick(title, MENU_TITLE_FILE_FIELDS)), dishes: dishes.map((dish) => pick(dish, DISH_FILE_FIELDS)) };
}

const upload = (reviewTaskId: number, titles: unknown, dishes: unknown) => gql<{ saveDishReviewTask: { status: string } }>('reviewer', SAVE, { id: String(reviewTaskId), titles, dishes });

describe('uploading a menu data file on dish review', () => {
  it("refuses a file of the wrong structure with the spec's messages, and one identical to the stored data, writing nothing", async () => {
    const { menuId, reviewTaskId } = await scrapedMenuInReview();
    const file = await downloadedFile(menuId);
    const before = await reviewState(app.t.db, menuId, reviewTaskId);
    const { parentId: _parentId, ...titleWithoutParent } = file.menuTitles[0];
    const { price: _price, ...dishWithoutPrice } = file.dishes[1];
    const cases: [unknown, unknown, string][] = [
      [file.menuTitles, null, 'Invalid JSON format. Expected {menuTitles: [], dishes: []}'],
      [null, file.dishes, 'Invalid JSON format. Expected {menuTitles: [], dishes: []}'],
      [{ titles: [] }, file.dishes, 'menuTitles must be an array'],
      [[titleWithoutParent, ...file.menuTitles.slice(1)], file.dishes, 'Menu title 1 must have parentId'],
      [['Starters'], file.dishes, 'Menu title 1 must be an object'],
      [file.menuTitles, 'dishes', 'dishes must be an array'],
      [file.menuTitles, [file.dishes[0], dishWithoutPrice], 'Dish 2 must have price'],
      [file.menuTitles, file.dishes, 'Uploaded data is identical to current data'],
    ];
    for (const [titles, dishes, message] of cases) {
      const refused = await upload(reviewTaskId, titles, dishes);
      expect(refused.errors?.[0]).toMatchObject({ message, extensions: { type: 'VALIDATION' } });
    }
    expect(await reviewState(app.t.db, menuId, reviewTaskId)).toEqual(before);
  });

  it("refuses ids that are not the menu's, another menu's menuId, a parent or section not in the file, and a title cycle", async () => {
    const { menuId, reviewTaskId } = await scrapedMenuInReview();
    const other = await scrapedMenuInReview();
    const file = await downloadedFile(menuId);
    const otherFile = await downloadedFile(other.menuId);
    const before = await reviewState(app.t.db, menuId, reviewTaskId);
    const [t1, t2] = file.menuTitles;
    const withDish = (index: number, change: Item) => file.dishes.map((dish, at) => (at === index ? { ...dish, ...change } : dish));
    const withTitle = (index: number, change: Item) => file.menuTitles.map((title, at) => (at === index ? { ...title, ...change } : title));
    const cases: [unknown, unknown, string][] = [
      [file.menuTitles, withDish(1, { id: otherFile.dishes[0].id }), `Dish 2: id ${String(otherFile.dishes[0].id)} is not an item of menu ${menuId}`],
      [file.menuTitles, withDish(1, { id: '12' }), 'Dish 2: id must be a number, or null for a new item'],
      [file.menuTitles, withDish(1, { id: file.dishes[0].id }), `Dish 2: id ${String(file.dishes[0].id)} appears more than once in the file`],
      [file.menuTitles, withDish(0, { menuId: other.menuId }), `Dish 1: menuId must be ${menuId} (the task's menu)`],
      [file.menuTitles, withDish(0, { menuTitleId: otherFile.menuTitles[0].id }), `Dish 1: menuTitleId ${String(otherFile.menuTitles[0].id)} is not a menu title of the file`],
      [withTitle(1, { parentId: 424242 }), file.dishes, 'Menu title 2: parentId 424242 is not a menu title of the file'],
      [withTitle(0, { parentId: t2.id }).map((title, at) => (at === 1 ? { ...title, parentId: t1.id } : title)), file.dishes, 'Menu title 1: parentId makes the title its own ancestor'],
      [file.menuTitles, withDish(0, { name: '  ' }), 'Dish 1: name is required'],
      [withTitle(0, { title: null }), file.dishes, 'Menu title 1: title is required'],
    ];
    for (const [titles, dishes, message] of cases) {
      const refused = await upload(reviewTaskId, titles, dishes);
      expect(refused.errors?.[0]).toMatchObject({ message, extensions: { type: 'VALIDATION' } });
    }
    expect(await reviewState(app.t.db, menuId, reviewTaskId)).toEqual(before);
  });

  it('applies the file as a replacement: updated by id, created for a null id, left out deleted; counts and history follow', async () => {
    const { menuId, reviewTaskId } = await scrapedMenuInReview();
    const file = await downloadedFile(menuId);
    // A title whose dishes all go with it, and one more dish dropped elsewhere.
    const droppedTitle = file.menuTitles.find((title) => file.dishes.some((dish) => dish.menuTitleId === title.id) && !file.menuTitles.some((child) => child.parentId === title.id))!;
    const keptTitle = file.menuTitles.find((title) => title.id !== droppedTitle.id && file.dishes.some((dish) => dish.menuTitleId === title.id))!;
    const droppedDishes = file.dishes.filter((dish) => dish.menuTitleId === droppedTitle.id).map((dish) => dish.id);
    const keptDishes = file.dishes.filter((dish) => dish.menuTitleId !== droppedTitle.id);
    const alsoDropped = keptDishes.at(-1)!;
    const renamed = keptDishes[0];
    const newDish = { ...renamed, id: null, name: 'Chef special', price: '£12.50', description: 'Only on Fridays', menuTitleId: keptTitle.id };
    const dishes = [{ ...renamed, name: 'Renamed dish', price: '£1.00' }, newDish, ...keptDishes.slice(1, -1)];
    const titles = file.menuTitles.filter((title) => title.id !== droppedTitle.id);
    const eventsBefore = (await app.t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM events'))[0].count;

    const saved = await upload(reviewTaskId, titles, dishes);
    expect(saved.errors).toBeUndefined();

    const stored = await app.t.db.query<{ id: number; name: string; price: string | null; is_deleted: boolean; change_status: string | null; identity_key: string; menu_title_id: number | null; position: number }>(
      'SELECT id, name, price, is_deleted, change_status, identity_key, menu_title_id, position FROM dishes WHERE menu_id = $1 ORDER BY id',
      [menuId],
    );
    const byId = new Map(stored.map((dish) => [dish.id, dish]));
    expect(byId.get(renamed.id as number)).toMatchObject({ name: 'Renamed dish', price: '£1.00', is_deleted: false, position: 0 });
    const created = stored.filter((dish) => !file.dishes.some((item) => item.id === dish.id));
    expect(created).toEqual([expect.objectContaining({ name: 'Chef special', price: '£12.50', is_deleted: false, change_status: 'CREATED', menu_title_id: keptTitle.id, position: 1 })]);
    expect(created[0].identity_key).toMatch(/^~review~/);
    for (const id of [...droppedDishes, alsoDropped.id]) expect(byId.get(id as number)).toMatchObject({ is_deleted: true, change_status: 'DELETED' });
    const [title] = await app.t.db.query<{ is_deleted: boolean; dish_count: number }>('SELECT is_deleted, dish_count FROM menu_titles WHERE id = $1', [droppedTitle.id]);
    expect(title).toEqual({ is_deleted: true, dish_count: 0 });

    // The file as uploaded is now the menu's data: downloading gives it back, ids filled in.
    const after = await downloadedFile(menuId);
    expect(after.dishes.map((dish) => dish.name)).toEqual(dishes.map((dish) => dish.name));
    expect(after.menuTitles.map((row) => row.id)).toEqual(titles.map((row) => row.id));
    const [menu] = await app.t.db.query<{ dish_count: number }>('SELECT dish_count FROM menus WHERE id = $1', [menuId]);
    expect(menu.dish_count).toBe(dishes.length);
    const counts = await app.t.db.query<{ id: number; dish_count: number }>('SELECT id, dish_count FROM menu_titles WHERE menu_id = $1 AND NOT is_deleted', [menuId]);
    for (const row of counts) expect(row.dish_count).toBe(after.dishes.filter((dish) => dish.menuTitleId === row.id).length);

    const [event] = await app.t.db.query<{ message: string; data: { upload: Record<string, number[]> } }>(
      "SELECT message, data FROM events WHERE entity_type = 'DISH_REVIEW_TASK' AND entity_id = $1 AND type = 'SAVE' ORDER BY id DESC LIMIT 1",
      [reviewTaskId],
    );
    expect(event.message).toBe('Task saved: menu data uploaded');
    expect(event.data.upload).toMatchObject({ createdDishIds: [created[0].id], updatedDishIds: expect.arrayContaining([renamed.id]), deletedTitleIds: [droppedTitle.id] });
    expect(event.data.upload.deletedDishIds.sort()).toEqual([...droppedDishes, alsoDropped.id].sort());
    expect((await app.t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM events'))[0].count).toBe(eventsBefore + 1);

    // The same file again is now identical.
    const again = await upload(reviewTaskId, after.menuTitles, after.dishes);
    expect(again.errors?.[0].message).toBe('Uploaded data is identical to current data');
  });

  it('writes every item as the file says: text kept, hashes by the scraping rule, title paths and counts, new items in file order', async () => {
    const { menuId, reviewTaskId } = await scrapedMenuInReview();
    const file = await downloadedFile(menuId);
    const [first, second] = file.menuTitles;
    // The first title renamed and made a root, the second moved under it, a new title under it at the end.
    const odd = 'a,b {c} "quoted" back\\slash it\'s ünï';
    const titles = [
      { ...first, parentId: null, title: `Renamed ${odd}` },
      { ...second, parentId: first.id },
      ...file.menuTitles.slice(2),
      { id: null, menuId, parentId: first.id, title: 'Brand new section', description: null, diets: null, addons: null, miscInfo: null, allergens: null, nutritions: null, calories: '120' },
    ];
    const newDish = (name: string, menuTitleId: unknown) => ({ ...file.dishes[0], id: null, name, menuTitleId, price: null, description: odd });
    const dishes = [
      { ...file.dishes[0], name: 'NULL', description: odd, price: '' },
      newDish('New one', second.id),
      ...file.dishes.slice(1),
      newDish('New two', null),
      newDish('New three', first.id),
    ];
    const saved = await upload(reviewTaskId, titles, dishes);
    expect(saved.errors).toBeUndefined();

    const storedTitles = await app.t.db.query<StoredTitle & { change_status: string | null; dish_count: number; child_dish_count: number }>(
      `SELECT ${STORED_TITLE_SELECT}, change_status, dish_count, child_dish_count FROM menu_titles WHERE menu_id = $1 AND NOT is_deleted ORDER BY position, id`,
      [menuId],
    );
    const storedDishes = await app.t.db.query<StoredDish & { change_status: string | null; identity_key: string; menu_title_path: string[] }>(
      `SELECT ${STORED_DISH_SELECT}, change_status, identity_key, menu_title_path FROM dishes WHERE menu_id = $1 AND NOT is_deleted ORDER BY position, id`,
      [menuId],
    );
    expect(storedTitles.map((title) => title.position)).toEqual(titles.map((_title, index) => index));
    expect(storedDishes.map((dish) => [dish.position, dish.name])).toEqual(dishes.map((dish, index) => [index, dish.name]));
    expect(storedTitles[0]).toMatchObject({ title: `Renamed ${odd}`, parent_id: null });
    expect(storedTitles[1].parent_id).toBe(first.id);
    expect(storedTitles.at(-1)).toMatchObject({ title: 'Brand new section', parent_id: first.id, calories: '120', change_status: 'CREATED', is_placeholder: false });
    expect(storedDishes[0]).toMatchObject({ name: 'NULL', description: odd, price: null });
    for (const title of storedTitles) expect(title.hash).toBe(titleHashOf(title));
    for (const dish of storedDishes) expect(dish.hash).toBe(dishHashOf(dish));

    // The created dishes: CREATED with review keys, ids rising in the file's order, as the history event lists them.
    const created = storedDishes.filter((dish) => dish.change_status === 'CREATED');
    expect(created.map((dish) => dish.name)).toEqual(['New one', 'New two', 'New three']);
    expect(created.map((dish) => dish.menu_title_id)).toEqual([second.id, null, first.id]);
    expect(created.map((dish) => dish.id)).toEqual([...created.map((dish) => dish.id)].sort((a, b) => a - b));
    for (const dish of created) expect(dish.identity_key).toMatch(/^~review~/);
    const [event] = await app.t.db.query<{ data: { upload: Record<string, number[]> } }>(
      "SELECT data FROM events WHERE entity_type = 'DISH_REVIEW_TASK' AND entity_id = $1 AND type = 'SAVE' ORDER BY id DESC LIMIT 1",
      [reviewTaskId],
    );
    expect(event.data.upload.createdDishIds).toEqual(created.map((dish) => dish.id));
    expect(event.data.upload.createdTitleIds).toEqual([storedTitles.at(-1)!.id]);

    // Each dish's path is its title's chain from the root; each title counts its own dishes and its descendants'.
    const byId = new Map(storedTitles.map((title) => [title.id, title]));
    const chainOf = (id: number | null) => {
      const ids: number[] = [];
      for (let at = id; at !== null && byId.has(at); at = byId.get(at)!.parent_id) ids.unshift(at);
      return ids;
    };
    const direct = new Map<number, number>();
    const below = new Map<number, number>();
    for (const dish of storedDishes) {
      const chain = chainOf(dish.menu_title_id);
      expect(dish.menu_title_path).toEqual(chain.map((id) => byId.get(id)!.title));
      if (chain.length) direct.set(chain.at(-1)!, (direct.get(chain.at(-1)!) ?? 0) + 1);
      for (const id of chain.slice(0, -1)) below.set(id, (below.get(id) ?? 0) + 1);
    }
    expect(storedDishes[1].menu_title_path).toEqual([`Renamed ${odd}`, second.title]);
    for (const title of storedTitles) expect([title.dish_count, title.child_dish_count]).toEqual([direct.get(title.id) ?? 0, below.get(title.id) ?? 0]);
  });

  it('brings a deleted item back when the file names its id, and Done applies the file before approving', async () => {
    const { menuId, reviewTaskId, jobId } = await scrapedMenuInReview();
    const file = await downloadedFile(menuId);
    const [first, ...rest] = file.dishes;
    expect((await upload(reviewTaskId, file.menuTitles, rest)).errors).toBeUndefined();
    const done = await gql<{ resolveDishReviewTask: { task: { status: string } } }>('reviewer', DONE, { id: String(reviewTaskId), titles: file.menuTitles, dishes: file.dishes });
    expect(done.errors).toBeUndefined();
    expect(done.data!.resolveDishReviewTask.task.status).toBe('RESOLVED');
    const [dish] = await app.t.db.query<{ is_deleted: boolean; change_status: string }>('SELECT is_deleted, change_status FROM dishes WHERE id = $1', [first.id]);
    expect(dish).toEqual({ is_deleted: false, change_status: 'RESTORED' });
    const [menu] = await app.t.db.query<{ status: string; last_approved_job_id: number }>('SELECT status, last_approved_job_id FROM menus WHERE id = $1', [menuId]);
    expect(menu).toEqual({ status: 'APPROVED', last_approved_job_id: jobId });
  });
});
