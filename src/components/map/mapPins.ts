// The map's pins as data, and the markup of their icons (Leaflet divIcons: inline SVG, no image files, so nothing is
// fetched and the CSP's img-src is not involved). Three kinds with distinct shapes as well as colours, so they are told
// apart without colour: a round badge for a food-authority (FSA) location, a pin for a matched place, a larger pin
// with a star for the search result. Colours come from classes (Fluent tokens) the map passes in.

export type MapPinKind = 'fsa' | 'place' | 'search';

export interface MapPin {
  /** Unique on the map; onPinClick answers it. */
  id: string;
  kind: MapPinKind;
  latitude: number;
  longitude: number;
  /** Who or what it is ("Pizza Hut, 1 High Street"): the pin's accessible name and hover title. */
  label: string;
  /** Highlighted, drawn on top and never hidden in a cluster. */
  selected?: boolean;
}

export const PIN_KIND_NAMES: Record<MapPinKind, string> = {
  fsa: 'Food authority location',
  place: 'Matched place',
  search: 'Search result',
};

/** The accessible name: the kind first, so a screen reader user hears what sort of pin it is. */
export function pinAccessibleName(pin: Pick<MapPin, 'kind' | 'label' | 'selected'>): string {
  const name = `${PIN_KIND_NAMES[pin.kind]}: ${pin.label}`;
  return pin.selected ? `${name} (selected)` : name;
}

/** Clustered pins, and the ones always shown on their own (selected and search pins). */
export function splitPins(pins: readonly MapPin[]): { clustered: MapPin[]; single: MapPin[] } {
  const clustered: MapPin[] = [];
  const single: MapPin[] = [];
  for (const pin of pins) (pin.selected || pin.kind === 'search' ? single : clustered).push(pin);
  return { clustered, single };
}

/** What a marker shows; a marker whose signature changed is updated. */
export function pinSignature(pin: MapPin): string {
  return `${pin.kind}|${pin.selected ? 1 : 0}|${pin.latitude}|${pin.longitude}|${pin.label}`;
}

export interface PinGeometry {
  /** Icon box in pixels. */
  size: [number, number];
  /** The pixel of the box that sits on the coordinates. */
  anchor: [number, number];
}

/** Sizes: a selected pin is a third larger; pins stand on their tip, badges on their centre. */
export function pinGeometry(kind: MapPinKind, selected = false): PinGeometry {
  const scale = selected ? 4 / 3 : 1;
  const round = (value: number) => Math.round(value * scale);
  if (kind === 'fsa') {
    const side = round(22);
    return { size: [side, side], anchor: [side / 2, side / 2] };
  }
  const [width, height] = kind === 'search' ? [round(30), round(40)] : [round(24), round(32)];
  return { size: [width, height], anchor: [width / 2, height] };
}

const PIN_PATH = 'M12 0.75C5.8 0.75 0.75 5.6 0.75 11.7c0 7.6 9.4 17.7 10.5 18.9a1 1 0 0 0 1.5 0c1.1-1.2 10.5-11.3 10.5-18.9C23.25 5.6 18.2 0.75 12 0.75Z';
const STAR_PATH = 'M12 5.2l1.9 3.9 4.3.6-3.1 3 .7 4.3-3.8-2-3.8 2 .7-4.3-3.1-3 4.3-.6Z';

/** The SVG for a kind; fill is currentColor (the kind's class sets it), outlines are white for contrast on any map. */
export function pinSvg(kind: MapPinKind, selected = false): string {
  const { size } = pinGeometry(kind, selected);
  const [width, height] = size;
  const ring = selected ? 'stroke="black" stroke-width="1.6"' : 'stroke="white" stroke-width="1.5"';
  if (kind === 'fsa') {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 22 22" aria-hidden="true" focusable="false">` +
      `<circle cx="11" cy="11" r="9.5" fill="currentColor" ${ring}/>` +
      `<rect x="7" y="7" width="8" height="8" rx="1.5" fill="white"/>` +
      `</svg>`
    );
  }
  const inner = kind === 'search' ? `<path d="${STAR_PATH}" fill="white"/>` : `<circle cx="12" cy="11.5" r="4.2" fill="white"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 24 32" aria-hidden="true" focusable="false">` +
    `<path d="${PIN_PATH}" fill="currentColor" ${ring}/>${inner}` +
    `</svg>`
  );
}

/** A cluster's diameter grows with its count's digits. */
export function clusterDiameter(count: number): number {
  if (count < 10) return 32;
  if (count < 100) return 38;
  if (count < 1000) return 44;
  return 50;
}

/** The count as shown: 1,234 as "1.2k" so it fits the bubble. */
export function clusterCountText(count: number): string {
  if (count < 1000) return String(count);
  return `${(Math.floor(count / 100) / 10).toString()}k`;
}

/** A cluster's accessible name. */
export function clusterAccessibleName(count: number): string {
  return `${count} pins here; press Enter to zoom in`;
}
