import { describe, expect, it } from 'vitest';
import { PLACE_MESSAGES } from '../../../domain/places';
import { placeAttachRefusal, placeTypesText, placesWithin, searchPin, searchableText, toPlaceResult, type PlaceSearchRow } from './placeResults';

const row = (placeId: string, latitude: number, longitude: number, types: string[] = ['restaurant', 'establishment']): PlaceSearchRow => ({
  placeId,
  name: `Place ${placeId}`,
  formattedAddress: `${placeId} High Street, Leeds`,
  latitude,
  longitude,
  types,
  isSupported: types.some((type) => ['establishment', 'premise', 'subpremise'].includes(type)),
  googleLocation: placeId === 'stored' ? { databaseId: 7 } : null,
});

describe('placesWithin', () => {
  const bounds = { south: 53.7, west: -1.7, north: 53.9, east: -1.4 };
  it('keeps the server order and drops a place outside the map area', () => {
    const places = placesWithin([row('b', 53.8, -1.5), row('outside', 54.5, -1.5), row('a', 53.75, -1.6)], bounds);
    expect(places.map((place) => place.placeId)).toEqual(['b', 'a']);
  });
});

describe('toPlaceResult', () => {
  it('carries the stored place number and copies the types', () => {
    const source = row('stored', 53.8, -1.5);
    const result = toPlaceResult(source);
    expect(result.googleLocationId).toBe(7);
    expect(result.types).toEqual(source.types);
    expect(result.types).not.toBe(source.types);
    expect(toPlaceResult({ ...row('x', 1, 1), formattedAddress: undefined }).formattedAddress).toBeNull();
    expect(toPlaceResult(row('x', 1, 1)).googleLocationId).toBeNull();
  });
});

describe('searchableText', () => {
  it('needs two characters after trimming', () => {
    expect(searchableText(' p ')).toBeNull();
    expect(searchableText('  pi ')).toBe('pi');
    expect(searchableText('')).toBeNull();
  });
});

describe('placeAttachRefusal', () => {
  it("refuses a place of unsupported types with the spec's message, and allows a supported one", () => {
    expect(placeAttachRefusal(toPlaceResult(row('1', 1, 1, ['locality', 'political'])))).toBe(PLACE_MESSAGES.unsupportedTypes);
    expect(placeAttachRefusal(toPlaceResult(row('2', 1, 1, ['premise'])))).toBeNull();
    expect(placeAttachRefusal({ types: [], isSupported: false })).toBe('Google place types is not supported.');
  });

  it('believes the types over a provider that calls a place supported', () => {
    expect(placeAttachRefusal({ types: ['route'], isSupported: true })).toBe(PLACE_MESSAGES.unsupportedTypes);
  });
});

describe('searchPin and placeTypesText', () => {
  it('drops a search pin named by the place and its address', () => {
    const pin = searchPin(toPlaceResult(row('p1', 53.8, -1.5)));
    expect(pin).toEqual({ id: 'search:p1', kind: 'search', latitude: 53.8, longitude: -1.5, label: 'Place p1, p1 High Street, Leeds' });
    expect(searchPin({ ...toPlaceResult(row('p2', 1, 2)), formattedAddress: null }).label).toBe('Place p2');
  });

  it('reads types as words', () => {
    expect(placeTypesText(['point_of_interest', 'food'])).toBe('point of interest, food');
  });
});
