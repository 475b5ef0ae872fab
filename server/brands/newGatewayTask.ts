// A new brand's brand gateway task: the same rows the pipeline inserts for a brand task (server/tasks/pipeline.ts
// createBrandTask: not started, assignable, at its DEFINE view, with its three views), written by the person who created
// the brand, with its CREATE event.
import { VIEW_TYPES } from '../../machines/taskTypes';
import type { Queryable } from '../db/database';
import { recordEvent } from '../history/eventRows';

export async function createGatewayTaskOf(tx: Queryable, brandId: number, brandName: string, userId: number | null): Promise<number> {
  const [{ id }] = await tx.query<{ id: number }>(
    "INSERT INTO tasks (type, brand_id, status, is_assignable, current_view_type) VALUES ('BRAND_GATEWAY', $1, 'NOT_STARTED', true, 'DEFINE') RETURNING id",
    [brandId],
  );
  await tx.query('INSERT INTO task_views (task_id, type) SELECT $1, unnest($2::text[])', [id, [...VIEW_TYPES]]);
  await recordEvent(tx, {
    userId,
    type: 'CREATE',
    entityType: 'BRAND_GATEWAY_TASK',
    entityId: id,
    message: `Brand gateway task created for the new brand ${brandName}`,
    data: { brandId },
  });
  return id;
}
