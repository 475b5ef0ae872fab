// One location's place picker (spec 2, section 2.11, and the attach rules of section 4): a map with the location's
// food-authority pin and its current place, a place search bounded to the map area, and Attach for the picked result.
// Picking a result drops a search pin there and flies to it; Attach refuses an unsupported place in the page ('Google
// place types is not supported.') before any call, else stores it (createGoogleLocation) and hands the stored place to
// onAttach, which saves it on the location (updateLocation's googleLocationId).
//
// Props:
//   location      { label, latitude, longitude } of the location (its food-authority coordinates): the 'fsa' pin and
//                 where the map opens (zoom 16); null or no coordinates opens on the default view.
//   currentPlace  { name, latitude, longitude } of the attached place, or null: a 'place' pin.
//   onAttach      (googleLocation: CreatedGoogleLocation) after the place is stored; may return a promise (the
//                 buttons wait for it, and its error is shown under the map).
//   onDetach?     shows 'Detach Google info' while a place is attached; may return a promise.
//   disabled?     read-only (no permission, or the page is saving).
//   mapClassName? sizes the map (default 360 px high).
import { Button, Spinner, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Suspense, useMemo, useRef, useState } from 'react';
import { MAP_DEFAULTS, type MapBounds } from '../../../domain/places';
import { LazyPlacesMap } from '../../components/map/LazyPlacesMap';
import { isMapPoint, type MapPoint } from '../../components/map/mapBounds';
import type { MapFocus } from '../../components/map/PlacesMap';
import type { MapPin } from '../../components/map/mapPins';
import { errorMessage } from '../../relay/errorMessage';
import { PlaceSearchBox, type PlaceSearchBoxHandle } from './PlaceSearchBox';
import { placeAttachRefusal, searchPin, type PlaceResult } from './placeResults';
import { useStorePlaceMutation, type CreatedGoogleLocation } from './useStorePlaceMutation';
import { useMapConfig } from './useMapConfig';

export interface PickerPoint {
  label: string;
  latitude: number | null | undefined;
  longitude: number | null | undefined;
}

export interface LocationPlacePickerProps {
  location: PickerPoint | null;
  currentPlace: { name: string; latitude: number | null | undefined; longitude: number | null | undefined } | null;
  onAttach(googleLocation: CreatedGoogleLocation): void | Promise<void>;
  onDetach?(): void | Promise<void>;
  disabled?: boolean;
  mapClassName?: string;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  search: { flexGrow: 1, minWidth: '240px' },
  map: { height: '360px' },
  picked: { color: tokens.colorNeutralForeground2 },
  error: { color: tokens.colorPaletteRedForeground1 },
  loading: { height: '360px', display: 'flex', alignItems: 'center', justifyContent: 'center', backgroundColor: tokens.colorNeutralBackground3, borderRadius: tokens.borderRadiusMedium },
});

export function LocationPlacePicker(props: LocationPlacePickerProps) {
  const styles = useStyles();
  return (
    <Suspense
      fallback={
        <div className={mergeClasses(styles.loading, props.mapClassName)}>
          <Spinner size="small" label="Loading map" />
        </div>
      }
    >
      <Picker {...props} />
    </Suspense>
  );
}

function Picker({ location, currentPlace, onAttach, onDetach, disabled, mapClassName }: LocationPlacePickerProps) {
  const styles = useStyles();
  const config = useMapConfig();
  const storePlace = useStorePlaceMutation();
  const searchRef = useRef<PlaceSearchBoxHandle>(null);
  const [bounds, setBounds] = useState<MapBounds | null>(null);
  const [picked, setPicked] = useState<PlaceResult | null>(null);
  const [focus, setFocus] = useState<MapFocus | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const locationPoint: MapPoint | null = isMapPoint(location) ? location : null;
  const placePoint: MapPoint | null = isMapPoint(currentPlace) ? currentPlace : null;
  // Opens on the location, else its place, at the selected zoom; else on the default view.
  const [initialView] = useState(() => {
    const start = locationPoint ?? placePoint;
    return start ? { center: start, zoom: MAP_DEFAULTS.selectedZoom } : { center: MAP_DEFAULTS.center, zoom: MAP_DEFAULTS.zoom };
  });

  const pins = useMemo(() => {
    const all: MapPin[] = [];
    if (location && locationPoint) all.push({ id: 'location', kind: 'fsa', ...locationPoint, label: location.label });
    if (currentPlace && placePoint) all.push({ id: 'place', kind: 'place', ...placePoint, label: currentPlace.name, selected: true });
    if (picked) all.push(searchPin(picked));
    return all;
  }, [location, locationPoint, currentPlace, placePoint, picked]);

  const run = async (action: () => void | Promise<void>) => {
    setBusy(true);
    setMessage(null);
    try {
      await action();
    } catch (error) {
      setMessage(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const attach = () => {
    if (!picked) return;
    const refusal = placeAttachRefusal(picked);
    if (refusal) {
      setMessage(refusal);
      return;
    }
    void run(async () => {
      const response = await storePlace.run({ placeId: picked.placeId });
      await onAttach(response.createGoogleLocation);
      setPicked(null);
      searchRef.current?.clear();
    });
  };

  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        <PlaceSearchBox
          ref={searchRef}
          className={styles.search}
          bounds={bounds}
          disabled={disabled}
          onPick={(place) => {
            setPicked(place);
            setMessage(null);
            setFocus({ latitude: place.latitude, longitude: place.longitude, key: place.placeId });
          }}
        />
        <Button appearance="primary" disabled={disabled || busy || !picked} onClick={attach}>
          Attach
        </Button>
        {onDetach && currentPlace ? (
          <Button disabled={disabled || busy} onClick={() => void run(onDetach)}>
            Detach Google info
          </Button>
        ) : null}
        {busy ? <Spinner size="extra-tiny" aria-label="Saving" /> : null}
      </div>
      {picked ? (
        <Text size={200} className={styles.picked}>
          Picked: {picked.name}
          {picked.formattedAddress ? `, ${picked.formattedAddress}` : ''}
        </Text>
      ) : null}
      {message ? (
        <Text size={200} role="alert" className={styles.error}>
          {message}
        </Text>
      ) : null}
      <LazyPlacesMap
        className={mergeClasses(styles.map, mapClassName)}
        label="Location and places map"
        pins={pins}
        focus={focus}
        tilesUrl={config.tilesUrl}
        tilesAttribution={config.tilesAttribution}
        initialCenter={initialView.center}
        initialZoom={initialView.zoom}
        onBoundsChange={setBounds}
      />
    </div>
  );
}
