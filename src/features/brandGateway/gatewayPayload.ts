// The save and resolve payload of a brand gateway task (spec 2, section 5): the brand with its non-empty values
// (booleans always) and the brand's version, the locations that are included, excluded or moved to another brand, and
// the relations added and removed, computed from the difference with what was loaded.
import type { BrandValues, LocationEdits, Relationship } from './gatewayForm';

export interface GatewayBrandData {
  name?: string;
  website?: string;
  isHasNoWebsiteConfirmed: boolean;
  rank?: 'MASTER' | 'SLAVE';
  messinessScore?: number;
  status?: 'NEW' | 'INCLUDED' | 'EXCLUDED';
  exclusionReason?: string;
  exclusionReasonComment?: string;
  masterBrandId?: number;
  hasOnlyUnsupportedBusinessTypes: boolean;
  expectedModifiedDate: string;
}

export interface GatewayLocationData {
  id: number;
  status: 'NEW' | 'INCLUDED' | 'EXCLUDED';
  exclusionReason?: string | null;
  exclusionReasonComment?: string | null;
  website?: string | null;
  newBrandId?: number | null;
}

export interface GatewayPayload {
  brandData: GatewayBrandData;
  locationsData: GatewayLocationData[];
  newSlaveBrandIds: number[];
  newNotSameBrandIds: number[];
  removedSlaveBrandIds: number[];
  removedNotSameBrandIds: number[];
}

const isEmpty = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** The brand with only its non-empty values; booleans are always sent. */
export function brandData(values: BrandValues, brandModifiedDate: string): GatewayBrandData {
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === 'boolean') data[key] = value;
    else if (!isEmpty(value)) data[key] = typeof value === 'string' ? value.trim() : value;
  }
  data.expectedModifiedDate = brandModifiedDate;
  return data as unknown as GatewayBrandData;
}

/** The changed rows that are included, excluded or moved, in id order; a row's empty texts are sent as null. */
export function locationsData(edits: LocationEdits): GatewayLocationData[] {
  return [...edits.values()]
    .filter(({ values }) => values.status === 'INCLUDED' || values.status === 'EXCLUDED' || values.newBrandId !== null)
    .sort((a, b) => a.values.id - b.values.id)
    .map(({ values }) => ({
      id: values.id,
      status: values.status,
      exclusionReason: values.status === 'EXCLUDED' ? values.exclusionReason : null,
      exclusionReasonComment: values.status === 'EXCLUDED' && values.exclusionReasonComment.trim() ? values.exclusionReasonComment.trim() : null,
      website: values.website.trim() || null,
      newBrandId: values.newBrandId,
    }));
}

/** Relations added and removed: each choice against what the page loaded for that brand. */
export function relationChanges(choices: ReadonlyMap<number, Relationship>, loaded: ReadonlyMap<number, Relationship>) {
  const changes = { newSlaveBrandIds: [] as number[], newNotSameBrandIds: [] as number[], removedSlaveBrandIds: [] as number[], removedNotSameBrandIds: [] as number[] };
  for (const [id, chosen] of [...choices].sort(([a], [b]) => a - b)) {
    const before = loaded.get(id) ?? 'UNSET';
    if (chosen === before) continue;
    if (before === 'SLAVE') changes.removedSlaveBrandIds.push(id);
    if (before === 'NOT_SAME') changes.removedNotSameBrandIds.push(id);
    if (chosen === 'SLAVE') changes.newSlaveBrandIds.push(id);
    if (chosen === 'NOT_SAME') changes.newNotSameBrandIds.push(id);
  }
  return changes;
}

export function gatewayPayload(
  values: BrandValues,
  brandModifiedDate: string,
  edits: LocationEdits,
  choices: ReadonlyMap<number, Relationship>,
  loaded: ReadonlyMap<number, Relationship>,
): GatewayPayload {
  return { brandData: brandData(values, brandModifiedDate), locationsData: locationsData(edits), ...relationChanges(choices, loaded) };
}
