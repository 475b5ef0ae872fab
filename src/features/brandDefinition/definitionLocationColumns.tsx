// The twelve columns of the brand definition table (spec 2, section 2.4): #, ID, Location, H&S name with a Map link,
// Google match rank, Google name with a Map link, No Google, Address, Website, Phone Number, Business status, Duplicate
// of. The place columns show the place the row holds in the form (attached, detached or as stored).
import { Badge, Button, Checkbox, Text, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { LocationRegular } from '@fluentui/react-icons';
import { placeCopyAfter, type PlaceCopy } from '../../../domain/placeCopy';
import type { EditableTableColumn } from '../../components/EditableTable';
import { humanize } from '../taskPage/taskPageLogic';
import { canToggleNoMatch, type DefinitionLocationValues, type LocationRef } from './definitionForm';
import type { DefinitionWorkspaceQuery$data } from './__generated__/DefinitionWorkspaceQuery.graphql';
import { DuplicateOfPicker } from './DuplicateOfPicker';
import type { DefinitionRowMark } from './rowHighlight';

export type DefinitionLocationRow = NonNullable<DefinitionWorkspaceQuery$data['brand']>['locations']['locations'][number];

export const useDefinitionCellStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', minWidth: 0, gap: tokens.spacingVerticalXXS },
  line: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS, minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  clip: { display: 'block', maxWidth: '220px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  address: { display: 'block', maxWidth: '260px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  mapLink: { minWidth: 'auto', paddingInline: tokens.spacingHorizontalXS },
});

const RANK_COLOR: Record<string, 'success' | 'brand' | 'warning' | 'danger' | 'informative'> = {
  HIGHEST: 'success',
  HIGH: 'success',
  MANUAL: 'brand',
  MEDIUM: 'warning',
  LOW: 'danger',
  NO: 'informative',
};

export interface DefinitionColumnActions {
  brandId: number;
  /** The row's ordinal over all pages. */
  ordinal(row: DefinitionLocationRow): number;
  valuesOf(row: DefinitionLocationRow): DefinitionLocationValues;
  /** The row's values as the server holds them. */
  originalOf(row: DefinitionLocationRow): DefinitionLocationValues;
  markOf(row: DefinitionLocationRow): DefinitionRowMark;
  /** Centres the map on the row's food-authority pin or its place's pin. */
  showOnMap(row: DefinitionLocationRow, pin: 'fsa' | 'place'): void;
  noMatch(row: DefinitionLocationRow, confirmed: boolean): void;
  duplicateOf(row: DefinitionLocationRow, value: LocationRef | null): void;
  readOnly: boolean;
}

type Styles = ReturnType<typeof useDefinitionCellStyles>;

const Muted = ({ styles, children, className }: { styles: Styles; children?: string | null; className?: string }) => (
  <Text className={children ? (className ?? styles.clip) : styles.muted} title={children ?? undefined}>
    {children || '-'}
  </Text>
);

const MARK_BADGE: Record<Exclude<DefinitionRowMark, null>, { text: string; color: 'brand' | 'warning' | 'success' }> = {
  changed: { text: 'Unsaved', color: 'brand' },
  review: { text: 'Review', color: 'warning' },
  restored: { text: 'Restored', color: 'success' },
};

/**
 * The row's address, phone, website and business status as they will be stored: attaching copies the place's phone and
 * address, detaching clears that copy (domain/placeCopy.ts, the API's own rule); website and business status stay the
 * location's.
 */
function placeFieldsOf(row: DefinitionLocationRow, values: DefinitionLocationValues) {
  const stored = { phone: row.phone ?? null, formattedAddress: row.formattedAddress ?? null, latitude: row.latitude ?? null, longitude: row.longitude ?? null };
  const before = row.googleLocation?.databaseId ?? null;
  const copy =
    values.googleLocationId === before
      ? stored
      : placeCopyAfter(stored, row.googleLocation ? copyOfPlace(row.googleLocation) : null, values.place ? copyOfPlace(values.place) : null);
  return { address: copy.formattedAddress ?? row.fsaLocation?.formattedAddress ?? null, phone: copy.phone, website: row.website ?? null, businessStatus: row.businessStatus as string | null };
}

const copyOfPlace = (place: { phone?: string | null; formattedAddress?: string | null; latitude?: number | null; longitude?: number | null }): PlaceCopy => ({
  phone: place.phone ?? null,
  formattedAddress: place.formattedAddress ?? null,
  latitude: place.latitude ?? null,
  longitude: place.longitude ?? null,
});

export function definitionLocationColumns(styles: Styles, actions: DefinitionColumnActions): Array<EditableTableColumn<DefinitionLocationRow>> {
  return [
    { id: 'ordinal', header: '#', render: (row) => <Text className={styles.muted}>{actions.ordinal(row)}</Text> },
    {
      id: 'id',
      header: 'ID',
      render: (row) => {
        const mark = actions.markOf(row);
        return (
          <span className={styles.stack}>
            <Text weight="semibold">{row.databaseId}</Text>
            {mark ? (
              <Badge size="small" appearance="tint" color={MARK_BADGE[mark].color}>
                {MARK_BADGE[mark].text}
              </Badge>
            ) : null}
          </span>
        );
      },
    },
    { id: 'location', header: 'Location', render: (row) => <Text className={styles.clip} title={row.name}>{row.name}</Text> },
    {
      id: 'fsaName',
      header: 'H&S name',
      width: '190px',
      render: (row) => (
        <span className={styles.line}>
          <Muted styles={styles}>{row.fsaLocation?.name}</Muted>
          {row.fsaLocation?.latitude != null || row.latitude != null ? (
            <Tooltip content="Show the food-authority location on the map" relationship="description">
              <Button className={styles.mapLink} size="small" appearance="transparent" icon={<LocationRegular />} onClick={() => actions.showOnMap(row, 'fsa')} aria-label={`Map: H&S location of ${row.databaseId}`}>
                Map
              </Button>
            </Tooltip>
          ) : null}
        </span>
      ),
    },
    {
      id: 'googleMatchRank',
      header: 'Google match rank',
      render: (row) => {
        const rank = actions.valuesOf(row).googleMatchRank;
        return (
          <Badge appearance="tint" color={RANK_COLOR[rank] ?? 'informative'}>
            {humanize(rank)}
          </Badge>
        );
      },
    },
    {
      id: 'googleName',
      header: 'Google name',
      width: '190px',
      render: (row) => {
        const place = actions.valuesOf(row).place;
        return (
          <span className={styles.line}>
            <Muted styles={styles}>{place?.name}</Muted>
            {place && place.latitude !== null ? (
              <Tooltip content="Show the matched place on the map" relationship="description">
                <Button className={styles.mapLink} size="small" appearance="transparent" icon={<LocationRegular />} onClick={() => actions.showOnMap(row, 'place')} aria-label={`Map: place of ${row.databaseId}`}>
                  Map
                </Button>
              </Tooltip>
            ) : null}
          </span>
        );
      },
    },
    {
      id: 'noGoogle',
      header: 'No Google',
      render: (row) => {
        const values = actions.valuesOf(row);
        const enabled = canToggleNoMatch(values, actions.originalOf(row)) && !actions.readOnly;
        return (
          <Tooltip content={enabled ? 'Confirm this location has no Google match: its place is detached (O)' : 'Only a location with a Google place can be confirmed as no match'} relationship="description">
            <Checkbox
              aria-label={`No Google match, location ${row.databaseId}`}
              data-no-google={row.databaseId}
              checked={values.isHasNoGoogleMatchConfirmed}
              disabled={!enabled}
              onChange={(_event, data) => actions.noMatch(row, data.checked === true)}
            />
          </Tooltip>
        );
      },
    },
    { id: 'address', header: 'Address', render: (row) => <Muted styles={styles} className={styles.address}>{placeFieldsOf(row, actions.valuesOf(row)).address}</Muted> },
    { id: 'website', header: 'Website', render: (row) => <Muted styles={styles}>{placeFieldsOf(row, actions.valuesOf(row)).website}</Muted> },
    { id: 'phone', header: 'Phone Number', render: (row) => <Muted styles={styles}>{placeFieldsOf(row, actions.valuesOf(row)).phone}</Muted> },
    {
      id: 'businessStatus',
      header: 'Business status',
      render: (row) => {
        const status = placeFieldsOf(row, actions.valuesOf(row)).businessStatus;
        return <Muted styles={styles}>{status ? humanize(status) : null}</Muted>;
      },
    },
    {
      id: 'duplicateOf',
      header: 'Duplicate of',
      render: (row) => <DuplicateOfPicker brandId={actions.brandId} locationId={row.databaseId} value={actions.valuesOf(row).duplicateOf} onChange={(value) => actions.duplicateOf(row, value)} />,
    },
  ];
}
