// The offline basemap's geometry, packed for drawing tiles fast: every coordinate projected once to Web Mercator in
// units of the world (0..1 across, as Leaflet's EPSG:3857 at zoom 0 divided by 256), in flat Float64Arrays that move
// from the worker without a copy. Drawing a tile walks only the shapes whose box meets it, and collapses each run of
// points lying on one side outside the tile (see drawPath) so a coast of 100,000 points costs a few hundred segments.
// Leaflet's own vector layers would instead make an object per point and project all 480,000 at every zoom.
import type { Feature, FeatureCollection, Geometry, MultiLineString, Position } from 'geojson';

export interface PackedShapes {
  /** x, y pairs in world units. */
  coords: Float64Array;
  /** Path i is the points from pathStarts[i] to pathStarts[i + 1] (one more entry than paths). */
  pathStarts: Uint32Array;
  /** Shape j is the paths from shapePaths[j] to shapePaths[j + 1]: a polygon's rings, or a single line. */
  shapePaths: Uint32Array;
  /** minX, minY, maxX, maxY per shape. */
  boxes: Float64Array;
}

export interface BasemapGeometry {
  land: PackedShapes;
  borders: PackedShapes;
}

const MAX_LATITUDE = 85.0511287798;

/** Web Mercator in world units: x from 0 (180 W) to 1 (180 E), y from 0 (north edge) to 1 (south edge). */
export function projectToWorld(longitude: number, latitude: number): [number, number] {
  const clamped = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude));
  const sin = Math.sin((clamped * Math.PI) / 180);
  return [(longitude + 180) / 360, 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)];
}

/** Packs shapes, each a list of paths (a polygon's rings, or one line), into flat arrays. */
export function packShapes(shapes: readonly (readonly (readonly Position[])[])[]): PackedShapes {
  let points = 0;
  let paths = 0;
  for (const shape of shapes) {
    paths += shape.length;
    for (const path of shape) points += path.length;
  }
  const coords = new Float64Array(points * 2);
  const pathStarts = new Uint32Array(paths + 1);
  const shapePaths = new Uint32Array(shapes.length + 1);
  const boxes = new Float64Array(shapes.length * 4);
  let point = 0;
  let path = 0;
  shapes.forEach((shape, shapeIndex) => {
    shapePaths[shapeIndex] = path;
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (const positions of shape) {
      pathStarts[path] = point;
      path += 1;
      for (const [longitude, latitude] of positions) {
        const [x, y] = projectToWorld(longitude, latitude);
        coords[point * 2] = x;
        coords[point * 2 + 1] = y;
        point += 1;
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
        if (y < minY) minY = y;
        if (y > maxY) maxY = y;
      }
    }
    boxes.set([minX, minY, maxX, maxY], shapeIndex * 4);
  });
  pathStarts[paths] = point;
  shapePaths[shapes.length] = paths;
  return { coords, pathStarts, shapePaths, boxes };
}

/** Land polygons (each its rings) from what topojson-client's feature() answers for the land object. */
export function landPolygons(land: Feature<Geometry | null> | FeatureCollection<Geometry | null>): Position[][][] {
  const geometries = 'features' in land ? land.features.map((part) => part.geometry) : [land.geometry];
  return geometries.flatMap((geometry) => (geometry?.type === 'Polygon' ? [geometry.coordinates] : geometry?.type === 'MultiPolygon' ? geometry.coordinates : []));
}

/** Border lines, each a shape of one path. */
export function linesOf(mesh: MultiLineString): Position[][][] {
  return mesh.coordinates.map((line) => [line]);
}

/** The part of a canvas's API the tiles use (a recording fake in the tests). */
export interface PathSink {
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  closePath(): void;
}

export interface TileView {
  /** World units to tile pixels: pixel = world * scale - origin. */
  scale: number;
  originX: number;
  originY: number;
  /** Tile size in pixels. */
  size: number;
  /** How far outside the tile a point still counts as inside (stroke width and anti-aliasing). */
  margin: number;
}

/** Where a pixel lies against the tile and its margin: 0 inside, else bits for left, right, above, below. */
function outcode(x: number, y: number, low: number, high: number): number {
  return (x < low ? 1 : x > high ? 2 : 0) | (y < low ? 4 : y > high ? 8 : 0);
}

/**
 * Adds one path to the sink, in tile pixels. Two reductions that change nothing inside the tile: points closer than
 * half a pixel to the last one drawn are skipped, and a run of points in the same region outside the tile (all left of
 * it, or all above-right of it...) is replaced by its first and last point: the region is convex and excludes the tile,
 * so neither the run nor the shortcut crosses the tile, and a fill's winding inside the tile is the same.
 * Answers the number of points drawn.
 */
export function drawPath(sink: PathSink, shapes: PackedShapes, path: number, view: TileView, closed: boolean): number {
  const { coords, pathStarts } = shapes;
  const start = pathStarts[path];
  const end = pathStarts[path + 1];
  if (end - start < 2) return 0;
  const low = -view.margin;
  const high = view.size + view.margin;
  let drawn = 0;
  let lastX = Number.NaN;
  let lastY = Number.NaN;
  let runCode = -1;
  let pendingX = 0;
  let pendingY = 0;
  let pending = false;
  const emit = (x: number, y: number) => {
    if (drawn === 0) sink.moveTo(x, y);
    else sink.lineTo(x, y);
    lastX = x;
    lastY = y;
    drawn += 1;
  };
  for (let index = start; index < end; index += 1) {
    const x = coords[index * 2] * view.scale - view.originX;
    const y = coords[index * 2 + 1] * view.scale - view.originY;
    const code = outcode(x, y, low, high);
    if (code !== 0 && code === runCode) {
      // Inside a run outside the tile: only its last point matters.
      pendingX = x;
      pendingY = y;
      pending = true;
      continue;
    }
    if (pending) {
      emit(pendingX, pendingY);
      pending = false;
    }
    runCode = code;
    const last = index === end - 1;
    if (drawn > 0 && !last && Math.abs(x - lastX) < 0.5 && Math.abs(y - lastY) < 0.5) continue;
    emit(x, y);
  }
  if (pending) emit(pendingX, pendingY);
  if (closed) sink.closePath();
  return drawn;
}

/** The shapes whose box meets the tile (with its margin), by index. */
export function shapesInView(shapes: PackedShapes, view: TileView): number[] {
  const found: number[] = [];
  const { boxes } = shapes;
  const low = -view.margin;
  const high = view.size + view.margin;
  const count = shapes.shapePaths.length - 1;
  for (let shape = 0; shape < count; shape += 1) {
    const minX = boxes[shape * 4] * view.scale - view.originX;
    const minY = boxes[shape * 4 + 1] * view.scale - view.originY;
    const maxX = boxes[shape * 4 + 2] * view.scale - view.originX;
    const maxY = boxes[shape * 4 + 3] * view.scale - view.originY;
    if (maxX >= low && minX <= high && maxY >= low && minY <= high) found.push(shape);
  }
  return found;
}

/** The view of Leaflet's tile (x, y) at zoom z, `size` pixels square. */
export function tileView(x: number, y: number, zoom: number, size: number, margin: number): TileView {
  const scale = size * 2 ** zoom;
  return { scale, originX: x * size, originY: y * size, size, margin };
}
