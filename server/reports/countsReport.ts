// GET /api/reports/counts -> Counts_report.csv (spec 3, sections 7 and 9; columns in docs/reports.md): how many brands,
// locations and menus there are, by status (and menus by format): one row per entity and value, with a total per
// entity. Deleted menus are left out of the menu rows and counted on a row of their own. Grouped counts, a few dozen
// rows: one batch, from one read of each table (grouping sets), the tables read at once.
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

/** An entity's counts: each grouping's values (value, count) then its total, from one table read. */
interface EntityCounts {
  entity: string;
  from: string;
  groups: ReadonlyArray<{ groupedBy: string; value: string }>;
}

const ENTITIES: readonly EntityCounts[] = [
  { entity: 'Brands', from: 'brands', groups: [{ groupedBy: 'Status', value: 'status' }, { groupedBy: 'Rank', value: "coalesce(rank, 'NONE')" }] },
  { entity: 'Locations', from: 'locations', groups: [{ groupedBy: 'Status', value: 'status' }, { groupedBy: 'Business status', value: 'business_status' }] },
  { entity: 'Menus', from: 'menus WHERE NOT is_deleted', groups: [{ groupedBy: 'Status', value: 'status' }, { groupedBy: 'Format', value: "coalesce(format, 'NONE')" }] },
];

/**
 * One read of the entity's table for all its groupings (GROUPING SETS) instead of one per grouping: `grouping` says
 * which grouping a row belongs to (its index, or the number of groupings for the total, valued 'All'); rows come in
 * groupings' order, each grouping's values sorted as before.
 */
function entityCountsSql({ from, groups }: EntityCounts): string {
  const which = (then: (group: EntityCounts['groups'][number], index: number) => string) =>
    groups.map((group, index) => `WHEN GROUPING(${group.value}) = 0 THEN ${then(group, index)}`).join(' ');
  return `SELECT CASE ${which((_, index) => String(index))} ELSE ${groups.length} END AS grouping,
                 CASE ${which((group) => group.value)} ELSE 'All' END AS value, count(*)::int AS count
            FROM ${from} GROUP BY GROUPING SETS (${groups.map((group) => `(${group.value})`).join(', ')}, ())
           ORDER BY 1, 2`;
}

const DELETED_MENUS_SQL = "SELECT 'Deleted' AS value, count(*)::int AS count FROM menus WHERE is_deleted";
const LIVE_MENUS_BY_STATUS_SQL = 'SELECT status AS value, count(*)::int AS count FROM menus WHERE NOT is_deleted GROUP BY 1 ORDER BY 1';

async function* countRows(ctx: ReportContext): AsyncGenerator<CountRow[]> {
  if (ctx.signal.aborted) return;
  // The entities' reads are independent: on a PostgreSQL pool they run at once (four connections), so the file costs
  // about the slowest table's read, not the sum (PGlite queues them on its one connection).
  const [deleted, ...entities] = await Promise.all([
    ctx.db.query<{ value: string; count: number }>(DELETED_MENUS_SQL),
    ...ENTITIES.map((entity) => ctx.db.query<{ grouping: number; value: string; count: number }>(entityCountsSql(entity))),
  ]);
  const rows = ENTITIES.flatMap((entity, index) =>
    entities[index].map((row) => ({ entity: entity.entity, grouped_by: entity.groups[row.grouping]?.groupedBy ?? 'Total', value: row.value, count: row.count })),
  );
  yield [...rows, ...deleted.map((row) => ({ entity: 'Menus', grouped_by: 'Deleted', value: row.value, count: row.count }))];
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
    const rows = await ctx.db.query<{ value: string; count: number }>(LIVE_MENUS_BY_STATUS_SQL);
    return {
      title: 'Menus by status',
      kind: 'BAR',
      xLabel: 'Status',
      yLabel: 'Menus',
      series: [{ name: 'Menus', points: rows.map((row) => ({ x: row.value, y: row.count })) }],
    };
  },
};
