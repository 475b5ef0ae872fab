// The brand gateway task's save and resolve with their payload (spec 2, section 7), replacing the generic ones of
// taskResolvers.ts for this kind, and 'Unmark as master'. Thin: check, call server/brands/, one transaction.
import type { GraphQLFieldResolver } from 'graphql';
import type { GatewayMode } from '../../../domain/brandGatewaySchemas';
import { decideTaskEvent, type TaskEvent } from '../../../machines/taskLifecycleMachine';
import { gatewayPayloadOf, saveBrandGatewayWork } from '../../brands/brandGatewaySave';
import { recordViewChanges } from '../../brands/brandGatewayViews';
import { unmarkBrandAsMaster } from '../../brands/unmarkMaster';
import type { Queryable } from '../../db/database';
import { actorOf, applyTaskEvent, assertVersion, lockTask } from '../../tasks/applyTaskEvent';
import { runPipelineAfterResolve } from '../../tasks/pipeline';
import { kindOf } from '../../tasks/taskKinds';
import { factsOf, findTask, type TaskRow } from '../../tasks/taskRows';
import type { GraphQLContext, Viewer } from '../context';
import { appError, conflict, forbidden, notFound, unauthenticated } from '../errors';
import { parseId } from '../globalIds';

type Resolver = GraphQLFieldResolver<unknown, GraphQLContext, Record<string, unknown>>;

const GATEWAY = kindOf('BRAND_GATEWAY');

function viewerOf(context: GraphQLContext): Viewer {
  if (!context.viewer) throw unauthenticated();
  return context.viewer;
}

async function reload(db: Queryable, id: number): Promise<TaskRow> {
  const row = await findTask(db, id);
  if (!row) throw notFound('Task');
  return row;
}

/** The machine's refusal (not assigned, no permission, task done) before the payload is even read: it comes first. */
function refuseEvent(row: TaskRow, event: TaskEvent): void {
  const decision = decideTaskEvent(factsOf(row), event);
  if (decision.ok) return;
  const { type, message } = decision.refusal;
  throw type === 'FORBIDDEN' ? forbidden(message) : appError(type === 'INVALID_VIEW_TYPE' ? 'INVALID_VIEW_TYPE' : type, message);
}

/**
 * A save locks its own brand, then the brands it moves locations to or relates: two saves that reach for each other's
 * brands at once can deadlock, and PostgreSQL aborts one of them. That one is told to reload, like any stale write.
 */
async function asConflict<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (code === '40P01' || code === '40001') throw conflict();
    throw error;
  }
}

/**
 * One transaction: the task locked and at the expected version, the caller allowed, the payload applied (brand,
 * relations, locations, their history, other brands' tasks opened), the task's SAVE or RESOLVE event, then what the
 * current view changed recorded for review by difference; resolve then runs the pipeline as the generic resolve does.
 */
function gatewayWork(mode: GatewayMode): Resolver {
  return async (_parent, args, context) => {
    const viewer = viewerOf(context);
    const id = parseId('BrandGatewayTask', String(args.id));
    return asConflict(() => context.db.transaction(async (tx) => {
      const row = await lockTask(tx, GATEWAY, id);
      await assertVersion(tx, row, args.expectedModifiedDate as Date | null);
      const at = new Date().toISOString();
      const event: TaskEvent = { type: mode === 'save' ? 'SAVE' : 'RESOLVE', actor: actorOf(viewer), at };
      refuseEvent(row, event);
      const viewType = row.current_view_type;
      const changes = await saveBrandGatewayWork(tx, row, gatewayPayloadOf(args), mode, viewer.id, at);
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

const unmarkBrandAsMasterResolver: Resolver = async (_parent, args, context) => {
  const viewer = viewerOf(context);
  const brandId = parseId('Brand', String(args.id));
  return context.db.transaction((tx) => unmarkBrandAsMaster(tx, brandId, viewer.id, context.config.unmarkMasterLocationLimit, new Date().toISOString()));
};

export const brandGatewayMutationResolvers: Record<string, unknown> = {
  saveBrandGatewayTask: gatewayWork('save'),
  resolveBrandGatewayTask: gatewayWork('done'),
  unmarkBrandAsMaster: unmarkBrandAsMasterResolver,
};
