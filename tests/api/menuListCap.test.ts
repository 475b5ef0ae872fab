// The menus list's total of a search, capped (issue 11): a second server whose count stops at 3
// (Config.menuListTotalCap; 10,000 in production) shows the exact count up to the cap, the flag above it, pages that go
// on in date order past it, and totals of the other filters alone that are never capped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintSession } from '../support/mintSession';
import { startTestApp, type TestApp } from '../support/testApp';
import { insertBrand } from './brandsFixture';

type Gql = { data?: Record<string, never> | null; errors?: { message: string; extensions?: { type?: string } }[] };
const data = <T>(result: Gql): T => {
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data as unknown as T;
};

describe('the list total of a search, capped', () => {
  // A second server whose count stops at 3 (Config.menuListTotalCap; 10,000 in production), with six menus whose URL
  // has 'capped' and two brands: the count stops at the cap above it, the pages still come in date order.
  let capped: TestApp;
  let token: string;
  const ids: number[] = [];
  let other = 0;
  const cappedList = async (filters: Record<string, unknown>, paging: { page?: number; pageSize?: number } = {}) => {
    const result = (await capped.gql(
      `query($filters: MenuFilters, $page: Int, $pageSize: Int) { menus(filters: $filters, page: $page, pageSize: $pageSize) { total totalIsCapped menus { databaseId } } }`,
      { filters, ...paging },
      token,
    )) as Gql;
    const page = data<{ menus: { total: number; totalIsCapped: boolean; menus: { databaseId: number }[] } }>(result).menus;
    return { total: page.total, totalIsCapped: page.totalIsCapped, ids: page.menus.map((menu) => menu.databaseId) };
  };

  beforeAll(async () => {
    capped = await startTestApp({ menuListTotalCap: 3 });
    token = (await mintSession(capped, await capped.createUser('trainee', 'trainee@example.com'))).accessToken;
    const brands: Record<string, number> = {};
    const oak = await insertBrand(capped.db, brands, 'Oak Tavern');
    const elm = await insertBrand(capped.db, brands, 'Elm Bistro');
    // Newest change first: ids[0] is the newest. Four are PDFs of Oak Tavern, two HTML menus of Elm Bistro.
    for (let n = 0; n < 6; n += 1) {
      const [{ id }] = await capped.db.query<{ id: number }>(
        `INSERT INTO menus (brand_id, url, format, status, modified_date) VALUES ($1, $2, $3, 'NEW', $4) RETURNING id`,
        [n < 4 ? oak : elm, `https://example.com/capped-${n}`, n < 4 ? 'PDF' : 'HTML', `2026-02-${String(20 - n).padStart(2, '0')}T10:00:00Z`],
      );
      ids.push(id);
    }
    // The newest of all, without 'capped'.
    [{ id: other }] = await capped.db.query<{ id: number }>(`INSERT INTO menus (brand_id, url, format, status) VALUES ($1, 'https://example.com/other', 'PDF', 'NEW') RETURNING id`, [oak]);
  }, 120_000);
  afterAll(() => capped?.close());

  it('counts a search exactly up to the cap, and says so above it while the pages go on in date order', async () => {
    expect(await cappedList({ menuSearchTerm: 'capped' }, { pageSize: 2 })).toEqual({ total: 3, totalIsCapped: true, ids: ids.slice(0, 2) });
    expect(await cappedList({ menuSearchTerm: 'capped' }, { page: 2, pageSize: 2 })).toEqual({ total: 3, totalIsCapped: true, ids: ids.slice(2, 4) });
    // Past the cap the pages still come full, then end.
    expect(await cappedList({ menuSearchTerm: 'capped' }, { page: 3, pageSize: 2 })).toEqual({ total: 3, totalIsCapped: true, ids: ids.slice(4, 6) });
    expect(await cappedList({ menuSearchTerm: 'capped' }, { page: 4, pageSize: 2 })).toEqual({ total: 3, totalIsCapped: true, ids: [] });
    // Brand and URL terms together: Oak Tavern's four 'capped' menus.
    expect(await cappedList({ brandSearchTerm: 'oak', menuSearchTerm: 'CAPPED' }, { pageSize: 10 })).toEqual({ total: 3, totalIsCapped: true, ids: ids.slice(0, 4) });
  });

  it('counts exactly when the matches, with the other filters, are no more than the cap', async () => {
    expect(await cappedList({ menuSearchTerm: 'capped', menuFormats: ['HTML'] })).toEqual({ total: 2, totalIsCapped: false, ids: ids.slice(4, 6) });
    expect(await cappedList({ brandSearchTerm: 'elm bistro' })).toEqual({ total: 2, totalIsCapped: false, ids: ids.slice(4, 6) });
    expect(await cappedList({ menuSearchTerm: 'capped-1' })).toEqual({ total: 1, totalIsCapped: false, ids: [ids[1]] });
    expect(await cappedList({ menuSearchTerm: 'capped', menuFormats: ['PDF'] }, { page: 2, pageSize: 3 })).toEqual({ total: 3, totalIsCapped: true, ids: [ids[3]] });
    expect(await cappedList({ menuSearchTerm: 'nothing like it' })).toEqual({ total: 0, totalIsCapped: false, ids: [] });
  });

  it('finds a common brand term by prefix, by a word inside the name and by number, and a renamed brand by its new name', async () => {
    // Oak Tavern has five menus (over the cap of 3): the brands are read one by one and tested on their lower-case name.
    const oakMenus = [other, ...ids.slice(0, 4)];
    expect(await cappedList({ brandSearchTerm: 'oa' }, { pageSize: 10 })).toEqual({ total: 3, totalIsCapped: true, ids: oakMenus });
    expect(await cappedList({ brandSearchTerm: 'TAVERN' }, { pageSize: 10 })).toEqual({ total: 3, totalIsCapped: true, ids: oakMenus });
    const [{ brand_id: oak }] = await capped.db.query<{ brand_id: number }>('SELECT brand_id FROM menus WHERE id = $1', [other]);
    expect(await cappedList({ brandSearchTerm: String(oak) }, { pageSize: 10 })).toEqual({ total: 3, totalIsCapped: true, ids: oakMenus });
    // 'av' is inside 'Tavern' but only two letters: a prefix, which no name has.
    expect(await cappedList({ brandSearchTerm: 'av' })).toEqual({ total: 0, totalIsCapped: false, ids: [] });
    await capped.db.query("UPDATE brands SET name = 'Ash Grill' WHERE id = $1", [oak]);
    try {
      expect(await cappedList({ brandSearchTerm: 'ash g' }, { pageSize: 10 })).toEqual({ total: 3, totalIsCapped: true, ids: oakMenus });
      expect(await cappedList({ brandSearchTerm: 'oak' })).toEqual({ total: 0, totalIsCapped: false, ids: [] });
    } finally {
      await capped.db.query("UPDATE brands SET name = 'Oak Tavern' WHERE id = $1", [oak]);
    }
  });

  it('never caps the total of the other filters alone (summed from menu_list_counts)', async () => {
    expect(await cappedList({}, { pageSize: 3 })).toEqual({ total: 7, totalIsCapped: false, ids: [other, ...ids.slice(0, 2)] });
    expect(await cappedList({ menuFormats: ['PDF'] })).toEqual({ total: 5, totalIsCapped: false, ids: [other, ...ids.slice(0, 4)] });
  });
});
