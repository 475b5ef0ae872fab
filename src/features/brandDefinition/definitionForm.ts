// The brand definition form's state and the map-matching rules of spec 2, section 4, as pure functions. Like the
// gateway's, the page keeps the server's values and, on top, only what the person changed: a brand overlay and the
// locations whose match changed (kept across pages, so the payload carries every one).
import type { BrandDefinitionBrandValues, BrandDefinitionLocationValues } from '../../../domain/brandDefinitionSchemas';

export type DefinitionBrandValues = BrandDefinitionBrandValues;
export type DefinitionBrandOverlay = Partial<DefinitionBrandValues>;

const BRAND_KEYS: ReadonlyArray<keyof DefinitionBrandValues> = ['name', 'website', 'isHasNoWebsiteConfirmed', 'useBrandNameAsLocationName'];

export function brandValuesOf(server: DefinitionBrandValues, overlay: DefinitionBrandOverlay): DefinitionBrandValues {
  return { ...server, ...overlay };
}

export function overlayOf(server: DefinitionBrandValues, next: DefinitionBrandValues): DefinitionBrandOverlay {
  const overlay: Record<string, unknown> = {};
  for (const key of BRAND_KEYS) if (next[key] !== server[key]) overlay[key] = next[key];
  return overlay as DefinitionBrandOverlay;
}

export function changedBrandFields(server: DefinitionBrandValues, overlay: DefinitionBrandOverlay): Array<keyof DefinitionBrandValues> {
  return BRAND_KEYS.filter((key) => key in overlay && overlay[key] !== server[key]);
}

/** 'No website' on remembers and clears the website; off restores what was remembered (spec 2, section 4). */
export function withNoWebsite(values: DefinitionBrandValues, on: boolean, remembered: string): { values: DefinitionBrandValues; remembered: string } {
  if (on) return { values: { ...values, isHasNoWebsiteConfirmed: true, website: '' }, remembered: values.website };
  return { values: { ...values, isHasNoWebsiteConfirmed: false, website: values.website || remembered }, remembered: '' };
}

// --- Locations ------------------------------------------------------------------------------------------------------------

/** A stored place as a row shows it (the Google name, address, phone, website and business status columns). */
export interface AttachedPlace {
  googleLocationId: number;
  placeId: string;
  name: string;
  formattedAddress: string | null;
  phone: string | null;
  website: string | null;
  businessStatus: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface LocationRef {
  id: number;
  name: string;
}

/** A row's match: the payload's four fields, and what the row shows of them (the place, the rank, the duplicate's name). */
export interface DefinitionLocationValues extends BrandDefinitionLocationValues {
  googleMatchRank: string;
  place: AttachedPlace | null;
  duplicateOf: LocationRef | null;
  /** The place a No Google tick detached on this page: taking the tick back puts it back (never sent). */
  deniedPlace?: DeniedPlace | null;
}

export interface DeniedPlace {
  googleLocationId: number;
  place: AttachedPlace | null;
  googleMatchRank: string;
}

export interface DefinitionLocationEdit {
  values: DefinitionLocationValues;
  original: DefinitionLocationValues;
  /** The page the row was on when changed (for the error wording). */
  page: number;
  /** An excluded location (done asks no match of it). */
  excluded: boolean;
}

export type DefinitionLocationEdits = ReadonlyMap<number, DefinitionLocationEdit>;

export function sameMatch(a: BrandDefinitionLocationValues, b: BrandDefinitionLocationValues): boolean {
  return a.duplicateOfId === b.duplicateOfId && a.googleLocationId === b.googleLocationId && a.isHasNoGoogleMatchConfirmed === b.isHasNoGoogleMatchConfirmed;
}

/** Records a row's new values; a row changed back to what the server has is no longer an edit. */
export function withLocationEdit(
  edits: DefinitionLocationEdits,
  original: DefinitionLocationValues,
  page: number,
  values: DefinitionLocationValues,
  excluded = false,
): Map<number, DefinitionLocationEdit> {
  const next = new Map(edits);
  const previous = edits.get(original.id);
  const base = previous?.original ?? original;
  if (sameMatch(base, values)) next.delete(original.id);
  else next.set(original.id, { values, original: base, page: previous?.page ?? page, excluded });
  return next;
}

/** Attaching a place: the row shows the place, the no-match flag is off and the rank MANUAL (spec 2, section 4). */
export function withAttachedPlace(values: DefinitionLocationValues, place: AttachedPlace): DefinitionLocationValues {
  return { ...values, googleLocationId: place.googleLocationId, place, isHasNoGoogleMatchConfirmed: false, googleMatchRank: 'MANUAL', deniedPlace: null };
}

/** Detach Google info: the place's fields are cleared and the rank is NO. */
export function withDetachedPlace(values: DefinitionLocationValues): DefinitionLocationValues {
  return { ...values, googleLocationId: null, place: null, googleMatchRank: 'NO', deniedPlace: null };
}

/**
 * The No Google checkbox (spec 2, section 2.4): it can be ticked on a row that shows a place, the curator's word that
 * the place found for it is not this location's; a tick already there can always be taken back, and a row the server
 * holds as confirmed without a match can be ticked again after that (its place went when it was confirmed).
 */
export function canToggleNoMatch(values: DefinitionLocationValues, original?: DefinitionLocationValues): boolean {
  return values.googleLocationId !== null || values.isHasNoGoogleMatchConfirmed || original?.isHasNoGoogleMatchConfirmed === true;
}

/**
 * Ticking No Google detaches the place it denies (a location is never both matched and confirmed without a match) and
 * remembers it; taking the tick back puts that place back, so the row is as it was and can be ticked again.
 */
export function withNoMatch(values: DefinitionLocationValues, confirmed: boolean): DefinitionLocationValues {
  if (confirmed) {
    const denied: DeniedPlace | null =
      values.googleLocationId !== null ? { googleLocationId: values.googleLocationId, place: values.place, googleMatchRank: values.googleMatchRank } : (values.deniedPlace ?? null);
    return { ...withDetachedPlace(values), isHasNoGoogleMatchConfirmed: true, deniedPlace: denied };
  }
  const denied = values.deniedPlace;
  if (!denied) return { ...values, isHasNoGoogleMatchConfirmed: false };
  return { ...values, isHasNoGoogleMatchConfirmed: false, googleLocationId: denied.googleLocationId, place: denied.place, googleMatchRank: denied.googleMatchRank, deniedPlace: null };
}

/** Duplicate of another location of the brand (never itself); null clears it. */
export function withDuplicateOf(values: DefinitionLocationValues, duplicateOf: LocationRef | null): DefinitionLocationValues {
  if (duplicateOf && duplicateOf.id === values.id) return values;
  return { ...values, duplicateOf, duplicateOfId: duplicateOf?.id ?? null };
}

/** A row that still needs a decision before done: no place, not a duplicate, no confirmed no-match. */
export function isUnmatched(values: BrandDefinitionLocationValues): boolean {
  return values.googleLocationId === null && values.duplicateOfId === null && !values.isHasNoGoogleMatchConfirmed;
}

/** The row another known row already holding the same place (the first holder keeps it), or null. */
export function otherHolderOf(rows: readonly BrandDefinitionLocationValues[], id: number, googleLocationId: number): number | null {
  return rows.find((row) => row.id !== id && row.googleLocationId === googleLocationId)?.id ?? null;
}
