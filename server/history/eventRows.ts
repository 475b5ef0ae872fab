// History events: every mutation writes one in the same transaction as its change.
import type { Queryable } from '../db/database';

export interface EventRow {
  id: number;
  user_id: number | null;
  user_name: string | null;
  type: string;
  sub_type: string | null;
  entity_type: string;
  entity_id: number;
  message: string;
  data: unknown;
  created_date: Date;
}

export interface NewEvent {
  userId: number | null;
  type: string;
  subType?: string | null;
  entityType: string;
  entityId: number;
  message: string;
  data?: unknown;
}

export async function recordEvent(tx: Queryable, event: NewEvent): Promise<void> {
  await tx.query(
    `INSERT INTO events (user_id, type, sub_type, entity_type, entity_id, message, data) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [event.userId, event.type, event.subType ?? null, event.entityType, event.entityId, event.message, event.data === undefined ? null : JSON.stringify(event.data)],
  );
}

export interface EventListFilters {
  entityTypes?: string[] | null;
  entityIds?: number[] | null;
  types?: string[] | null;
  menuStatuses?: string[] | null;
}

/** Newest first, at most 500: a drawer's worth of history for the entities asked for. */
export async function listEvents(db: Queryable, filters: EventListFilters): Promise<EventRow[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (filters.entityTypes?.length) add('e.entity_type = ANY(?)', filters.entityTypes);
  if (filters.entityIds?.length) add('e.entity_id = ANY(?)', filters.entityIds);
  if (filters.types?.length) add('e.type = ANY(?)', filters.types);
  if (filters.menuStatuses?.length) add(`e.data->>'menuStatus' = ANY(?)`, filters.menuStatuses);
  return db.query<EventRow>(
    `SELECT e.id, e.user_id, u.name AS user_name, e.type, e.sub_type, e.entity_type, e.entity_id, e.message, e.data, e.created_date
       FROM events e LEFT JOIN users u ON u.id = e.user_id
      ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY e.created_date DESC, e.id DESC LIMIT 500`,
    params,
  );
}
