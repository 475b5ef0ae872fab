// Every task mutation goes through here: lock the row, restore the task's machine from it, ask the machine whether the
// event is allowed for this caller, store the result and its history event in one transaction. A refusal changes nothing.
import { decideTaskEvent, type TaskEvent } from '../../machines/taskLifecycleMachine';
import type { Actor, TaskFacts } from '../../machines/taskTypes';
import type { Queryable } from '../db/database';
import { isAtVersion } from '../db/rowVersions';
import { appError, conflict, forbidden, notFound } from '../graphql/errors';
import type { Viewer } from '../graphql/context';
import { recordEvent } from '../history/eventRows';
import type { EventType } from '../history/eventTypes';
import { kindOf, type TaskKind } from './taskKinds';
import { factsOf, findTask, writeFacts, type TaskRow } from './taskRows';

export function actorOf(viewer: Viewer): Actor {
  return { id: viewer.id, roleName: viewer.roleName, permissions: viewer.permissions };
}

export interface TaskChange {
  before: TaskRow;
  facts: TaskFacts;
}

/** Loads a task of the expected kind for update, or answers NOT_FOUND. */
export async function lockTask(tx: Queryable, kind: TaskKind, id: number): Promise<TaskRow> {
  const row = await findTask(tx, id, { forUpdate: true });
  if (!row || row.type !== kind.type) throw notFound(`${kind.label} task ${id}`);
  return row;
}

/** CONFLICT unless the task is still at the version the client read; only after lockTask, in the same transaction. */
export async function assertVersion(tx: Queryable, row: TaskRow, expectedModifiedDate: Date | string | null | undefined): Promise<void> {
  if (!(await isAtVersion(tx, 'tasks', row.id, expectedModifiedDate))) throw conflict();
}

export async function applyTaskEvent(
  tx: Queryable,
  row: TaskRow,
  event: TaskEvent,
  history: { userId: number | null; type: EventType; message: string; data?: unknown },
  extra: { resolvedType?: 'MANUAL' | 'AUTOMATIC'; isAutoResolved?: boolean } = {},
): Promise<TaskChange> {
  const decision = decideTaskEvent(factsOf(row), event);
  if (!decision.ok) {
    const { type, message } = decision.refusal;
    throw type === 'FORBIDDEN' ? forbidden(message) : appError(type === 'INVALID_VIEW_TYPE' ? 'INVALID_VIEW_TYPE' : type, message);
  }
  await writeFacts(tx, row.id, decision.facts, history.userId, extra);
  await recordEvent(tx, {
    userId: history.userId,
    type: history.type,
    entityType: kindOf(row.type).entityType,
    entityId: row.id,
    message: history.message,
    data: history.data,
  });
  return { before: row, facts: decision.facts };
}
