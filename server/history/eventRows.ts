// History events: every mutation writes one in the same transaction as its change. A reader sees an event only when
// they may read its entity: the rule per entity type is below, and a type without a rule is seen by nobody.
import type { Queryable } from '../db/database';
import { TASK_KINDS } from '../tasks/taskKinds';
import type { EventType } from './eventTypes';

/**
 * What a reader needs (any one of) to see the events of each entity type: the permission of the entity's own query.
 * LOGIN events are USER events.
 */
export const EVENT_READ_PERMISSIONS: Readonly<Record<string, readonly string[]>> = {
  USER: ['user.get'],
  BRAND: ['brand.get'],
  LOCATION: ['location.get'],
  MENU: ['menu.get'],
  // Places stored from a provider (createGoogleLocation): read as a location's place is.
  GOOGLE_LOCATION: ['location.get'],
  MENU_SCRAPING_TEMPLATE: ['menuScrapingTemplate.admin'],
  // Read as the cluster screens are (Query.menuScrapingCluster).
  MENU_SCRAPING_CLUSTER: ['menuScrapingTemplate.admin', 'menuScrapingCluster.admin'],
  // Sessions: read with the cluster screens (a cluster's sessions) or the reruns page.
  HTML_SCRAPING_SESSION: ['menuScrapingTemplate.admin', 'menuScrapingCluster.admin', 'menuScrapingRerun.get', 'menuScrapingRerun.list'],
  COMMON_WEBSITE_DOMAIN: ['commonWebsiteDomain.list'],
  PLATFORM: ['platform.get'],
  ...Object.fromEntries(TASK_KINDS.map((kind) => [kind.entityType, [`${kind.permissionPrefix}.get`]])),
};

/** The entity types whose events a holder of these permissions may read. */
export function readableEventEntityTypes(permissions: readonly string[]): string[] {
  return Object.entries(EVENT_READ_PERMISSIONS)
    .filter(([, needed]) => needed.some((permission) => permissions.includes(permission)))
    .map(([entityType]) => entityType);
}

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
  type: EventType;
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

/**
 * Newest first, at most 500: a drawer's worth of history for the entities asked for, among those the reader may read
 * (readableEntityTypes, from readableEventEntityTypes: the query itself leaves the others out).
 */
export async function listEvents(db: Queryable, readableEntityTypes: readonly string[], filters: EventListFilters): Promise<EventRow[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  add('e.entity_type = ANY(?::text[])', [...readableEntityTypes]);
  if (filters.entityTypes?.length) add('e.entity_type = ANY(?)', filters.entityTypes);
  if (filters.entityIds?.length) add('e.entity_id = ANY(?)', filters.entityIds);
  if (filters.types?.length) add('e.type = ANY(?)', filters.types);
  if (filters.menuStatuses?.length) add(`e.data->>'menuStatus' = ANY(?)`, filters.menuStatuses);
  return db.query<EventRow>(
    `SELECT e.id, e.user_id, u.name AS user_name, e.type, e.sub_type, e.entity_type, e.entity_id, e.message, e.data, e.created_date
       FROM events e LEFT JOIN users u ON u.id = e.user_id
      WHERE ${where.join(' AND ')}
      ORDER BY e.created_date DESC, e.id DESC LIMIT 500`,
    params,
  );
}

/** One event by id, when the reader may read its entity (node(id)). */
export async function findReadableEvent(db: Queryable, readableEntityTypes: readonly string[], id: number): Promise<EventRow | null> {
  const rows = await db.query<EventRow>(
    `SELECT e.id, e.user_id, u.name AS user_name, e.type, e.sub_type, e.entity_type, e.entity_id, e.message, e.data, e.created_date
       FROM events e LEFT JOIN users u ON u.id = e.user_id
      WHERE e.id = $1 AND e.entity_type = ANY($2::text[])`,
    [id, [...readableEntityTypes]],
  );
  return rows[0] ?? null;
}
