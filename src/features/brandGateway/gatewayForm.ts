// The brand gateway form's state and the rules of spec 2, section 4, as pure functions: the page keeps the server's
// values and, on top, only what the person changed (an overlay), so a reload after a conflict keeps their edits and a
// save clears them.
import type { BrandGatewayBrandValues, BrandGatewayLocationValues, BrandRank, BrandStatus } from '../../../domain/brandGatewaySchemas';

export type BrandValues = BrandGatewayBrandValues;
export type LocationValues = BrandGatewayLocationValues;
export type Relationship = 'UNSET' | 'SLAVE' | 'NOT_SAME';

/** A brand the form points at (the master brand, a location's new brand). */
export interface BrandRef {
  id: number;
  name: string;
  brandGatewayTaskId?: number | null;
}

/** The person's brand changes: only the fields that differ from the server's values. */
export type BrandOverlay = Partial<BrandValues>;

const BRAND_KEYS: ReadonlyArray<keyof BrandValues> = [
  'name',
  'website',
  'isHasNoWebsiteConfirmed',
  'rank',
  'messinessScore',
  'status',
  'exclusionReason',
  'exclusionReasonComment',
  'masterBrandId',
  'hasOnlyUnsupportedBusinessTypes',
];

export function brandValuesOf(server: BrandValues, overlay: BrandOverlay): BrandValues {
  return { ...server, ...overlay };
}

/** The overlay that turns `server` into `next`: the fields that differ. */
export function overlayOf(server: BrandValues, next: BrandValues): BrandOverlay {
  const overlay: Record<string, unknown> = {};
  for (const key of BRAND_KEYS) if (next[key] !== server[key]) overlay[key] = next[key];
  return overlay as BrandOverlay;
}

/** The brand fields the person changed, in form order. */
export function changedBrandFields(server: BrandValues, overlay: BrandOverlay): Array<keyof BrandValues> {
  return BRAND_KEYS.filter((key) => key in overlay && overlay[key] !== server[key]);
}

// --- Brand rules (spec 2, section 4) ------------------------------------------------------------------------------------

/** Slave sets status NEW; master clears the status (back to NEW, the form's empty inclusion). */
export function withRank(values: BrandValues, rank: BrandRank): BrandValues {
  if (rank === 'SLAVE') return { ...values, rank, status: 'NEW', exclusionReason: null, exclusionReasonComment: '' };
  return { ...values, rank, status: 'NEW', masterBrandId: null, exclusionReason: null, exclusionReasonComment: '' };
}

/** Included clears the exclusion reason and comment. */
export function withInclusion(values: BrandValues, status: BrandStatus): BrandValues {
  if (status === 'EXCLUDED') return { ...values, status };
  return { ...values, status, exclusionReason: null, exclusionReasonComment: '' };
}

/** Choosing an exclusion reason clears the comment. */
export function withExclusionReason(values: BrandValues, exclusionReason: string | null): BrandValues {
  return { ...values, exclusionReason, exclusionReasonComment: '' };
}

/** What choosing a brand exclusion reason asks of the page: the VPN notice, or the comment modal. */
export function exclusionReasonFollowUp(reason: string | null): 'vpnNotice' | 'commentModal' | null {
  if (reason === 'INACCESSIBLE_URL') return 'vpnNotice';
  if (reason === 'MISC') return 'commentModal';
  return null;
}

/** 'No website' on remembers and clears the website; off restores what was remembered. */
export function withNoWebsite(values: BrandValues, on: boolean, remembered: string): { values: BrandValues; remembered: string } {
  if (on) return { values: { ...values, isHasNoWebsiteConfirmed: true, website: '' }, remembered: values.website };
  return { values: { ...values, isHasNoWebsiteConfirmed: false, website: values.website || remembered }, remembered: '' };
}

// --- Locations ------------------------------------------------------------------------------------------------------------

/** A location the person changed, with where it was (for the error wording) and what it was. */
export interface LocationEdit {
  values: LocationValues;
  original: LocationValues;
  page: number;
  newBrand: BrandRef | null;
}

export type LocationEdits = ReadonlyMap<number, LocationEdit>;

export function sameLocationValues(a: LocationValues, b: LocationValues): boolean {
  return (
    a.status === b.status &&
    a.exclusionReason === b.exclusionReason &&
    a.exclusionReasonComment === b.exclusionReasonComment &&
    a.website === b.website &&
    a.newBrandId === b.newBrandId
  );
}

/** Records a row's new values; a row changed back to what the server has is no longer an edit. */
export function withLocationEdit(edits: LocationEdits, original: LocationValues, page: number, values: LocationValues, newBrand: BrandRef | null): Map<number, LocationEdit> {
  const next = new Map(edits);
  const base = edits.get(original.id)?.original ?? original;
  if (sameLocationValues(base, values)) next.delete(original.id);
  else next.set(original.id, { values, original: base, page: edits.get(original.id)?.page ?? page, newBrand });
  return next;
}

/** Included clears the reason and comment; excluded keeps them; a new reason clears the comment. */
export function withLocationStatus(values: LocationValues, status: BrandStatus): LocationValues {
  if (status === 'EXCLUDED') return { ...values, status };
  return { ...values, status, exclusionReason: null, exclusionReasonComment: '' };
}

export function withLocationExclusionReason(values: LocationValues, exclusionReason: string | null): LocationValues {
  return { ...values, status: 'EXCLUDED', exclusionReason, exclusionReasonComment: '' };
}

/** Including a row that is excluded asks first (spec 2, section 4). */
export function includingNeedsConfirmation(values: LocationValues, status: BrandStatus): boolean {
  return values.status === 'EXCLUDED' && status === 'INCLUDED';
}

/** The bulk 'All locations inclusions' selector: every given row to the status (included rows lose reason and comment). */
export function withAllLocations(edits: LocationEdits, rows: ReadonlyArray<{ original: LocationValues; page: number }>, status: BrandStatus): Map<number, LocationEdit> {
  let next = new Map(edits);
  for (const row of rows) {
    const current = next.get(row.original.id);
    const values = withLocationStatus(current?.values ?? row.original, status);
    next = withLocationEdit(next, row.original, row.page, values, current?.newBrand ?? null);
  }
  return next;
}

/**
 * A location's values as the last save left them, until its row reloads: the saved values while the row still shows
 * what it showed when edited, null for a row the save moved to another brand; a row showing anything else has reloaded
 * and is left as it is. Done right after a save checks these, not the values from before it.
 */
export function savedValuesOf(original: LocationValues, saved: LocationEdits): LocationValues | null {
  const edit = saved.get(original.id);
  if (!edit || !sameLocationValues(original, edit.original)) return original;
  return edit.newBrand ? null : edit.values;
}

/** The rows on screen with what the last save wrote (savedValuesOf); a moved row is gone. */
export function rowsAsSaved<Row extends { original: LocationValues }>(rows: readonly Row[], saved: LocationEdits): Row[] {
  return rows.flatMap((row) => {
    const values = savedValuesOf(row.original, saved);
    if (values === null) return [];
    return values === row.original ? [row] : [{ ...row, original: values }];
  });
}

// --- Related brands -------------------------------------------------------------------------------------------------------

/** The relationship a row shows: the person's choice, else what was loaded, else UNSET. */
export function relationshipOf(id: number, choices: ReadonlyMap<number, Relationship>, loaded: ReadonlyMap<number, Relationship>): Relationship {
  return choices.get(id) ?? loaded.get(id) ?? 'UNSET';
}

/** Records a choice; choosing what was loaded is no change. */
export function withRelationship(choices: ReadonlyMap<number, Relationship>, loaded: ReadonlyMap<number, Relationship>, id: number, relationship: Relationship): Map<number, Relationship> {
  const next = new Map(choices);
  if ((loaded.get(id) ?? 'UNSET') === relationship) next.delete(id);
  else next.set(id, relationship);
  return next;
}
