// The places map (spec 2, sections 2.4, 2.11 and 9): food-authority locations and matched places as clustered pins, a
// search pin, a selected pin, over tiles from the configured URL or, with none, the bundled offline basemap. No Relay:
// the caller passes what to show and hears about bounds and clicks. Load it through LazyPlacesMap (Leaflet and the
// cluster plugin stay out of the pages that show no map).
//
// Props:
//   pins            MapPin[] ({ id, kind: 'fsa' | 'place' | 'search', latitude, longitude, label, selected? }).
//                   fsa and place pins cluster (radius 60 px, none from zoom 20); selected and search pins are never
//                   clustered and are drawn on top.
//   focus           { latitude, longitude, zoom?, key? } | null: the map flies there (zoom 16 unless given) when it
//                   changes; change `key` to fly again to the same point.
//   onBoundsChange  (bounds: MapBounds, zoom) after every move and once when the map is ready: the place search's bounds.
//   onPinClick      (id) when a pin is clicked, or activated with Enter or Space.
//   tilesUrl        a {z}/{x}/{y} template (Query.mapConfig.tilesUrl); null or absent draws the offline basemap.
//   tilesAttribution  the tiles' attribution (HTML, as Leaflet shows it).
//   label           the map's accessible name (default 'Map').
//   className       sizes the map (default 100% wide, 420 px high).
//   initialCenter / initialZoom  the first view (default MAP_DEFAULTS: 53.8584624, -1.3298334 at zoom 6).
//
// Keyboard: the map is one Tab stop (arrows pan, + and - zoom), then each visible pin and cluster (Enter or Space
// activates: a cluster zooms in and the focus returns to the map).
//
// The map's container says aria-busy="true" while the map moves (pans, zooms, flies) or its tiles or basemap are still
// drawing, and "false" once it has settled: assistive technology (and the browser tests) wait for that. Its root is a
// stacking context of its own, so Leaflet's panes and controls (z-index 200 to 1000) stay under the page's sticky headers.
import 'leaflet/dist/leaflet.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.css';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import L from 'leaflet';
import { useEffect, useId, useMemo, useRef } from 'react';
import { MapContainer, TileLayer, useMap } from 'react-leaflet';
import MarkerClusterGroup from 'react-leaflet-cluster';
import { MAP_DEFAULTS, type MapBounds } from '../../../domain/places';
import { sameBounds, toMapBounds, type MapPoint } from './mapBounds';
import {
  clusterAccessibleName,
  clusterCountText,
  clusterDiameter,
  pinAccessibleName,
  pinGeometry,
  pinSignature,
  pinSvg,
  splitPins,
  type MapPin,
  type MapPinKind,
} from './mapPins';
import { BASEMAP_UNAVAILABLE_EVENT, OfflineBasemap } from './OfflineBasemap';

export interface MapFocus extends MapPoint {
  zoom?: number;
  /** Changing it flies to the same point again (the same row selected twice). */
  key?: string | number;
}

export interface PlacesMapProps {
  pins: readonly MapPin[];
  focus?: MapFocus | null;
  onBoundsChange?(bounds: MapBounds, zoom: number): void;
  onPinClick?(id: string): void;
  tilesUrl?: string | null;
  tilesAttribution?: string | null;
  label?: string;
  className?: string;
  initialCenter?: MapPoint;
  initialZoom?: number;
}

/** Leaflet's own panes are 200 (tiles) to 700 (popups): the offline basemap sits under where tiles would be. */
const BASEMAP_PANE = 'placesBasemap';
const FLY_SECONDS = 0.8;
/** How long after the last move or tile the map counts as settled: Leaflet's transitions last up to 0.3 s. */
const SETTLE_MS = 300;

const useStyles = makeStyles({
  // isolation: Leaflet's z-indexes compete only with each other, never with the sticky task header above the map.
  root: { position: 'relative', isolation: 'isolate', width: '100%', height: '420px' },
  map: {
    width: '100%',
    height: '100%',
    borderRadius: tokens.borderRadiusMedium,
    fontFamily: tokens.fontFamilyBase,
    // Two classes beat leaflet.css's `.leaflet-container { background: #ddd }` whatever order the sheets load in.
    '&.leaflet-container': { backgroundColor: tokens.colorNeutralBackground3 },
    '&:focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
    '& .leaflet-control-attribution': { fontSize: tokens.fontSizeBase100, color: tokens.colorNeutralForeground2 },
    '& .leaflet-control-attribution a': { color: tokens.colorBrandForegroundLink },
  },
  offline: { '&.leaflet-container': { backgroundColor: tokens.colorPaletteBlueBackground2 } },
  pin: {
    backgroundColor: 'transparent',
    border: 'none',
    lineHeight: 0,
    cursor: 'pointer',
    '&:focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px', borderRadius: tokens.borderRadiusCircular },
  },
  fsa: { color: tokens.colorBrandBackground },
  place: { color: tokens.colorPaletteGreenBackground3 },
  search: { color: tokens.colorPaletteRedBackground3 },
  // A marigold glow around the outline (black when selected): seen on land, sea and tiles alike.
  selected: { '& svg': { filter: `drop-shadow(0 0 2px ${tokens.colorPaletteMarigoldBackground3}) drop-shadow(0 0 3px ${tokens.colorPaletteMarigoldBackground3})` } },
  cluster: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    borderRadius: tokens.borderRadiusCircular,
    border: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralBackground1}`,
    backgroundColor: tokens.colorNeutralForeground2,
    color: tokens.colorNeutralForegroundInverted,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    boxShadow: `0 0 0 4px ${tokens.colorNeutralStrokeAlpha}, ${tokens.shadow4}`,
    cursor: 'pointer',
    '&:focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '3px' },
  },
  visuallyHidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: 0,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    border: 0,
  },
});

type Styles = ReturnType<typeof useStyles>;

export function PlacesMap({
  pins,
  focus = null,
  onBoundsChange,
  onPinClick,
  tilesUrl,
  tilesAttribution,
  label = 'Map',
  className,
  initialCenter = MAP_DEFAULTS.center,
  initialZoom = MAP_DEFAULTS.zoom,
}: PlacesMapProps) {
  const styles = useStyles();
  const hintId = useId();
  const offline = !tilesUrl;
  return (
    <div className={mergeClasses(styles.root, className)}>
      <MapContainer
        // Remounted when switching between tiles and the offline basemap.
        key={offline ? 'offline' : 'tiles'}
        className={styles.map}
        center={[initialCenter.latitude, initialCenter.longitude]}
        zoom={initialZoom}
        minZoom={2}
        maxZoom={MAP_DEFAULTS.maxZoom}
        maxBounds={[
          [-85, -180],
          [85, 180],
        ]}
        maxBoundsViscosity={1}
        worldCopyJump={false}
        attributionControl
        zoomControl
      >
        <ContainerAccessibility label={label} hintId={hintId} />
        <BusyReporter awaitsBasemap={offline} />
        <SizeFollower />
        {offline ? (
          <OfflineBasemap pane={BASEMAP_PANE} seaClassName={styles.offline} />
        ) : (
          <TileLayer url={tilesUrl} attribution={tilesAttribution ?? undefined} maxZoom={MAP_DEFAULTS.maxZoom} />
        )}
        <PinLayers pins={pins} styles={styles} onPinClick={onPinClick} />
        <FocusFollower focus={focus} />
        <BoundsReporter onBoundsChange={onBoundsChange} />
      </MapContainer>
      <span id={hintId} className={styles.visuallyHidden}>
        Arrow keys move the map, plus and minus zoom. Tab moves to the pins; Enter opens a pin or zooms into a group of pins.
      </span>
    </div>
  );
}

/** The container's name and keyboard hint, and Enter or Space on a pin acting as a click (Leaflet 1.9 does neither). */
function ContainerAccessibility({ label, hintId }: { label: string; hintId: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
    container.setAttribute('aria-describedby', hintId);
    let refocusAfterZoom = false;
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (!target?.classList.contains('leaflet-marker-icon') || (event.key !== 'Enter' && event.key !== ' ')) return;
      event.preventDefault();
      event.stopPropagation();
      // A cluster's element goes away as the map zooms into it: the focus then goes back to the map, not the page.
      refocusAfterZoom = true;
      target.click();
    };
    const onZoomEnd = () => {
      if (refocusAfterZoom && !container.contains(document.activeElement)) container.focus({ preventScroll: true });
      refocusAfterZoom = false;
    };
    container.addEventListener('keydown', onKeyDown);
    map.on('zoomend', onZoomEnd);
    return () => {
      container.removeEventListener('keydown', onKeyDown);
      map.off('zoomend', onZoomEnd);
    };
  }, [map, label, hintId]);
  return null;
}

/**
 * aria-busy on the container: true from the moment the map starts moving or a tile layer starts loading tiles (and, with
 * the offline basemap, until its layer is added), false once nothing moves or loads. Busy is set at once; not busy
 * SETTLE_MS later, once Leaflet's own transitions have ended too (a tile fades in over 0.2 s, clusters split or merge
 * over 0.3 s after a zoom), and never in between: a tile layer that starts loading on the same 'moveend' keeps it busy.
 */
function BusyReporter({ awaitsBasemap }: { awaitsBasemap: boolean }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    let moving = false;
    let basemapPending = awaitsBasemap;
    const loading = new Set<L.GridLayer>();
    let settleTimer: number | undefined;
    const isBusy = () => moving || basemapPending || loading.size > 0;
    const update = () => {
      window.clearTimeout(settleTimer);
      if (isBusy()) {
        container.setAttribute('aria-busy', 'true');
        return;
      }
      settleTimer = window.setTimeout(() => {
        if (!isBusy()) container.setAttribute('aria-busy', 'false');
      }, SETTLE_MS);
    };
    const onLoading = (event: L.LeafletEvent) => {
      loading.add(event.target as L.GridLayer);
      update();
    };
    const onLoad = (event: L.LeafletEvent) => {
      loading.delete(event.target as L.GridLayer);
      update();
    };
    const watch = (layer: L.Layer) => {
      if (!(layer instanceof L.GridLayer)) return;
      basemapPending = false;
      layer.on('loading', onLoading).on('load', onLoad);
      if (layer.isLoading()) loading.add(layer);
      update();
    };
    const onLayerAdd = (event: L.LayerEvent) => watch(event.layer);
    const onLayerRemove = (event: L.LayerEvent) => {
      if (!(event.layer instanceof L.GridLayer)) return;
      event.layer.off('loading', onLoading).off('load', onLoad);
      loading.delete(event.layer);
      update();
    };
    const onMoveStart = () => {
      moving = true;
      update();
    };
    const onMoveEnd = () => {
      moving = false;
      update();
    };
    // No basemap could be loaded: the map is a sea with its pins, and nothing is left to wait for.
    const onBasemapUnavailable = () => {
      basemapPending = false;
      update();
    };
    map.eachLayer(watch);
    map.on('layeradd', onLayerAdd).on('layerremove', onLayerRemove);
    map.on('movestart zoomstart', onMoveStart).on('moveend zoomend', onMoveEnd);
    map.on(BASEMAP_UNAVAILABLE_EVENT, onBasemapUnavailable);
    update();
    return () => {
      window.clearTimeout(settleTimer);
      map.off('layeradd', onLayerAdd).off('layerremove', onLayerRemove);
      map.off('movestart zoomstart', onMoveStart).off('moveend zoomend', onMoveEnd);
      map.off(BASEMAP_UNAVAILABLE_EVENT, onBasemapUnavailable);
      map.eachLayer((layer) => {
        if (layer instanceof L.GridLayer) layer.off('loading', onLoading).off('load', onLoad);
      });
    };
  }, [map, awaitsBasemap]);
  return null;
}

/** Leaflet measures its container once: a panel that opens or a window that resizes needs it measured again. */
function SizeFollower() {
  const map = useMap();
  useEffect(() => {
    const observer = new ResizeObserver(() => map.invalidateSize({ pan: false }));
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function FocusFollower({ focus }: { focus: MapFocus | null }) {
  const map = useMap();
  const latitude = focus?.latitude;
  const longitude = focus?.longitude;
  const zoom = focus?.zoom ?? MAP_DEFAULTS.selectedZoom;
  const key = focus?.key;
  useEffect(() => {
    if (latitude === undefined || longitude === undefined) return;
    if (prefersReducedMotion()) map.setView([latitude, longitude], zoom, { animate: false });
    else map.flyTo([latitude, longitude], zoom, { duration: FLY_SECONDS });
  }, [map, latitude, longitude, zoom, key]);
  return null;
}

function BoundsReporter({ onBoundsChange }: { onBoundsChange: PlacesMapProps['onBoundsChange'] }) {
  const map = useMap();
  const callback = useRef(onBoundsChange);
  callback.current = onBoundsChange;
  useEffect(() => {
    let last: MapBounds | null = null;
    const report = () => {
      const bounds = toMapBounds(map.getBounds());
      if (sameBounds(bounds, last)) return;
      last = bounds;
      callback.current?.(bounds, map.getZoom());
    };
    map.whenReady(report);
    map.on('moveend', report);
    return () => {
      map.off('moveend', report);
    };
  }, [map]);
  return null;
}

interface PlacedMarker {
  marker: L.Marker;
  signature: string;
  clustered: boolean;
}

/** One divIcon per kind and state, shared by every marker that looks the same. */
function useIcons(styles: Styles) {
  return useMemo(() => {
    const cache = new Map<string, L.DivIcon>();
    const iconFor = (kind: MapPinKind, selected: boolean) => {
      const cacheKey = `${kind}|${selected}`;
      let icon = cache.get(cacheKey);
      if (!icon) {
        const { size, anchor } = pinGeometry(kind, selected);
        icon = L.divIcon({ html: pinSvg(kind, selected), className: mergeClasses(styles.pin, styles[kind], selected && styles.selected), iconSize: size, iconAnchor: anchor });
        cache.set(cacheKey, icon);
      }
      return icon;
    };
    const clusterIcon = (cluster: L.MarkerCluster) => {
      const count = cluster.getChildCount();
      const diameter = clusterDiameter(count);
      return L.divIcon({
        html: `<span aria-hidden="true">${clusterCountText(count)}</span><span class="${styles.visuallyHidden}">${clusterAccessibleName(count)}</span>`,
        className: styles.cluster,
        iconSize: [diameter, diameter],
      });
    };
    return { iconFor, clusterIcon };
  }, [styles]);
}

/**
 * The pins, kept in step with the props by id (markers are Leaflet objects, not React elements: a thousand pins are
 * added to the cluster group in one call instead of a thousand component mounts).
 */
function PinLayers({ pins, styles, onPinClick }: { pins: readonly MapPin[]; styles: Styles; onPinClick: PlacesMapProps['onPinClick'] }) {
  const map = useMap();
  const { iconFor, clusterIcon } = useIcons(styles);
  const clusterRef = useRef<L.MarkerClusterGroup>(null);
  const singles = useMemo(() => L.layerGroup(), []);
  const placed = useRef(new Map<string, PlacedMarker>());
  const clickRef = useRef(onPinClick);
  clickRef.current = onPinClick;

  useEffect(() => {
    singles.addTo(map);
    return () => {
      singles.remove();
    };
  }, [map, singles]);

  useEffect(() => {
    const group = clusterRef.current;
    if (!group) return;
    const { clustered, single } = splitPins(pins);
    const wanted = new Map<string, { pin: MapPin; clustered: boolean }>();
    for (const pin of clustered) wanted.set(pin.id, { pin, clustered: true });
    for (const pin of single) wanted.set(pin.id, { pin, clustered: false });

    const removeFromCluster: L.Marker[] = [];
    const addToCluster: L.Marker[] = [];
    for (const [id, current] of placed.current) {
      const next = wanted.get(id);
      if (next && next.clustered === current.clustered && pinSignature(next.pin) === current.signature) continue;
      if (current.clustered) removeFromCluster.push(current.marker);
      else singles.removeLayer(current.marker);
      placed.current.delete(id);
    }
    for (const [id, { pin, clustered: isClustered }] of wanted) {
      if (placed.current.has(id)) continue;
      const marker = createMarker(pin, iconFor(pin.kind, !!pin.selected), () => clickRef.current?.(pin.id));
      placed.current.set(id, { marker, signature: pinSignature(pin), clustered: isClustered });
      if (isClustered) addToCluster.push(marker);
      else singles.addLayer(marker);
    }
    if (removeFromCluster.length) group.removeLayers(removeFromCluster);
    if (addToCluster.length) group.addLayers(addToCluster);
  }, [pins, iconFor, singles]);

  return (
    <MarkerClusterGroup
      ref={clusterRef}
      maxClusterRadius={MAP_DEFAULTS.clusterRadius}
      disableClusteringAtZoom={MAP_DEFAULTS.maxZoom}
      iconCreateFunction={clusterIcon}
      showCoverageOnHover={false}
      spiderfyOnMaxZoom={false}
      chunkedLoading
    >
      {null}
    </MarkerClusterGroup>
  );
}

function createMarker(pin: MapPin, icon: L.DivIcon, onClick: () => void): L.Marker {
  const name = pinAccessibleName(pin);
  const zIndexOffset = pin.kind === 'search' ? 2000 : pin.selected ? 1000 : 0;
  const marker = L.marker([pin.latitude, pin.longitude], { icon, title: name, keyboard: true, riseOnHover: true, zIndexOffset });
  marker.on('click', onClick);
  // The icon element exists only while the marker is on the map (a clustered pin gets a new one each time it shows).
  marker.on('add', () => marker.getElement()?.setAttribute('aria-label', name));
  return marker;
}
