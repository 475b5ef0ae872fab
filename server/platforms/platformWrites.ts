// Create and update a platform (spec 3, sections 5 and 7): the input checked by the shared schema (the spec's messages,
// RE2's reason for a pattern it refuses), then the row and its history event in the caller's transaction; a refusal
// throws before anything is written.
import { platformSchema } from '../../domain/platformSchemas';
import type { Queryable } from '../db/database';
import { notFound } from '../graphql/errors';
import { validateInput } from '../graphql/validate';
import { recordEvent } from '../history/eventRows';
import { findPlatform, type PlatformRow } from './platformRows';

export const PLATFORM_ENTITY = 'PLATFORM';

const FIELDS = [
  ['name', 'name'],
  ['urlIdentificationRegex', 'url_identification_regex'],
  ['urlNormalizationRegex', 'url_normalization_regex'],
] as const;

export async function createPlatform(tx: Queryable, data: unknown, userId: number): Promise<PlatformRow> {
  const input = await validateInput(platformSchema, data);
  const [{ id }] = await tx.query<{ id: number }>(
    `INSERT INTO platforms (name, url_identification_regex, url_normalization_regex, created_by_id, modified_by_id)
     VALUES ($1, $2, $3, $4, $4) RETURNING id`,
    [input.name, input.urlIdentificationRegex, input.urlNormalizationRegex, userId],
  );
  await recordEvent(tx, { userId, type: 'CREATE', entityType: PLATFORM_ENTITY, entityId: id, message: `Platform ${id} created`, data: input });
  return (await findPlatform(tx, id)) as PlatformRow;
}

export async function updatePlatform(tx: Queryable, id: number, data: unknown, userId: number): Promise<PlatformRow> {
  const input = await validateInput(platformSchema, data);
  const before = await findPlatform(tx, id, { lock: true });
  if (!before) throw notFound('Platform');
  const changes = Object.fromEntries(
    FIELDS.filter(([field, column]) => before[column] !== input[field]).map(([field, column]) => [field, { from: before[column], to: input[field] }]),
  );
  if (Object.keys(changes).length === 0) return before;
  await tx.query(
    `UPDATE platforms SET name = $2, url_identification_regex = $3, url_normalization_regex = $4, modified_by_id = $5, modified_date = now() WHERE id = $1`,
    [id, input.name, input.urlIdentificationRegex, input.urlNormalizationRegex, userId],
  );
  await recordEvent(tx, { userId, type: 'UPDATE', entityType: PLATFORM_ENTITY, entityId: id, message: `Platform ${id} updated`, data: { changes } });
  return (await findPlatform(tx, id)) as PlatformRow;
}
