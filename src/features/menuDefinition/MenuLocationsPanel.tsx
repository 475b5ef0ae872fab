// The menu definition locations table (spec 2, sections 2.5, 4 and 9): the brand's locations page by page (page size in
// the query string as `locationsPageSize`), each with its menu status and, for an own menu, its fields; the bulk Menu
// status and Menu format selectors act on the page's rows, 'Set brand menu for all locations' on every location of the
// brand. Closed businesses are styled as closed. Edited rows are kept across pages; changing page with unsaved rows asks
// first. Row keys: j/k move, o/e/n set the active row's menu status, u edits its Menu URL.
import { Button, Dropdown, Option, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { BuildingRegular, LocationRegular } from '@fluentui/react-icons';
import { useEffect, useMemo, useRef, useState, useTransition } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import { LOCATION_MENU_STATUSES, MENU_FORMATS, type LocationMenuStatus, type MenuFormat } from '../../../domain/menuDefinitionSchemas';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EditableTable } from '../../components/EditableTable';
import { EmptyState } from '../../components/EmptyState';
import { PagedPanel } from '../../components/PagedPanel';
import { PAGE_SIZES } from '../../components/Paginator';
import { sortLocations } from '../taskEditors/locationOrder';
import { readLocationsPageSize, withLocationsPageSize } from '../taskEditors/locationsPageSize';
import type { ReviewDifference } from '../taskEditors/reviewDifference';
import { UNSAVED_CHANGES_TITLE, UNSAVED_LOCATIONS_TEXT } from '../taskPage/useUnsavedChangesPrompt';
import type { MenuLocationsPanelQuery } from './__generated__/MenuLocationsPanelQuery.graphql';
import { locationValuesOf } from './menuDefinitionForm';
import { menuFormatLabel, menuStatusLabel } from './menuLabels';
import { isClosedBusiness, menuLocationColumns, useMenuCellStyles, type MenuLocationRow } from './menuLocationColumns';
import { useBrandLocations } from './useBrandLocations';
import { MENU_DEFINITION_SHORTCUTS, type MenuDefinitionKeysRef } from './useMenuDefinitionCommands';
import type { MenuDefinitionForm, ShownMenuLocation } from './useMenuDefinitionForm';

const useStyles = makeStyles({ bulk: { minWidth: '210px' } });

export interface MenuLocationsPanelProps {
  brandId: number;
  form: MenuDefinitionForm;
  review: ReviewDifference;
  refreshKey: number;
  keys: MenuDefinitionKeysRef;
  readOnly: boolean;
}

export function MenuLocationsPanel({ brandId, form, review, refreshKey, keys, readOnly }: MenuLocationsPanelProps) {
  const styles = useStyles();
  const cellStyles = useMenuCellStyles();
  const [params, setParams] = useSearchParams();
  const pageSize = readLocationsPageSize(params);
  const [page, setPage] = useState(1);
  const [active, setActive] = useState(-1);
  const [askedPage, setAskedPage] = useState<null | { page: number; pageSize: number }>(null);
  const [pending, startTransition] = useTransition();
  const [applying, setApplying] = useState(false);
  const allLocations = useBrandLocations(brandId);
  const bulkStatus = useRef<HTMLButtonElement | null>(null);
  const bulkFormat = useRef<HTMLButtonElement | null>(null);

  const data = useLazyLoadQuery<MenuLocationsPanelQuery>(
    graphql`
      query MenuLocationsPanelQuery($id: ID!, $page: Int, $pageSize: Int) {
        brand(id: $id) {
          locations(page: $page, pageSize: $pageSize) {
            total
            locations {
              databaseId
              position
              name
              website
              status
              businessStatus
              menuStatus
              googleMatchRank
              formattedAddress
              fsaLocation {
                formattedAddress
              }
              menu {
                databaseId
                url
                format
                isExample
                notScrapeableReason
                notScrapeableComment
                availabilityComment
                additionalUrls
                menuScrapingClusterId
                modifiedDate
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
  const modified = useMemo(() => new Set([...review.locationIds, ...review.needsReview.flatMap((view) => view.locationIds)]), [review]);
  const rows = useMemo(() => sortLocations(data.brand?.locations.locations ?? [], modified), [data, modified]);
  const shown = useMemo<ShownMenuLocation[]>(() => rows.map((row) => ({ original: locationValuesOf(row), page, excluded: row.status === 'EXCLUDED' })), [rows, page]);
  // The form checks the rows on screen before done.
  form.locations.shown(shown);

  const shownOf = (row: MenuLocationRow) => shown.find((item) => item.original.id === row.databaseId) ?? { original: locationValuesOf(row), page, excluded: row.status === 'EXCLUDED' };
  const valuesOf = (row: MenuLocationRow) => form.locations.valuesOf(shownOf(row).original);
  const brandMenu = form.values.hasMenu ? form.values.menu : null;
  const activeRow = rows[active] ?? null;

  const go = (next: { page: number; pageSize: number }) =>
    startTransition(() => {
      setPage(next.page);
      setActive(-1);
      if (next.pageSize !== pageSize) setParams(withLocationsPageSize(params, next.pageSize), { replace: true });
    });
  const askPage = (next: { page: number; pageSize: number }) => (form.edits.size > 0 ? setAskedPage(next) : go(next));

  const brandMenuForAll = async () => {
    if (readOnly || !brandMenu) return;
    setApplying(true);
    try {
      form.locations.allStatus(await allLocations(), 'SAME_AS_BRAND');
    } finally {
      setApplying(false);
    }
  };
  const setActiveStatus = (status: LocationMenuStatus) => {
    if (!activeRow || readOnly || activeRow.status === 'EXCLUDED') return;
    if (status === 'SAME_AS_BRAND' && !brandMenu) return;
    form.locations.setStatus(shownOf(activeRow), status);
  };
  const openDropdown = (element: HTMLButtonElement | null) => {
    element?.focus();
    element?.click();
  };

  // The page's shortcuts act on the active row and the toolbar (useMenuDefinitionCommands).
  useEffect(() => {
    Object.assign(keys.current, {
      focusTable: () => document.querySelector<HTMLElement>('[aria-label="Locations"] tbody tr[tabindex="0"]')?.focus(),
      ownMenu: () => setActiveStatus('OWN_MENU'),
      brandMenu: () => setActiveStatus('SAME_AS_BRAND'),
      noMenu: () => setActiveStatus('NO_MENU'),
      focusUrl: () => activeRow && document.querySelector<HTMLInputElement>(`[data-menu-url="${activeRow.databaseId}"]`)?.focus(),
      bulkStatus: () => !readOnly && openDropdown(bulkStatus.current),
      bulkFormat: () => !readOnly && openDropdown(bulkFormat.current),
      brandMenuForAll: () => void brandMenuForAll(),
    });
  });

  const columns = menuLocationColumns(cellStyles, {
    valuesOf,
    brandMenu,
    isChanged: (row) => form.edits.has(row.databaseId),
    setStatus: (row, status) => form.locations.setStatus(shownOf(row), status),
    set: (row, key, value) => form.locations.set(shownOf(row), key, value),
    setFormat: (row, format) => form.locations.setFormat(shownOf(row), format),
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
            ref={bulkStatus}
            className={styles.bulk}
            size="small"
            aria-label={`Menu status for all locations on this page (${MENU_DEFINITION_SHORTCUTS.bulkStatus.toUpperCase()})`}
            placeholder="Menu status for all on this page"
            value=""
            selectedOptions={[]}
            disabled={rows.length === 0 || readOnly}
            onOptionSelect={(_event, option) => option.optionValue && form.locations.allStatus(shown, option.optionValue as LocationMenuStatus)}
          >
            {LOCATION_MENU_STATUSES.map((status) => (
              <Option key={status} value={status} disabled={status === 'SAME_AS_BRAND' && !brandMenu}>
                {menuStatusLabel(status)}
              </Option>
            ))}
          </Dropdown>
          <Dropdown
            ref={bulkFormat}
            className={styles.bulk}
            size="small"
            aria-label={`Menu format for all own menus on this page (${MENU_DEFINITION_SHORTCUTS.bulkFormat.toUpperCase()})`}
            placeholder="Menu format for all own menus"
            value=""
            selectedOptions={[]}
            disabled={rows.length === 0 || readOnly}
            onOptionSelect={(_event, option) => option.optionValue && form.locations.allFormat(shown, option.optionValue as MenuFormat)}
          >
            {MENU_FORMATS.map((format) => (
              <Option key={format} value={format}>
                {menuFormatLabel(format)}
              </Option>
            ))}
          </Dropdown>
          <Tooltip content={brandMenu ? `Every location of the brand uses the brand menu (${MENU_DEFINITION_SHORTCUTS.brandMenuForAll.toUpperCase()})` : 'The brand has no menu: turn Has menu on first'} relationship="description">
            <Button size="small" icon={<BuildingRegular />} disabled={readOnly || !brandMenu || applying || total === 0} onClick={() => void brandMenuForAll()}>
              Set brand menu for all locations
            </Button>
          </Tooltip>
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
        loading={pending || applying}
        rowError={(row) => form.rowError(row.databaseId)}
        errorColumnIds={['menuStatus', 'url']}
        rowMark={(row) => (form.edits.has(row.databaseId) ? 'changed' : modified.has(row.databaseId) ? 'review' : null)}
        rowClosed={(row) => isClosedBusiness(row)}
        empty={<EmptyState icon={<LocationRegular />} title="No locations" description="This brand has no locations." />}
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
    </PagedPanel>
  );
}
