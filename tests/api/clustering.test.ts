// Forming clusters (server/clusters/clustering.ts; docs/clusters.md, "Forming clusters") over fixture platforms and
// menus: the documented clusters and leads, platform identification, menus that are not candidates left out, removed
// menus not put back, a removed lead's replacement recorded, history written as the system, and a second run that
// changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLUSTER_ENTITY_TYPE, runClustering } from '../../server/clusters/clustering';
import { startTestApp, type TestApp } from '../support/testApp';
import { insertBrand } from './brandsFixture';

let t: TestApp;
let brandId: number;
const platforms: Record<string, number> = {};
const menus: Record<string, number> = {};

async function insertMenu(key: string, url: string, values: Record<string, unknown> = {}): Promise<number> {
  const columns: Record<string, unknown> = { brand_id: brandId, url, format: 'HTML', ...values };
  const keys = Object.keys(columns);
  const [{ id }] = await t.db.query<{ id: number }>(
    `INSERT INTO menus (${keys.join(', ')}) VALUES (${keys.map((_, index) => `$${index + 1}`).join(', ')}) RETURNING id`,
    Object.values(columns),
  );
  menus[key] = id;
  return id;
}

async function menuRow(key: string) {
  const [row] = await t.db.query<{ platform_id: number | null; url_signature: string | null; menu_scraping_cluster_id: number | null; scraping_cluster_role: string | null; attached: boolean }>(
    'SELECT platform_id, url_signature, menu_scraping_cluster_id, scraping_cluster_role, attached_to_scraping_cluster_date IS NOT NULL AS attached FROM menus WHERE id = $1',
    [menus[key]],
  );
  return row;
}

async function clusterOf(platformId: number, signature: string) {
  const [row] = await t.db.query<{ id: number; menu_count: number }>('SELECT id, menu_count FROM menu_scraping_clusters WHERE platform_id = $1 AND url_signature = $2', [
    platformId,
    signature,
  ]);
  return row ?? null;
}

async function snapshot() {
  return {
    menus: await t.db.query('SELECT id, platform_id, url_signature, menu_scraping_cluster_id, scraping_cluster_role, attached_to_scraping_cluster_date FROM menus ORDER BY id'),
    clusters: await t.db.query('SELECT * FROM menu_scraping_clusters ORDER BY id'),
    removedLeads: await t.db.query('SELECT * FROM menu_scraping_cluster_removed_leads ORDER BY id'),
    events: (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM events'))[0].n,
  };
}

const HOST = 'https://menus.example-host.com';
const MAIN = 'menus.example-host.com/r/{slug}/menu';
const DRINKS = 'menus.example-host.com/r/{slug}/menu/drinks';

beforeAll(async () => {
  t = await startTestApp();
  brandId = await insertBrand(t.db, {}, 'Clustering brand');
  for (const [name, identification] of [
    ['Example host', '^https?://(www\\.)?menus\\.example-host\\.com/'],
    // Matches the same URLs too, but is newer: the older platform wins.
    ['Any example', 'example-host\\.com'],
    ['Lonely host', '^https://lonely\\.example/'],
  ]) {
    const [{ id }] = await t.db.query<{ id: number }>('INSERT INTO platforms (name, url_identification_regex, url_normalization_regex) VALUES ($1, $2, $3) RETURNING id', [
      name,
      identification,
      '.*',
    ]);
    platforms[name] = id;
  }
  // The main layout: an approved menu scraped last year is the lead, not the lowest id.
  await insertMenu('pizza', `${HOST}/r/pizza-place/menu`);
  await insertMenu('curry', `${HOST}/r/curry-house/menu/`, { status: 'APPROVED', scraped_date: '2025-01-02T00:00:00Z' });
  await insertMenu('noodle', `http://www.menus.example-host.com/r/noodle-bar/menu`, { scraped_date: '2025-06-01T00:00:00Z' });
  await insertMenu('nandos', `${HOST}/r/nandos/menu?utm_source=x`);
  // The drinks variant: its own cluster, its lead the lowest id (nothing scraped).
  await insertMenu('pizzaDrinks', `${HOST}/r/pizza-place/menu/drinks`);
  await insertMenu('curryDrinks', `${HOST}/r/curry-house/menu/drinks`);
  // Not candidates: deleted, not HTML, not assignable.
  await insertMenu('deleted', `${HOST}/r/gone-place/menu`, { is_deleted: true });
  await insertMenu('pdf', `${HOST}/r/pdf-place/menu`, { format: 'PDF' });
  await insertMenu('unassignable', `${HOST}/r/odd-place/menu`, { is_cluster_assignable: false });
  // Alone on its signature: no cluster.
  await insertMenu('lonely', 'https://lonely.example/menu/1');
  // No platform.
  await insertMenu('elsewhere', 'https://elsewhere.example/r/a-b/menu');
});
afterAll(() => t.close());

describe('the clustering job', () => {
  it('identifies platforms and signatures, forms a cluster per layout with two menus or more, and elects the documented leads', async () => {
    const result = await runClustering(t.db);
    expect(result.clustersCreated).toHaveLength(2);
    expect(await menuRow('nandos')).toMatchObject({ platform_id: platforms['Example host'], url_signature: MAIN });
    expect(await menuRow('elsewhere')).toMatchObject({ platform_id: null, url_signature: 'elsewhere.example/r/{slug}/menu', menu_scraping_cluster_id: null });
    expect(await menuRow('lonely')).toMatchObject({ platform_id: platforms['Lonely host'], menu_scraping_cluster_id: null });
    expect(await menuRow('pdf')).toMatchObject({ platform_id: null, url_signature: null, menu_scraping_cluster_id: null });

    const main = await clusterOf(platforms['Example host'], MAIN);
    const drinks = await clusterOf(platforms['Example host'], DRINKS);
    expect(main).toMatchObject({ menu_count: 4 });
    expect(drinks).toMatchObject({ menu_count: 2 });
    for (const key of ['pizza', 'curry', 'noodle', 'nandos']) expect(await menuRow(key)).toMatchObject({ menu_scraping_cluster_id: main!.id, attached: true });
    for (const key of ['deleted', 'pdf', 'unassignable']) expect((await menuRow(key)).menu_scraping_cluster_id).toBeNull();
    expect(await menuRow('curry')).toMatchObject({ scraping_cluster_role: 'LEAD' });
    expect(await menuRow('pizzaDrinks')).toMatchObject({ menu_scraping_cluster_id: drinks!.id, scraping_cluster_role: 'LEAD' });
    expect((await menuRow('curryDrinks')).scraping_cluster_role).toBeNull();
    expect(result.leadsElected).toEqual([
      { clusterId: main!.id, menuId: menus.curry },
      { clusterId: drinks!.id, menuId: menus.pizzaDrinks },
    ]);

    // History as the system: the clusters created and updated, each menu attached.
    const clusterEvents = await t.db.query<{ user_id: number | null; type: string; entity_id: number }>(
      'SELECT user_id, type, entity_id FROM events WHERE entity_type = $1 ORDER BY id',
      [CLUSTER_ENTITY_TYPE],
    );
    expect(clusterEvents).toEqual([
      { user_id: null, type: 'CREATE', entity_id: main!.id },
      { user_id: null, type: 'CREATE', entity_id: drinks!.id },
      { user_id: null, type: 'UPDATE', entity_id: main!.id },
      { user_id: null, type: 'UPDATE', entity_id: drinks!.id },
    ]);
    const attachEvents = await t.db.query<{ entity_id: number; user_id: number | null }>("SELECT entity_id, user_id FROM events WHERE type = 'CLUSTER_ATTACH' ORDER BY entity_id");
    expect(attachEvents.map((event) => event.entity_id)).toEqual([menus.pizza, menus.curry, menus.noodle, menus.nandos, menus.pizzaDrinks, menus.curryDrinks]);
    expect(attachEvents.every((event) => event.user_id === null)).toBe(true);
  });

  it('changes nothing when run a second time', async () => {
    const before = await snapshot();
    const result = await runClustering(t.db);
    expect(result).toEqual({ menusIdentified: 0, clustersCreated: [], menusAttached: 0, leadsElected: [], removedLeadsProcessed: 0 });
    expect(await snapshot()).toEqual(before);
  });

  it('puts a new menu of a known layout into its cluster, but never a menu people removed from it', async () => {
    const main = (await clusterOf(platforms['Example host'], MAIN))!;
    await insertMenu('burger', `${HOST}/r/burger-joint/menu`);
    // People removed the noodle bar's menu from the cluster (as the remove action does: out, and listed as removed).
    await t.db.query('UPDATE menus SET menu_scraping_cluster_id = NULL, attached_to_scraping_cluster_date = NULL WHERE id = $1', [menus.noodle]);
    await t.db.query('INSERT INTO menu_scraping_cluster_removed_menus (menu_scraping_cluster_id, menu_id) VALUES ($1, $2)', [main.id, menus.noodle]);
    const result = await runClustering(t.db);
    expect(result.menusAttached).toBe(1);
    expect(result.clustersCreated).toEqual([]);
    expect((await menuRow('burger')).menu_scraping_cluster_id).toBe(main.id);
    expect((await menuRow('noodle')).menu_scraping_cluster_id).toBeNull();
    expect((await clusterOf(platforms['Example host'], MAIN))!.menu_count).toBe(4);
  });

  it("gives a removed lead's similar menus a new lead and records when and which", async () => {
    const main = (await clusterOf(platforms['Example host'], MAIN))!;
    // People removed the lead (out of the cluster, listed as a removed lead).
    await t.db.query('UPDATE menus SET menu_scraping_cluster_id = NULL, scraping_cluster_role = NULL WHERE id = $1', [menus.curry]);
    await t.db.query('INSERT INTO menu_scraping_cluster_removed_menus (menu_scraping_cluster_id, menu_id) VALUES ($1, $2)', [main.id, menus.curry]);
    await t.db.query('INSERT INTO menu_scraping_cluster_removed_leads (menu_scraping_cluster_id, menu_id) VALUES ($1, $2)', [main.id, menus.curry]);
    // A core menu is never elected lead: the nandos menu is next by id after pizza only if pizza is core.
    await t.db.query("UPDATE menus SET scraping_cluster_role = 'CORE' WHERE id = $1", [menus.pizza]);
    const result = await runClustering(t.db);
    expect(result.removedLeadsProcessed).toBe(1);
    expect(result.leadsElected).toEqual([{ clusterId: main.id, menuId: menus.nandos }]);
    const [removed] = await t.db.query<{ processed: boolean; new_menu_ids: number[] }>(
      'SELECT processed_date IS NOT NULL AS processed, new_menu_ids FROM menu_scraping_cluster_removed_leads WHERE menu_id = $1',
      [menus.curry],
    );
    expect(removed).toEqual({ processed: true, new_menu_ids: [menus.nandos] });
    expect(await menuRow('nandos')).toMatchObject({ scraping_cluster_role: 'LEAD' });
    expect(await menuRow('pizza')).toMatchObject({ scraping_cluster_role: 'CORE' });
    expect(await menuRow('curry')).toMatchObject({ menu_scraping_cluster_id: null, scraping_cluster_role: null });
    const [event] = await t.db.query<{ message: string; data: unknown }>('SELECT message, data FROM events WHERE entity_type = $1 ORDER BY id DESC LIMIT 1', [CLUSTER_ENTITY_TYPE]);
    expect(event.data).toEqual({ leadMenuId: menus.nandos, removedLeadMenuId: menus.curry });

    // Processed once: the next run leaves it (and everything else) as it is.
    const before = await snapshot();
    expect((await runClustering(t.db)).removedLeadsProcessed).toBe(0);
    expect(await snapshot()).toEqual(before);
  });

  it('elects a lead for each layout variant people moved into a cluster, keeping the lead it has', async () => {
    const main = (await clusterOf(platforms['Example host'], MAIN))!;
    // Alone on its signature, so no cluster of its own; a person puts it into the main cluster.
    await insertMenu('lunch', `${HOST}/r/pizza-place/menu/lunch`);
    expect((await runClustering(t.db)).clustersCreated).toEqual([]);
    await t.db.query('UPDATE menus SET menu_scraping_cluster_id = $2, attached_to_scraping_cluster_date = now() WHERE id = $1', [menus.lunch, main.id]);
    const result = await runClustering(t.db);
    expect(result.leadsElected).toEqual([{ clusterId: main.id, menuId: menus.lunch }]);
    const leads = await t.db.query<{ id: number }>("SELECT id FROM menus WHERE menu_scraping_cluster_id = $1 AND scraping_cluster_role = 'LEAD' ORDER BY id", [main.id]);
    expect(leads.map((row) => row.id)).toEqual([menus.nandos, menus.lunch]);
  });

  it('records a removed lead with no similar menu left as processed with no new menu', async () => {
    const drinks = (await clusterOf(platforms['Example host'], DRINKS))!;
    await t.db.query('UPDATE menus SET menu_scraping_cluster_id = NULL, scraping_cluster_role = NULL WHERE id = ANY($1::int[])', [[menus.pizzaDrinks, menus.curryDrinks]]);
    await t.db.query('INSERT INTO menu_scraping_cluster_removed_menus (menu_scraping_cluster_id, menu_id) VALUES ($1, $2), ($1, $3)', [drinks.id, menus.pizzaDrinks, menus.curryDrinks]);
    await t.db.query('INSERT INTO menu_scraping_cluster_removed_leads (menu_scraping_cluster_id, menu_id) VALUES ($1, $2)', [drinks.id, menus.pizzaDrinks]);
    const result = await runClustering(t.db);
    expect(result).toMatchObject({ removedLeadsProcessed: 1, leadsElected: [], menusAttached: 0 });
    const [removed] = await t.db.query<{ processed: boolean; new_menu_ids: number[] }>(
      'SELECT processed_date IS NOT NULL AS processed, new_menu_ids FROM menu_scraping_cluster_removed_leads WHERE menu_id = $1',
      [menus.pizzaDrinks],
    );
    expect(removed).toEqual({ processed: true, new_menu_ids: [] });
    expect((await clusterOf(platforms['Example host'], DRINKS))!.menu_count).toBe(0);
  });
});
