// GET /api/reports/counts -> Counts_report.csv (spec 3, sections 7 and 9; columns in docs/reports.md): how many brands,
// locations and menus there are, by status (and menus by format): one row per entity and value, with a total per
// entity. Deleted menus are left out of the menu rows and counted on a row of their own. Grouped counts, a few dozen
// rows: one batch.
import type { CsvColumn } from './csvDownload';
import type { ReportChart, ReportContext, ReportDefinition } from './reportDefinition';

export const COUNTS_REPORT_KEY = 'counts';
export const COUNTS_FILE_NAME = 'Counts_report.csv';

export interface CountRow {
  entity: string;
  grouped_by: string;
  value: string;
  count: number;
}

export const COUNT_COLUMNS: ReadonlyArray<CsvColumn<CountRow>> = [
  { header: 'Entity', value: (row) => row.entity },
  { header: 'Grouped by', value: (row) => row.grouped_by },
  { header: 'Value', value: (row) => row.value },
  { header: 'Count', value: (row) => row.count },
];

/** Each group's SQL (value, count); the entity's total follows its groups. */
const GROUPS: ReadonlyArray<{ entity: string; groupedBy: string; sql: string }> = [
  { entity: 'Brands', groupedBy: 'Status', sql: 'SELECT status AS value, count(*)::int AS count FROM brands GROUP BY 1 ORDER BY 1' },
  { entity: 'Brands', groupedBy: 'Rank', sql: "SELECT coalesce(rank, 'NONE') AS value, count(*)::int AS count FROM brands GROUP BY 1 ORDER BY 1" },
  { entity: 'Brands', groupedBy: 'Total', sql: "SELECT 'All' AS value, count(*)::int AS count FROM brands" },
  { entity: 'Locations', groupedBy: 'Status', sql: 'SELECT status AS value, count(*)::int AS count FROM locations GROUP BY 1 ORDER BY 1' },
  { entity: 'Locations', groupedBy: 'Business status', sql: 'SELECT business_status AS value, count(*)::int AS count FROM locations GROUP BY 1 ORDER BY 1' },
  { entity: 'Locations', groupedBy: 'Total', sql: "SELECT 'All' AS value, count(*)::int AS count FROM locations" },
  { entity: 'Menus', groupedBy: 'Status', sql: 'SELECT status AS value, count(*)::int AS count FROM menus WHERE NOT is_deleted GROUP BY 1 ORDER BY 1' },
  { entity: 'Menus', groupedBy: 'Format', sql: "SELECT coalesce(format, 'NONE') AS value, count(*)::int AS count FROM menus WHERE NOT is_deleted GROUP BY 1 ORDER BY 1" },
  { entity: 'Menus', groupedBy: 'Total', sql: "SELECT 'All' AS value, count(*)::int AS count FROM menus WHERE NOT is_deleted" },
  { entity: 'Menus', groupedBy: 'Deleted', sql: "SELECT 'Deleted' AS value, count(*)::int AS count FROM menus WHERE is_deleted" },
];

async function* countRows(ctx: ReportContext): AsyncGenerator<CountRow[]> {
  const rows: CountRow[] = [];
  for (const group of GROUPS) {
    if (ctx.signal.aborted) return;
    const counts = await ctx.db.query<{ value: string; count: number }>(group.sql);
    rows.push(...counts.map((count) => ({ entity: group.entity, grouped_by: group.groupedBy, value: count.value, count: count.count })));
  }
  yield rows;
}

export const countsReport: ReportDefinition<Record<string, never>> = {
  key: COUNTS_REPORT_KEY,
  permission: `report.${COUNTS_REPORT_KEY}`,
  parseInput: async () => ({}),
  async file(ctx) {
    return { kind: 'csv', fileName: COUNTS_FILE_NAME, columns: COUNT_COLUMNS, batches: countRows(ctx) };
  },
  /** Live menus by status. */
  async chart(ctx): Promise<ReportChart> {
    const rows = await ctx.db.query<{ value: string; count: number }>(GROUPS.find((group) => group.entity === 'Menus' && group.groupedBy === 'Status')!.sql);
    return {
      title: 'Menus by status',
      kind: 'BAR',
      xLabel: 'Status',
      yLabel: 'Menus',
      series: [{ name: 'Menus', points: rows.map((row) => ({ x: row.value, y: row.count })) }],
    };
  },
};
