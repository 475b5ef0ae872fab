// The demo's places catalogue: every rule of the brand definition map has places to try it on.
import { describe, expect, it } from 'vitest';
import { isSupportedPlace, PLACE_SEARCH_LIMITS } from '../../domain/places';
import { haversineMeters, nameSimilarity, rankPlaceSuggestions } from '../../domain/placeSuggestions';
import { buildBrands } from './buildBrands';
import { buildPlaces } from './buildPlaces';
import { IdSequence } from './context';
import { DEMO_SEED } from './loadDemoData';
import { Random } from './random';

function build() {
  const ids = new IdSequence(0);
  const data = buildBrands(new Random(DEMO_SEED), { brands: new IdSequence(0), locations: new IdSequence(0), googleLocations: ids });
  return { ...data, places: buildPlaces(data.brands, ids, data.googleLocations) };
}

const { brands, googleLocations, places } = build();
const locations = brands.flatMap((brand) => brand.locations.map((location) => ({ brand, row: location.row })));
const open = locations.filter(({ row }) => row.google_location_id === null && row.duplicate_of_id === null && !row.is_has_no_google_match_confirmed && row.status !== 'EXCLUDED');
const radius = PLACE_SEARCH_LIMITS.suggestionRadiusMeters;

/** What the suggestions would offer the location: supported places not attached to the brand's locations. */
function candidatesOf(location: (typeof open)[number]) {
  const own = new Set(locations.filter(({ row }) => row.brand_id === location.row.brand_id).map(({ row }) => row.google_location_id));
  return [...googleLocations, ...places]
    .filter((place) => !own.has(place.id) && isSupportedPlace(place.types))
    .map((place) => ({ placeId: place.place_id, name: place.name, latitude: place.latitude, longitude: place.longitude }));
}

describe('buildPlaces', () => {
  it('gives the same places on every build, with ids after the brands\' places and unique place ids', () => {
    expect(build().places).toEqual(places);
    expect(Math.min(...places.map((place) => place.id))).toBeGreaterThan(Math.max(...googleLocations.map((place) => place.id)));
    const placeIds = [...googleLocations, ...places].map((place) => place.place_id);
    expect(new Set(placeIds).size).toBe(placeIds.length);
  });

  it('puts places near every location', () => {
    const lonely = open.filter((location) => rankPlaceSuggestions({ names: [location.row.name], ...location.row }, candidatesOf(location)).length === 0);
    expect(lonely.length).toBeGreaterThan(0);
    for (const { row } of locations) {
      // Places near a location with nothing to suggest are left out, so its neighbours may have none either.
      if (lonely.some((location) => haversineMeters(location.row, row) <= 2 * radius)) continue;
      expect(places.some((place) => haversineMeters(row, place) <= radius), `location ${row.id}`).toBe(true);
    }
  });

  it('has exact matches, near misses 100 to 600 m away, and a location with nothing to suggest', () => {
    let exact = 0;
    let nearMiss = 0;
    let nothing = 0;
    for (const location of open) {
      const ranked = rankPlaceSuggestions({ names: [location.row.name], ...location.row }, candidatesOf(location), 5);
      if (ranked.length === 0) nothing++;
      if (ranked.some((suggestion) => suggestion.nameSimilarity >= 0.9 && suggestion.distanceMeters <= 60)) exact++;
      if (ranked.some((suggestion) => suggestion.nameSimilarity >= 0.5 && suggestion.distanceMeters >= 90 && suggestion.distanceMeters <= 620)) nearMiss++;
    }
    expect(exact).toBeGreaterThanOrEqual(5);
    expect(nearMiss).toBeGreaterThanOrEqual(5);
    expect(nothing).toBeGreaterThanOrEqual(1);
  });

  it('has places that cannot be attached: streets and towns', () => {
    const unsupported = places.filter((place) => !isSupportedPlace(place.types));
    expect(unsupported.some((place) => place.types.includes('route'))).toBe(true);
    expect(unsupported.some((place) => place.types.includes('locality') && place.name === 'Leeds')).toBe(true);
  });

  it('names near misses alike but not the same', () => {
    const near = places.filter((place) => open.some(({ row }) => {
      const distance = haversineMeters(row, place);
      return distance >= 100 && distance <= 600 && nameSimilarity(row.name, place.name) >= 0.5 && nameSimilarity(row.name, place.name) < 1;
    }));
    expect(near.length).toBeGreaterThan(0);
  });
});
