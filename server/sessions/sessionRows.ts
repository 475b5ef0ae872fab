// Reading HTML scraping sessions (spec 3, sections 2, 3 and 7; docs/sessions.md, "Storage"): one session, a cluster's
// sessions and the reruns page's sessions, newest first and paged. The counters are kept on the session row by the jobs'
// completion (sessionProgress.ts), so a page of sessions is one indexed read whatever the number of jobs.
import type { SessionStatus } from '../../domain/scrapingSessions';
import type { Queryable } from '../db/database';
import { appError } from '../graphql/errors';

/** History events of sessions (EVENT_READ_PERMISSIONS: readable with the cluster screens or the reruns page). */
export const SESSION_ENTITY_TYPE = 'HTML_SCRAPING_SESSION';
export const SESSION_NOT_FOUND = 'HTML scraping session was not found.';
export const SESSION_NOT_IN_PROGRESS = 'Only a session that is in progress can be aborted.';
export const sessionNotFound = () => appError('SCRAPING_SESSION_NOT_FOUND', SESSION_NOT_FOUND);

export const SESSION_KINDS = ['CLUSTER_VALIDATION', 'CLUSTER_SCRAPING', 'RERUNS'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

export interface SessionRow {
  id: number;
  kind: SessionKind;
  menu_scraping_cluster_id: number | null;
  rerun_flow_id: number | null;
  status: SessionStatus;
  created_date: Date;
  created_by_id: number | null;
  configuration: Record<string, unknown>;
  menu_scraping_template_id: number | null;
  scraping_instructions_version_number: number | null;
  time_slot_count: number;
  slot_duration_ms: number;
  start_time: Date;
  estimated_completion_time: Date;
  completed_date: Date | null;
  aborted_reason: string | null;
  aborted_by_id: number | null;
  total_menu_count: number;
  scraped_menu_count: number;
  in_progress_job_count: number;
  success_job_count: number;
  partial_success_job_count: number;
  error_job_count: number;
  aborted_job_count: number;
}

const COLUMNS = `id, kind, menu_scraping_cluster_id, rerun_flow_id, status, created_date, created_by_id, configuration, menu_scraping_template_id,
  scraping_instructions_version_number, time_slot_count, slot_duration_ms, start_time, estimated_completion_time, completed_date, aborted_reason,
  aborted_by_id, total_menu_count, scraped_menu_count, in_progress_job_count, success_job_count, partial_success_job_count, error_job_count,
  aborted_job_count`;

export async function findSession(db: Queryable, id: number, options: { lock?: boolean } = {}): Promise<SessionRow | null> {
  const rows = await db.query<SessionRow>(`SELECT ${COLUMNS} FROM html_scraping_sessions WHERE id = $1${options.lock ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0] ?? null;
}

export interface SessionPage {
  items: SessionRow[];
  total: number;
}

async function page(db: Queryable, where: string, params: unknown[], pageNumber: number, pageSize: number): Promise<SessionPage> {
  const offset = (pageNumber - 1) * pageSize;
  const items = await db.query<SessionRow>(
    `SELECT ${COLUMNS} FROM html_scraping_sessions WHERE ${where} ORDER BY id DESC LIMIT ${pageSize} OFFSET ${offset}`,
    params,
  );
  const [{ total }] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM html_scraping_sessions WHERE ${where}`, params);
  return { items, total };
}

/** A cluster's sessions, newest first (the sessions panel). */
export function clusterSessions(db: Queryable, clusterId: number, pageNumber: number, pageSize: number): Promise<SessionPage> {
  return page(db, 'menu_scraping_cluster_id = $1', [clusterId], pageNumber, pageSize);
}

/** The reruns page's sessions, newest first. */
export function rerunSessions(db: Queryable, pageNumber: number, pageSize: number): Promise<SessionPage> {
  return page(db, "kind = 'RERUNS'", [], pageNumber, pageSize);
}

/** The ids of a cluster's sessions in progress, locked in id order (a restart aborts them). */
export async function clusterSessionsInProgress(db: Queryable, clusterId: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    "SELECT id FROM html_scraping_sessions WHERE menu_scraping_cluster_id = $1 AND status = 'IN_PROGRESS' ORDER BY id FOR UPDATE",
    [clusterId],
  );
  return rows.map((row) => row.id);
}

/** The job counts the API answers as jobCountByScrapingStatus. */
export function jobCountsOf(row: SessionRow) {
  return {
    inProgress: row.in_progress_job_count,
    success: row.success_job_count,
    partialSuccess: row.partial_success_job_count,
    error: row.error_job_count,
    aborted: row.aborted_job_count,
  };
}
