// The brand gateway task's work (spec 2, sections 5 and 7): the brand's fields, its related brands and its locations,
// written inside the caller's transaction with one history event per changed entity, and the other brands' gateway
// tasks the changes concern opened with their reopen reasons (machines/pipelineEdges.ts gatewayEdgesAfterSave).
import type { GatewayMode } from '../../domain/brandGatewaySchemas';
import { gatewayEdgesAfterSave, type FormerMaster } from '../../machines/pipelineEdges';
import type { Queryable } from '../db/database';
import { openBrandTask } from '../tasks/pipeline';
import type { TaskRow } from '../tasks/taskRows';
import { applyBrandData, type BrandDataInput } from './brandGatewayBrand';
import { applyLocations, type LocationInput, refuseUndecidedLocations } from './brandGatewayLocations';
import { changesOf, lockBrand, recordBrandEvent, recordLocationEvents } from './brandTaskWrites';
import { applyRelations, hasRelationChanges, relationPayloadOf, releaseSlaves, type RelationPayload } from './brandRelations';

export interface GatewayPayload {
  brandData: BrandDataInput | null;
  locationsData: LocationInput[];
  relations: RelationPayload;
}

/** What the save changed, by GraphQL field name ('relatedBrands' when a relation changed) and location id. */
export interface GatewaySaveResult {
  changedBrandFields: string[];
  changedLocationIds: number[];
}

/** The related brands count as one brand field for review by difference. */
export const RELATED_BRANDS_FIELD = 'relatedBrands';

export function gatewayPayloadOf(args: Record<string, unknown>): GatewayPayload {
  return {
    brandData: (args.brandData as BrandDataInput | null | undefined) ?? null,
    locationsData: (args.locationsData as LocationInput[] | null | undefined) ?? [],
    relations: relationPayloadOf(args),
  };
}

/**
 * Applies the payload for the task's brand. Refusals (VALIDATION with the form's message, CONFLICT on a stale brand,
 * DUPLICATE_LOCATION) are thrown before the caller commits, so a refused save changes nothing.
 */
export async function saveBrandGatewayWork(tx: Queryable, task: TaskRow, payload: GatewayPayload, mode: GatewayMode, userId: number, at: string): Promise<GatewaySaveResult> {
  const row = await lockBrand(tx, task.brand_id, payload.brandData?.expectedModifiedDate);
  const brand = await applyBrandData(tx, row, payload.brandData, mode);
  const relations = await applyRelations(tx, row.id, brand.after.rank as string | null, payload.relations, userId);
  const formerMasters: FormerMaster[] = [...relations.formerMasters];
  if (brand.before.rank === 'MASTER' && brand.after.rank !== 'MASTER') formerMasters.unshift({ brandId: row.id, slaveIds: await releaseSlaves(tx, row.id, userId) });
  const locations = await applyLocations(tx, row.id, payload.locationsData, mode);
  if (mode === 'done') await refuseUndecidedLocations(tx, row.id);

  const edges = gatewayEdgesAfterSave({
    brandId: row.id,
    formerMasters,
    removedSlaveIds: relations.changes.removedSlaveBrandIds,
    movedToBrandIds: locations.filter((change) => change.changedFields.includes('brandId')).map((change) => change.after.brandId as number),
  });
  for (const edge of edges) await openBrandTask(tx, edge.brandId, { taskType: 'BRAND_GATEWAY', reopenReason: edge.reopenReason }, at);

  await recordLocationEvents(tx, task, userId, locations, (change) =>
    change.changedFields.includes('brandId') ? `Location moved from brand ${change.before.brandId} to brand ${change.after.brandId} on brand gateway task ${task.id}` : null,
  );
  const relationChanged = hasRelationChanges(relations.changes);
  await recordBrandEvent(tx, task, userId, changesOf(brand.before, brand.after), relationChanged ? { names: [RELATED_BRANDS_FIELD], data: { relations: relations.changes } } : undefined);
  return {
    changedBrandFields: [...brand.changedFields, ...(relationChanged ? [RELATED_BRANDS_FIELD] : [])],
    changedLocationIds: locations.map((change) => change.id),
  };
}
