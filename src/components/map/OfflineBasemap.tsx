// The basemap drawn when no tiles URL is configured: land and country borders (offlineBasemap.ts) as two non-interactive
// vector layers in a pane under the pins, over the sea colour of the map's container. Coloured with Fluent tokens
// through CSS classes (CSS beats the SVG attributes Leaflet writes), so the map follows the theme.
import { makeStyles, tokens } from '@fluentui/react-components';
import L from 'leaflet';
import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import { loadOfflineBasemap } from './offlineBasemap';

const ATTRIBUTION = 'Basemap: <a href="https://www.naturalearthdata.com/">Natural Earth</a>';

const useStyles = makeStyles({
  land: { fill: tokens.colorNeutralBackground3, fillOpacity: 1, stroke: tokens.colorNeutralStroke1Pressed, strokeWidth: '0.7px' },
  borders: { fill: 'none', stroke: tokens.colorNeutralForeground3, strokeOpacity: 0.55, strokeWidth: '1px', strokeDasharray: '4 3' },
});

export function OfflineBasemap({ pane }: { pane: string }) {
  const map = useMap();
  const styles = useStyles();
  useEffect(() => {
    const paneElement = map.getPane(pane) ?? map.createPane(pane);
    paneElement.style.zIndex = '150';
    // Its own renderer, so the basemap's SVG stays in its pane whatever else draws vectors on the map.
    const renderer = L.svg({ pane, padding: 0.5 });
    let layers: L.Layer[] = [];
    let cancelled = false;
    loadOfflineBasemap()
      .then((data) => {
        if (cancelled) return;
        const common = { pane, renderer, interactive: false, smoothFactor: 1.5 } as const;
        layers = [
          L.geoJSON(data.land, { ...common, attribution: ATTRIBUTION, style: { className: styles.land } }),
          L.geoJSON(data.borders, { ...common, style: { className: styles.borders } }),
        ];
        for (const layer of layers) layer.addTo(map);
      })
      // No basemap is a map of sea with its pins: still usable, and the next map tries again.
      .catch(() => undefined);
    return () => {
      cancelled = true;
      for (const layer of layers) layer.remove();
    };
  }, [map, pane, styles]);
  return null;
}
