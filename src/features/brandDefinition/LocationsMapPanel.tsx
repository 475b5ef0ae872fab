// The brand definition map (spec 2, sections 2.4, 4 and 9): the page's food-authority locations and matched places as
// clustered pins over the configured tiles or the offline basemap, the place search bounded to the visible map, the
// picked result's search pin, and the two actions on the active location: attach the picked place, Detach Google info.
import { Button, Text, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { LinkRegular, LinkDismissRegular, PinRegular } from '@fluentui/react-icons';
import { useState, type MutableRefObject } from 'react';
import type { MapBounds } from '../../../domain/places';
import { ShortcutKeys } from '../../app/commands/ShortcutKeys';
import { LazyPlacesMap } from '../../components/map/LazyPlacesMap';
import type { MapPin } from '../../components/map/mapPins';
import type { MapFocus } from '../../components/map/PlacesMap';
import { PagedPanel } from '../../components/PagedPanel';
import { PlaceSearchBox, type PlaceSearchBoxHandle } from '../places/PlaceSearchBox';
import { useMapConfig } from '../places/useMapConfig';
import { canAttach, type FoundPlace } from './attachablePlace';
import { DEFINITION_SHORTCUTS } from './useDefinitionCommands';

const useStyles = makeStyles({
  panel: { minWidth: 0 },
  map: { height: '460px' },
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
  const config = useMapConfig();
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
      <LazyPlacesMap
        className={styles.map}
        label="Locations map"
        pins={pins}
        focus={focus}
        onBoundsChange={(next) => setBounds(next)}
        onPinClick={onPinClick}
        tilesUrl={config.tilesUrl ?? null}
        tilesAttribution={config.tilesAttribution ?? null}
      />
    </PagedPanel>
  );
}
