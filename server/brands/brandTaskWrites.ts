// What the saves of brand tasks (gateway, definition) write alike: the brand locked at the version the page read, the
// brand's changed fields, a location's refusal naming it, and the history of each changed brand and location.
import type { Queryable } from '../db/database';
import { isAtVersion, NEXT_MODIFIED_DATE } from '../db/rowVersions';
import { appError, conflict, notFound } from '../graphql/errors';
import type { BrandRow } from '../graphql/loaders';
import { recordEvent } from '../history/eventRows';
import { kindOf } from '../tasks/taskKinds';
import type { TaskRow } from '../tasks/taskRows';

/** What changed on one entity: the changed fields by GraphQL name, and their values before and after. */
export interface FieldChanges<T> {
  changedFields: (keyof T & string)[];
  before: Partial<T>;
  after: Partial<T>;
}

export interface LocationChanges<T> extends FieldChanges<T> {
  id: number;
}

/** A refusal about one location: VALIDATION naming it in extensions.locationId, for the page to mark its row. */
export const locationError = (id: number, message: string) => appError('VALIDATION', message, { locationId: id });

export const notOfBrandMessage = (id: number) => `Location ${id} does not belong to this brand.`;

/** A payload names each location once. */
export function refuseRepeatedLocations(ids: readonly number[]): void {
  const twice = ids.find((id, index) => ids.indexOf(id) !== index);
  if (twice !== undefined) throw locationError(twice, `Location ${twice} is sent twice.`);
}

/** The fields whose values differ, in the order of the keys of `after`. */
export function changedFieldsOf<T extends object>(before: T, after: T): (keyof T & string)[] {
  return (Object.keys(after) as (keyof T & string)[]).filter((field) => after[field] !== before[field]);
}

/** The changes between two states, with only the changed fields' values (what a history event keeps). */
export function changesOf<T extends object>(before: T, after: T): FieldChanges<T> {
  const changedFields = changedFieldsOf(before, after);
  const pick = (values: T) => Object.fromEntries(changedFields.map((field) => [field, values[field]])) as Partial<T>;
  return { changedFields, before: pick(before), after: pick(after) };
}

/** Locks the brand row; CONFLICT when the page read an older version of it (brandData.expectedModifiedDate). */
export async function lockBrand(tx: Queryable, brandId: number, expectedModifiedDate: Date | string | null | undefined): Promise<BrandRow> {
  const [row] = await tx.query<BrandRow>('SELECT * FROM brands WHERE id = $1 FOR UPDATE', [brandId]);
  if (!row) throw notFound(`Brand ${brandId}`);
  if (!(await isAtVersion(tx, 'brands', brandId, expectedModifiedDate))) throw conflict();
  return row;
}

/** Writes the brand fields that changed (columns by GraphQL field name) and moves its version on; answers them. */
export async function writeBrandFields<T extends Record<string, unknown>>(tx: Queryable, brandId: number, columns: { [K in keyof T]: string }, before: T, after: T): Promise<(keyof T & string)[]> {
  const changedFields = changedFieldsOf(before, after);
  if (changedFields.length) {
    const sets = changedFields.map((field, index) => `${columns[field]} = $${index + 2}`);
    await tx.query(`UPDATE brands SET ${sets.join(', ')}, modified_date = ${NEXT_MODIFIED_DATE} WHERE id = $1`, [brandId, ...changedFields.map((field) => after[field])]);
  }
  return changedFields;
}

const onTask = (task: TaskRow) => `on ${kindOf(task.type).label.toLowerCase()} task ${task.id}`;

/**
 * The brand's UPDATE event of a task save (none when nothing changed). `extra` names what changed besides the brand's
 * own fields (the gateway's related brands) and adds its data.
 */
export async function recordBrandEvent(
  tx: Queryable,
  task: TaskRow,
  userId: number,
  change: FieldChanges<Record<string, unknown>>,
  extra: { names: string[]; data: Record<string, unknown> } = { names: [], data: {} },
): Promise<void> {
  const named = [...change.changedFields, ...extra.names];
  if (!named.length) return;
  await recordEvent(tx, {
    userId,
    type: 'UPDATE',
    entityType: 'BRAND',
    entityId: task.brand_id,
    message: `Brand updated ${onTask(task)}: ${named.join(', ')}`,
    data: { taskId: task.id, changedFields: change.changedFields, before: change.before, after: change.after, ...extra.data },
  });
}

/**
 * One UPDATE event per changed location, inserted in one statement (the rows recordEvent writes, for a page of 50
 * changed locations in one round trip). `messageOf` words a change the default message does not fit.
 */
export async function recordLocationEvents<T extends object>(
  tx: Queryable,
  task: TaskRow,
  userId: number,
  changes: readonly LocationChanges<T>[],
  messageOf: (change: LocationChanges<T>) => string | null = () => null,
): Promise<void> {
  if (!changes.length) return;
  const messages = changes.map((change) => messageOf(change) ?? `Location updated ${onTask(task)}: ${change.changedFields.join(', ')}`);
  const data = changes.map((change) => JSON.stringify({ taskId: task.id, changedFields: change.changedFields, before: change.before, after: change.after }));
  await tx.query(
    `INSERT INTO events (user_id, type, entity_type, entity_id, message, data)
     SELECT $1, 'UPDATE', 'LOCATION', e.entity_id, e.message, e.data::jsonb FROM unnest($2::int[], $3::text[], $4::text[]) WITH ORDINALITY AS e(entity_id, message, data, n) ORDER BY e.n`,
    [userId, changes.map((change) => change.id), messages, data],
  );
}
