// Loads and prepares the offline basemap off the page's thread: fetching and parsing 3.6 MB of TopoJSON, turning it
// into land polygons and border lines (topojson-client) and projecting 480,000 points would otherwise freeze the page
// for a second or more. Answers the packed geometry, its arrays transferred (not copied).
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { landPolygons, linesOf, packShapes, type BasemapGeometry, type PackedShapes } from './basemapGeometry';

type WorldAtlasTopology = Topology<{ land: GeometryCollection; countries: GeometryCollection }>;

export type BasemapWorkerAnswer = { geometry: BasemapGeometry } | { error: string };

const transferables = (shapes: PackedShapes) => [shapes.coords.buffer, shapes.pathStarts.buffer, shapes.shapePaths.buffer, shapes.boxes.buffer];

self.onmessage = async (event: MessageEvent<{ url: string }>) => {
  try {
    const response = await fetch(event.data.url);
    if (!response.ok) throw new Error(`The offline basemap did not load (HTTP ${response.status})`);
    const topology = (await response.json()) as WorldAtlasTopology;
    const geometry: BasemapGeometry = {
      land: packShapes(landPolygons(feature(topology, topology.objects.land))),
      borders: packShapes(linesOf(mesh(topology, topology.objects.countries, (a, b) => a !== b))),
    };
    (self as unknown as Worker).postMessage({ geometry } satisfies BasemapWorkerAnswer, [...transferables(geometry.land), ...transferables(geometry.borders)]);
  } catch (error) {
    (self as unknown as Worker).postMessage({ error: error instanceof Error ? error.message : String(error) } satisfies BasemapWorkerAnswer);
  }
};
