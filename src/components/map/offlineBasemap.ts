// The offline basemap's data: Natural Earth 1:10m land and country borders from the world-atlas package (TopoJSON,
// 3.6 MB raw, about 0.8 MB as the brotli copy the server sends). It is an asset of its own fetched the first time a map
// draws without tiles, never part of a script chunk, and converted once per page load (topojson-client, in its own
// small chunk too). 1:10m is world-atlas's finest scale: the British and Irish coasts keep their estuaries and islands.
import type { Feature, FeatureCollection, MultiLineString, MultiPolygon, Polygon } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countriesUrl from 'world-atlas/countries-10m.json?url';

export interface OfflineBasemapData {
  /** Every landmass. */
  land: Feature<MultiPolygon | Polygon> | FeatureCollection<MultiPolygon | Polygon>;
  /** Land borders between countries (coasts are the land's outline). */
  borders: MultiLineString;
}

let loading: Promise<OfflineBasemapData> | undefined;

/** Loads and converts the basemap once; a failed load is tried again by the next map. */
export function loadOfflineBasemap(): Promise<OfflineBasemapData> {
  loading ??= (async () => {
    const [response, topojson] = await Promise.all([fetch(countriesUrl), import('topojson-client')]);
    if (!response.ok) throw new Error(`The offline basemap did not load (HTTP ${response.status})`);
    const topology = (await response.json()) as WorldAtlasTopology;
    return {
      land: topojson.feature(topology, topology.objects.land) as OfflineBasemapData['land'],
      borders: topojson.mesh(topology, topology.objects.countries, (a, b) => a !== b),
    };
  })();
  loading.catch(() => (loading = undefined));
  return loading;
}

type WorldAtlasTopology = Topology<{ land: GeometryCollection; countries: GeometryCollection }>;
