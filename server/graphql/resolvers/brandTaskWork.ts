// The save and resolve of a brand task with its editor's payload (brand gateway, brand definition): one resolver shape
// for both, replacing the generic ones of taskResolvers.ts. Thin: check, call the kind's work in server/brands/, one
// transaction.
import type { GraphQLFieldResolver } from 'graphql';
import { decideTaskEvent, type TaskEvent } from '../../../machines/taskLifecycleMachine';
import type { Queryable } from '../../db/database';
import { actorOf, applyTaskEvent, assertVersion, lockTask } from '../../tasks/applyTaskEvent';
import { runPipelineAfterResolve } from '../../tasks/pipeline';
import type { TaskKind } from '../../tasks/taskKinds';
import { factsOf, findTask, type TaskRow } from '../../tasks/taskRows';
import { recordViewChanges } from '../../tasks/viewChanges';
import type { GraphQLContext, Viewer } from '../context';
import { appError, conflict, forbidden, notFound, unauthenticated } from '../errors';
import { parseId } from '../globalIds';

type Resolver = GraphQLFieldResolver<unknown, GraphQLContext, Record<string, unknown>>;

/** Save checks what any stored state must hold; done (resolve) also what the view's work must reach. */
export type BrandTaskMode = 'save' | 'done';

/** What a save changed, by GraphQL field name and location id: the task event's data and the view's changes. */
export interface BrandTaskChanges {
  changedBrandFields: string[];
  changedLocationIds: number[];
}

/**
 * A kind's work on its brand, inside the caller's transaction. Refusals are thrown before the caller commits, so a
 * refused save changes nothing.
 */
export type BrandTaskWork = (tx: Queryable, task: TaskRow, args: Record<string, unknown>, mode: BrandTaskMode, userId: number, at: string) => Promise<BrandTaskChanges>;

export function viewerOf(context: GraphQLContext): Viewer {
  if (!context.viewer) throw unauthenticated();
  return context.viewer;
}

export async function reload(db: Queryable, id: number): Promise<TaskRow> {
  const row = await findTask(db, id);
  if (!row) throw notFound('Task');
  return row;
}

/** The machine's refusal (not assigned, no permission, task done) before the payload is even read: it comes first. */
export function refuseEvent(row: TaskRow, event: TaskEvent): void {
  const decision = decideTaskEvent(factsOf(row), event);
  if (decision.ok) return;
  const { type, message } = decision.refusal;
  throw type === 'FORBIDDEN' ? forbidden(message) : appError(type === 'INVALID_VIEW_TYPE' ? 'INVALID_VIEW_TYPE' : type, message);
}

/**
 * A save locks its own brand, then the rows it reaches for (the brands it moves locations to or relates, the brand's
 * locations): two saves that reach for each other's rows at once can deadlock, and PostgreSQL aborts one of them. That
 * one is told to reload, like any stale write.
 */
export async function asConflict<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (code === '40P01' || code === '40001') throw conflict();
    throw error;
  }
}

/**
 * One transaction: the task locked and at the expected version, the caller allowed, the kind's work applied (with its
 * history), the task's SAVE or RESOLVE event, then what the current view changed recorded for review by difference;
 * resolve then runs the pipeline as the generic resolve does and answers the next task.
 */
export function brandTaskWorkResolver(kind: TaskKind, mode: BrandTaskMode, work: BrandTaskWork): Resolver {
  return async (_parent, args, context) => {
    const viewer = viewerOf(context);
    const id = parseId(`${kind.graphqlName}Task`, String(args.id));
    return asConflict(() => context.db.transaction(async (tx) => {
      const row = await lockTask(tx, kind, id);
      await assertVersion(tx, row, args.expectedModifiedDate as Date | null);
      const at = new Date().toISOString();
      const event: TaskEvent = { type: mode === 'save' ? 'SAVE' : 'RESOLVE', actor: actorOf(viewer), at };
      refuseEvent(row, event);
      const viewType = row.current_view_type;
      const changes = await work(tx, row, args, mode, viewer.id, at);
      if (mode === 'save') {
        await applyTaskEvent(tx, row, event, { userId: viewer.id, type: 'SAVE', message: 'Task saved', data: changes });
      } else {
        const message = viewType ? `${viewType} view resolved` : 'Task resolved';
        await applyTaskEvent(tx, row, event, { userId: viewer.id, type: 'RESOLVE', message, data: { viewType, ...changes } }, { resolvedType: 'MANUAL' });
      }
      await recordViewChanges(tx, row.id, viewType, { brandFields: changes.changedBrandFields, locationIds: changes.changedLocationIds });
      if (mode === 'save') return reload(tx, id);
      const outcome = await runPipelineAfterResolve(tx, row, viewType, at);
      return {
        task: await reload(tx, id),
        nextTask: outcome.nextTaskId ? await reload(tx, outcome.nextTaskId) : null,
        isBrandDefinitionAutoResolved: outcome.isBrandDefinitionAutoResolved,
      };
    }));
  };
}
