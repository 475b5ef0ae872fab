// GET /api/reports/open-tasks?taskTypes= -> OpenTasksReport.csv (spec 3, sections 5, 7 and 9; columns in
// docs/reports.md): every task of the chosen kinds that is not RESOLVED, kind by kind in id order, with how long it has
// been open (since it was created, or since its last reopen). The chart: open tasks by kind and age bucket. Both read
// tasks_open_by_type_idx (migration 026), which holds only open tasks.
import { OPEN_TASKS_SCHEMA } from '../../domain/reportInputs';
import { TASK_TYPES, type TaskType } from '../../machines/taskTypes';
import type { CsvColumn } from './csvDownload';
import type { ReportChart, ReportContext, ReportDefinition } from './reportDefinition';
import { FIRST_PAGE_SIZE, isoDateTime, nextPageSize, parseReportInput, taskKindLabel, yesNo } from './taskReportsShared';

export const OPEN_TASKS_REPORT_KEY = 'open-tasks';
export const OPEN_TASKS_FILE_NAME = 'OpenTasksReport.csv';

interface OpenTasksInput {
  /** In the task lists' order, each once. */
  taskTypes: TaskType[];
}

/** Age buckets of the chart, by whole days open: [label, lowest day count]. */
export const OPEN_TASK_AGE_BUCKETS: ReadonlyArray<readonly [string, number]> = [
  ['Under 1 day', 0],
  ['1-6 days', 1],
  ['7-29 days', 7],
  ['30-89 days', 30],
  ['90 days or more', 90],
];

export interface OpenTaskRow {
  id: number;
  type: string;
  status: string;
  current_view_type: string | null;
  assigned_to: string | null;
  is_awaiting: boolean;
  awaiting_reason: string | null;
  reopen_reason: string | null;
  brand_id: number;
  brand_name: string;
  menu_id: number | null;
  menu_url: string | null;
  menu_status: string | null;
  created_date: Date;
  open_since: Date;
  age_days: number;
  modified_date: Date;
}

export const OPEN_TASK_COLUMNS: ReadonlyArray<CsvColumn<OpenTaskRow>> = [
  { header: 'Task ID', value: (row) => row.id },
  { header: 'Task type', value: (row) => taskKindLabel(row.type) },
  { header: 'Status', value: (row) => row.status },
  { header: 'Current view', value: (row) => row.current_view_type },
  { header: 'Assigned to', value: (row) => row.assigned_to },
  { header: 'Awaiting', value: (row) => yesNo(row.is_awaiting) },
  { header: 'Awaiting reason', value: (row) => row.awaiting_reason },
  { header: 'Reopen reason', value: (row) => row.reopen_reason },
  { header: 'Brand ID', value: (row) => row.brand_id },
  { header: 'Brand name', value: (row) => row.brand_name },
  { header: 'Menu ID', value: (row) => row.menu_id },
  { header: 'Menu URL', value: (row) => row.menu_url },
  { header: 'Menu status', value: (row) => row.menu_status },
  { header: 'Created date', value: (row) => isoDateTime(row.created_date) },
  { header: 'Open since', value: (row) => isoDateTime(row.open_since) },
  { header: 'Age (days)', value: (row) => row.age_days },
  { header: 'Modified date', value: (row) => isoDateTime(row.modified_date) },
];

/** When a task became open: its last reopen while REOPENED, else its creation. */
const OPEN_SINCE_SQL = "CASE WHEN t.status = 'REOPENED' AND t.reopened_date IS NOT NULL THEN t.reopened_date ELSE t.created_date END";
/** Whole days open at $asOf. */
const AGE_DAYS_SQL = `floor(extract(epoch FROM ($asOf::timestamptz - ${OPEN_SINCE_SQL})) / 86400)::int`;

async function* openTaskBatches(ctx: ReportContext, input: OpenTasksInput, asOf: Date): AsyncGenerator<OpenTaskRow[]> {
  let limit = FIRST_PAGE_SIZE;
  for (const type of input.taskTypes) {
    let after = 0;
    while (!ctx.signal.aborted) {
      const rows = await ctx.db.query<OpenTaskRow>(
        `SELECT t.id, t.type, t.status, t.current_view_type, u.name AS assigned_to, t.is_awaiting, t.awaiting_reason, t.reopen_reason,
                t.brand_id, t.brand_name, t.menu_id, m.url AS menu_url, m.status AS menu_status, t.created_date,
                ${OPEN_SINCE_SQL} AS open_since, ${AGE_DAYS_SQL.replace('$asOf', '$4')} AS age_days, t.modified_date
           FROM tasks t LEFT JOIN users u ON u.id = t.assigned_to_id LEFT JOIN menus m ON m.id = t.menu_id
          WHERE t.type = $1 AND t.status <> 'RESOLVED' AND t.id > $2 ORDER BY t.id LIMIT $3`,
        [type, after, limit, asOf],
      );
      if (rows.length > 0) yield rows;
      if (rows.length < limit) break;
      after = rows[rows.length - 1].id;
      limit = nextPageSize(limit);
    }
  }
}

/**
 * One pass over the open tasks' index: per kind, how many have been open at least each bucket's lowest day count (a
 * comparison per row with an instant computed once, cheaper than an age per row); a bucket is the difference of two.
 */
async function openTasksChart(ctx: ReportContext, input: OpenTasksInput): Promise<ReportChart> {
  const now = Date.now();
  const thresholds = OPEN_TASK_AGE_BUCKETS.map(([, from]) => new Date(now - from * 86_400_000));
  const rows = await ctx.db.query<{ type: string; [atLeast: string]: number | string }>(
    `SELECT t.type, ${thresholds.map((_, index) => `(count(*) FILTER (WHERE ${OPEN_SINCE_SQL} <= $${index + 2}::timestamptz))::int AS at_least_${index}`).join(', ')}
       FROM tasks t WHERE t.type = ANY($1::text[]) AND t.status <> 'RESOLVED'
      GROUP BY 1`,
    [input.taskTypes, ...thresholds],
  );
  const atLeast = (type: string, index: number) => Number(rows.find((row) => row.type === type)?.[`at_least_${index}`] ?? 0);
  return {
    title: 'Open tasks by kind and age',
    kind: 'STACKED_BAR',
    xLabel: 'Task type',
    yLabel: 'Open tasks',
    series: OPEN_TASK_AGE_BUCKETS.map(([label], index) => ({
      name: label,
      points: input.taskTypes.map((type) => ({
        x: taskKindLabel(type),
        y: atLeast(type, index) - (index + 1 < OPEN_TASK_AGE_BUCKETS.length ? atLeast(type, index + 1) : 0),
      })),
    })),
  };
}

export const openTasksReport: ReportDefinition<OpenTasksInput> = {
  key: OPEN_TASKS_REPORT_KEY,
  permission: `report.${OPEN_TASKS_REPORT_KEY}`,
  async parseInput(_ctx, query) {
    const { taskTypes } = parseReportInput(OPEN_TASKS_SCHEMA, query);
    return { taskTypes: TASK_TYPES.filter((type) => (taskTypes as string[]).includes(type)) };
  },
  async file(ctx, input) {
    // One instant for every row's age, so a long download does not age its last rows.
    return { kind: 'csv', fileName: OPEN_TASKS_FILE_NAME, columns: OPEN_TASK_COLUMNS, batches: openTaskBatches(ctx, input, new Date()) };
  },
  chart: openTasksChart,
};
