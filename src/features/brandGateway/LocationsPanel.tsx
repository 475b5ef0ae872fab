// The gateway's locations table (spec 2, sections 2.3, 4 and 9): the brand's locations page by page (page size in the
// query string as `locationsPageSize`), the Original brand filter, the bulk 'All locations inclusions' selector, rows
// ordered with the changed ones first. Edited rows are kept across pages (the payload carries each); changing page with
// unsaved rows asks first, and including an excluded row asks too. Row keys: j/k move, i includes, x opens the reason.
import { Dropdown, Option, makeStyles, tokens } from '@fluentui/react-components';
import { LocationRegular } from '@fluentui/react-icons';
import { useEffect, useMemo, useState, useTransition } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import type { BrandStatus } from '../../../domain/brandGatewaySchemas';
import { lazyWhenOpened } from '../../components/lazyWhenOpened';
import { EditableTable } from '../../components/EditableTable';
import { EmptyState } from '../../components/EmptyState';
import { PagedPanel } from '../../components/PagedPanel';
import { PAGE_SIZES } from '../../components/Paginator';
import { UNSAVED_CHANGES_TITLE, UNSAVED_LOCATIONS_TEXT } from '../taskPage/useUnsavedChangesPrompt';
import type { LocationsPanelQuery } from './__generated__/LocationsPanelQuery.graphql';
import { includingNeedsConfirmation, withLocationStatus, type BrandRef, type LocationValues } from './gatewayForm';
import { locationColumns, useLocationCellStyles, type LocationRow } from './locationColumns';
import { sortLocations } from '../taskEditors/locationOrder';
import { readLocationsPageSize, withLocationsPageSize } from '../taskEditors/locationsPageSize';
import type { ReviewDifference } from '../taskEditors/reviewDifference';
import type { GatewayCommands } from './useGatewayCommands';
import type { GatewayForm, ShownLocation } from './useGatewayForm';

// The confirmations and the address drawer open on request: their code (Fluent's dialog and drawer) loads then.
const ConfirmDialog = lazyWhenOpened(() => import('../../components/ConfirmDialog').then((m) => m.ConfirmDialog));
// The drawer is open while it has a location; `open` tells the lazy wrapper when to load it.
type AddressDrawerProps = { open: boolean; location: LocationRow | null; onClose(): void };
const LocationAddressDrawer = lazyWhenOpened<AddressDrawerProps>(() =>
  import('./LocationAddressDrawer').then((m) => ({ location, onClose }: AddressDrawerProps) => <m.LocationAddressDrawer location={location} onClose={onClose} />),
);

const ALL = 'all';

const useStyles = makeStyles({ filter: { minWidth: '200px' } });

function originalValues(row: LocationRow): LocationValues {
  return {
    id: row.databaseId,
    status: row.status as BrandStatus,
    exclusionReason: row.exclusionReason ?? null,
    exclusionReasonComment: row.exclusionReasonComment ?? '',
    website: row.website ?? '',
    newBrandId: null,
  };
}

export interface LocationsPanelProps {
  brandId: number;
  form: GatewayForm;
  review: ReviewDifference;
  refreshKey: number;
  commands: GatewayCommands;
  readOnly?: boolean;
}

export function LocationsPanel({ brandId, form, review, refreshKey, commands, readOnly = false }: LocationsPanelProps) {
  const styles = useStyles();
  const cellStyles = useLocationCellStyles();
  const [params, setParams] = useSearchParams();
  const pageSize = readLocationsPageSize(params);
  const [page, setPage] = useState(1);
  const [originalBrandId, setOriginalBrandId] = useState<number | null>(null);
  const [active, setActive] = useState(-1);
  const [askedPage, setAskedPage] = useState<null | { page: number; pageSize: number }>(null);
  const [askedInclude, setAskedInclude] = useState<LocationRow | null>(null);
  const [addressOf, setAddressOf] = useState<LocationRow | null>(null);
  const [pending, startTransition] = useTransition();

  const data = useLazyLoadQuery<LocationsPanelQuery>(
    graphql`
      query LocationsPanelQuery($id: ID!, $page: Int, $pageSize: Int, $originalBrandId: Int) {
        brand(id: $id) {
          originalBrands {
            databaseId
            name
          }
          locations(originalBrandId: $originalBrandId, page: $page, pageSize: $pageSize) {
            total
            locations {
              databaseId
              position
              name
              website
              phone
              status
              menuStatus
              exclusionReason
              exclusionReasonComment
              googleMatchRank
              formattedAddress
              originalBrand {
                databaseId
                name
                brandGatewayTaskId
              }
              duplicateOf {
                databaseId
                name
              }
              fsaLocation {
                name
                businessType
                formattedAddress
                addressLine1
                addressLine2
                addressLine3
                addressLine4
                postCode
                rating
              }
              googleLocation {
                name
                website
                phone
                formattedAddress
              }
            }
          }
        }
      }
    `,
    { id: String(brandId), page, pageSize, originalBrandId },
    { fetchPolicy: 'store-and-network', fetchKey: refreshKey },
  );
  const total = data.brand?.locations.total ?? 0;
  const modified = useMemo(() => new Set([...review.locationIds, ...review.needsReview.flatMap((view) => view.locationIds)]), [review]);
  const rows = useMemo(() => sortLocations(data.brand?.locations.locations ?? [], modified), [data, modified]);
  const shown = useMemo<ShownLocation[]>(() => rows.map((row) => ({ original: originalValues(row), page })), [rows, page]);

  // The form checks the rows on screen before done and applies the bulk selector to them.
  form.locations.shown(shown);
  // Every brand the locations came from, on any page (the API answers them all), for the Original brand filter.
  const knownOriginals = useMemo(() => new Map((data.brand?.originalBrands ?? []).map((brand) => [brand.databaseId, brand.name])), [data]);

  const shownOf = (row: LocationRow) => shown.find((item) => item.original.id === row.databaseId) ?? { original: originalValues(row), page };
  const valuesOf = (row: LocationRow) => form.locations.valuesOf(originalValues(row));
  const setStatus = (row: LocationRow, status: BrandStatus) => {
    const values = valuesOf(row);
    if (includingNeedsConfirmation(values, status)) setAskedInclude(row);
    else form.locations.edit(shownOf(row), withLocationStatus(values, status));
  };

  const go = (next: { page: number; pageSize: number }) =>
    startTransition(() => {
      setPage(next.page);
      setActive(-1);
      if (next.pageSize !== pageSize) setParams(withLocationsPageSize(params, next.pageSize), { replace: true });
    });
  const askPage = (next: { page: number; pageSize: number }) => (form.edits.size > 0 ? setAskedPage(next) : go(next));

  // The keyboard: the page's shortcuts act on the active row (useGatewayCommands).
  useEffect(() => {
    commands.locationKeys.current = {
      focusTable: () => document.querySelector<HTMLElement>('[aria-label="Locations"] tbody tr[tabindex="0"]')?.focus(),
      includeActive: () => !readOnly && rows[active] && setStatus(rows[active], 'INCLUDED'),
      excludeActive: () => {
        const row = rows[active];
        if (!row || readOnly) return;
        const reason = document.querySelector<HTMLElement>(`[data-location-reason="${row.databaseId}"]`);
        reason?.focus();
        reason?.click();
      },
    };
  });

  const columns = locationColumns(cellStyles, {
    brandId,
    valuesOf,
    newBrandOf: (row) => form.edits.get(row.databaseId)?.newBrand ?? null,
    setStatus,
    set: (row, values) => form.locations.edit(shownOf(row), values),
    move: (row: LocationRow, brand: BrandRef | null) => form.locations.editMove(shownOf(row), { ...valuesOf(row), newBrandId: brand?.id ?? null }, brand),
    openAddress: setAddressOf,
  });

  return (
    <PagedPanel
      title="Locations"
      total={total}
      highlighted={form.edits.size > 0}
      paging={{ page, pageSize, pageSizes: PAGE_SIZES, onChange: (nextPage, nextSize) => askPage({ page: nextPage, pageSize: nextSize }) }}
      toolbar={
        <>
          <Dropdown
            className={styles.filter}
            size="small"
            aria-label="Original brand"
            value={originalBrandId === null ? 'All original brands' : (knownOriginals.get(originalBrandId) ?? String(originalBrandId))}
            selectedOptions={[originalBrandId === null ? ALL : String(originalBrandId)]}
            onOptionSelect={(_event, option) => startTransition(() => {
              setOriginalBrandId(option.optionValue === ALL || !option.optionValue ? null : Number(option.optionValue));
              setPage(1);
            })}
          >
            <Option value={ALL}>All original brands</Option>
            {[...knownOriginals].map(([id, name]) => (
              <Option key={id} value={String(id)} text={name}>
                {id === brandId ? `${name} (this brand)` : name}
              </Option>
            ))}
          </Dropdown>
          <Dropdown
            className={styles.filter}
            size="small"
            aria-label="All locations inclusions"
            placeholder="All locations inclusions"
            value=""
            selectedOptions={[]}
            disabled={rows.length === 0 || readOnly}
            onOptionSelect={(_event, option) => option.optionValue && form.locations.all(option.optionValue as BrandStatus, shown)}
          >
            <Option value="INCLUDED" text="Include all on this page">
              Include all on this page
            </Option>
            <Option value="EXCLUDED" text="Exclude all on this page">
              Exclude all on this page
            </Option>
          </Dropdown>
        </>
      }
    >
      <EditableTable
        ariaLabel="Locations"
        readOnly={readOnly}
        items={rows}
        getRowKey={(row) => String(row.databaseId)}
        columns={columns}
        activeIndex={active}
        onActiveIndexChange={setActive}
        keyboardShortcuts
        loading={pending}
        rowError={(row) => form.rowErrors.get(row.databaseId)}
        errorColumnIds={['fsaLocation', 'googleName']}
        rowMark={(row) => (form.edits.has(row.databaseId) ? 'changed' : modified.has(row.databaseId) ? 'review' : null)}
        empty={<EmptyState icon={<LocationRegular />} title="No locations" description={originalBrandId === null ? 'This brand has no locations.' : 'No location came from this original brand.'} />}
      />
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
      <ConfirmDialog
        open={askedInclude !== null}
        title="Include location"
        onConfirm={() => {
          if (askedInclude) form.locations.edit(shownOf(askedInclude), withLocationStatus(valuesOf(askedInclude), 'INCLUDED'));
          setAskedInclude(null);
        }}
        onCancel={() => setAskedInclude(null)}
      >
        Location {askedInclude?.databaseId} is excluded. Include it? Its exclusion reason and comment will be cleared.
      </ConfirmDialog>
      <LocationAddressDrawer open={addressOf !== null} location={addressOf} onClose={() => setAddressOf(null)} />
    </PagedPanel>
  );
}
