// The dish review task's API (spec 2, sections 2.7, 4, 5 and 7): save and resolve with the reviewer's edits and uploads
// (replacing the generic ones of taskResolvers.ts for this kind), the two rejections, the rescrape, and the dish table's
// bulk statuses. Thin: check, call server/dishReview/, one transaction per write with its history.
import type { GraphQLFieldResolver } from 'graphql';
import { rejectHtmlMenuSchema, scrapingRejectionCommentSchema, type DishReviewStatus } from '../../../domain/dishReviewSchemas';
import type { TaskEvent } from '../../../machines/taskLifecycleMachine';
import type { Queryable } from '../../db/database';
import { lockUser, type UserRow } from '../../db/userRows';
import { approveReviewedMenu, refuseRejectionAssignee, rejectReviewedMenu, rescrapeReviewedMenu } from '../../dishReview/dishReviewResolutions';
import { lockReviewedMenu, type ReviewedMenu } from '../../dishReview/dishReviewItems';
import { saveDishReviewData } from '../../dishReview/dishReviewSave';
import { setDishStatuses } from '../../dishReview/dishStatuses';
import { actorOf, applyTaskEvent, assertVersion, lockTask } from '../../tasks/applyTaskEvent';
import { runPipelineAfterResolve } from '../../tasks/pipeline';
import { kindOf } from '../../tasks/taskKinds';
import type { TaskRow } from '../../tasks/taskRows';
import type { GraphQLContext, Viewer } from '../context';
import { validationError } from '../errors';
import { parseId } from '../globalIds';
import { validateArgument, validateInput } from '../validate';
import { asConflict, refuseEvent, reload, viewerOf } from './brandTaskWork';

type Resolver = GraphQLFieldResolver<unknown, GraphQLContext, Record<string, unknown>>;

const REVIEW = kindOf('DISH_REVIEW');

/** The resolved task, and the next one (none: the page goes back to the dish review list). */
async function resolution(tx: Queryable, row: TaskRow, at: string) {
  const outcome = await runPipelineAfterResolve(tx, row, null, at);
  return {
    task: await reload(tx, row.id),
    nextTask: outcome.nextTaskId ? await reload(tx, outcome.nextTaskId) : null,
    isBrandDefinitionAutoResolved: outcome.isBrandDefinitionAutoResolved,
  };
}

/** Save and Done: the task locked at the expected version, the caller allowed by the machine, the payload applied, the event. */
function dishReviewWorkResolver(mode: 'save' | 'done'): Resolver {
  return async (_parent, args, context) => {
    const viewer = viewerOf(context);
    const id = parseId('DishReviewTask', String(args.id));
    return asConflict(() =>
      context.db.transaction(async (tx) => {
        const row = await lockTask(tx, REVIEW, id);
        await assertVersion(tx, row, args.expectedModifiedDate as Date | null);
        const at = new Date().toISOString();
        const event: TaskEvent = { type: mode === 'save' ? 'SAVE' : 'RESOLVE', actor: actorOf(viewer), at };
        refuseEvent(row, event);
        const menu = await lockReviewedMenu(tx, row);
        const changes = await saveDishReviewData(tx, menu, args);
        if (mode === 'save') {
          await applyTaskEvent(tx, row, event, { userId: viewer.id, type: 'SAVE', message: saveMessage(changes.upload !== null), data: changes });
          return reload(tx, id);
        }
        const approval = await approveReviewedMenu(tx, menu, row, viewer.id);
        await applyTaskEvent(tx, row, event, { userId: viewer.id, type: 'RESOLVE', message: 'Task resolved: menu approved', data: { viewType: null, ...changes, ...approval } }, { resolvedType: 'MANUAL' });
        return resolution(tx, row, at);
      }),
    );
  };
}

const saveMessage = (uploaded: boolean) => (uploaded ? 'Task saved: menu data uploaded' : 'Task saved');

type ResolveAct = (tx: Queryable, row: TaskRow, menu: ReviewedMenu, args: Record<string, unknown>, viewer: Viewer, at: string, assignee: UserRow | null) => Promise<Record<string, unknown>>;

/**
 * Reject and rescrape resolve the review another way: the same transaction shape as Done, with `act` for the menu's side.
 * `assigneeArg` names the argument holding a user to lock first (the assign mutation's order: the person, then the task).
 */
function otherResolutionResolver(message: string, act: ResolveAct, assigneeArg?: string): Resolver {
  return async (_parent, args, context) => {
    const viewer = viewerOf(context);
    const id = parseId('DishReviewTask', String(args.id));
    const assigneeId = assigneeArg && args[assigneeArg] !== null && args[assigneeArg] !== undefined && args[assigneeArg] !== '' ? parseId('User', String(args[assigneeArg])) : null;
    return asConflict(() =>
      context.db.transaction(async (tx) => {
        const assignee = assigneeId === null ? null : await lockUser(tx, assigneeId);
        const row = await lockTask(tx, REVIEW, id);
        await assertVersion(tx, row, args.expectedModifiedDate as Date | null);
        const at = new Date().toISOString();
        const event: TaskEvent = { type: 'RESOLVE', actor: actorOf(viewer), at };
        refuseEvent(row, event);
        const menu = await lockReviewedMenu(tx, row);
        const data = await act(tx, row, menu, args, viewer, at, assignee);
        await applyTaskEvent(tx, row, event, { userId: viewer.id, type: 'RESOLVE', message, data: { viewType: null, menuId: menu.id, ...data } }, { resolvedType: 'MANUAL' });
        return resolution(tx, row, at);
      }),
    );
  };
}

const rejectHtmlMenu = otherResolutionResolver(
  'Task resolved by rejecting the menu',
  async (tx, row, menu, args, viewer, at, assignee) => {
    const input = await validateInput(rejectHtmlMenuSchema, {
      rejectMenuStatus: args.rejectMenuStatus,
      assignedToUserId: args.assignedToUserId,
      scrapingRejectedComment: args.scrapingRejectedComment ?? undefined,
    });
    const refusal = refuseRejectionAssignee(assignee);
    if (refusal) throw validationError(refusal, 'assignedToUserId');
    return rejectReviewedMenu(tx, menu, row, { kind: 'REJECT_HTML', rejectMenuStatus: input.rejectMenuStatus, assignToUserId: assignee!.id }, input.scrapingRejectedComment, assignee, viewer.id, at);
  },
  'assignedToUserId',
);

const rejectDocumentMenu = otherResolutionResolver('Task resolved by rejecting the document menu', async (tx, row, menu, args, viewer, at) => {
  const comment = await validateArgument(scrapingRejectionCommentSchema, args.scrapingRejectedComment ?? undefined, 'scrapingRejectedComment');
  return rejectReviewedMenu(tx, menu, row, { kind: 'REJECT_DOCUMENT' }, comment, null, viewer.id, at);
});

const rescrapeMenu = otherResolutionResolver('Task resolved by rescraping the menu', (tx, _row, menu, args, viewer) =>
  rescrapeReviewedMenu(tx, menu, args.isDebugModeScraping === true, viewer.id),
);

/** The dishes as the Dish type's resolvers read them (every column of the row), in the order asked. */
async function dishRows(db: Queryable, ids: readonly number[]) {
  const rows = await db.query<{ id: number }>('SELECT * FROM dishes WHERE id = ANY($1::int[])', [[...ids]]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)!);
}

const setDishStatusesByIds: Resolver = async (_parent, args, context) => {
  const viewer = viewerOf(context);
  const items = ((args.items ?? []) as { id: unknown; status?: unknown }[]).map((item) => ({
    id: parseId('Dish', String(item.id)),
    status: (item.status ?? null) as DishReviewStatus | null,
  }));
  return asConflict(() =>
    context.db.transaction(async (tx) => {
      const ids = await setDishStatuses(tx, viewer, items);
      return dishRows(tx, ids);
    }),
  );
};

export const dishReviewMutationResolvers: Record<string, Resolver> = {
  saveDishReviewTask: dishReviewWorkResolver('save'),
  resolveDishReviewTask: dishReviewWorkResolver('done'),
  resolveDishReviewTaskByRejectHtmlMenu: rejectHtmlMenu,
  resolveDishReviewTaskByRejectDocumentMenu: rejectDocumentMenu,
  resolveDishReviewTaskByRescrapeMenu: rescrapeMenu,
  setDishStatusesByIds,
};
