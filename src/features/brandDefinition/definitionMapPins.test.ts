import { describe, expect, it } from 'vitest';
import type { DefinitionLocationValues } from './definitionForm';
import { mapPinsOf, pinLocationId, rowPoint } from './definitionMapPins';

const values = (id: number, place: DefinitionLocationValues['place'] = null): DefinitionLocationValues => ({
  id,
  duplicateOfId: null,
  googleLocationId: place?.googleLocationId ?? null,
  isHasNoGoogleMatchConfirmed: false,
  googleMatchRank: place ? 'MANUAL' : 'NO',
  place,
  duplicateOf: null,
});
const place = { googleLocationId: 9, placeId: 'p9', name: 'Pizza Town', formattedAddress: null, phone: null, website: null, businessStatus: null, latitude: 53.81, longitude: -1.55 };
const rows = [
  { databaseId: 1, name: 'Leeds', latitude: 53.8, longitude: -1.54, fsaLocation: { name: 'PIZZA TOWN LEEDS', latitude: 53.801, longitude: -1.541 } },
  { databaseId: 2, name: 'Nowhere', latitude: null, longitude: null, fsaLocation: null },
];

describe('brand definition map pins', () => {
  it("draws each location's H&S pin and its place, the active row's selected, then the search and suggestion pins", () => {
    const pins = mapPinsOf(rows, (row) => values(row.databaseId, row.databaseId === 1 ? place : null), 1, { placeId: 'x', name: 'Found', latitude: 53, longitude: -1 }, { placeId: 'y', name: 'Near', latitude: 53.1, longitude: -1.1 });
    expect(pins.map((pin) => [pin.id, pin.kind, pin.selected ?? false])).toEqual([
      ['fsa:1', 'fsa', true],
      ['place:1', 'place', true],
      ['search:x', 'search', false],
      ['suggestion:y', 'search', false],
    ]);
    expect(pins[0]).toMatchObject({ latitude: 53.801, longitude: -1.541 });
  });

  it('a row without H&S coordinates is centred on its place; pin ids name their row', () => {
    expect(rowPoint(rows[1], values(2, place), 'fsa')).toEqual({ latitude: 53.81, longitude: -1.55 });
    expect(rowPoint(rows[1], values(2), 'place')).toBeNull();
    expect(pinLocationId('place:12')).toBe(12);
    expect(pinLocationId('search:abc')).toBeNull();
  });
});
