// The map's pins for a page of locations: each location's food-authority pin (its H&S coordinates, else its own), the
// place it holds in the form, the picked search result and the highlighted suggestion. The active row's pins are
// selected (drawn on top, never clustered). Pin ids carry the location id, so a click chooses its row.
import type { MapPin } from '../../components/map/mapPins';
import type { DefinitionLocationValues } from './definitionForm';

export interface PinnedLocation {
  readonly databaseId: number;
  readonly name: string;
  readonly latitude?: number | null;
  readonly longitude?: number | null;
  readonly formattedAddress?: string | null;
  readonly fsaLocation?: { readonly name?: string | null; readonly latitude?: number | null; readonly longitude?: number | null; readonly formattedAddress?: string | null } | null;
}

export interface PinnedPlace {
  readonly placeId: string;
  readonly name: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly formattedAddress?: string | null;
}

export interface MapPoint {
  latitude: number;
  longitude: number;
}

/** Where a row's food-authority pin or its place's pin stands; null when it has none. */
export function rowPoint(row: PinnedLocation, values: DefinitionLocationValues, pin: 'fsa' | 'place'): MapPoint | null {
  if (pin === 'place' || (pin === 'fsa' && row.fsaLocation?.latitude == null && row.latitude == null)) {
    const place = values.place;
    if (place?.latitude != null && place.longitude != null) return { latitude: place.latitude, longitude: place.longitude };
    if (pin === 'place') return null;
  }
  const latitude = row.fsaLocation?.latitude ?? row.latitude;
  const longitude = row.fsaLocation?.longitude ?? row.longitude;
  return latitude != null && longitude != null ? { latitude, longitude } : null;
}

/** The location a pin stands for ('fsa:12', 'place:12'), or null (search and suggestion pins). */
export function pinLocationId(pinId: string): number | null {
  const match = /^(?:fsa|place):(\d+)$/.exec(pinId);
  return match ? Number(match[1]) : null;
}

export function mapPinsOf<Row extends PinnedLocation>(
  rows: readonly Row[],
  valuesOf: (row: Row) => DefinitionLocationValues,
  activeId: number | null,
  picked: PinnedPlace | null,
  suggested: PinnedPlace | null,
): MapPin[] {
  const pins: MapPin[] = [];
  for (const row of rows) {
    const values = valuesOf(row);
    const selected = row.databaseId === activeId;
    const latitude = row.fsaLocation?.latitude ?? row.latitude;
    const longitude = row.fsaLocation?.longitude ?? row.longitude;
    if (latitude != null && longitude != null) {
      const address = row.fsaLocation?.formattedAddress ?? row.formattedAddress;
      pins.push({ id: `fsa:${row.databaseId}`, kind: 'fsa', latitude, longitude, label: `${row.fsaLocation?.name ?? row.name} (location ${row.databaseId})${address ? `, ${address}` : ''}`, selected });
    }
    const place = values.place;
    if (place?.latitude != null && place.longitude != null) {
      pins.push({ id: `place:${row.databaseId}`, kind: 'place', latitude: place.latitude, longitude: place.longitude, label: `${place.name} (matched to location ${row.databaseId})`, selected });
    }
  }
  if (picked) pins.push({ id: `search:${picked.placeId}`, kind: 'search', latitude: picked.latitude, longitude: picked.longitude, label: `${picked.name}${picked.formattedAddress ? `, ${picked.formattedAddress}` : ''}` });
  if (suggested && suggested.placeId !== picked?.placeId) {
    pins.push({ id: `suggestion:${suggested.placeId}`, kind: 'search', latitude: suggested.latitude, longitude: suggested.longitude, label: `Suggested: ${suggested.name}` });
  }
  return pins;
}
