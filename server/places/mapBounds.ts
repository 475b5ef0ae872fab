// The map's bounds as the place search uses them: checked, and split in two where the view crosses the 180th meridian
// (Leaflet's bounds run past ±180 when the world is panned round).
import type { MapBounds } from '../../domain/places';
import type { LatLng } from '../../domain/placeSuggestions';
import { validationError } from '../graphql/errors';

export const MAP_BOUNDS_MESSAGE = 'The map bounds are not valid.';

/** Latitudes within ±90 with south not above north; longitudes any finite number (wrapped round the globe). */
export function checkedBounds(bounds: MapBounds): MapBounds {
  const { south, west, north, east } = bounds;
  const finite = [south, west, north, east].every(Number.isFinite);
  if (!finite || south < -90 || north > 90 || south > north || east < west) throw validationError(MAP_BOUNDS_MESSAGE, 'bounds');
  return bounds;
}

/** -180 to 180 (180 itself stays 180). */
const wrapped = (longitude: number) => (longitude >= -180 && longitude <= 180 ? longitude : ((((longitude + 180) % 360) + 360) % 360) - 180);

/** One box, or two when the bounds cross the 180th meridian; the whole band of longitudes when they span the globe. */
export function boundsBoxes(bounds: MapBounds): MapBounds[] {
  const { south, north } = bounds;
  if (bounds.east - bounds.west >= 360) return [{ south, north, west: -180, east: 180 }];
  const west = wrapped(bounds.west);
  const east = wrapped(bounds.east);
  if (west <= east) return [{ south, north, west, east }];
  return [
    { south, north, west, east: 180 },
    { south, north, west: -180, east },
  ];
}

export function boundsCentre(bounds: MapBounds): LatLng {
  return { latitude: (bounds.south + bounds.north) / 2, longitude: wrapped((bounds.west + bounds.east) / 2) };
}
