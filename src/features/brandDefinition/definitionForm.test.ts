import { describe, expect, it } from 'vitest';
import {
  canToggleNoMatch,
  changedBrandFields,
  isUnmatched,
  overlayOf,
  withAttachedPlace,
  withDetachedPlace,
  withDuplicateOf,
  withLocationEdit,
  withNoMatch,
  withNoWebsite,
  type AttachedPlace,
  type DefinitionLocationValues,
} from './definitionForm';

const row = (id: number, extra: Partial<DefinitionLocationValues> = {}): DefinitionLocationValues => ({
  id,
  duplicateOfId: null,
  googleLocationId: null,
  isHasNoGoogleMatchConfirmed: false,
  googleMatchRank: 'NO',
  place: null,
  duplicateOf: null,
  ...extra,
});

const place: AttachedPlace = { googleLocationId: 70, placeId: 'p70', name: 'Pizza Town Leeds', formattedAddress: '1 High St', phone: null, website: null, businessStatus: 'OPERATIONAL', latitude: 53.8, longitude: -1.5 };

describe('brand definition form rules (spec 2, section 4)', () => {
  it('attaching a place shows it, clears the no-match flag and sets rank MANUAL', () => {
    const attached = withAttachedPlace(row(1, { isHasNoGoogleMatchConfirmed: true }), place);
    expect(attached).toMatchObject({ googleLocationId: 70, place, isHasNoGoogleMatchConfirmed: false, googleMatchRank: 'MANUAL' });
  });

  it('detaching clears the place and sets rank NO', () => {
    expect(withDetachedPlace(withAttachedPlace(row(1), place))).toMatchObject({ googleLocationId: null, place: null, googleMatchRank: 'NO' });
  });

  it('the No Google checkbox needs a place, and a tick can always be taken back', () => {
    expect(canToggleNoMatch(row(1))).toBe(false);
    expect(canToggleNoMatch(withAttachedPlace(row(1), place))).toBe(true);
    expect(canToggleNoMatch(row(1, { isHasNoGoogleMatchConfirmed: true }))).toBe(true);
    // Ticking it detaches the place it denies; taking the tick back puts the place back, so it can be ticked again.
    const matched = { ...withAttachedPlace(row(1), place), googleMatchRank: 'HIGHEST' };
    const ticked = withNoMatch(matched, true);
    expect(ticked).toMatchObject({ googleLocationId: null, place: null, googleMatchRank: 'NO', isHasNoGoogleMatchConfirmed: true });
    expect(canToggleNoMatch(ticked)).toBe(true);
    const unticked = withNoMatch(ticked, false);
    expect(unticked).toMatchObject({ googleLocationId: 70, place, googleMatchRank: 'HIGHEST', isHasNoGoogleMatchConfirmed: false });
    expect(canToggleNoMatch(unticked)).toBe(true);
    expect(withNoMatch(unticked, true)).toMatchObject({ googleLocationId: null, isHasNoGoogleMatchConfirmed: true });
  });

  it('a row the server holds as confirmed without a match, unticked, has no place and stays tickable', () => {
    const stored = row(1, { isHasNoGoogleMatchConfirmed: true, googleMatchRank: 'NO' });
    const unticked = withNoMatch(stored, false);
    expect(unticked).toMatchObject({ googleLocationId: null, isHasNoGoogleMatchConfirmed: false });
    expect(isUnmatched(unticked)).toBe(true);
    expect(canToggleNoMatch(unticked)).toBe(false);
    expect(canToggleNoMatch(unticked, stored)).toBe(true);
    // A place attached or detached since is a new decision: the tick no longer remembers the denied place.
    expect(withNoMatch(withDetachedPlace(withNoMatch({ ...withAttachedPlace(row(1), place) }, true)), false)).toMatchObject({ googleLocationId: null });
  });

  it('a location is never a duplicate of itself; clearing the duplicate sends null', () => {
    expect(withDuplicateOf(row(1), { id: 1, name: 'Self' })).toEqual(row(1));
    expect(withDuplicateOf(row(1), { id: 2, name: 'Other' })).toMatchObject({ duplicateOfId: 2 });
    expect(withDuplicateOf(row(1, { duplicateOfId: 2 }), null)).toMatchObject({ duplicateOfId: null, duplicateOf: null });
  });

  it('a row changed back to the server value is no longer an edit, and keeps the page it was changed on', () => {
    const original = row(1);
    const once = withLocationEdit(new Map(), original, 2, withAttachedPlace(original, place));
    expect(once.get(1)?.page).toBe(2);
    const again = withLocationEdit(once, original, 3, withNoMatch(withAttachedPlace(original, place), true));
    expect(again.get(1)?.page).toBe(2);
    expect(withLocationEdit(again, original, 3, withDetachedPlace(original)).size).toBe(0);
  });

  it('unmatched means no place, no duplicate and no confirmed no-match', () => {
    expect(isUnmatched(row(1))).toBe(true);
    expect(isUnmatched(row(1, { duplicateOfId: 2 }))).toBe(false);
    expect(isUnmatched(row(1, { isHasNoGoogleMatchConfirmed: true }))).toBe(false);
    expect(isUnmatched(row(1, { googleLocationId: 3 }))).toBe(false);
  });

  it("brand overlay and 'No website' remember the website", () => {
    const server = { name: 'Pizza Town', website: 'https://pizza.example', isHasNoWebsiteConfirmed: false, useBrandNameAsLocationName: false };
    const off = withNoWebsite(server, true, '');
    expect(off.values).toMatchObject({ website: '', isHasNoWebsiteConfirmed: true });
    expect(withNoWebsite(off.values, false, off.remembered).values.website).toBe('https://pizza.example');
    expect(changedBrandFields(server, overlayOf(server, { ...server, useBrandNameAsLocationName: true }))).toEqual(['useBrandNameAsLocationName']);
  });
});
