// The brand definition task's work (spec 2, sections 4, 5 and 7): the brand's fields and each location's match to a
// map place, written inside the caller's transaction with one history event per changed entity. A refusal (VALIDATION
// with the form's message, CONFLICT on a stale brand) is thrown before the caller commits, so it changes nothing.
import type { BrandDefinitionMode } from '../../domain/brandDefinitionSchemas';
import type { Queryable } from '../db/database';
import type { TaskRow } from '../tasks/taskRows';
import { applyDefinitionBrand, type DefinitionBrandInput } from './brandDefinitionBrand';
import { applyMatches, type MatchInput } from './brandDefinitionLocations';
import { lockBrand, recordBrandEvent, recordLocationEvents } from './brandTaskWrites';

export interface DefinitionPayload {
  brandData: DefinitionBrandInput | null;
  locationsData: MatchInput[];
}

/** What the save changed, by GraphQL field name and location id. */
export interface DefinitionSaveResult {
  changedBrandFields: string[];
  changedLocationIds: number[];
}

export function definitionPayloadOf(args: Record<string, unknown>): DefinitionPayload {
  return {
    brandData: (args.brandData as DefinitionBrandInput | null | undefined) ?? null,
    locationsData: (args.locationsData as MatchInput[] | null | undefined) ?? [],
  };
}

export async function saveBrandDefinitionWork(tx: Queryable, task: TaskRow, payload: DefinitionPayload, mode: BrandDefinitionMode, userId: number): Promise<DefinitionSaveResult> {
  const row = await lockBrand(tx, task.brand_id, payload.brandData?.expectedModifiedDate);
  const brand = await applyDefinitionBrand(tx, row, payload.brandData, mode);
  const locations = await applyMatches(tx, row.id, payload.locationsData, mode);
  await recordLocationEvents(tx, task, userId, locations);
  await recordBrandEvent(tx, task, userId, brand);
  return { changedBrandFields: brand.changedFields, changedLocationIds: locations.map((change) => change.id) };
}
