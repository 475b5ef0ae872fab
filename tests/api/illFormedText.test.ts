// A string holding an unpaired surrogate ('\uD800' alone) is not text: no character, no UTF-8, and PostgreSQL refuses it
// in JSON. It is refused as VALIDATION before any resolver, wherever it is sent (server/graphql/textInputLimits.ts);
// these six mutations answered INTERNAL with it.
import { beforeAll, describe, expect, it } from 'vitest';
import { createBrandWithGatewayTask, createMenuWithTask } from '../support/taskFixtures';
import { taskApiTestApp } from './taskApiSupport';

const { app, gql, countRows } = taskApiTestApp();
const LONE = 'Lunch \uD800 only';
const ILL_FORMED = /must be well-formed text, without an unpaired surrogate character/;

let locationId: number;
let menuId: number;
let taskId: number;

beforeAll(async () => {
  const { brandId } = await createBrandWithGatewayTask(app.t.db);
  [{ id: locationId }] = await app.t.db.query<{ id: number }>('SELECT id FROM locations WHERE brand_id = $1', [brandId]);
  ({ menuId, taskId } = await createMenuWithTask(app.t.db, brandId, 'MENU_SCRAPING'));
});

const MUTATIONS: [string, string, () => Record<string, unknown>][] = [
  ['updateLocation', 'mutation($id: ID!, $data: UpdateLocationInput!) { updateLocation(id: $id, data: $data) { id } }', () => ({ id: String(locationId), data: { name: LONE, website: 'https://brand.example.com' } })],
  ['setMenuScrapingIssueComment', 'mutation($id: ID!, $c: String) { setMenuScrapingIssueComment(id: $id, scrapingIssueComment: $c) { id } }', () => ({ id: String(menuId), c: LONE })],
  ['setMenuScrapingRejectedComment', 'mutation($id: ID!, $c: String) { setMenuScrapingRejectedComment(id: $id, scrapingRejectedComment: $c) { id } }', () => ({ id: String(menuId), c: LONE })],
  ['updateClusterMenu', 'mutation($id: ID!, $data: UpdateClusterMenuInput!) { updateClusterMenu(id: $id, data: $data) { id } }', () => ({ id: String(menuId), data: { notes: LONE } })],
  ['saveMenuScrapingTask', 'mutation($id: ID!, $m: MenuScrapingMenuInput) { saveMenuScrapingTask(id: $id, menuData: $m) { id } }', () => ({ id: String(taskId), m: { availabilityComment: LONE } })],
  ['resolveMenuScrapingTask', 'mutation($id: ID!, $m: MenuScrapingMenuInput) { resolveMenuScrapingTask(id: $id, menuData: $m) { __typename } }', () => ({ id: String(taskId), m: { scrapingInstructionsComment: LONE } })],
];

describe('unpaired surrogates are refused as VALIDATION', () => {
  it.each(MUTATIONS)('%s refuses one and changes nothing', async (_name, mutation, variables) => {
    const before = { events: await countRows('SELECT 1 FROM events'), menu: await app.t.db.query('SELECT * FROM menus WHERE id = $1', [menuId]) };
    const result = await gql('admin', mutation, variables());
    expect(result.errors?.[0]?.extensions?.type, JSON.stringify(result.errors)).toBe('VALIDATION');
    expect(result.errors?.[0]?.message).toMatch(ILL_FORMED);
    expect({ events: await countRows('SELECT 1 FROM events'), menu: await app.t.db.query('SELECT * FROM menus WHERE id = $1', [menuId]) }).toEqual(before);
  });

  it('refuses a low half alone, in a JSON value and in an object key, and names where it is', async () => {
    const instructions = { format: 1, pages: [{ url: 'https://brand.example.com/menu' }], note: 'x\uDC00' };
    const inJson = await gql('admin', MUTATIONS[4][1], { id: String(taskId), m: { scrapingInstructions: instructions } });
    expect(inJson.errors?.[0]).toMatchObject({ extensions: { type: 'VALIDATION', field: '$m.scrapingInstructions.note' } });
    const inKey = await gql('admin', MUTATIONS[4][1], { id: String(taskId), m: { scrapingInstructions: { ...instructions, note: 'ok', ['k\uD800']: 1 } } });
    expect(inKey.errors?.[0]).toMatchObject({ extensions: { type: 'VALIDATION', field: '$m.scrapingInstructions.k\uFFFD' } });
  });

  it('keeps characters beyond the BMP, whose surrogates are paired', async () => {
    const result = await gql<{ setMenuScrapingIssueComment: { scrapingIssueComment: string } }>(
      'admin',
      'mutation($id: ID!, $c: String) { setMenuScrapingIssueComment(id: $id, scrapingIssueComment: $c) { scrapingIssueComment } }',
      { id: String(menuId), c: 'Pizza \u{1F355} and \uD83C\uDF7A' },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.setMenuScrapingIssueComment.scrapingIssueComment).toBe('Pizza 🍕 and 🍺');
  });
});
