// Carries out the pipeline edges (machines/pipelineEdges.ts) inside the resolving transaction.
import { edgesAfterResolve, nextTaskTypeAfter, type PipelineEdge } from '../../machines/pipelineEdges';
import { newTaskFacts } from '../../machines/taskLifecycleMachine';
import { VIEW_TYPES, type TaskType, type ViewType } from '../../machines/taskTypes';
import type { Queryable } from '../db/database';
import { recordEvent } from '../history/eventRows';
import { applyTaskEvent } from './applyTaskEvent';
import { openMenuScrapingTasks } from './menuScrapingPipeline';
import { kindOf } from './taskKinds';
import { findTask, writeFacts, type TaskRow } from './taskRows';

export interface PipelineOutcome {
  nextTaskId: number | null;
  isBrandDefinitionAutoResolved: boolean;
}

async function brandTaskOf(tx: Queryable, brandId: number, type: TaskType): Promise<TaskRow | null> {
  const rows = await tx.query<{ id: number }>('SELECT id FROM tasks WHERE brand_id = $1 AND type = $2 AND menu_id IS NULL ORDER BY id LIMIT 1', [brandId, type]);
  return rows[0] ? findTask(tx, rows[0].id, { forUpdate: true }) : null;
}

async function createBrandTask(tx: Queryable, brandId: number, type: TaskType): Promise<TaskRow> {
  const [{ id }] = await tx.query<{ id: number }>(
    "INSERT INTO tasks (type, brand_id, status, is_assignable, current_view_type) VALUES ($1, $2, 'NOT_STARTED', true, 'DEFINE') RETURNING id",
    [type, brandId],
  );
  await tx.query("INSERT INTO task_views (task_id, type) SELECT $1, unnest($2::text[])", [id, [...VIEW_TYPES]]);
  await recordEvent(tx, { userId: null, type: 'CREATE', entityType: kindOf(type).entityType, entityId: id, message: `${kindOf(type).label} task created by the pipeline` });
  return (await findTask(tx, id))!;
}

/**
 * Makes the brand's task of this kind workable: creates it, reopens it with the edge's reason when it was done, or makes
 * it assignable; a task already open and assignable stays as it is (someone works it anyway). Answers its id.
 */
export async function openBrandTask(tx: Queryable, brandId: number, edge: Pick<PipelineEdge, 'taskType' | 'reopenReason'>, at: string): Promise<number> {
  const existing = await brandTaskOf(tx, brandId, edge.taskType);
  if (!existing) return (await createBrandTask(tx, brandId, edge.taskType)).id;
  const label = kindOf(edge.taskType).label;
  if (existing.status === 'RESOLVED') {
    await applyTaskEvent(tx, existing, { type: 'SYSTEM_REOPEN', reason: edge.reopenReason, assignToUserId: null, at }, {
      userId: null,
      type: 'REOPEN',
      message: `${label} task reopened: ${edge.reopenReason}`,
      data: { reopenReason: edge.reopenReason },
    });
  } else if (!existing.is_assignable) {
    await applyTaskEvent(tx, existing, { type: 'MAKE_ASSIGNABLE' }, { userId: null, type: 'UPDATE', message: `${label} task is ready for assignment` });
  }
  return existing.id;
}

async function autoResolve(tx: Queryable, brandId: number, edge: PipelineEdge, at: string): Promise<void> {
  const task = (await brandTaskOf(tx, brandId, edge.taskType)) ?? (await createBrandTask(tx, brandId, edge.taskType));
  const facts = {
    ...newTaskFacts(edge.taskType),
    status: 'RESOLVED' as const,
    currentViewType: 'QQA' as ViewType,
    views: VIEW_TYPES.map((type) => ({ type, status: 'DONE' as const, resolvedById: null, resolvedDate: at })),
    resolvedDate: at,
  };
  await writeFacts(tx, task.id, facts, null, { resolvedType: 'AUTOMATIC', isAutoResolved: true });
  await recordEvent(tx, {
    userId: null,
    type: 'RESOLVE',
    subType: 'AUTOMATIC',
    entityType: kindOf(edge.taskType).entityType,
    entityId: task.id,
    message: `${kindOf(edge.taskType).label} task resolved automatically: every included location already has a matched place`,
  });
}

export async function runPipelineAfterResolve(tx: Queryable, task: TaskRow, resolvedViewType: ViewType | null, at: string): Promise<PipelineOutcome> {
  const [brand] = await tx.query<{ rank: 'MASTER' | 'SLAVE' | null; status: 'NEW' | 'INCLUDED' | 'EXCLUDED'; well_matched: boolean }>(
    `SELECT b.rank, b.status,
       (EXISTS (SELECT 1 FROM locations l WHERE l.brand_id = b.id AND l.status = 'INCLUDED')
        AND NOT EXISTS (SELECT 1 FROM locations l WHERE l.brand_id = b.id AND l.status = 'INCLUDED' AND l.google_match_rank NOT IN ('HIGHEST', 'MANUAL'))) AS well_matched
       FROM brands b WHERE b.id = $1`,
    [task.brand_id],
  );
  const edges = edgesAfterResolve({
    type: task.type,
    resolvedViewType,
    brand: { rank: brand.rank, status: brand.status },
    everyIncludedLocationWellMatched: brand.well_matched,
  });
  // Menu definition: each scrapeable menu's scraping task (no next task: the page goes back to the gateway list).
  await openMenuScrapingTasks(tx, task, resolvedViewType, at);
  let nextTaskId: number | null = null;
  const nextType = nextTaskTypeAfter(edges);
  for (const edge of edges) {
    if (edge.kind === 'autoResolve') await autoResolve(tx, task.brand_id, edge, at);
    else {
      const id = await openBrandTask(tx, task.brand_id, edge, at);
      if (edge.taskType === nextType) nextTaskId = id;
    }
  }
  return { nextTaskId, isBrandDefinitionAutoResolved: edges.some((edge) => edge.kind === 'autoResolve' && edge.taskType === 'BRAND_DEFINITION') };
}
