// The map's visible area as the place search wants it (domain/places.ts MapBounds): Leaflet's bounds can run past the
// date line or the poles when the world is zoomed out or panned round, and the search is strictly bounded, so they are
// brought back into [-90, 90] x [-180, 180] first. A view wider than the world is the whole world.
import type { MapBounds } from '../../../domain/places';

/** What Leaflet's LatLngBounds answers (kept structural so the conversion is testable without a map). */
export interface LatLngBoundsLike {
  getSouth(): number;
  getWest(): number;
  getNorth(): number;
  getEast(): number;
}

export interface MapPoint {
  latitude: number;
  longitude: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Shifts a longitude by whole turns into [-180, 180). */
export function wrapLongitude(longitude: number): number {
  return ((((longitude + 180) % 360) + 360) % 360) - 180;
}

/**
 * The bounds in degrees within the world: the view is shifted by whole turns so its centre is on the first world copy,
 * then cut at the date line (the part across it is left out: the search answers a subset, never a place outside).
 */
export function toMapBounds(bounds: LatLngBoundsLike): MapBounds {
  const south = clamp(bounds.getSouth(), -90, 90);
  const north = clamp(bounds.getNorth(), -90, 90);
  const westRaw = bounds.getWest();
  const eastRaw = bounds.getEast();
  if (eastRaw - westRaw >= 360) return { south, west: -180, north, east: 180 };
  const centre = (westRaw + eastRaw) / 2;
  const shift = wrapLongitude(centre) - centre;
  return { south, west: clamp(westRaw + shift, -180, 180), north, east: clamp(eastRaw + shift, -180, 180) };
}

/** Same area to about a metre: a map that settles where it was does not search again. */
export function sameBounds(a: MapBounds | null | undefined, b: MapBounds | null | undefined): boolean {
  if (!a || !b) return a === b;
  const close = (x: number, y: number) => Math.abs(x - y) < 1e-5;
  return close(a.south, b.south) && close(a.west, b.west) && close(a.north, b.north) && close(a.east, b.east);
}

/** A point is inside when it lies within the bounds, edges included. */
export function containsPoint(bounds: MapBounds, point: MapPoint): boolean {
  return point.latitude >= bounds.south && point.latitude <= bounds.north && point.longitude >= bounds.west && point.longitude <= bounds.east;
}

/** A point with real coordinates (a location without coordinates has no pin). */
export function isMapPoint(point: { latitude?: number | null; longitude?: number | null } | null | undefined): point is MapPoint {
  return (
    !!point &&
    typeof point.latitude === 'number' &&
    typeof point.longitude === 'number' &&
    Number.isFinite(point.latitude) &&
    Number.isFinite(point.longitude) &&
    Math.abs(point.latitude) <= 90 &&
    Math.abs(point.longitude) <= 180
  );
}
