// A brand's relations as the gateway task edits them (spec 2, section 2.3, related brands): slaves point at their master
// through brands.master_brand_id; NOT_SAME pairs are one brand_relations row per pair, stored (lower id, higher id) and
// read both ways. Every brand row changed here gets its own history event.
import type { FormerMaster } from '../../machines/pipelineEdges';
import type { Queryable } from '../db/database';
import { NEXT_MODIFIED_DATE } from '../db/rowVersions';
import { validationError } from '../graphql/errors';
import { recordEvent } from '../history/eventRows';

export interface RelationPayload {
  newSlaveBrandIds: number[];
  removedSlaveBrandIds: number[];
  newNotSameBrandIds: number[];
  removedNotSameBrandIds: number[];
}

export interface RelationOutcome {
  /** What actually changed (ids already in the asked state are left out), for the brand's own history event. */
  changes: RelationPayload;
  /** New slaves that were masters, with the slaves they had. */
  formerMasters: FormerMaster[];
}

interface RelatedBrandRow {
  id: number;
  name: string;
  rank: 'MASTER' | 'SLAVE' | null;
  status: string;
  master_brand_id: number | null;
}

const unique = (ids: readonly number[] | null | undefined) => [...new Set(ids ?? [])];

export function relationPayloadOf(args: Record<string, unknown>): RelationPayload {
  return {
    newSlaveBrandIds: unique(args.newSlaveBrandIds as number[] | null),
    removedSlaveBrandIds: unique(args.removedSlaveBrandIds as number[] | null),
    newNotSameBrandIds: unique(args.newNotSameBrandIds as number[] | null),
    removedNotSameBrandIds: unique(args.removedNotSameBrandIds as number[] | null),
  };
}

export const hasRelationChanges = (payload: RelationPayload) => Object.values(payload).some((ids) => ids.length > 0);

/** Detaches every slave of the brand (master and rank cleared; a slave's status is already NEW). Answers their ids. */
export async function releaseSlaves(tx: Queryable, masterId: number, userId: number | null): Promise<number[]> {
  const slaves = await tx.query<{ id: number }>(
    `UPDATE brands SET master_brand_id = NULL, rank = NULL, modified_date = ${NEXT_MODIFIED_DATE}
      WHERE id IN (SELECT id FROM brands WHERE master_brand_id = $1 ORDER BY id FOR UPDATE) RETURNING id`,
    [masterId],
  );
  const ids = slaves.map((slave) => slave.id).sort((a, b) => a - b);
  for (const id of ids) {
    await recordEvent(tx, {
      userId,
      type: 'UPDATE',
      entityType: 'BRAND',
      entityId: id,
      message: `Brand released from master brand ${masterId}`,
      data: { changedFields: ['masterBrandId', 'rank'], before: { masterBrandId: masterId, rank: 'SLAVE' }, after: { masterBrandId: null, rank: null } },
    });
  }
  return ids;
}

async function lockRelatedBrands(tx: Queryable, brandId: number, payload: RelationPayload): Promise<Map<number, RelatedBrandRow>> {
  const ids = unique(Object.values(payload).flat());
  if (ids.includes(brandId)) throw validationError('A brand cannot be related to itself.');
  const rows = await tx.query<RelatedBrandRow>('SELECT id, name, rank, status, master_brand_id FROM brands WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE', [ids]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const missing = ids.find((id) => !byId.has(id));
  if (missing !== undefined) throw validationError(`Brand ${missing} does not exist.`);
  return byId;
}

function refuseContradictions(payload: RelationPayload, brandRankAfter: string | null, brandId: number, related: Map<number, RelatedBrandRow>) {
  const both = payload.newSlaveBrandIds.find((id) => payload.newNotSameBrandIds.includes(id));
  if (both !== undefined) throw validationError(`Brand ${both} cannot be both a slave and a not-same brand.`);
  const addedAndRemoved = [...payload.newSlaveBrandIds.filter((id) => payload.removedSlaveBrandIds.includes(id)), ...payload.newNotSameBrandIds.filter((id) => payload.removedNotSameBrandIds.includes(id))];
  if (addedAndRemoved.length) throw validationError(`Brand ${addedAndRemoved[0]} cannot be both added and removed.`);
  if (payload.newSlaveBrandIds.length && brandRankAfter !== 'MASTER') throw validationError('Only a master brand can have slave brands.');
  const notSlave = payload.removedSlaveBrandIds.find((id) => related.get(id)!.master_brand_id !== brandId);
  if (notSlave !== undefined) throw validationError(`Brand ${notSlave} is not a slave of this brand.`);
}

async function removeNotSame(tx: Queryable, brandId: number, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await tx.query<{ brand_id: number; related_brand_id: number }>(
    `DELETE FROM brand_relations WHERE relationship = 'NOT_SAME'
        AND ((brand_id = $1 AND related_brand_id = ANY($2::int[])) OR (related_brand_id = $1 AND brand_id = ANY($2::int[])))
      RETURNING brand_id, related_brand_id`,
    [brandId, ids],
  );
  return unique(rows.map((row) => (row.brand_id === brandId ? row.related_brand_id : row.brand_id)));
}

async function addNotSame(tx: Queryable, brandId: number, ids: number[]): Promise<number[]> {
  const added: number[] = [];
  for (const id of ids) {
    const rows = await tx.query<{ brand_id: number }>(
      `INSERT INTO brand_relations (brand_id, related_brand_id, relationship)
       SELECT least($1::int, $2::int), greatest($1::int, $2::int), 'NOT_SAME'
        WHERE NOT EXISTS (SELECT 1 FROM brand_relations WHERE (brand_id = $1 AND related_brand_id = $2) OR (brand_id = $2 AND related_brand_id = $1))
       RETURNING brand_id`,
      [brandId, id],
    );
    if (rows.length) added.push(id);
  }
  return added;
}

async function detachSlaves(tx: Queryable, brandId: number, ids: number[], userId: number): Promise<number[]> {
  if (!ids.length) return [];
  await tx.query(`UPDATE brands SET master_brand_id = NULL, rank = NULL, modified_date = ${NEXT_MODIFIED_DATE} WHERE id = ANY($1::int[])`, [ids]);
  for (const id of ids) {
    await recordEvent(tx, {
      userId,
      type: 'UPDATE',
      entityType: 'BRAND',
      entityId: id,
      message: `Brand removed from the slaves of brand ${brandId}`,
      data: { changedFields: ['masterBrandId', 'rank'], before: { masterBrandId: brandId, rank: 'SLAVE' }, after: { masterBrandId: null, rank: null } },
    });
  }
  return ids;
}

async function attachSlaves(tx: Queryable, brandId: number, related: Map<number, RelatedBrandRow>, ids: number[], userId: number): Promise<{ added: number[]; formerMasters: FormerMaster[] }> {
  const added: number[] = [];
  const formerMasters: FormerMaster[] = [];
  for (const id of ids) {
    const before = related.get(id)!;
    if (before.master_brand_id === brandId && before.rank === 'SLAVE') continue;
    if (before.rank === 'MASTER') formerMasters.push({ brandId: id, slaveIds: await releaseSlaves(tx, id, userId) });
    // A slave is the same business as its master: a NOT_SAME pair between them would contradict it.
    await removeNotSame(tx, brandId, [id]);
    await tx.query(
      `UPDATE brands SET master_brand_id = $2, rank = 'SLAVE', status = 'NEW', exclusion_reason = NULL, exclusion_reason_comment = NULL,
         modified_date = ${NEXT_MODIFIED_DATE} WHERE id = $1`,
      [id, brandId],
    );
    await recordEvent(tx, {
      userId,
      type: 'ATTACH_TO_MASTER',
      entityType: 'BRAND',
      entityId: id,
      message: `Brand marked as a slave of brand ${brandId}`,
      data: {
        changedFields: ['masterBrandId', 'rank', 'status'],
        before: { masterBrandId: before.master_brand_id, rank: before.rank, status: before.status },
        after: { masterBrandId: brandId, rank: 'SLAVE', status: 'NEW' },
      },
    });
    added.push(id);
  }
  return { added, formerMasters };
}

/**
 * Applies the related-brands part of a gateway save: refuses ids that are the brand itself, missing, contradictory, or a
 * removed slave that is not this brand's; then removals, then additions. Ids already in the asked state change nothing.
 */
export async function applyRelations(tx: Queryable, brandId: number, brandRankAfter: string | null, payload: RelationPayload, userId: number): Promise<RelationOutcome> {
  const none: RelationPayload = { newSlaveBrandIds: [], removedSlaveBrandIds: [], newNotSameBrandIds: [], removedNotSameBrandIds: [] };
  if (!hasRelationChanges(payload)) return { changes: none, formerMasters: [] };
  const related = await lockRelatedBrands(tx, brandId, payload);
  refuseContradictions(payload, brandRankAfter, brandId, related);
  const removedNotSameBrandIds = await removeNotSame(tx, brandId, payload.removedNotSameBrandIds);
  const removedSlaveBrandIds = await detachSlaves(tx, brandId, payload.removedSlaveBrandIds, userId);
  const newNotSameBrandIds = await addNotSame(tx, brandId, payload.newNotSameBrandIds);
  const slaves = await attachSlaves(tx, brandId, related, payload.newSlaveBrandIds, userId);
  return {
    changes: { newSlaveBrandIds: slaves.added, removedSlaveBrandIds, newNotSameBrandIds, removedNotSameBrandIds },
    formerMasters: slaves.formerMasters,
  };
}
