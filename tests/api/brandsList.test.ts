// The brands list and the brand pickers through the real endpoint: filters, search terms (words, two letters, numbers),
// paging, the five sort orders, similar brands by name and by website host, and their refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintSession } from '../support/mintSession';
import { startTestApp, type TestApp } from '../support/testApp';
import { insertBrand, seedBrands } from './brandsFixture';

let t: TestApp;
const tokens: Record<string, string> = {};
let ids: Record<string, number> = {};

type Gql = { data?: Record<string, never> | null; errors?: { message: string; extensions?: { type?: string } }[] };
const gql = (role: string, query: string, variables: Record<string, unknown> = {}) => t.gql(query, variables, tokens[role]) as Promise<Gql>;
async function read<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const result = await gql('definer', query, variables);
  expect(result.errors).toBeUndefined();
  return result.data as T;
}

beforeAll(async () => {
  t = await startTestApp();
  for (const role of ['definer', 'reporter']) tokens[role] = (await mintSession(t, await t.createUser(role, `${role}@example.com`))).accessToken;
  ({ ids } = await seedBrands(t.db));
});
afterAll(() => t.close());

const BRANDS = `query($filters: BrandFilters, $page: Int, $pageSize: Int, $sortingCriterion: BrandSortingCriterion, $sortingOrder: SortingOrder) {
  brands(filters: $filters, page: $page, pageSize: $pageSize, sortingCriterion: $sortingCriterion, sortingOrder: $sortingOrder) { total brands { name } } }`;

async function brands(variables: Record<string, unknown>): Promise<{ total: number; names: string[] }> {
  const data = await read<{ brands: { total: number; brands: { name: string }[] } }>(BRANDS, variables);
  return { total: data.brands.total, names: data.brands.brands.map((brand) => brand.name) };
}
const names = async (variables: Record<string, unknown>) => (await brands(variables)).names;

describe('brands(filters)', () => {
  it('lists every brand by number by default, paged, with the total', async () => {
    expect(await brands({})).toEqual({
      total: 7,
      names: ['Golden Pizza', 'Golden Pizza Express', 'Golden Pizzeria', 'Silver Wok', 'Maple Diner', 'Mango Tree', 'Golden Gate Grill'],
    });
    expect(await brands({ page: 2, pageSize: 2 })).toEqual({ total: 7, names: ['Golden Pizzeria', 'Silver Wok'] });
    expect(await brands({ page: 9, pageSize: 2 })).toEqual({ total: 7, names: [] });
  });

  it('filters by status, business status, rank and not-rank', async () => {
    expect(await names({ filters: { status: 'NEW' } })).toEqual(['Golden Pizza Express', 'Silver Wok', 'Mango Tree', 'Golden Gate Grill']);
    expect(await names({ filters: { businessStatus: 'CLOSED_TEMPORARILY' } })).toEqual(['Maple Diner']);
    expect(await names({ filters: { rank: 'SLAVE' } })).toEqual(['Golden Pizza Express', 'Mango Tree', 'Golden Gate Grill']);
    // Brands without a rank are not slaves: the Change brand picker offers them.
    expect(await names({ filters: { notRank: 'SLAVE' } })).toEqual(['Golden Pizza', 'Golden Pizzeria', 'Silver Wok', 'Maple Diner']);
    expect(await brands({ filters: { status: 'NEW', rank: 'SLAVE' } })).toMatchObject({ total: 3 });
  });

  it('finds brands by a word, by part of a word, by two letters and by number', async () => {
    expect(await brands({ filters: { brandSearchTerm: 'golden' } })).toMatchObject({ total: 4 });
    expect(await names({ filters: { brandSearchTerm: 'pizz' } })).toEqual(['Golden Pizza', 'Golden Pizza Express', 'Golden Pizzeria']);
    expect(await names({ filters: { brandSearchTerm: 'ma' } })).toEqual(['Maple Diner', 'Mango Tree']);
    expect(await names({ filters: { brandSearchTerm: 'M' } })).toEqual(['Maple Diner', 'Mango Tree']);
    expect(await names({ filters: { brandSearchTerm: String(ids['Silver Wok']) } })).toEqual(['Silver Wok']);
    expect(await brands({ filters: { brandSearchTerm: 'zanzibar' } })).toEqual({ total: 0, names: [] });
    // LIKE wildcards are taken literally.
    expect(await brands({ filters: { brandSearchTerm: '%' } })).toEqual({ total: 0, names: [] });
  });

  it('sorts by number, name, modified date and location count, either way', async () => {
    expect((await names({ sortingCriterion: 'ID', sortingOrder: 'desc' }))[0]).toBe('Golden Gate Grill');
    expect(await names({ sortingCriterion: 'NAME' })).toEqual([
      'Golden Gate Grill',
      'Golden Pizza',
      'Golden Pizza Express',
      'Golden Pizzeria',
      'Mango Tree',
      'Maple Diner',
      'Silver Wok',
    ]);
    expect((await names({ sortingCriterion: 'NAME', sortingOrder: 'desc' }))[0]).toBe('Silver Wok');
    expect((await names({ sortingCriterion: 'MODIFIED_DATE', sortingOrder: 'asc' }))[0]).toBe('Silver Wok');
    expect((await names({ sortingCriterion: 'MODIFIED_DATE' })).at(-1)).toBe('Silver Wok');
    expect((await names({ sortingCriterion: 'LOCATION_COUNT' }))[0]).toBe('Golden Pizza');
    expect((await names({ sortingCriterion: 'LOCATION_COUNT', sortingOrder: 'asc' }))[0]).toBe('Golden Pizza Express');
  });

  it('ranks by name similarity for the pickers, two-letter terms included, and falls back to name without a term', async () => {
    const picker = (term: string) => names({ filters: { brandSearchTerm: term, notRank: 'SLAVE' }, sortingCriterion: 'NAME_SIMILARITY', pageSize: 10 });
    expect(await picker('golden pizza')).toEqual(['Golden Pizza']);
    expect(await picker('golden')).toEqual(['Golden Pizza', 'Golden Pizzeria']);
    expect(await picker('pizza golden')).toEqual(['Golden Pizza']);
    expect(await picker('pizzeria')).toEqual(['Golden Pizzeria']);
    expect(await picker('go')).toEqual(['Golden Pizza', 'Golden Pizzeria']);
    expect(await picker('ma')).toEqual(['Maple Diner']);
    expect(await picker(String(ids['Maple Diner']))).toEqual(['Maple Diner']);
    expect(await brands({ filters: { brandSearchTerm: 'golden' }, sortingCriterion: 'NAME_SIMILARITY', pageSize: 2, page: 2 })).toMatchObject({ total: 4 });
    expect((await names({ sortingCriterion: 'NAME_SIMILARITY' }))[0]).toBe('Golden Gate Grill');
  });

  it('refuses a reader without brand.list', async () => {
    expect((await gql('reporter', BRANDS)).errors?.[0].extensions?.type).toBe('FORBIDDEN');
  });
});

describe('similar brands', () => {
  const SIMILAR = `query($id: ID!, $name: String, $sortingCriterion: BrandSortingCriterion, $sortingOrder: SortingOrder) {
    similarBrands(id: $id, name: $name, sortingCriterion: $sortingCriterion, sortingOrder: $sortingOrder) { byName { name } byLocationWebsite { name } } }`;
  const similar = async (variables: Record<string, unknown>) => {
    const data = await read<{ similarBrands: { byName: { name: string }[]; byLocationWebsite: { name: string }[] } }>(SIMILAR, variables);
    return { byName: data.similarBrands.byName.map((brand) => brand.name), byLocationWebsite: data.similarBrands.byLocationWebsite.map((brand) => brand.name) };
  };

  it("finds other brands by the brand's name, closest first or by number, and by the hosts of its locations and website", async () => {
    const golden = String(ids['Golden Pizza']);
    // By the name's longest word ('golden'), closest to the whole name first.
    expect(await similar({ id: golden })).toEqual({ byName: ['Golden Pizza Express', 'Golden Pizzeria', 'Golden Gate Grill'], byLocationWebsite: ['Golden Pizzeria'] });
    expect((await similar({ id: golden, sortingCriterion: 'ID', sortingOrder: 'desc' })).byName).toEqual(['Golden Gate Grill', 'Golden Pizzeria', 'Golden Pizza Express']);
    expect((await similar({ id: golden, name: 'maple' })).byName).toEqual(['Maple Diner']);
    expect((await similar({ id: golden, name: 'go' })).byName.sort()).toEqual(['Golden Gate Grill', 'Golden Pizza Express', 'Golden Pizzeria']);
    // Golden Pizza Express's website host is a location's of Maple Diner (another port, another path).
    expect((await similar({ id: String(ids['Golden Pizza Express']) })).byLocationWebsite).toEqual(['Maple Diner']);
    expect((await similar({ id: String(ids['Silver Wok']) })).byLocationWebsite).toEqual([]);
  });

  it("refuses an empty name with 'Please provide a brand name', and an unknown brand", async () => {
    for (const name of ['', '   ']) {
      const refused = await gql('definer', SIMILAR, { id: String(ids['Golden Pizza']), name });
      expect(refused.errors?.[0]).toMatchObject({ message: 'Please provide a brand name', extensions: { type: 'VALIDATION' } });
    }
    expect((await gql('definer', SIMILAR, { id: '999999' })).errors?.[0].extensions?.type).toBe('NOT_FOUND');
    expect((await gql('reporter', SIMILAR, { id: String(ids['Golden Pizza']) })).errors?.[0].extensions?.type).toBe('FORBIDDEN');
  });

  it('finds similar master brands by name and by website host, paged with their totals', async () => {
    const query = `query($id: ID!, $page: Int, $pageSize: Int) {
      byName: similarMasterBrandsByName(id: $id, page: $page, pageSize: $pageSize) { total brands { name } }
      byWebsite: similarMasterBrandsByLocationWebsite(id: $id, page: $page, pageSize: $pageSize) { total brands { name } } }`;
    type Page = { total: number; brands: { name: string }[] };
    const golden = await read<{ byName: Page; byWebsite: Page }>(query, { id: String(ids['Golden Pizza']) });
    expect(golden).toEqual({ byName: { total: 1, brands: [{ name: 'Golden Pizzeria' }] }, byWebsite: { total: 1, brands: [{ name: 'Golden Pizzeria' }] } });
    const express = await read<{ byName: Page; byWebsite: Page }>(query, { id: String(ids['Golden Pizza Express']) });
    // Its longest word, 'express', is no master's.
    expect(express).toEqual({ byName: { total: 0, brands: [] }, byWebsite: { total: 1, brands: [{ name: 'Maple Diner' }] } });
    // Last in this file: one more master like Golden Pizza, for a second page.
    await insertBrand(t.db, ids, 'Golden Pizza Co', { rank: 'MASTER', status: 'INCLUDED' });
    const secondPage = await read<{ byName: Page; byWebsite: Page }>(query, { id: String(ids['Golden Pizza']), page: 2, pageSize: 1 });
    expect(secondPage.byName).toEqual({ total: 2, brands: [{ name: 'Golden Pizzeria' }] });
    expect(secondPage.byWebsite).toEqual({ total: 1, brands: [] });
  });
});
