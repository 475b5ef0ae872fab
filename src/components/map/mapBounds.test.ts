import { describe, expect, it } from 'vitest';
import { containsPoint, isMapPoint, sameBounds, toMapBounds, wrapLongitude, type LatLngBoundsLike } from './mapBounds';

const leafletBounds = (south: number, west: number, north: number, east: number): LatLngBoundsLike => ({
  getSouth: () => south,
  getWest: () => west,
  getNorth: () => north,
  getEast: () => east,
});

describe('toMapBounds', () => {
  it('keeps a view inside the world as it is', () => {
    expect(toMapBounds(leafletBounds(53.7, -1.7, 53.9, -1.3))).toEqual({ south: 53.7, west: -1.7, north: 53.9, east: -1.3 });
  });

  it('brings a view panned a whole turn east back onto the first world copy', () => {
    const bounds = toMapBounds(leafletBounds(50, 358, 52, 362));
    expect(bounds.south).toBe(50);
    expect(bounds.north).toBe(52);
    expect(bounds.west).toBeCloseTo(-2);
    expect(bounds.east).toBeCloseTo(2);
  });

  it('brings a view panned a turn west back too', () => {
    const bounds = toMapBounds(leafletBounds(10, -365, 20, -355));
    expect(bounds.west).toBeCloseTo(-5);
    expect(bounds.east).toBeCloseTo(5);
  });

  it('cuts a view across the date line at the line, keeping the side with its centre (a subset, never outside)', () => {
    expect(toMapBounds(leafletBounds(-40, 170, -30, 186))).toEqual({ south: -40, west: 170, north: -30, east: 180 });
    expect(toMapBounds(leafletBounds(-40, -186, -30, -170))).toEqual({ south: -40, west: -180, north: -30, east: -170 });
  });

  it('answers the whole world for a view wider than the world, and clamps the poles', () => {
    expect(toMapBounds(leafletBounds(-120, -400, 120, 400))).toEqual({ south: -90, west: -180, north: 90, east: 180 });
  });
});

describe('wrapLongitude', () => {
  it('shifts by whole turns into [-180, 180)', () => {
    expect(wrapLongitude(0)).toBe(0);
    expect(wrapLongitude(190)).toBe(-170);
    expect(wrapLongitude(-190)).toBe(170);
    expect(wrapLongitude(720 + 1.5)).toBeCloseTo(1.5);
    expect(wrapLongitude(180)).toBe(-180);
  });
});

describe('sameBounds', () => {
  const a = { south: 1, west: 2, north: 3, east: 4 };
  it('is true for the same area to about a metre, false otherwise', () => {
    expect(sameBounds(a, { ...a, east: 4 + 1e-7 })).toBe(true);
    expect(sameBounds(a, { ...a, east: 4.001 })).toBe(false);
    expect(sameBounds(null, null)).toBe(true);
    expect(sameBounds(a, null)).toBe(false);
  });
});

describe('containsPoint', () => {
  const bounds = { south: 53, west: -2, north: 54, east: -1 };
  it('includes the edges and nothing beyond', () => {
    expect(containsPoint(bounds, { latitude: 53.5, longitude: -1.5 })).toBe(true);
    expect(containsPoint(bounds, { latitude: 53, longitude: -2 })).toBe(true);
    expect(containsPoint(bounds, { latitude: 54.0001, longitude: -1.5 })).toBe(false);
    expect(containsPoint(bounds, { latitude: 53.5, longitude: -0.9999 })).toBe(false);
  });
});

describe('isMapPoint', () => {
  it('accepts real coordinates only', () => {
    expect(isMapPoint({ latitude: 53.8, longitude: -1.3 })).toBe(true);
    expect(isMapPoint({ latitude: 0, longitude: 0 })).toBe(true);
    expect(isMapPoint({ latitude: null, longitude: -1.3 })).toBe(false);
    expect(isMapPoint({ latitude: Number.NaN, longitude: 1 })).toBe(false);
    expect(isMapPoint({ latitude: 91, longitude: 1 })).toBe(false);
    expect(isMapPoint(null)).toBe(false);
  });
});
