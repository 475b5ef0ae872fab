// The basemap drawn when no tiles URL is configured: land with its coast and dashed country borders, drawn into canvas
// tiles (a Leaflet GridLayer, so panning reuses tiles and zooming draws only the tiles in view) over the sea colour of
// the map's container. The colours are Fluent tokens, read from the theme's CSS variables when the layer is added.
import { tokens } from '@fluentui/react-components';
import L from 'leaflet';
import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import { drawPath, shapesInView, tileView, type BasemapGeometry, type PackedShapes, type PathSink } from './basemapGeometry';
import { loadOfflineBasemap } from './offlineBasemap';

const ATTRIBUTION = 'Basemap: <a href="https://www.naturalearthdata.com/">Natural Earth</a>';
const TILE_SIZE = 256;
/** Fired on the map when the basemap cannot be loaded (PlacesMap then stops waiting for it). */
export const BASEMAP_UNAVAILABLE_EVENT = 'basemapunavailable';
/** Pixels drawn beyond a tile's edge so strokes meet their neighbours'. */
const MARGIN = 4;

interface BasemapColours {
  land: string;
  coast: string;
  border: string;
}

/** A token's value as the theme sets it on the map's ancestors ('var(--name)' resolved), or the fallback. */
function tokenValue(element: Element, token: string, fallback: string): string {
  const name = /var\((--[^),]+)/.exec(token)?.[1];
  const value = name ? getComputedStyle(element).getPropertyValue(name).trim() : '';
  return value || fallback;
}

function themeColours(element: Element): BasemapColours {
  return {
    land: tokenValue(element, tokens.colorNeutralBackground3, '#f5f5f5'),
    coast: tokenValue(element, tokens.colorNeutralStroke1Pressed, '#b3b3b3'),
    border: tokenValue(element, tokens.colorNeutralForeground3, '#616161'),
  };
}

function addShapes(sink: PathSink, shapes: PackedShapes, found: number[], view: ReturnType<typeof tileView>, closed: boolean): void {
  for (const shape of found) {
    for (let path = shapes.shapePaths[shape]; path < shapes.shapePaths[shape + 1]; path += 1) drawPath(sink, shapes, path, view, closed);
  }
}

function drawTile(canvas: HTMLCanvasElement, geometry: BasemapGeometry, colours: BasemapColours, coords: L.Coords): void {
  const ratio = window.devicePixelRatio || 1;
  canvas.width = TILE_SIZE * ratio;
  canvas.height = TILE_SIZE * ratio;
  const context = canvas.getContext('2d');
  if (!context) return;
  context.scale(ratio, ratio);
  const view = tileView(coords.x, coords.y, coords.z, TILE_SIZE, MARGIN);
  const land = shapesInView(geometry.land, view);
  if (land.length) {
    context.beginPath();
    addShapes(context, geometry.land, land, view, true);
    context.fillStyle = colours.land;
    context.fill('evenodd');
    context.strokeStyle = colours.coast;
    context.lineWidth = coords.z >= 8 ? 1 : 0.7;
    context.stroke();
  }
  const borders = shapesInView(geometry.borders, view);
  if (borders.length) {
    context.beginPath();
    addShapes(context, geometry.borders, borders, view, false);
    context.strokeStyle = colours.border;
    context.globalAlpha = 0.55;
    context.lineWidth = 1;
    // The dash restarts at each tile's edge; at 4-3 pixels that is not seen.
    context.setLineDash([4, 3]);
    context.stroke();
  }
}

interface BasemapTilesData {
  geometry: BasemapGeometry;
  colours: BasemapColours;
}

/**
 * Each tile is drawn in a task of its own (a few milliseconds) rather than all of a zoom's tiles in the one task where
 * Leaflet asks for them, so a zoom does not freeze the page; a tile gone by then (zoomed past) is not drawn at all.
 */
const BasemapTiles = L.GridLayer.extend({
  createTile(this: L.GridLayer & BasemapTilesData, coords: L.Coords, done: L.DoneCallback) {
    const canvas = document.createElement('canvas');
    window.setTimeout(() => {
      if (canvas.isConnected) drawTile(canvas, this.geometry, this.colours, coords);
      done(undefined, canvas);
    }, 0);
    return canvas;
  },
}) as unknown as new (options: L.GridLayerOptions) => L.GridLayer;

/**
 * seaClassName colours the map's container as sea once the land is ready to draw: until then the map stays neutral, as
 * a loading map should, instead of showing a town as open water.
 */
export function OfflineBasemap({ pane, seaClassName }: { pane: string; seaClassName: string }) {
  const map = useMap();
  useEffect(() => {
    const paneElement = map.getPane(pane) ?? map.createPane(pane);
    // Under the pins and where tiles would be: Leaflet's tile pane is 200, its overlays 400 and up.
    paneElement.style.zIndex = '150';
    let layer: L.GridLayer | undefined;
    let cancelled = false;
    const seaClasses = seaClassName.split(' ').filter(Boolean);
    loadOfflineBasemap()
      .then((geometry) => {
        if (cancelled) return;
        const created = new BasemapTiles({ pane, tileSize: TILE_SIZE, attribution: ATTRIBUTION, updateWhenZooming: false, keepBuffer: 2 });
        Object.assign(created, { geometry, colours: themeColours(map.getContainer()) } satisfies BasemapTilesData);
        layer = created.addTo(map);
        map.getContainer().classList.add(...seaClasses);
      })
      // No basemap is a map of sea with its pins: still usable, and the next map tries again.
      .catch(() => {
        if (!cancelled) map.fire(BASEMAP_UNAVAILABLE_EVENT);
      });
    return () => {
      cancelled = true;
      layer?.remove();
      map.getContainer().classList.remove(...seaClasses);
    };
  }, [map, pane, seaClassName]);
  return null;
}
