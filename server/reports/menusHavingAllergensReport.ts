// GET /api/reports/menus-having-allergens -> Menu_allergens_nutritions.csv (spec 3, sections 7 and 9; columns in
// docs/reports.md): the live menus whose live dishes or menu titles carry allergens or nutrition values as scraped
// (dishes.allergens, dishes.nutritions, and the same on menu_titles), with how many of each. Read in pages of menus by
// id; each page counts its menus' dishes and titles through their menu_id indexes and writes the menus that have any.
import type { CsvColumn } from './csvDownload';
import type { ReportContext, ReportDefinition } from './reportDefinition';
import { keysetPages } from './scrapingReportsShared';
import { isoDateTime, REPORT_PAGE_SIZE } from './taskReportsShared';

export const MENUS_HAVING_ALLERGENS_REPORT_KEY = 'menus-having-allergens';
export const MENUS_HAVING_ALLERGENS_FILE_NAME = 'Menu_allergens_nutritions.csv';

export interface MenuAllergensRow {
  id: number;
  brand_id: number;
  brand_name: string;
  url: string | null;
  format: string | null;
  status: string;
  dish_count: number;
  dishes_with_allergens: number;
  dishes_with_nutritions: number;
  titles_with_allergens: number;
  titles_with_nutritions: number;
  scraped_date: Date | null;
}

export const MENU_ALLERGENS_COLUMNS: ReadonlyArray<CsvColumn<MenuAllergensRow>> = [
  { header: 'Menu ID', value: (row) => row.id },
  { header: 'Brand ID', value: (row) => row.brand_id },
  { header: 'Brand name', value: (row) => row.brand_name },
  { header: 'Menu URL', value: (row) => row.url },
  { header: 'Menu format', value: (row) => row.format },
  { header: 'Menu status', value: (row) => row.status },
  { header: 'Dishes', value: (row) => row.dish_count },
  { header: 'Dishes with allergens', value: (row) => row.dishes_with_allergens },
  { header: 'Dishes with nutritions', value: (row) => row.dishes_with_nutritions },
  { header: 'Menu titles with allergens', value: (row) => row.titles_with_allergens },
  { header: 'Menu titles with nutritions', value: (row) => row.titles_with_nutritions },
  { header: 'Scraped date', value: (row) => isoDateTime(row.scraped_date) },
];

const carries = (row: MenuAllergensRow) => row.dishes_with_allergens + row.dishes_with_nutritions + row.titles_with_allergens + row.titles_with_nutritions > 0;

function allergenRows(ctx: ReportContext): AsyncGenerator<MenuAllergensRow[]> {
  return keysetPages(
    ctx,
    0,
    REPORT_PAGE_SIZE,
    async (after, limit) => {
      const read = await ctx.db.query<MenuAllergensRow>(
        `SELECT m.id, m.brand_id, b.name AS brand_name, m.url, m.format, m.status, m.scraped_date, d.dish_count, d.dishes_with_allergens, d.dishes_with_nutritions,
                t.titles_with_allergens, t.titles_with_nutritions
           FROM (SELECT id FROM menus WHERE id > $1 AND NOT is_deleted ORDER BY id LIMIT $2) page
           JOIN menus m ON m.id = page.id JOIN brands b ON b.id = m.brand_id
           CROSS JOIN LATERAL (SELECT count(*)::int AS dish_count,
                                      count(*) FILTER (WHERE btrim(coalesce(allergens, '')) <> '')::int AS dishes_with_allergens,
                                      count(*) FILTER (WHERE btrim(coalesce(nutritions, '')) <> '')::int AS dishes_with_nutritions
                                 FROM dishes WHERE menu_id = m.id AND NOT is_deleted) d
           CROSS JOIN LATERAL (SELECT count(*) FILTER (WHERE btrim(coalesce(allergens, '')) <> '')::int AS titles_with_allergens,
                                      count(*) FILTER (WHERE btrim(coalesce(nutritions, '')) <> '')::int AS titles_with_nutritions
                                 FROM menu_titles WHERE menu_id = m.id AND NOT is_deleted) t
          ORDER BY m.id`,
        [after, limit],
      );
      return { read, rows: read.filter(carries) };
    },
    (row) => row.id,
  );
}

export const menusHavingAllergensReport: ReportDefinition<Record<string, never>> = {
  key: MENUS_HAVING_ALLERGENS_REPORT_KEY,
  permission: `report.${MENUS_HAVING_ALLERGENS_REPORT_KEY}`,
  parseInput: async () => ({}),
  async file(ctx) {
    return { kind: 'csv', fileName: MENUS_HAVING_ALLERGENS_FILE_NAME, columns: MENU_ALLERGENS_COLUMNS, batches: allergenRows(ctx) };
  },
};
