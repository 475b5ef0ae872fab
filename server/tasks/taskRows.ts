// A task as stored: its row (with brand and menu columns the lists show), its views, and the machine facts they stand for.
import type { TaskFacts, TaskType, TaskView, ViewType } from '../../machines/taskTypes';
import type { Queryable } from '../db/database';
import { NEXT_MODIFIED_DATE } from '../db/rowVersions';

export interface TaskRow {
  id: number;
  type: TaskType;
  brand_id: number;
  menu_id: number | null;
  status: TaskFacts['status'];
  assigned_to_id: number | null;
  assigned_to_name: string | null;
  is_assignable: boolean;
  is_awaiting: boolean;
  awaiting_reason: TaskFacts['awaitingReason'];
  awaiting_reason_comment: string | null;
  current_view_type: ViewType | null;
  is_rerun_flow: boolean;
  is_auto_resolved: boolean;
  resolved_type: 'MANUAL' | 'AUTOMATIC' | null;
  resolved_date: Date | null;
  resolved_by_id: number | null;
  reopened_by_id: number | null;
  reopened_date: Date | null;
  reopen_reason: TaskFacts['reopenReason'];
  misc_verified_by_id: number | null;
  misc_verified_date: Date | null;
  misc_verified_comment: string | null;
  misc_qc_verified_by_id: number | null;
  misc_qc_verified_date: Date | null;
  misc_qc_verified_comment: string | null;
  verification: TaskFacts['verification'];
  verified_by_id: number | null;
  verified_date: Date | null;
  modified_by_id: number | null;
  created_date: Date;
  modified_date: Date;
  is_in_scraping_cluster: boolean;
  views: ViewRow[] | null;
}

export interface ViewRow {
  type: ViewType;
  status: TaskView['status'];
  resolved_by_id: number | null;
  resolved_date: string | null;
  modified_brand_fields: string[];
  modified_location_ids: number[];
  modified_location_ids_unreviewed_by_definer: number[];
  /** What this view's own saves changed (migration 008): the later views highlight it. */
  changed_brand_fields: string[];
  changed_location_ids: number[];
}

/** Columns of a task with its assignee's name, cluster membership and views, for `FROM tasks t`. */
export const TASK_COLUMNS = `t.id, t.type, t.brand_id, t.menu_id, t.status, t.assigned_to_id, au.name AS assigned_to_name, t.is_assignable,
  t.is_awaiting, t.awaiting_reason, t.awaiting_reason_comment, t.current_view_type, t.is_rerun_flow, t.is_auto_resolved, t.resolved_type,
  t.resolved_date, t.resolved_by_id, t.reopened_by_id, t.reopened_date, t.reopen_reason, t.misc_verified_by_id, t.misc_verified_date,
  t.misc_verified_comment, t.misc_qc_verified_by_id, t.misc_qc_verified_date, t.misc_qc_verified_comment, t.verification,
  t.verified_by_id, t.verified_date, t.modified_by_id, t.created_date, t.modified_date,
  (SELECT m.menu_scraping_cluster_id IS NOT NULL FROM menus m WHERE m.id = t.menu_id) IS TRUE AS is_in_scraping_cluster,
  (SELECT json_agg(json_build_object('type', v.type, 'status', v.status, 'resolved_by_id', v.resolved_by_id, 'resolved_date', v.resolved_date,
      'modified_brand_fields', v.modified_brand_fields, 'modified_location_ids', v.modified_location_ids,
      'modified_location_ids_unreviewed_by_definer', v.modified_location_ids_unreviewed_by_definer,
      'changed_brand_fields', v.changed_brand_fields, 'changed_location_ids', v.changed_location_ids)
    ORDER BY array_position(ARRAY['DEFINE','QC','QQA'], v.type)) FROM task_views v WHERE v.task_id = t.id) AS views`;

export const TASK_FROM = 'tasks t LEFT JOIN users au ON au.id = t.assigned_to_id';

export async function findTask(db: Queryable, id: number, options: { forUpdate?: boolean } = {}): Promise<TaskRow | null> {
  const rows = await db.query<TaskRow>(
    `SELECT ${TASK_COLUMNS} FROM ${TASK_FROM} WHERE t.id = $1${options.forUpdate ? ' FOR UPDATE OF t' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

const iso = (date: Date | string | null) => (date === null ? null : new Date(date).toISOString());

export function factsOf(row: TaskRow): TaskFacts {
  return {
    type: row.type,
    status: row.status,
    assignedToId: row.assigned_to_id,
    isAssignable: row.is_assignable,
    isAwaiting: row.is_awaiting,
    awaitingReason: row.awaiting_reason,
    awaitingReasonComment: row.awaiting_reason_comment,
    currentViewType: row.current_view_type,
    views: (row.views ?? []).map((view) => ({
      type: view.type,
      status: view.status,
      resolvedById: view.resolved_by_id,
      resolvedDate: iso(view.resolved_date),
    })),
    isInScrapingCluster: row.is_in_scraping_cluster,
    resolvedById: row.resolved_by_id,
    resolvedDate: iso(row.resolved_date),
    reopenedById: row.reopened_by_id,
    reopenedDate: iso(row.reopened_date),
    reopenReason: row.reopen_reason,
    miscVerifiedById: row.misc_verified_by_id,
    miscVerifiedDate: iso(row.misc_verified_date),
    miscVerifiedComment: row.misc_verified_comment,
    miscQcVerifiedById: row.misc_qc_verified_by_id,
    miscQcVerifiedDate: iso(row.misc_qc_verified_date),
    miscQcVerifiedComment: row.misc_qc_verified_comment,
    verification: row.verification,
    verifiedById: row.verified_by_id,
    verifiedDate: iso(row.verified_date),
  };
}

/** Stores the machine's facts back into the row and its views. */
export async function writeFacts(tx: Queryable, id: number, facts: TaskFacts, modifiedById: number | null, extra: { resolvedType?: 'MANUAL' | 'AUTOMATIC' | null; isAutoResolved?: boolean } = {}) {
  await tx.query(
    `UPDATE tasks SET status = $2, assigned_to_id = $3, is_assignable = $4, is_awaiting = $5, awaiting_reason = $6,
       awaiting_reason_comment = $7, current_view_type = $8, resolved_by_id = $9, resolved_date = $10, reopened_by_id = $11,
       reopened_date = $12, reopen_reason = $13, misc_verified_by_id = $14, misc_verified_date = $15, misc_verified_comment = $16,
       misc_qc_verified_by_id = $17, misc_qc_verified_date = $18, misc_qc_verified_comment = $19, verification = $20,
       verified_by_id = $21, verified_date = $22, modified_by_id = $23, modified_date = ${NEXT_MODIFIED_DATE},
       resolved_type = CASE WHEN $2 = 'RESOLVED' THEN COALESCE($24, resolved_type, 'MANUAL') ELSE NULL END,
       is_auto_resolved = COALESCE($25, CASE WHEN $2 = 'RESOLVED' THEN is_auto_resolved ELSE false END)
     WHERE id = $1`,
    [
      id,
      facts.status,
      facts.assignedToId,
      facts.isAssignable,
      facts.isAwaiting,
      facts.awaitingReason,
      facts.awaitingReasonComment,
      facts.currentViewType,
      facts.resolvedById,
      facts.resolvedDate,
      facts.reopenedById,
      facts.reopenedDate,
      facts.reopenReason,
      facts.miscVerifiedById,
      facts.miscVerifiedDate,
      facts.miscVerifiedComment,
      facts.miscQcVerifiedById,
      facts.miscQcVerifiedDate,
      facts.miscQcVerifiedComment,
      facts.verification,
      facts.verifiedById,
      facts.verifiedDate,
      modifiedById,
      extra.resolvedType ?? null,
      extra.isAutoResolved ?? null,
    ],
  );
  for (const view of facts.views) {
    await tx.query(
      `INSERT INTO task_views (task_id, type, status, resolved_by_id, resolved_date) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (task_id, type) DO UPDATE SET status = EXCLUDED.status, resolved_by_id = EXCLUDED.resolved_by_id,
         resolved_date = EXCLUDED.resolved_date`,
      [id, view.type, view.status, view.resolvedById, view.resolvedDate],
    );
  }
}
