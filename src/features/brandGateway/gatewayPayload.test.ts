import { describe, expect, it } from 'vitest';
import type { BrandValues, LocationEdit, LocationValues, Relationship } from './gatewayForm';
import { brandData, gatewayPayload, locationsData, relationChanges } from './gatewayPayload';

const brand: BrandValues = {
  name: ' Wagamama ',
  website: '',
  isHasNoWebsiteConfirmed: true,
  rank: 'MASTER',
  messinessScore: 0,
  status: 'INCLUDED',
  exclusionReason: null,
  exclusionReasonComment: '',
  masterBrandId: null,
  hasOnlyUnsupportedBusinessTypes: false,
};
const base: LocationValues = { id: 1, status: 'NEW', exclusionReason: null, exclusionReasonComment: '', website: '', newBrandId: null };
const edit = (values: LocationValues): LocationEdit => ({ values, original: { ...base, id: values.id }, page: 1, newBrand: null });

describe('brandData', () => {
  it('sends non-empty values trimmed, booleans always, and the brand version', () => {
    expect(brandData(brand, '2026-01-01T00:00:00.000Z')).toEqual({
      name: 'Wagamama',
      isHasNoWebsiteConfirmed: true,
      rank: 'MASTER',
      messinessScore: 0,
      status: 'INCLUDED',
      hasOnlyUnsupportedBusinessTypes: false,
      expectedModifiedDate: '2026-01-01T00:00:00.000Z',
    });
  });
  it('leaves out a blank comment and an unset rank', () => {
    const data = brandData({ ...brand, rank: null, exclusionReasonComment: '   ', masterBrandId: 3 }, 'v');
    expect(data).not.toHaveProperty('rank');
    expect(data).not.toHaveProperty('exclusionReasonComment');
    expect(data.masterBrandId).toBe(3);
  });
});

describe('locationsData', () => {
  it('sends included, excluded and moved rows in id order; not a row left NEW', () => {
    const edits = new Map<number, LocationEdit>([
      [5, edit({ ...base, id: 5, status: 'EXCLUDED', exclusionReason: 'MISC', exclusionReasonComment: ' closed ' })],
      [2, edit({ ...base, id: 2, status: 'INCLUDED', website: 'https://a.example.com' })],
      [3, edit({ ...base, id: 3, website: 'https://b.example.com' })],
      [4, edit({ ...base, id: 4, newBrandId: 9 })],
    ]);
    expect(locationsData(edits)).toEqual([
      { id: 2, status: 'INCLUDED', exclusionReason: null, exclusionReasonComment: null, website: 'https://a.example.com', newBrandId: null },
      { id: 4, status: 'NEW', exclusionReason: null, exclusionReasonComment: null, website: null, newBrandId: 9 },
      { id: 5, status: 'EXCLUDED', exclusionReason: 'MISC', exclusionReasonComment: 'closed', website: null, newBrandId: null },
    ]);
  });
});

describe('relationChanges', () => {
  const loaded = new Map<number, Relationship>([
    [1, 'SLAVE'],
    [2, 'NOT_SAME'],
  ]);
  it('adds, removes and switches against what was loaded', () => {
    const choices = new Map<number, Relationship>([
      [1, 'NOT_SAME'],
      [2, 'UNSET'],
      [3, 'SLAVE'],
      [4, 'UNSET'],
    ]);
    expect(relationChanges(choices, loaded)).toEqual({ newSlaveBrandIds: [3], newNotSameBrandIds: [1], removedSlaveBrandIds: [1], removedNotSameBrandIds: [2] });
  });
  it('no choices, no changes', () => {
    expect(gatewayPayload(brand, 'v', new Map(), new Map(), loaded)).toMatchObject({ locationsData: [], newSlaveBrandIds: [], removedSlaveBrandIds: [] });
  });
});
