// The brand definition map (spec 2, sections 2.4, 4 and 9): the page's food-authority locations and matched places as
// clustered pins over the configured tiles or the offline basemap, the place search bounded to the visible map, the
// picked result's search pin, and the two actions on the active location: attach the picked place, Detach Google info.
import { Button, Spinner, Text, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { LinkRegular, LinkDismissRegular, PinRegular } from '@fluentui/react-icons';
import { Suspense, useState, type MutableRefObject } from 'react';
import type { MapBounds } from '../../../domain/places';
import { ShortcutKeys } from '../../app/commands/ShortcutKeys';
import { LazyPlacesMap } from '../../components/map/LazyPlacesMap';
import type { MapPin } from '../../components/map/mapPins';
import type { MapFocus } from '../../components/map/PlacesMap';
import { PagedPanel } from '../../components/PagedPanel';
import { PlaceSearchBox, type PlaceSearchBoxHandle } from '../places/PlaceSearchBox';
import { useMapConfig } from '../places/useMapConfig';
import { canAttach, type FoundPlace } from './attachablePlace';
import { PanelErrorBoundary } from './PanelErrorBoundary';
import { DEFINITION_SHORTCUTS } from './useDefinitionCommands';

const useStyles = makeStyles({
  panel: { minWidth: 0 },
  map: { height: '460px' },
  placeholder: { height: '460px', display: 'flex', alignItems: 'center', justifyContent: 'center', borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground3 },
  bar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  search: { flexGrow: 1, minWidth: '280px' },
  status: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minHeight: '32px', flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  grow: { flexGrow: 1, minWidth: 0 },
});

export interface LocationsMapPanelProps {
  pins: readonly MapPin[];
  focus: MapFocus | null;
  onPinClick(id: string): void;
  picked: FoundPlace | null;
  onPick(place: FoundPlace | null): void;
  searchBox: MutableRefObject<PlaceSearchBoxHandle | null>;
  activeRow: { id: number; name: string; hasPlace: boolean } | null;
  onAttach(): void;
  onDetach(): void;
  busy: boolean;
  readOnly: boolean;
}

export function LocationsMapPanel({ pins, focus, onPinClick, picked, onPick, searchBox, activeRow, onAttach, onDetach, busy, readOnly }: LocationsMapPanelProps) {
  const styles = useStyles();
  const [bounds, setBounds] = useState<MapBounds | null>(null);
  const attachReason = readOnly ? 'This task is resolved' : !picked ? 'Search the map and pick a place first' : !activeRow ? 'Choose a location in the table first' : null;
  const unsupported = picked !== null && !canAttach(picked);

  return (
    <PagedPanel className={styles.panel} title="Map">
      <div className={styles.bar}>
        <div className={styles.search}>
          <PlaceSearchBox ref={searchBox} bounds={bounds} onPick={onPick} placeholder="Search places on the visible map (F)" />
        </div>
        <Tooltip content={attachReason ?? `Attach ${picked?.name} to location ${activeRow?.id} (${DEFINITION_SHORTCUTS.attachPicked.toUpperCase()})`} relationship="description">
          <Button appearance="primary" icon={<LinkRegular />} disabledFocusable={attachReason !== null || busy} onClick={onAttach}>
            Attach
          </Button>
        </Tooltip>
        <Tooltip
          content={readOnly ? 'This task is resolved' : !activeRow ? 'Choose a location in the table first' : !activeRow.hasPlace ? 'The active location has no Google info' : `Detach Google info from location ${activeRow.id} (${DEFINITION_SHORTCUTS.detachActive.toUpperCase()})`}
          relationship="description"
        >
          <Button icon={<LinkDismissRegular />} disabledFocusable={readOnly || !activeRow?.hasPlace} onClick={onDetach}>
            Detach Google info
          </Button>
        </Tooltip>
      </div>
      <div className={styles.status} aria-live="polite">
        <PinRegular aria-hidden="true" />
        <Text className={styles.grow}>
          {activeRow ? (
            <>
              Location <strong>{activeRow.id}</strong> {activeRow.name}
            </>
          ) : (
            <span className={styles.muted}>No location selected: choose a row (J and K move)</span>
          )}
          {picked ? (
            <>
              {' · '}picked <strong>{picked.name}</strong>
              {unsupported ? <span className={styles.muted}> (type not supported)</span> : null}
            </>
          ) : null}
        </Text>
        <Text size={200} className={styles.muted}>
          <ShortcutKeys keys={DEFINITION_SHORTCUTS.focusSearch} /> search · <ShortcutKeys keys={DEFINITION_SHORTCUTS.attachPicked} /> attach ·{' '}
          <ShortcutKeys keys={DEFINITION_SHORTCUTS.detachActive} /> detach
        </Text>
      </div>
      <PanelErrorBoundary title="The map could not be shown">
        <Suspense fallback={<div className={styles.placeholder}><Spinner size="small" label="Loading map" /></div>}>
          <ConfiguredMap className={styles.map} pins={pins} focus={focus} onBoundsChange={setBounds} onPinClick={onPinClick} />
        </Suspense>
      </PanelErrorBoundary>
    </PagedPanel>
  );
}

/** The map with the configured tiles (Query.mapConfig; none: the offline basemap). */
function ConfiguredMap({ className, pins, focus, onBoundsChange, onPinClick }: { className: string; pins: readonly MapPin[]; focus: MapFocus | null; onBoundsChange(bounds: MapBounds): void; onPinClick(id: string): void }) {
  const config = useMapConfig();
  return (
    <LazyPlacesMap
      className={className}
      label="Locations map"
      pins={pins}
      focus={focus}
      onBoundsChange={(next) => onBoundsChange(next)}
      onPinClick={onPinClick}
      tilesUrl={config.tilesUrl ?? null}
      tilesAttribution={config.tilesAttribution ?? null}
    />
  );
}
