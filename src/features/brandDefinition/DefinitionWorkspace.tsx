// The brand definition work area (spec 2, sections 2.4 and 4): the map with its place search next to the suggested
// matches, and the locations table under them, all on one page of locations (page size in the query string as
// `locationsPageSize`). The active row is the map's selection: choosing a row flies the map to it at zoom 16 and draws
// its pins on top; clicking a pin chooses its row. Changing page with unsaved rows asks first.
import { makeStyles, tokens } from '@fluentui/react-components';
import { LocationRegular } from '@fluentui/react-icons';
import { useCallback, useEffect, useMemo, useRef, useState, useTransition, type MutableRefObject } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EditableTable } from '../../components/EditableTable';
import { EmptyState } from '../../components/EmptyState';
import type { MapFocus } from '../../components/map/PlacesMap';
import type { PlaceSearchBoxHandle } from '../places/PlaceSearchBox';
import { PagedPanel } from '../../components/PagedPanel';
import { PAGE_SIZES } from '../../components/Paginator';
import { sortLocations } from '../taskEditors/locationOrder';
import { readLocationsPageSize, withLocationsPageSize } from '../taskEditors/locationsPageSize';
import type { ReviewDifference } from '../taskEditors/reviewDifference';
import { UNSAVED_CHANGES_TITLE, UNSAVED_LOCATIONS_TEXT } from '../taskPage/useUnsavedChangesPrompt';
import type { DefinitionWorkspaceQuery } from './__generated__/DefinitionWorkspaceQuery.graphql';
import { attachedPlaceOf, type FoundPlace } from './attachablePlace';
import { isUnmatched, otherHolderOf, type DefinitionLocationValues } from './definitionForm';
import { definitionLocationColumns, useDefinitionCellStyles, type DefinitionLocationRow } from './definitionLocationColumns';
import { LocationsMapPanel } from './LocationsMapPanel';
import { definitionRowMark, reviewLocationIds } from './rowHighlight';
import { SuggestionsPanel, type SuggestionKeys } from './SuggestionsPanel';
import { mapPinsOf, pinLocationId, rowPoint } from './definitionMapPins';
import { useAttachPlace } from './useAttachPlace';
import type { DefinitionKeys } from './useDefinitionCommands';
import type { DefinitionForm, ShownDefinitionLocation } from './useDefinitionForm';
import { useNotify } from '../../app/notifications/useNotify';
import { BRAND_DEFINITION_MESSAGES } from '../../../domain/brandDefinitionSchemas';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  top: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 380px', gap: tokens.spacingHorizontalM, alignItems: 'stretch', '@media (max-width: 1100px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

function originalValues(row: DefinitionLocationRow): DefinitionLocationValues {
  return {
    id: row.databaseId,
    duplicateOfId: row.duplicateOf?.databaseId ?? null,
    googleLocationId: row.googleLocation?.databaseId ?? null,
    isHasNoGoogleMatchConfirmed: row.isHasNoGoogleMatchConfirmed,
    googleMatchRank: row.googleMatchRank,
    place: row.googleLocation ? attachedPlaceOf(row.googleLocation) : null,
    duplicateOf: row.duplicateOf ? { id: row.duplicateOf.databaseId, name: row.duplicateOf.name } : null,
  };
}

export interface DefinitionWorkspaceProps {
  brandId: number;
  form: DefinitionForm;
  review: ReviewDifference;
  refreshKey: number;
  keys: MutableRefObject<DefinitionKeys | null>;
  readOnly: boolean;
}

export function DefinitionWorkspace({ brandId, form, review, refreshKey, keys, readOnly }: DefinitionWorkspaceProps) {
  const styles = useStyles();
  const cellStyles = useDefinitionCellStyles();
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const pageSize = readLocationsPageSize(params);
  const [page, setPage] = useState(1);
  const [active, setActive] = useState(-1);
  const [askedPage, setAskedPage] = useState<null | { page: number; pageSize: number }>(null);
  const [pending, startTransition] = useTransition();
  const [focus, setFocus] = useState<MapFocus | null>(null);
  const [picked, setPicked] = useState<FoundPlace | null>(null);
  const [suggested, setSuggested] = useState<{ locationId: number; place: FoundPlace } | null>(null);
  const suggestionKeys = useRef<SuggestionKeys | null>(null);
  const searchBox = useRef<PlaceSearchBoxHandle | null>(null);
  const { attachable, storing } = useAttachPlace();

  const data = useLazyLoadQuery<DefinitionWorkspaceQuery>(
    graphql`
      query DefinitionWorkspaceQuery($id: ID!, $page: Int, $pageSize: Int) {
        brand(id: $id) {
          locations(page: $page, pageSize: $pageSize) {
            total
            locations {
              databaseId
              position
              name
              website
              phone
              status
              businessStatus
              formattedAddress
              latitude
              longitude
              googleMatchRank
              isHasNoGoogleMatchConfirmed
              isRestored
              duplicateOf {
                databaseId
                name
              }
              fsaLocation {
                name
                formattedAddress
                postCode
                latitude
                longitude
              }
              googleLocation {
                ...attachablePlace_googleLocation @relay(mask: false)
              }
            }
          }
        }
      }
    `,
    { id: String(brandId), page, pageSize },
    { fetchPolicy: 'store-and-network', fetchKey: refreshKey },
  );
  const total = data.brand?.locations.total ?? 0;
  const toReview = useMemo(() => reviewLocationIds(review), [review]);
  const rows = useMemo(() => sortLocations(data.brand?.locations.locations ?? [], toReview), [data, toReview]);
  const shown = useMemo<ShownDefinitionLocation[]>(() => rows.map((row) => ({ original: originalValues(row), page, excluded: row.status === 'EXCLUDED' })), [rows, page]);
  const { locations } = form;
  useEffect(() => locations.shown(shown), [locations, shown]);

  const shownOf = useCallback((row: DefinitionLocationRow) => shown.find((item) => item.original.id === row.databaseId) ?? { original: originalValues(row), page, excluded: row.status === 'EXCLUDED' }, [shown, page]);
  const valuesOf = (row: DefinitionLocationRow) => form.locations.valuesOf(shownOf(row).original);
  const activeRow = rows[active] ?? null;

  const select = (index: number) => {
    setActive(index);
    const row = rows[index];
    const point = row ? rowPoint(row, valuesOf(row), 'fsa') : null;
    if (point) setFocus({ ...point, key: `row-${row.databaseId}-${Date.now()}` });
  };
  const showOnMap = (row: DefinitionLocationRow, pin: 'fsa' | 'place') => {
    const index = rows.indexOf(row);
    if (index >= 0) setActive(index);
    const point = rowPoint(row, valuesOf(row), pin);
    if (point) setFocus({ ...point, key: `${pin}-${row.databaseId}-${Date.now()}` });
  };

  /** Attaches a found place to a row; a place another known row holds is marked on the row ('Google places must be unique'). */
  const attachTo = async (row: DefinitionLocationRow, place: FoundPlace) => {
    if (readOnly) return;
    const attached = await attachable(place);
    if (!attached) return;
    const holder = otherHolderOf(form.knownRows, row.databaseId, attached.googleLocationId);
    form.locations.attach(shownOf(row), attached);
    if (holder !== null) notify.error(BRAND_DEFINITION_MESSAGES.googlePlacesUnique, `Location ${holder} already has ${attached.name}.`);
  };
  const attachPicked = () => {
    if (!picked) return notify.warning('No place picked', 'Search the map and pick a place first (F).');
    if (!activeRow) return notify.warning('No location selected', 'Choose the location to attach the place to (J and K move between rows).');
    void attachTo(activeRow, picked);
  };
  const detachActive = () => {
    if (!activeRow || readOnly) return;
    form.locations.detach(shownOf(activeRow));
  };

  const go = (next: { page: number; pageSize: number }) =>
    startTransition(() => {
      setPage(next.page);
      setActive(-1);
      if (next.pageSize !== pageSize) setParams(withLocationsPageSize(params, next.pageSize), { replace: true });
    });
  const askPage = (next: { page: number; pageSize: number }) => (form.edits.size > 0 ? setAskedPage(next) : go(next));

  // The page's shortcuts act on the active row, the picked place and the highlighted suggestion (useDefinitionCommands).
  useEffect(() => {
    keys.current = {
      focusTable: () => document.querySelector<HTMLElement>('[aria-label="Locations"] tbody tr[tabindex="0"]')?.focus(),
      focusSearch: () => searchBox.current?.focus(),
      attachPicked,
      detachActive,
      toggleNoMatch: () => {
        if (!activeRow) return;
        document.querySelector<HTMLInputElement>(`[data-no-google="${activeRow.databaseId}"]`)?.click();
      },
      duplicateOf: () => {
        if (!activeRow) return;
        document.querySelector<HTMLElement>(`[data-duplicate-of="${activeRow.databaseId}"]`)?.focus();
      },
      acceptSuggestion: () => suggestionKeys.current?.accept(),
      skipSuggestion: () => suggestionKeys.current?.skip(),
    };
  });

  // Suggestions are asked for the rows without a decision on the server, and for those the form has opened again (a No
  // Google tick taken back): an accepted suggestion keeps its row in the list, so the queue is not read again for it.
  const suggestFor = shown
    .filter((row) => !row.excluded && (isUnmatched(row.original) || isUnmatched(locations.valuesOf(row.original))))
    .map((row) => row.original.id);
  const names = useMemo(() => new Map(rows.map((row) => [row.databaseId, row.name])), [rows]);
  const isOpen = useCallback((locationId: number) => {
    const row = shown.find((item) => item.original.id === locationId);
    return row ? isUnmatched(locations.valuesOf(row.original)) : false;
  }, [shown, locations]);
  const acceptSuggestion = useCallback(
    async (locationId: number, place: FoundPlace) => {
      const row = rows.find((item) => item.databaseId === locationId);
      if (row) await attachTo(row, place);
    },
    // attachTo reads the latest form through the render it was made in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [rows, form],
  );
  /** The first highlight comes with the page: the map keeps its overview (clusters, no suggestion pin) until the person moves on. */
  const highlightSeen = useRef(false);
  const onHighlight = useCallback(
    (highlight: { locationId: number; place: FoundPlace } | null) => {
      if (!highlight) return setSuggested(null);
      if (!highlightSeen.current) {
        highlightSeen.current = true;
        return;
      }
      setSuggested(highlight);
      const index = rows.findIndex((row) => row.databaseId === highlight.locationId);
      if (index >= 0) setActive(index);
      setFocus({ latitude: highlight.place.latitude, longitude: highlight.place.longitude, key: `suggestion-${highlight.locationId}-${highlight.place.placeId}` });
    },
    [rows],
  );

  const pins = mapPinsOf(rows, valuesOf, activeRow?.databaseId ?? null, picked, suggested?.place ?? null);

  const columns = definitionLocationColumns(cellStyles, {
    brandId,
    readOnly,
    ordinal: (row) => (page - 1) * pageSize + rows.indexOf(row) + 1,
    valuesOf,
    originalOf: (row) => shownOf(row).original,
    markOf: (row) => definitionRowMark({ id: row.databaseId, isRestored: row.isRestored }, new Set(form.edits.keys()), toReview),
    showOnMap,
    noMatch: (row, confirmed) => form.locations.noMatch(shownOf(row), confirmed),
    duplicateOf: (row, value) => form.locations.duplicateOf(shownOf(row), value),
  });

  return (
    <div className={styles.root}>
      <div className={styles.top}>
        <LocationsMapPanel
          pins={pins}
          focus={focus}
          onPinClick={(id) => {
            const locationId = pinLocationId(id);
            const index = rows.findIndex((row) => row.databaseId === locationId);
            if (index >= 0) setActive(index);
          }}
          picked={picked}
          onPick={(place) => {
            setPicked(place);
            if (place) setFocus({ latitude: place.latitude, longitude: place.longitude, key: `picked-${place.placeId}` });
          }}
          searchBox={searchBox}
          activeRow={activeRow ? { id: activeRow.databaseId, name: activeRow.name, hasPlace: valuesOf(activeRow).googleLocationId !== null } : null}
          onAttach={attachPicked}
          onDetach={detachActive}
          busy={storing}
          readOnly={readOnly}
        />
        <SuggestionsPanel
          brandId={brandId}
          locationIds={suggestFor}
          names={names}
          isOpen={isOpen}
          accept={acceptSuggestion}
          onHighlight={onHighlight}
          keys={suggestionKeys}
          readOnly={readOnly}
          refreshKey={refreshKey}
        />
      </div>
      <PagedPanel title="Locations" total={total} highlighted={form.edits.size > 0} paging={{ page, pageSize, pageSizes: PAGE_SIZES, onChange: (nextPage, nextSize) => askPage({ page: nextPage, pageSize: nextSize }) }}>
        <EditableTable
          ariaLabel="Locations"
          readOnly={readOnly}
          items={rows}
          getRowKey={(row) => String(row.databaseId)}
          columns={columns}
          activeIndex={active}
          onActiveIndexChange={select}
          keyboardShortcuts
          loading={pending}
          rowError={(row) => form.rowError(row.databaseId)}
          errorColumnIds={['fsaName', 'googleName']}
          rowMark={(row) => definitionRowMark({ id: row.databaseId, isRestored: row.isRestored }, new Set(form.edits.keys()), toReview)}
          empty={<EmptyState icon={<LocationRegular />} title="No locations" description="This brand has no locations." />}
        />
      </PagedPanel>
      <ConfirmDialog
        open={askedPage !== null}
        title={UNSAVED_CHANGES_TITLE}
        onConfirm={() => {
          if (askedPage) go(askedPage);
          setAskedPage(null);
        }}
        onCancel={() => setAskedPage(null)}
      >
        {UNSAVED_LOCATIONS_TEXT}
      </ConfirmDialog>
    </div>
  );
}
