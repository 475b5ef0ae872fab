// The offline basemap's data: Natural Earth 1:10m land and country borders from the world-atlas package (TopoJSON,
// 3.6 MB raw, about 0.8 MB as the brotli copy the server sends). It is an asset of its own, fetched the first time a
// map draws without tiles and never part of a script chunk; a worker (its own chunk, with topojson-client) parses,
// converts and projects it off the page's thread. 1:10m is world-atlas's finest scale: the British and Irish coasts
// keep their estuaries and islands.
import countriesUrl from 'world-atlas/countries-10m.json?url';
import type { BasemapGeometry } from './basemapGeometry';
import type { BasemapWorkerAnswer } from './basemapWorker';

let loading: Promise<BasemapGeometry> | undefined;

/** Loads and prepares the basemap once per page; a failed load is tried again by the next map. */
export function loadOfflineBasemap(): Promise<BasemapGeometry> {
  loading ??= new Promise<BasemapGeometry>((resolve, reject) => {
    const worker = new Worker(new URL('./basemapWorker.ts', import.meta.url), { type: 'module', name: 'offline-basemap' });
    worker.onmessage = (event: MessageEvent<BasemapWorkerAnswer>) => {
      worker.terminate();
      if ('geometry' in event.data) resolve(event.data.geometry);
      else reject(new Error(event.data.error));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'The offline basemap worker failed'));
    };
    worker.postMessage({ url: new URL(countriesUrl, window.location.href).href });
  });
  loading.catch(() => (loading = undefined));
  return loading;
}
