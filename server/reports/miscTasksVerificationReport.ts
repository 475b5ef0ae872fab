// GET /api/reports/misc-tasks-verification?userIds=&startDate=&endDate=&taskTypes= -> MiscTasksVerificationReport.csv
// (spec 3, sections 5, 7 and 9; columns in docs/reports.md): every resolution by the chosen people of a task of the
// chosen kinds in the London days of the range (a brand task's view, or a whole menu task), with what became of it:
// sent back (the view needs review because a later view changed what it decided, or the task was reopened after it),
// and the task's miscellaneous verification and QC verification (who, when, the comment). Resolutions are the RESOLVE
// history events, so a task resolved, reopened and resolved again is there twice; read by events_user_created_idx
// (migration 026) in event id order.
import { MISC_TASKS_VERIFICATION_SCHEMA } from '../../domain/reportInputs';
import { TASK_TYPES, type TaskType } from '../../machines/taskTypes';
import { kindOf } from '../tasks/taskKinds';
import type { CsvColumn } from './csvDownload';
import type { ReportChart, ReportContext, ReportDefinition } from './reportDefinition';
import {
  findReportUsers,
  isoDateTime,
  LONDON_RANGE_SQL,
  parseReportInput,
  FIRST_PAGE_SIZE,
  nextPageSize,
  taskKindLabel,
  yesNo,
  type ReportUser,
} from './taskReportsShared';

export const MISC_TASKS_VERIFICATION_REPORT_KEY = 'misc-tasks-verification';
export const MISC_TASKS_VERIFICATION_FILE_NAME = 'MiscTasksVerificationReport.csv';

interface MiscTasksVerificationInput {
  users: ReportUser[];
  startDate: string;
  endDate: string;
  taskTypes: TaskType[];
}

export interface MiscVerificationRow {
  event_id: number;
  task_id: number;
  type: string;
  brand_id: number;
  brand_name: string;
  menu_id: number | null;
  resolved_by: string;
  view_type: string | null;
  resolved_date: Date;
  task_status: string;
  view_status: string | null;
  modified_brand_fields: string[] | null;
  modified_location_ids: number[] | null;
  is_reopened_after: boolean;
  reopened_by: string | null;
  reopened_date: Date | null;
  reopen_reason: string | null;
  misc_verified_by: string | null;
  misc_verified_date: Date | null;
  misc_verified_comment: string | null;
  misc_qc_verified_by: string | null;
  misc_qc_verified_date: Date | null;
  misc_qc_verified_comment: string | null;
}

/** What the chart stacks, first match wins: sent back, then QC verified, verified, not verified. */
export const VERIFICATION_OUTCOMES = ['Sent back', 'QC verified', 'Verified', 'Not verified'] as const;

const isSentBack = (row: Pick<MiscVerificationRow, 'view_status' | 'is_reopened_after'>) => row.view_status === 'NEEDS_REVIEW' || row.is_reopened_after;

function outcomeOf(row: MiscVerificationRow): string {
  if (row.misc_qc_verified_by) return 'QC verified';
  if (row.misc_verified_by) return 'Verified';
  return 'Not verified';
}

export const MISC_VERIFICATION_COLUMNS: ReadonlyArray<CsvColumn<MiscVerificationRow>> = [
  { header: 'Task ID', value: (row) => row.task_id },
  { header: 'Task type', value: (row) => taskKindLabel(row.type) },
  { header: 'Brand ID', value: (row) => row.brand_id },
  { header: 'Brand name', value: (row) => row.brand_name },
  { header: 'Menu ID', value: (row) => row.menu_id },
  { header: 'Resolved by', value: (row) => row.resolved_by },
  { header: 'Resolved view', value: (row) => row.view_type ?? 'Task' },
  { header: 'Resolved date', value: (row) => isoDateTime(row.resolved_date) },
  { header: 'Task status', value: (row) => row.task_status },
  { header: 'View status', value: (row) => row.view_status },
  { header: 'Sent back', value: (row) => yesNo(isSentBack(row)) },
  { header: 'Brand fields changed after', value: (row) => (row.view_status === 'NEEDS_REVIEW' ? (row.modified_brand_fields ?? []).join('; ') : null) },
  { header: 'Locations changed after', value: (row) => (row.view_status === 'NEEDS_REVIEW' ? (row.modified_location_ids ?? []).join('; ') : null) },
  { header: 'Reopened after', value: (row) => yesNo(row.is_reopened_after) },
  { header: 'Reopened by', value: (row) => (row.is_reopened_after ? row.reopened_by : null) },
  { header: 'Reopened date', value: (row) => (row.is_reopened_after ? isoDateTime(row.reopened_date) : null) },
  { header: 'Reopen reason', value: (row) => (row.is_reopened_after ? row.reopen_reason : null) },
  { header: 'Verification', value: outcomeOf },
  { header: 'Verified by', value: (row) => row.misc_verified_by },
  { header: 'Verified date', value: (row) => isoDateTime(row.misc_verified_date) },
  { header: 'Verification comment', value: (row) => row.misc_verified_comment },
  { header: 'QC verified by', value: (row) => row.misc_qc_verified_by },
  { header: 'QC verified date', value: (row) => isoDateTime(row.misc_qc_verified_date) },
  { header: 'QC verification comment', value: (row) => row.misc_qc_verified_comment },
];

/** The resolutions asked for: $1 people, $2 start day, $3 end day (inclusive), $4 the kinds' history entity types. */
const RESOLUTIONS_WHERE = `e.user_id = ANY($1::int[]) AND e.type = 'RESOLVE' AND e.entity_type = ANY($4::text[])
   AND e.created_date >= ${LONDON_RANGE_SQL.start('$2')} AND e.created_date < ${LONDON_RANGE_SQL.endExclusive('$3')}`;
const RESOLUTIONS_FROM = `events e JOIN tasks t ON t.id = e.entity_id LEFT JOIN task_views v ON v.task_id = t.id AND v.type = e.data->>'viewType'`;
/** The task was reopened after this resolution (its last reopen is later). */
const REOPENED_AFTER_SQL = '(t.reopened_date IS NOT NULL AND t.reopened_date > e.created_date)';

const paramsOf = (input: MiscTasksVerificationInput) => [
  input.users.map((user) => user.id),
  input.startDate,
  input.endDate,
  input.taskTypes.map((type) => kindOf(type).entityType),
];

async function* resolutionBatches(ctx: ReportContext, input: MiscTasksVerificationInput): AsyncGenerator<MiscVerificationRow[]> {
  let after = 0;
  let limit = FIRST_PAGE_SIZE;
  while (!ctx.signal.aborted) {
    const rows = await ctx.db.query<MiscVerificationRow>(
      `SELECT e.id AS event_id, t.id AS task_id, t.type, t.brand_id, t.brand_name, t.menu_id, p.name AS resolved_by, e.data->>'viewType' AS view_type,
              e.created_date AS resolved_date, t.status AS task_status, v.status AS view_status, v.modified_brand_fields, v.modified_location_ids,
              ${REOPENED_AFTER_SQL} AS is_reopened_after, ru.name AS reopened_by, t.reopened_date, t.reopen_reason,
              mv.name AS misc_verified_by, t.misc_verified_date, t.misc_verified_comment,
              qv.name AS misc_qc_verified_by, t.misc_qc_verified_date, t.misc_qc_verified_comment
         FROM ${RESOLUTIONS_FROM}
         JOIN users p ON p.id = e.user_id
         LEFT JOIN users ru ON ru.id = t.reopened_by_id
         LEFT JOIN users mv ON mv.id = t.misc_verified_by_id
         LEFT JOIN users qv ON qv.id = t.misc_qc_verified_by_id
        WHERE ${RESOLUTIONS_WHERE} AND e.id > $5
        ORDER BY e.id LIMIT $6`,
      [...paramsOf(input), after, limit],
    );
    if (rows.length > 0) yield rows;
    if (rows.length < limit) return;
    after = rows[rows.length - 1].event_id;
    limit = nextPageSize(limit);
  }
}

async function miscVerificationChart(ctx: ReportContext, input: MiscTasksVerificationInput): Promise<ReportChart> {
  const rows = await ctx.db.query<{ user_id: number; outcome: string; resolutions: number }>(
    `SELECT e.user_id,
            CASE WHEN v.status = 'NEEDS_REVIEW' OR ${REOPENED_AFTER_SQL} THEN 'Sent back'
                 WHEN t.misc_qc_verified_by_id IS NOT NULL THEN 'QC verified'
                 WHEN t.misc_verified_by_id IS NOT NULL THEN 'Verified'
                 ELSE 'Not verified' END AS outcome,
            count(*)::int AS resolutions
       FROM ${RESOLUTIONS_FROM}
      WHERE ${RESOLUTIONS_WHERE}
      GROUP BY 1, 2`,
    paramsOf(input),
  );
  return {
    title: 'Resolutions by verification outcome',
    kind: 'STACKED_BAR',
    xLabel: 'Person',
    yLabel: 'Resolutions',
    series: VERIFICATION_OUTCOMES.map((outcome) => ({
      name: outcome,
      points: input.users.map((user) => ({ x: user.name, y: rows.find((row) => row.user_id === user.id && row.outcome === outcome)?.resolutions ?? 0 })),
    })),
  };
}

export const miscTasksVerificationReport: ReportDefinition<MiscTasksVerificationInput> = {
  key: MISC_TASKS_VERIFICATION_REPORT_KEY,
  permission: `report.${MISC_TASKS_VERIFICATION_REPORT_KEY}`,
  async parseInput(ctx, query) {
    const input = parseReportInput(MISC_TASKS_VERIFICATION_SCHEMA, query);
    return {
      users: await findReportUsers(ctx.db, input.userIds),
      startDate: input.startDate,
      endDate: input.endDate,
      taskTypes: TASK_TYPES.filter((type) => (input.taskTypes as string[]).includes(type)),
    };
  },
  async file(ctx, input) {
    return { kind: 'csv', fileName: MISC_TASKS_VERIFICATION_FILE_NAME, columns: MISC_VERIFICATION_COLUMNS, batches: resolutionBatches(ctx, input) };
  },
  chart: miscVerificationChart,
};
