// The dish table's bulk status (setDishStatusesByIds): the reviewer marks the selected dishes APPROVED, FLAGGED or
// EXCLUDED (or clears the mark with null). Every dish must be on one menu, and that menu's dish review task must be one
// the caller may work (the task's machine: its assignee, or a task admin such as an admin or team leader). One history
// event on the review task. The task's version does not move: the page's pending save stays valid.
import { DISH_REVIEW_STATUSES, type DishReviewStatus } from '../../domain/dishReviewSchemas';
import type { TaskEvent } from '../../machines/taskLifecycleMachine';
import type { Queryable } from '../db/database';
import type { Viewer } from '../graphql/context';
import { notFound, validationError } from '../graphql/errors';
import { refuseEvent } from '../graphql/resolvers/brandTaskWork';
import { recordEvent } from '../history/eventRows';
import { actorOf, lockTask } from '../tasks/applyTaskEvent';
import { kindOf } from '../tasks/taskKinds';

const REVIEW = kindOf('DISH_REVIEW');

export const DISH_STATUS_MESSAGES = {
  oneMenu: 'The dishes must all be on one menu.',
  duplicate: (id: number) => `Dish ${id} is given twice.`,
  unknownDish: (id: number) => `Dish ${id} does not exist.`,
  unknownStatus: (status: unknown) => `${String(status)} is not a dish review status (${DISH_REVIEW_STATUSES.join(', ')}).`,
  noReview: (menuId: number) => `Menu ${menuId} has no dish review task.`,
} as const;

export interface DishStatusInput {
  id: number;
  status: DishReviewStatus | null;
}

/** Writes the statuses; answers the dishes' ids in the order given. Refused calls write nothing. */
export async function setDishStatuses(tx: Queryable, viewer: Viewer, items: readonly DishStatusInput[]): Promise<number[]> {
  if (!items.length) return [];
  const seen = new Set<number>();
  for (const item of items) {
    if (seen.has(item.id)) throw validationError(DISH_STATUS_MESSAGES.duplicate(item.id));
    seen.add(item.id);
    if (item.status !== null && !(DISH_REVIEW_STATUSES as readonly string[]).includes(item.status)) throw validationError(DISH_STATUS_MESSAGES.unknownStatus(item.status));
  }
  const ids = items.map((item) => item.id);
  const dishes = await tx.query<{ id: number; menu_id: number; review_status: string | null }>('SELECT id, menu_id, review_status FROM dishes WHERE id = ANY($1::int[])', [ids]);
  const found = new Map(dishes.map((dish) => [dish.id, dish]));
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw validationError(DISH_STATUS_MESSAGES.unknownDish(missing));
  const menuIds = new Set(dishes.map((dish) => dish.menu_id));
  if (menuIds.size !== 1) throw validationError(DISH_STATUS_MESSAGES.oneMenu);
  const [menuId] = menuIds;

  const [review] = await tx.query<{ id: number }>("SELECT id FROM tasks WHERE menu_id = $1 AND type = 'DISH_REVIEW' ORDER BY id DESC LIMIT 1", [menuId]);
  if (!review) throw notFound(DISH_STATUS_MESSAGES.noReview(menuId));
  const task = await lockTask(tx, REVIEW, review.id);
  const event: TaskEvent = { type: 'SAVE', actor: actorOf(viewer), at: new Date().toISOString() };
  refuseEvent(task, event);

  const changed = items.filter((item) => (found.get(item.id)!.review_status ?? null) !== item.status);
  if (changed.length) {
    await tx.query(
      `UPDATE dishes d SET review_status = r.status, modified_date = now() FROM json_to_recordset($1::json) AS r(id int, status text) WHERE d.id = r.id AND d.menu_id = $2`,
      [JSON.stringify(changed), menuId],
    );
  }
  const counts = Object.entries(
    items.reduce<Record<string, number>>((all, item) => ({ ...all, [item.status ?? 'cleared']: (all[item.status ?? 'cleared'] ?? 0) + 1 }), {}),
  ).map(([status, count]) => `${count} ${status}`);
  await recordEvent(tx, {
    userId: viewer.id,
    type: 'UPDATE',
    subType: 'DISH_STATUSES',
    entityType: REVIEW.entityType,
    entityId: task.id,
    message: `Dish statuses set on menu ${menuId}: ${counts.join(', ')}`,
    data: { menuId, items: items.map((item) => ({ id: item.id, status: item.status, previousStatus: found.get(item.id)!.review_status ?? null })) },
  });
  return ids;
}
