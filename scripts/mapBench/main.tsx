// The map bench's page (scripts/benchMapPins.ts builds and serves it): PlacesMap alone in the window with the pins
// the URL asks for (?pins=1000), the offline basemap, and a search pin. Also handy to look at the map by itself.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { createRoot } from 'react-dom/client';
import { PlacesMap } from '../../src/components/map/PlacesMap';
import type { MapPin } from '../../src/components/map/mapPins';
import { benchPins } from './benchPins';

const params = new URLSearchParams(window.location.search);
const count = Number(params.get('pins') ?? 1000);
// ?lat=53.80&lng=-1.55&zoom=13 opens elsewhere than the default view.
const view = params.has('zoom') ? { center: { latitude: Number(params.get('lat')), longitude: Number(params.get('lng')) }, zoom: Number(params.get('zoom')) } : null;
const pins: MapPin[] = count > 0 ? [...benchPins(count), { id: 'search', kind: 'search', latitude: 53.7997, longitude: -1.5492, label: 'Leeds Kirkgate Market' }] : [];

createRoot(document.getElementById('root')!).render(
  <FluentProvider theme={webLightTheme}>
    <main style={{ padding: 16 }}>
      <h1 style={{ margin: '0 0 12px', fontSize: 20 }}>Places map</h1>
      <PlacesMap
        pins={pins}
        label="Places map"
        className="bench-map"
        initialCenter={view?.center}
        initialZoom={view?.zoom}
        onBoundsChange={(bounds, zoom) => Object.assign(window, { mapView: { bounds, zoom } })}
      />
    </main>
  </FluentProvider>,
);
