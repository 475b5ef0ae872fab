import { describe, expect, it } from 'vitest';
import { drawPath, landPolygons, linesOf, packShapes, projectToWorld, shapesInView, tileView, type PathSink } from './basemapGeometry';

function recorder(): PathSink & { points: [number, number][]; closed: number } {
  const sink = {
    points: [] as [number, number][],
    closed: 0,
    moveTo: (x: number, y: number) => sink.points.push([x, y]),
    lineTo: (x: number, y: number) => sink.points.push([x, y]),
    closePath: () => (sink.closed += 1),
  };
  return sink;
}

/** Even-odd inside test of a closed polygon (the canvas fill rule the tiles use). */
function inside(points: [number, number][], x: number, y: number): boolean {
  let result = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i, i += 1) {
    const [xi, yi] = points[i];
    const [xj, yj] = points[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) result = !result;
  }
  return result;
}

describe('projectToWorld', () => {
  it("is Web Mercator in world units, as Leaflet's tiles", () => {
    expect(projectToWorld(-180, 0)).toEqual([0, 0.5]);
    expect(projectToWorld(0, 0)[0]).toBe(0.5);
    expect(projectToWorld(180, 85.0511287798)[1]).toBeCloseTo(0, 6);
    expect(projectToWorld(0, -90)[1]).toBeCloseTo(1, 6);
  });
});

describe('packShapes', () => {
  it('packs shapes of paths into flat arrays with a box per shape', () => {
    const packed = packShapes([
      [
        [
          [0, 0],
          [10, 0],
          [10, 10],
        ],
        [
          [1, 1],
          [2, 1],
        ],
      ],
      [
        [
          [-20, -5],
          [-10, -5],
        ],
      ],
    ]);
    expect([...packed.pathStarts]).toEqual([0, 3, 5, 7]);
    expect([...packed.shapePaths]).toEqual([0, 2, 3]);
    expect(packed.coords.length).toBe(14);
    const [minX, , maxX] = packed.boxes.subarray(0, 4);
    expect(minX).toBeCloseTo(0.5);
    expect(maxX).toBeCloseTo(projectToWorld(10, 0)[0]);
  });

  it('takes land polygons from a feature or a collection, and border lines from a mesh', () => {
    const square = [
      [
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 0],
      ],
    ];
    expect(landPolygons({ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: square } })).toEqual([square]);
    expect(
      landPolygons({
        type: 'FeatureCollection',
        features: [
          { type: 'Feature', properties: {}, geometry: { type: 'MultiPolygon', coordinates: [square, square] } },
          { type: 'Feature', properties: {}, geometry: null },
        ],
      }),
    ).toHaveLength(2);
    expect(linesOf({ type: 'MultiLineString', coordinates: [[[0, 0], [1, 1]]] })).toEqual([[[[0, 0], [1, 1]]]]);
  });
});

describe('drawing a tile', () => {
  // A 256-pixel tile at zoom 0 shows the whole world: world units times 256 are its pixels.
  const view = tileView(0, 0, 0, 256, 4);

  it('finds only the shapes whose box meets the tile', () => {
    const packed = packShapes([[[[0, 0], [1, 1]]], [[[100, 60], [101, 61]]]]);
    const zoomed = tileView(128, 127, 8, 256, 4); // just north-east of 0, 0 at zoom 8
    expect(shapesInView(packed, zoomed)).toEqual([0]);
    expect(shapesInView(packed, view)).toEqual([0, 1]);
  });

  it('draws a small ring whole, and skips points closer than half a pixel', () => {
    const packed = packShapes([[[[0, 0], [90, 0], [90, 45], [90.01, 45], [0, 45], [0, 0]]]]);
    const sink = recorder();
    const drawn = drawPath(sink, packed, 0, view, true);
    expect(drawn).toBe(5);
    expect(sink.closed).toBe(1);
  });

  it('collapses a long run of points on one side outside the tile and keeps the fill inside it', () => {
    // Tile around (0, 0) at zoom 10; a polygon whose west side wiggles far outside the tile in 2,000 points.
    const zoomed = tileView(512, 512, 10, 256, 4);
    const wiggle: [number, number][] = [];
    for (let index = 0; index <= 2000; index += 1) wiggle.push([-5 + (index % 2) * 0.5, 5 - index * 0.005]);
    const ring: [number, number][] = [[0.1, 5], ...wiggle, [0.1, -5], [0.1, 5]];
    const packed = packShapes([[ring]]);
    const sink = recorder();
    drawPath(sink, packed, 0, zoomed, true);
    expect(sink.points.length).toBeLessThan(20);
    // Inside the tile: the band west of 0.1 degrees is land, east of it is sea, as in the full ring.
    const full = ring.map(([longitude, latitude]) => {
      const [x, y] = projectToWorld(longitude, latitude);
      return [x * zoomed.scale - zoomed.originX, y * zoomed.scale - zoomed.originY] as [number, number];
    });
    for (const [x, y] of [
      [5, 5],
      [40, 128],
      [200, 250],
      [250, 10],
      [128, 128],
    ]) {
      expect(inside(sink.points, x, y)).toBe(inside(full, x, y));
    }
  });

  it('draws nothing for a path of fewer than two points', () => {
    const packed = packShapes([[[[1, 1]]]]);
    expect(drawPath(recorder(), packed, 0, view, false)).toBe(0);
  });
});
