// List inputs are capped before any resolver (server/graphql/listInputLimits.ts): createMenus took 3,000 items for 8 s
// while every other request on PGlite waited. A capped batch is written set-based, with its history, in one transaction.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../server/db/database';
import { createMenus } from '../../server/menus/menuDetailWrites';
import { createBrandWithGatewayTask } from '../support/taskFixtures';
import { taskApiTestApp } from './taskApiSupport';

const { app, gql, countRows } = taskApiTestApp();
const CREATE_MANY = 'mutation($data: [CreateMenuInput!]!) { createMenus(data: $data) { databaseId url format status } }';
let brandId: number;

beforeAll(async () => {
  ({ brandId } = await createBrandWithGatewayTask(app.t.db));
});

const menus = (count: number, prefix: string) => Array.from({ length: count }, (_, index) => ({ brandId, url: `https://brand.example.com/${prefix}/${index}`, format: 'HTML' }));
const stored = async () => ({ menus: await countRows('SELECT 1 FROM menus'), events: await countRows('SELECT 1 FROM events') });

describe('list inputs are capped', () => {
  it('refuses 101 menus in createMenus with the limit, and writes nothing', async () => {
    const before = await stored();
    const result = await gql('admin', CREATE_MANY, { data: menus(101, 'over') });
    expect(result.errors?.[0]).toMatchObject({ message: 'data of createMenus takes at most 100 items; 101 were sent.', extensions: { type: 'VALIDATION', field: 'Mutation.createMenus(data:)' } });
    expect(result.data ?? null).toBeNull();
    expect(await stored()).toEqual(before);
  });

  it('creates a full batch of 100 menus in order, each with its CREATE event, in a few seconds at most', async () => {
    const before = await stored();
    const startedAt = Date.now();
    const result = await gql<{ createMenus: { databaseId: number; url: string; status: string }[] }>('admin', CREATE_MANY, {
      data: [...menus(99, 'batch'), { brandId, url: 'https://brand.example.com/closed', format: 'HTML_NOT_SCRAPEABLE', notScrapeableReason: 'CAPTCHA' }],
    });
    // Loose on purpose: a bound on behaviour (no per-item round trips holding the database), not a benchmark.
    expect(Date.now() - startedAt).toBeLessThan(10_000);
    expect(result.errors).toBeUndefined();
    const created = result.data!.createMenus;
    expect(created.map((menu) => menu.url)).toEqual([...menus(99, 'batch').map((menu) => menu.url), 'https://brand.example.com/closed']);
    expect(created.at(-1)!.status).toBe('NOT_SCRAPEABLE');
    expect(await stored()).toEqual({ menus: before.menus + 100, events: before.events + 100 });
    const ids = created.map((menu) => menu.databaseId);
    const events = await app.t.db.query<{ entity_id: number; type: string; message: string; data: Record<string, unknown> }>(
      "SELECT entity_id, type, message, data FROM events WHERE entity_type = 'MENU' AND entity_id = ANY($1::int[]) ORDER BY id",
      [ids],
    );
    expect(events.map((event) => event.entity_id)).toEqual(ids);
    expect(events[0]).toEqual({
      entity_id: ids[0],
      type: 'CREATE',
      message: `Menu ${ids[0]} created for brand ${brandId}`,
      data: { brandId, url: 'https://brand.example.com/batch/0', format: 'HTML', notScrapeableReason: null, additionalUrls: null },
    });
    expect(events.at(-1)!.data).toMatchObject({ format: 'HTML_NOT_SCRAPEABLE', notScrapeableReason: 'CAPTCHA' });
  });

  it('writes a batch in the same few statements whatever its size (no query per item)', async () => {
    const statementsFor = async (count: number) => {
      let statements = 0;
      await app.t.db.transaction(async (tx) => {
        const counting: Queryable = { query: (sql, params) => ((statements += 1), tx.query(sql, params)) };
        expect(await createMenus(counting, menus(count, `count-${count}`), null)).toHaveLength(count);
      });
      return statements;
    };
    const few = await statementsFor(2);
    expect(few).toBeLessThanOrEqual(3);
    expect(await statementsFor(60)).toBe(few);
  });

  it('refuses the whole batch when one item is refused, or names a missing brand', async () => {
    const before = await stored();
    const bad = await gql('admin', CREATE_MANY, { data: [...menus(3, 'bad'), { brandId, url: '', format: 'HTML' }] });
    expect(bad.errors?.[0]).toMatchObject({ message: 'Menu URL is required', extensions: { type: 'VALIDATION' } });
    const missing = await gql('admin', CREATE_MANY, { data: [...menus(3, 'missing'), { brandId: 999_999, url: 'https://x.example.com/', format: 'PDF' }] });
    expect(missing.errors?.[0]).toMatchObject({ message: 'Brand was not found.', extensions: { type: 'VALIDATION' } });
    expect(await stored()).toEqual(before);
  });

  it('caps lists nested in input objects and in queries too', async () => {
    const urls = Array.from({ length: 21 }, (_, index) => `https://brand.example.com/extra/${index}`);
    const nested = await gql('admin', CREATE_MANY, { data: [{ brandId, url: 'https://brand.example.com/x', format: 'HTML', additionalUrls: urls }] });
    expect(nested.errors?.[0]).toMatchObject({ message: 'CreateMenuInput.additionalUrls takes at most 20 items; 21 were sent.', extensions: { type: 'VALIDATION' } });
    const ids = Array.from({ length: 101 }, (_, index) => index + 1);
    const history = await gql('admin', 'query($ids: [Int!]) { events(filters: { entityTypes: [MENU], entityIds: $ids }) { id } }', { ids });
    expect(history.errors?.[0]?.message).toBe('EventFilters.entityIds takes at most 100 items; 101 were sent.');
    const statuses = Array.from({ length: 5001 }, (_, index) => ({ id: index + 1, status: 'APPROVED' }));
    const bulk = await gql('admin', 'mutation($items: [DishStatusInput!]!) { setDishStatusesByIds(items: $items) { id } }', { items: statuses });
    expect(bulk.errors?.[0]?.message).toBe('items of setDishStatusesByIds takes at most 5,000 items; 5,001 were sent.');
  });
});
