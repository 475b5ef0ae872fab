// The locations table of a gateway save: each row sent (included, excluded or moved) must be the brand's own, passes the
// form's row schema, and is written with its status, exclusion reason and comment, website and brand. A location moved
// to a brand that already has one with the same food authority id or Google place is DUPLICATE_LOCATION.
import { BRAND_GATEWAY_MESSAGES, brandGatewayLocationSchema, firstError, type GatewayMode } from '../../domain/brandGatewaySchemas';
import type { Queryable } from '../db/database';
import { NEXT_MODIFIED_DATE } from '../db/rowVersions';
import { appError } from '../graphql/errors';
import { changesOf, locationError, notOfBrandMessage, refuseRepeatedLocations, type LocationChanges } from './brandTaskWrites';

export interface LocationInput {
  id: number;
  status: string;
  exclusionReason?: string | null;
  exclusionReasonComment?: string | null;
  /** Absent keeps the stored website; null or empty clears it. */
  website?: string | null;
  newBrandId?: number | null;
}

interface LocationState {
  brandId: number;
  status: string;
  exclusionReason: string | null;
  exclusionReasonComment: string | null;
  website: string | null;
}

export type LocationChange = LocationChanges<LocationState>;

interface LocationRow {
  id: number;
  brand_id: number;
  status: string;
  exclusion_reason: string | null;
  exclusion_reason_comment: string | null;
  website: string | null;
  fsa_id: string | null;
  google_location_id: number | null;
}

export const duplicateLocationMessage = (id: number) => `This location is already in use by brand for location ${id}`;

function stateOf(row: LocationRow): LocationState {
  return { brandId: row.brand_id, status: row.status, exclusionReason: row.exclusion_reason, exclusionReasonComment: row.exclusion_reason_comment, website: row.website };
}

/** The row as it will be stored: only an excluded location keeps an exclusion reason and comment. */
function nextState(row: LocationRow, input: LocationInput): LocationState {
  const excluded = input.status === 'EXCLUDED';
  const website = input.website === undefined ? row.website : input.website?.trim() || null;
  return {
    brandId: input.newBrandId ?? row.brand_id,
    status: input.status,
    exclusionReason: excluded ? (input.exclusionReason ?? null) : null,
    exclusionReasonComment: excluded ? input.exclusionReasonComment?.trim() || null : null,
    website,
  };
}

/**
 * A brand a location may move to: one that exists and is not a slave. Its row stays locked to the end of the save, so
 * two saves moving locations into one brand take turns and the second one's duplicate check sees the first one's move.
 */
async function refuseTarget(tx: Queryable, targets: Map<number, true>, locationId: number, brandId: number): Promise<void> {
  if (targets.has(brandId)) return;
  const [brand] = await tx.query<{ rank: string | null }>('SELECT rank FROM brands WHERE id = $1 FOR UPDATE', [brandId]);
  if (!brand) throw locationError(locationId, `Brand ${brandId} does not exist.`);
  if (brand.rank === 'SLAVE') throw locationError(locationId, 'A location cannot be moved to a slave brand.');
  targets.set(brandId, true);
}

/** DUPLICATE_LOCATION when the target brand already has a location with the moved one's food authority id or place. */
async function refuseDuplicate(tx: Queryable, row: LocationRow, targetBrandId: number): Promise<void> {
  if (row.fsa_id === null && row.google_location_id === null) return;
  const [existing] = await tx.query<{ id: number; task_id: number | null }>(
    `SELECT l.id, (SELECT t.id FROM tasks t WHERE t.brand_id = l.brand_id AND t.type = 'BRAND_GATEWAY' ORDER BY t.id LIMIT 1) AS task_id
       FROM locations l
      WHERE l.brand_id = $1 AND l.id <> $2 AND ((l.fsa_id IS NOT NULL AND l.fsa_id = $3) OR (l.google_location_id IS NOT NULL AND l.google_location_id = $4))
      ORDER BY l.id LIMIT 1`,
    [targetBrandId, row.id, row.fsa_id, row.google_location_id],
  );
  if (!existing) return;
  throw appError('DUPLICATE_LOCATION', duplicateLocationMessage(existing.id), {
    locationId: row.id,
    duplicateLocationId: existing.id,
    brandId: targetBrandId,
    brandGatewayTaskId: existing.task_id,
  });
}

/** A location moved to another brand: last in the target's order, keeping the brand it came from. */
async function writeMovedLocation(tx: Queryable, row: LocationRow, next: LocationState): Promise<void> {
  await tx.query(
    `UPDATE locations SET status = $2, exclusion_reason = $3, exclusion_reason_comment = $4, website = $5, brand_id = $6,
       original_brand_id = COALESCE(original_brand_id, brand_id),
       position = (SELECT COALESCE(max(position) + 1, 0) FROM locations WHERE brand_id = $6),
       modified_date = ${NEXT_MODIFIED_DATE}
     WHERE id = $1`,
    [row.id, next.status, next.exclusionReason, next.exclusionReasonComment, next.website, next.brandId],
  );
}

/** Locations that stay in the brand, in one statement (a page of 50 changed rows is one round trip, not 50). */
async function writeLocations(tx: Queryable, rows: { id: number; next: LocationState }[]): Promise<void> {
  if (!rows.length) return;
  await tx.query(
    `UPDATE locations l SET status = c.status, exclusion_reason = c.reason, exclusion_reason_comment = c.comment, website = c.website,
       modified_date = ${NEXT_MODIFIED_DATE}
      FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[]) AS c(id, status, reason, comment, website)
     WHERE l.id = c.id`,
    [rows.map((row) => row.id), rows.map((row) => row.next.status), rows.map((row) => row.next.exclusionReason), rows.map((row) => row.next.exclusionReasonComment), rows.map((row) => row.next.website)],
  );
}

/**
 * Validates every row first (none is written when one is refused: the transaction is rolled back anyway, and the
 * checks come before any write so the first error named is the first bad row), then writes the rows that changed.
 */
export async function applyLocations(tx: Queryable, brandId: number, inputs: readonly LocationInput[], mode: GatewayMode): Promise<LocationChange[]> {
  if (!inputs.length) return [];
  const ids = inputs.map((input) => input.id);
  refuseRepeatedLocations(ids);
  const rows = await tx.query<LocationRow>(
    `SELECT id, brand_id, status, exclusion_reason, exclusion_reason_comment, website, fsa_id, google_location_id
       FROM locations WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE`,
    [ids],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const targets = new Map<number, true>();
  const schema = brandGatewayLocationSchema(mode);
  const planned: { row: LocationRow; next: LocationState }[] = [];
  for (const input of inputs) {
    const row = byId.get(input.id);
    if (!row || row.brand_id !== brandId) throw locationError(input.id, notOfBrandMessage(input.id));
    const message = firstError(schema, {
      ...input,
      exclusionReason: input.exclusionReason ?? null,
      exclusionReasonComment: input.exclusionReasonComment ?? '',
      website: input.website ?? '',
      newBrandId: input.newBrandId ?? null,
    });
    if (message) throw locationError(input.id, message);
    const next = nextState(row, input);
    if (next.brandId !== brandId) await refuseTarget(tx, targets, row.id, next.brandId);
    planned.push({ row, next });
  }
  const changes: LocationChange[] = [];
  const staying: { id: number; next: LocationState }[] = [];
  for (const { row, next } of planned) {
    const change = changesOf(stateOf(row), next);
    if (!change.changedFields.length) continue;
    if (next.brandId !== row.brand_id) {
      // Checked in order, after the earlier rows moved: two rows sent to one brand with the same place collide too.
      await refuseDuplicate(tx, row, next.brandId);
      await writeMovedLocation(tx, row, next);
    } else {
      staying.push({ id: row.id, next });
    }
    changes.push({ id: row.id, ...change });
  }
  await writeLocations(tx, staying);
  return changes;
}

/**
 * Done needs a decision on every location of the brand, not only on the rows sent or shown: one still NEW (on a page
 * nobody opened) is refused with the form's message and its id, after the payload's rows are applied.
 */
export async function refuseUndecidedLocations(tx: Queryable, brandId: number): Promise<void> {
  const [undecided] = await tx.query<{ id: number }>("SELECT id FROM locations WHERE brand_id = $1 AND status = 'NEW' ORDER BY position, id LIMIT 1", [brandId]);
  if (undecided) throw locationError(undecided.id, BRAND_GATEWAY_MESSAGES.locationStatusInvalid);
}
