// The five task kinds' queries and common mutations, built from one table (server/tasks/taskKinds.ts) so every kind
// behaves the same. Each mutation runs the task's machine through applyTaskEvent.
import type { GraphQLFieldResolver } from 'graphql';
import { decideTaskEvent, type TaskEvent } from '../../../machines/taskLifecycleMachine';
import { DEFINITION_TASK_TYPES, TASK_STATUSES, type AwaitingReason } from '../../../machines/taskTypes';
import type { Queryable } from '../../db/database';
import { lockUser } from '../../db/userRows';
import { actorOf, applyTaskEvent, assertVersion, lockTask } from '../../tasks/applyTaskEvent';
import { assigneeRefusal } from '../../tasks/assigneeEligibility';
import { runPipelineAfterResolve } from '../../tasks/pipeline';
import { kindOf, lowerFirst, TASK_KINDS, type TaskKind } from '../../tasks/taskKinds';
import { countTasks, DEFAULT_LIST_FILTERS, listTasks, type TaskListFilters, type TaskSortingCriterion } from '../../tasks/taskLists';
import { factsOf, findTask, type TaskRow } from '../../tasks/taskRows';
import type { GraphQLContext, Viewer } from '../context';
import { appError, forbidden, notFound, unauthenticated, validationError } from '../errors';
import { parseId, toGlobalId } from '../globalIds';
import { ASSIGNEE_FILTER_ROLES, REJECT_MENU_ASSIGNEE_ROLES } from '../../../domain/assigneeRoles';
import { pageArgs } from './userResolvers';
import { commentSchema } from '../../../domain/inputLimits';
import { validateArgument } from '../validate';
import type { EventType } from '../../history/eventTypes';

type Resolver = GraphQLFieldResolver<unknown, GraphQLContext, Record<string, unknown>>;

const LIMIT_MESSAGE = 'Max assigned definition tasks limit reached. Please resolve the currently assigned tasks before assigning a new one.';

function viewerOf(context: GraphQLContext): Viewer {
  if (!context.viewer) throw unauthenticated();
  return context.viewer;
}

function taskId(kind: TaskKind, id: unknown): number {
  return parseId(`${kind.graphqlName}Task`, String(id));
}

function optionalUserId(id: unknown): number | null {
  return id === null || id === undefined || id === '' ? null : parseId('User', String(id));
}

/** Counts the person's open tasks: call it holding their lock (lockUser), so concurrent assignments count one by one. */
async function assertAssignmentLimit(tx: Queryable, kind: TaskKind, userId: number, limit: number) {
  if (!DEFINITION_TASK_TYPES.includes(kind.type)) return;
  const rows = await tx.query<{ type: string; status: string; count: number }>(
    `SELECT type, status, count(*)::int AS count FROM tasks
      WHERE assigned_to_id = $1 AND status <> 'RESOLVED' AND type = ANY($2) GROUP BY type, status`,
    [userId, [...DEFINITION_TASK_TYPES]],
  );
  const ofKind = rows.filter((row) => row.type === kind.type).reduce((sum, row) => sum + row.count, 0);
  if (ofKind < limit) return;
  throw appError('MAX_ASSIGNED_DEFINITION_TASK_LIMIT_REACHED', LIMIT_MESSAGE, {
    userId,
    assignedTasks: DEFINITION_TASK_TYPES.map((type) => ({
      taskType: type,
      counts: Object.fromEntries(TASK_STATUSES.filter((status) => status !== 'RESOLVED').map((status) => [status, rows.find((row) => row.type === type && row.status === status)?.count ?? 0])),
    })),
  });
}

async function reload(db: Queryable, id: number): Promise<TaskRow> {
  const row = await findTask(db, id);
  if (!row) throw notFound('Task');
  return row;
}

/** A simple task mutation: lock, build the machine event, apply with its history event, answer the fresh task. */
function taskMutation(
  kind: TaskKind,
  historyType: EventType,
  build: (args: Record<string, unknown>, viewer: Viewer, row: TaskRow, tx: Queryable, context: GraphQLContext) => Promise<{ event: TaskEvent; message: string; data?: unknown }>,
): Resolver {
  return async (_parent, args, context) => {
    const viewer = viewerOf(context);
    const id = taskId(kind, args.id);
    return context.db.transaction(async (tx) => {
      const row = await lockTask(tx, kind, id);
      const { event, message, data } = await build(args, viewer, row, tx, context);
      await applyTaskEvent(tx, row, event, { userId: viewer.id, type: historyType, message, data });
      return reload(tx, id);
    });
  };
}

function listFilters(kind: TaskKind, raw: Record<string, unknown> | null | undefined): TaskListFilters {
  const filters = { ...(raw ?? {}) } as TaskListFilters & { assignedToId?: unknown; menuScrapedById?: unknown };
  return {
    ...filters,
    assignedToId: optionalUserId(filters.assignedToId),
    menuScrapedById: optionalUserId(filters.menuScrapedById),
  };
}

const DEFAULT_SORT: Record<string, TaskSortingCriterion> = { MENU_SCRAPING: 'SCRAPED_DATE', DISH_REVIEW: 'MENU_SCRAPED_DATE' };

function kindResolvers(kind: TaskKind) {
  const stem = kind.graphqlName;
  const now = () => new Date().toISOString();
  const query: Record<string, Resolver> = {
    [`${lowerFirst(stem)}Tasks`]: async (_parent, args, { db }) => {
      const paging = pageArgs(args.page as number | null, args.pageSize as number | null, kind.type === 'DISH_REVIEW' ? 40 : 10);
      const criterion = (args.sortingCriterion as TaskSortingCriterion | null) ?? DEFAULT_SORT[kind.type] ?? 'MODIFIED_DATE';
      if (criterion === 'SCRAPED_DATE' && kind.type !== 'MENU_SCRAPING') throw validationError('SCRAPED_DATE sorts the menu scraping list only.');
      if (criterion === 'MENU_SCRAPED_DATE' && kind.type !== 'DISH_REVIEW') throw validationError('MENU_SCRAPED_DATE sorts the dish review list only.');
      const order = (args.sortingOrder as 'asc' | 'desc' | null) ?? 'desc';
      return listTasks(db, kind.type, listFilters(kind, args.filters as Record<string, unknown>), paging, { criterion, order });
    },
    [`${lowerFirst(stem)}Task`]: async (_parent, args, { db }) => {
      const row = await findTask(db, taskId(kind, args.id));
      return row && row.type === kind.type ? row : null;
    },
  };

  const mutation: Record<string, Resolver> = {
    [`assign${stem}Task`]: async (_parent, args, context) => {
      const viewer = viewerOf(context);
      const id = taskId(kind, args.id);
      const toUserId = optionalUserId(args.toUserId) ?? viewer.id;
      return context.db.transaction(async (tx) => {
        // The assignee's row before the task's (deleteUser locks in the same order): assignments to one person queue
        // here, so the limit below counts what the one before committed.
        const assignee = await lockUser(tx, toUserId);
        if (!assignee || assignee.is_deleted || !assignee.is_active) throw validationError('The chosen user does not exist or is disabled.', 'toUserId');
        const row = await lockTask(tx, kind, id);
        const event: TaskEvent = { type: 'ASSIGN', actor: actorOf(viewer), toUserId, at: now() };
        const decision = decideTaskEvent(factsOf(row), event);
        // The caller's refusals come first (applyTaskEvent answers them); then whether the assignee may take it at all.
        if (decision.ok) {
          const refusal = assigneeRefusal(decision.facts, assignee);
          if (refusal) throw validationError(refusal, 'toUserId');
          await assertAssignmentLimit(tx, kind, toUserId, context.config.maxAssignedDefinitionTasks);
        }
        await applyTaskEvent(tx, row, event, { userId: viewer.id, type: 'ASSIGN', message: `Task assigned to ${assignee.name}`, data: { assignedToId: toUserId } });
        return reload(tx, id);
      });
    },
    [`unassign${stem}Task`]: taskMutation(kind, 'UNASSIGN', async (_args, viewer, row) => ({
      event: { type: 'UNASSIGN', actor: actorOf(viewer), at: now() },
      message: `Task unassigned from ${row.assigned_to_name ?? 'nobody'}`,
      data: { previousAssigneeId: row.assigned_to_id },
    })),
    [`start${stem}Task`]: taskMutation(kind, 'START', async (_args, viewer) => ({
      event: { type: 'START', actor: actorOf(viewer), at: now() },
      message: 'Task started',
    })),
    [`mark${stem}TaskAsAwaiting`]: taskMutation(kind, 'MARK_AS_AWAITING', async (args, viewer) => {
      const reason = (args.awaitingReason as AwaitingReason | null) ?? null;
      const comment = (await validateArgument(commentSchema, args.awaitingReasonComment, 'awaitingReasonComment')) || null;
      return {
        event: { type: 'MARK_AWAITING', actor: actorOf(viewer), reason, comment, at: now() },
        message: `Task marked as awaiting: ${reason}`,
        data: { awaitingReason: reason, awaitingReasonComment: comment },
      };
    }),
    [`unmark${stem}TaskAsAwaiting`]: taskMutation(kind, 'UNMARK_AS_AWAITING', async (_args, viewer) => ({
      event: { type: 'UNMARK_AWAITING', actor: actorOf(viewer), at: now() },
      message: 'Task unmarked as awaiting',
    })),
    [`reopen${stem}Task`]: taskMutation(kind, 'REOPEN', async (_args, viewer) => ({
      event: { type: 'REOPEN', actor: actorOf(viewer), at: now() },
      message: 'Task reopened: MANUAL_CHANGE',
      data: { reopenReason: 'MANUAL_CHANGE' },
    })),
    [`mark${stem}TaskMiscAsVerified`]: taskMutation(kind, 'MARK_AS_VERIFIED', async (args, viewer) => ({
      event: { type: 'MISC_VERIFY', actor: actorOf(viewer), comment: (await validateArgument(commentSchema, args.comment, 'comment')) ?? null, at: now() },
      message: 'Miscellaneous task marked as verified',
      data: { comment: args.comment ?? null },
    })),
    [`mark${stem}TaskMiscAsQCVerified`]: taskMutation(kind, 'MARK_AS_QUALITY_CHECKED', async (args, viewer) => ({
      event: { type: 'MISC_QC_VERIFY', actor: actorOf(viewer), comment: (await validateArgument(commentSchema, args.comment, 'comment')) ?? null, at: now() },
      message: 'Miscellaneous task marked as QC verified',
      data: { comment: args.comment ?? null },
    })),
    [`save${stem}Task`]: async (_parent, args, context) => {
      const viewer = viewerOf(context);
      const id = taskId(kind, args.id);
      return context.db.transaction(async (tx) => {
        const row = await lockTask(tx, kind, id);
        await assertVersion(tx, row, args.expectedModifiedDate as Date | null);
        await applyTaskEvent(tx, row, { type: 'SAVE', actor: actorOf(viewer), at: now() }, { userId: viewer.id, type: 'SAVE', message: 'Task saved' });
        return reload(tx, id);
      });
    },
    [`resolve${stem}Task`]: async (_parent, args, context) => {
      const viewer = viewerOf(context);
      const id = taskId(kind, args.id);
      return context.db.transaction(async (tx) => {
        const row = await lockTask(tx, kind, id);
        await assertVersion(tx, row, args.expectedModifiedDate as Date | null);
        const at = now();
        const viewType = row.current_view_type;
        await applyTaskEvent(
          tx,
          row,
          { type: 'RESOLVE', actor: actorOf(viewer), at },
          {
            userId: viewer.id,
            type: 'RESOLVE',
            message: viewType ? `${viewType} view resolved` : 'Task resolved',
            data: { viewType },
          },
          { resolvedType: 'MANUAL' },
        );
        const outcome = await runPipelineAfterResolve(tx, row, viewType, at);
        return {
          task: await reload(tx, id),
          nextTask: outcome.nextTaskId ? await reload(tx, outcome.nextTaskId) : null,
          isBrandDefinitionAutoResolved: outcome.isBrandDefinitionAutoResolved,
        };
      });
    },
  };
  return { query, mutation };
}

const perKind = TASK_KINDS.map(kindResolvers);

export const taskQueryResolvers: Record<string, Resolver> = Object.assign(
  {
    taskCountsByType: (async (_parent, _args, { db, viewer }) => {
      const counts = await Promise.all(
        TASK_KINDS.map((kind) => (viewer?.permissions.includes(`${kind.permissionPrefix}.list`) ? countTasks(db, kind.type, DEFAULT_LIST_FILTERS[kind.type]) : 0)),
      );
      return Object.fromEntries(TASK_KINDS.map((kind, index) => [lowerFirst(kind.graphqlName), counts[index]]));
    }) as Resolver,
  },
  ...perKind.map((resolvers) => resolvers.query),
);

export const taskMutationResolvers: Record<string, Resolver> = Object.assign({}, ...perKind.map((resolvers) => resolvers.mutation));

export function taskTypeName(row: { type: string }): string {
  return `${kindOf(row.type as TaskKind['type']).graphqlName}Task`;
}

export const taskLookupResolvers: Record<string, Resolver> = {
  dishReviewTaskByMenuId: async (_parent, args, { db }) => {
    const rows = await db.query<{ id: number }>("SELECT id FROM tasks WHERE menu_id = $1 AND type = 'DISH_REVIEW' ORDER BY id DESC LIMIT 1", [args.menuId]);
    return rows[0] ? findTask(db, rows[0].id) : null;
  },
  assigneeOptions: async (_parent, args, { db, viewer }) => {
    const kind = kindOf(args.taskType as TaskKind['type']);
    if (!viewer?.permissions.includes(`${kind.permissionPrefix}.list`)) throw forbidden();
    return activePeopleHolding(db, ASSIGNEE_FILTER_ROLES[kind.type]);
  },
  rejectMenuAssigneeOptions: (_parent, _args, { db }) => activePeopleHolding(db, REJECT_MENU_ASSIGNEE_ROLES),
};

/** Active people holding one of `roles`, by name, as UserSummary. */
async function activePeopleHolding(db: Queryable, roles: readonly string[]) {
  const rows = await db.query<{ id: number; name: string }>(
    `SELECT u.id, u.name FROM users u JOIN roles r ON r.id = u.role_id
      WHERE u.is_active AND NOT u.is_deleted AND r.name = ANY($1) ORDER BY u.name`,
    [[...roles]],
  );
  return rows.map((row) => ({ id: toGlobalId('User', row.id), databaseId: row.id, name: row.name }));
}
