// GET /api/reports/menus-not-matching-normalization-regex/{id} (spec 3, section 7): the platform's invalid menus (URL
// matches the identification regex, not the normalization regex) as CSV, named with the platform's name (spec 3,
// section 9). Needs its report permission (spec 3, section 6) or platform.get: it is the platform form's download.
// Columns: docs/operations-settings.md.
import type { Queryable } from '../db/database';
import { notFound } from '../graphql/errors';
import { parseId } from '../graphql/globalIds';
import { matchPlatformMenus } from '../platforms/platformMenuMatching';
import { findPlatform } from '../platforms/platformRows';
import type { CsvColumn } from './csvDownload';
import type { ReportDefinition } from './reportDefinition';

export const MENUS_NOT_MATCHING_REPORT_KEY = 'menus-not-matching-normalization-regex';
export const MENUS_NOT_MATCHING_REPORT_PERMISSION = `report.${MENUS_NOT_MATCHING_REPORT_KEY}`;
/** A download may take longer than the form's tables: it is one request a person waits for on purpose. */
const REPORT_BUDGET_MS = 20_000;

export interface InvalidMenuReportRow {
  id: number;
  url: string;
  brand_id: number;
  brand_name: string;
  status: string;
  format: string | null;
  menu_definition_task_id: number | null;
}

export const INVALID_MENU_COLUMNS: ReadonlyArray<CsvColumn<InvalidMenuReportRow>> = [
  { header: 'Menu ID', value: (row) => row.id },
  { header: 'URL', value: (row) => row.url },
  { header: 'Brand ID', value: (row) => row.brand_id },
  { header: 'Brand name', value: (row) => row.brand_name },
  { header: 'Menu status', value: (row) => row.status },
  { header: 'Menu format', value: (row) => row.format },
  { header: 'Menu definition task ID', value: (row) => row.menu_definition_task_id },
];

/** 'Menus_not_matching_normalization_regex_Tablehost.csv': the platform's name as typed, path separators replaced. */
export function invalidMenusFileName(platformName: string): string {
  return `Menus_not_matching_normalization_regex_${platformName.replace(/[/\\\r\n]/g, '_')}.csv`;
}

export async function invalidMenusReport(db: Queryable, platformId: number): Promise<{ fileName: string; batches: AsyncIterable<InvalidMenuReportRow[]> }> {
  const platform = await findPlatform(db, platformId);
  if (!platform) throw notFound('Platform');
  const regexes = { urlIdentificationRegex: platform.url_identification_regex, urlNormalizationRegex: platform.url_normalization_regex };
  async function* batches() {
    for await (const batch of matchPlatformMenus(db, regexes, { budgetMs: REPORT_BUDGET_MS })) {
      if (batch.invalid.length === 0) continue;
      yield await db.query<InvalidMenuReportRow>(
        `SELECT m.id, m.url, m.brand_id, b.name AS brand_name, m.status, m.format,
                (SELECT t.id FROM tasks t WHERE t.menu_id = m.id AND t.type = 'MENU_DEFINITION' ORDER BY t.id DESC LIMIT 1) AS menu_definition_task_id
           FROM menus m JOIN brands b ON b.id = m.brand_id
          WHERE m.id = ANY($1::int[]) ORDER BY m.id`,
        [batch.invalid],
      );
    }
  }
  return { fileName: invalidMenusFileName(platform.name), batches: batches() };
}

export const menusNotMatchingNormalizationRegexReport: ReportDefinition<{ platformId: number }> = {
  key: MENUS_NOT_MATCHING_REPORT_KEY,
  permission: MENUS_NOT_MATCHING_REPORT_PERMISSION,
  // The platform form offers the download to whoever may open the platform.
  alsoPermittedBy: ['platform.get'],
  takesPathId: true,
  parseInput: async (_ctx, _query, pathId) => ({ platformId: parseId('Platform', pathId ?? '') }),
  async file(ctx, input) {
    const report = await invalidMenusReport(ctx.db, input.platformId);
    return { kind: 'csv', fileName: report.fileName, columns: INVALID_MENU_COLUMNS, batches: report.batches };
  },
};
