import { describe, expect, it } from 'vitest';
import { withAttachedPlace, withDuplicateOf, withLocationEdit, type DefinitionLocationValues } from './definitionForm';
import { definitionPayload } from './definitionPayload';

const row = (id: number): DefinitionLocationValues => ({ id, duplicateOfId: null, googleLocationId: null, isHasNoGoogleMatchConfirmed: false, googleMatchRank: 'NO', place: null, duplicateOf: null });

describe('brand definition payload (spec 2, section 5)', () => {
  it('sends each changed location with exactly id, duplicateOfId, googleLocationId and isHasNoGoogleMatchConfirmed, in id order', () => {
    let edits = withLocationEdit(new Map(), row(9), 1, withDuplicateOf(row(9), { id: 4, name: 'Leeds' }));
    const place = { googleLocationId: 70, placeId: 'p', name: 'P', formattedAddress: null, phone: null, website: null, businessStatus: null, latitude: null, longitude: null };
    edits = withLocationEdit(edits, row(3), 1, withAttachedPlace(row(3), place));
    const payload = definitionPayload({ name: ' Pizza Town ', website: '', isHasNoWebsiteConfirmed: true, useBrandNameAsLocationName: true }, '2026-01-01T00:00:00.000Z', edits);
    expect(payload.locationsData).toEqual([
      { id: 3, duplicateOfId: null, googleLocationId: 70, isHasNoGoogleMatchConfirmed: false },
      { id: 9, duplicateOfId: 4, googleLocationId: null, isHasNoGoogleMatchConfirmed: false },
    ]);
    expect(payload.brandData).toEqual({ name: 'Pizza Town', website: null, isHasNoWebsiteConfirmed: true, useBrandNameAsLocationName: true, expectedModifiedDate: '2026-01-01T00:00:00.000Z' });
  });

  it('sends no location when none changed', () => {
    expect(definitionPayload({ name: 'A', website: 'https://a.example', isHasNoWebsiteConfirmed: false, useBrandNameAsLocationName: false }, 'd', new Map()).locationsData).toEqual([]);
  });
});
