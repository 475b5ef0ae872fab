// The map's place search (spec 2, sections 2.4 and 9): autocomplete from Query.placeSearch, strictly bounded to the
// area the map shows, 300 ms after the last key or map move. Each result shows its name and address; a place whose
// types cannot be attached is marked 'Not supported' (it can still be picked, to see where it is). Arrows move through
// the results and Enter picks one.
//
// Props:
//   bounds      the map's current MapBounds (PlacesMap's onBoundsChange); null searches nothing.
//   onPick      (place: PlaceResult) when a result is picked: drop a search pin there (placeResults.searchPin).
//   onResults?  (places: PlaceResult[]) each time the results change (e.g. to show them all on the map).
//   label       accessible name (default 'Search places in the map area'); placeholder, disabled, className.
//   limit       results asked (default 10, at most 20).
//   ref         { focus(), clear() }: a shortcut can put the cursor in the box.
import { Badge, Combobox, Option, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { PLACE_SEARCH_LIMITS, type MapBounds } from '../../../domain/places';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { errorMessage } from '../../relay/errorMessage';
import type { PlaceSearchBoxQuery } from './__generated__/PlaceSearchBoxQuery.graphql';
import { placeTypesText, placesWithin, searchableText, type PlaceResult } from './placeResults';

export const PLACE_SEARCH_DEBOUNCE_MS = 300;

const query = graphql`
  query PlaceSearchBoxQuery($text: String!, $bounds: MapBoundsInput!, $limit: Int) {
    placeSearch(text: $text, bounds: $bounds, limit: $limit) {
      placeId
      name
      formattedAddress
      latitude
      longitude
      types
      isSupported
      googleLocation {
        databaseId
      }
    }
  }
`;

export interface PlaceSearchBoxHandle {
  focus(): void;
  clear(): void;
}

export interface PlaceSearchBoxProps {
  bounds: MapBounds | null;
  onPick(place: PlaceResult): void;
  onResults?(places: PlaceResult[]): void;
  label?: string;
  placeholder?: string;
  disabled?: boolean;
  className?: string;
  limit?: number;
  ref?: Ref<PlaceSearchBoxHandle>;
}

const useStyles = makeStyles({
  box: { width: '100%', minWidth: '240px' },
  option: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  nameLine: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  address: { color: tokens.colorNeutralForeground3 },
});

interface SearchState {
  /** The search these results answer ("text|bounds"), so stale ones are not shown as current. */
  key: string;
  places: PlaceResult[];
  error: string | null;
}

export function PlaceSearchBox({ bounds, onPick, onResults, label = 'Search places in the map area', placeholder = 'Search places in the map area', disabled, className, limit = PLACE_SEARCH_LIMITS.defaultLimit, ref }: PlaceSearchBoxProps) {
  const styles = useStyles();
  const environment = useRelayEnvironment();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<SearchState>({ key: '', places: [], error: null });
  const resultsCallback = useRef(onResults);
  resultsCallback.current = onResults;

  useImperativeHandle(ref, () => ({
    focus: () => inputRef.current?.focus(),
    clear: () => {
      setText('');
      setOpen(false);
    },
  }));

  // One search per settled text and map area: typing and panning both wait for a pause.
  const wanted = useMemo(() => {
    const term = searchableText(text);
    return term && bounds ? { term, bounds, key: `${term}|${bounds.south},${bounds.west},${bounds.north},${bounds.east}` } : null;
  }, [text, bounds]);
  const settled = useDebouncedValue(wanted, PLACE_SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (!settled) {
      setState({ key: '', places: [], error: null });
      return;
    }
    const subscription = fetchQuery<PlaceSearchBoxQuery>(environment, query, { text: settled.term, bounds: settled.bounds, limit }).subscribe({
      next: (data) => setState({ key: settled.key, places: placesWithin(data.placeSearch, settled.bounds), error: null }),
      error: (error: unknown) => setState({ key: settled.key, places: [], error: errorMessage(error) }),
    });
    return () => subscription.unsubscribe();
  }, [environment, settled, limit]);

  const current = wanted !== null && state.key === wanted.key;
  const places = current ? state.places : [];
  useEffect(() => {
    if (current) resultsCallback.current?.(state.places);
  }, [current, state]);

  const searching = wanted !== null && !current;
  let status: string | null = null;
  if (!bounds) status = 'The map is not ready yet';
  else if (!wanted) status = `Type at least ${PLACE_SEARCH_LIMITS.minTextLength} characters`;
  else if (searching) status = 'Searching the map area…';
  else if (state.error) status = `Place search failed: ${state.error}`;
  else if (places.length === 0) status = 'No places found in the map area';

  return (
    <Combobox
      ref={inputRef}
      className={className ?? styles.box}
      aria-label={label}
      placeholder={placeholder}
      freeform
      disabled={disabled}
      value={text}
      open={open}
      selectedOptions={[]}
      onChange={(event) => {
        setText(event.target.value);
        setOpen(true);
      }}
      onOpenChange={(_event, data) => setOpen(data.open)}
      onOptionSelect={(_event, data) => {
        const picked = places.find((place) => place.placeId === data.optionValue);
        if (!picked) return;
        setText(picked.name);
        setOpen(false);
        onPick(picked);
      }}
      expandIcon={searching ? <Spinner size="extra-tiny" aria-label="Searching" /> : undefined}
    >
      {places.map((place) => (
        <Option key={place.placeId} value={place.placeId} text={place.name}>
          <span className={styles.option}>
            <span className={styles.nameLine}>
              <Text weight="semibold">{place.name}</Text>
              {place.isSupported ? null : (
                <Badge appearance="tint" color="warning" size="small" title={`Types: ${placeTypesText(place.types)}`}>
                  Not supported
                </Badge>
              )}
            </span>
            {place.formattedAddress ? (
              <Text size={200} className={styles.address}>
                {place.formattedAddress}
              </Text>
            ) : null}
          </span>
        </Option>
      ))}
      {status ? (
        <Option disabled value="" text="">
          {status}
        </Option>
      ) : null}
    </Combobox>
  );
}
