// The cluster's menus table (spec 3, sections 2 and 4): 2200 px wide in a container that scrolls sideways, 10 a page,
// every filter (clusterMenuFilters.ts), sorted by scraped or attached date. Each row: its menu id linking to the menu,
// format and not-scrapeable reason ('Please select a reason' until one is chosen for HTML_NOT_SCRAPEABLE; a format
// that takes the menu out of the cluster is confirmed first), Remove, Mark or unmark core (refused to LEAD and COMPLEX,
// machines/clusterRules.ts), and for similar or standalone menus shown by the switches, Attach and Exclude from
// similar menus. j/k move through the rows, Enter opens the menu, and keys act on the focused row: f format, c core,
// shift+r remove, shift+a attach, x exclude (the '?' sheet and the palette list them). An unresolved reason is reported up: the page blocks leaving with it.
import {
  Badge,
  Button,
  Checkbox,
  Dropdown,
  Field,
  Input,
  Option,
  Select,
  Text,
  Tooltip,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowSyncRegular } from '@fluentui/react-icons';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { MENU_FORMATS, MENU_NOT_SCRAPEABLE_REASONS, MENU_STATUSES } from '../../../domain/menuValues';
import { CLUSTER_ROLES, coreMarkingRefusal, type ClusterRole } from '../../../machines/clusterRules';
import { useRegisterCommands, type Command } from '../../app/commands/useRegisterCommands';
import { useShortcut } from '../../app/commands/useShortcut';
import { useNotify } from '../../app/notifications/useNotify';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { DateTimeText } from '../../components/DateTimeText';
import { EmptyState } from '../../components/EmptyState';
import { PagedPanel } from '../../components/PagedPanel';
import { Paginator } from '../../components/Paginator';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { errorMessage } from '../../relay/errorMessage';
import { PanelErrorBoundary } from '../brandDefinition/PanelErrorBoundary';
import { RouterLink } from '../brands/RouterLink';
import { humanizeEnum } from '../tasks/taskListLogic';
import type { ClusterMenusPanelLeadQuery } from './__generated__/ClusterMenusPanelLeadQuery.graphql';
import type { ClusterMenusPanelQuery, ClusterMenusPanelQuery$data } from './__generated__/ClusterMenusPanelQuery.graphql';
import {
  apiMenuFilters,
  formatChoice,
  MENU_FILTER_FORMATS,
  menuIdOf,
  NO_MENU_FILTERS,
  SCRAPING_STATUSES,
  withSwitchRules,
  type ClusterMenuFilters,
} from './clusterMenuFilters';
import { menuPath } from './ClusterMenuListPanels';
import { PANEL_PAGE_SIZE } from './ClusterMenuStatusesPanel';
import { ClusterMenuNotesCell } from './rerunFlow/ClusterMenuNotesCell';
import {
  useAttachMenuMutation,
  useExcludeMenuMutation,
  useRegenerateComplexMenusMutation,
  useRemoveClusterMenuMutation,
  useToggleCoreMutation,
  useUpdateClusterMenuMutation,
} from './clusterMutations';
import { CLUSTER_FAILURES, CLUSTER_NOTICES, FORMAT_REMOVES_CONFIRMATION, SELECT_REASON_MESSAGE } from './clusterNotices';
import type { ClusterPanelProps } from './ClusterPanels';
import { useClusterRefresh } from './clusterRefresh';

export const CLUSTER_MENUS_TABLE_WIDTH = '2200px';
const TITLE = 'Menus';
const GROUP = 'Cluster menus';

const useStyles = makeStyles({
  filters: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM, paddingBlock: tokens.spacingVerticalS },
  dropdown: { minWidth: '180px', maxWidth: '240px' },
  menuId: { width: '110px' },
  scroller: { overflowX: 'auto', maxWidth: '100%' },
  wide: { width: CLUSTER_MENUS_TABLE_WIDTH, minWidth: CLUSTER_MENUS_TABLE_WIDTH },
  url: { display: 'inline-block', maxWidth: '420px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', verticalAlign: 'bottom' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, whiteSpace: 'nowrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  cellSelect: { minWidth: '200px' },
});

type Row = ClusterMenusPanelQuery$data['menuScrapingClusterMenus']['items'][number];
interface Pending {
  format: string;
  reason: string | null;
}

interface MenusPanelProps extends ClusterPanelProps {
  onUnresolvedReason(unresolved: boolean): void;
}

export function ClusterMenusPanel(props: MenusPanelProps) {
  const styles = useStyles();
  const notify = useNotify();
  const refresh = useClusterRefresh();
  const environment = useRelayEnvironment();
  const regenerate = useRegenerateComplexMenusMutation();
  const [filters, setFilters] = useState<ClusterMenuFilters>(NO_MENU_FILTERS);
  const [page, setPage] = useState(1);
  const [menuIdIsLead, setMenuIdIsLead] = useState(false);
  const typedMenuId = useDebouncedValue(filters.menuId, 400);
  const menuId = menuIdOf(typedMenuId);

  // 'Show similar menus' needs the menu id to name a lead of this cluster.
  useEffect(() => {
    setMenuIdIsLead(false);
    if (menuId === null) return;
    const subscription = fetchQuery<ClusterMenusPanelLeadQuery>(
      environment,
      graphql`
        query ClusterMenusPanelLeadQuery($id: ID!, $menuId: Int!) {
          menuScrapingClusterMenus(id: $id, filters: { menuId: $menuId, scrapingClusterRoles: [LEAD] }, page: 1, pageSize: 1) {
            total
          }
        }
      `,
      { id: props.clusterId, menuId },
    ).subscribe({ next: (data) => setMenuIdIsLead(data.menuScrapingClusterMenus.total > 0), error: () => setMenuIdIsLead(false) });
    return () => subscription.unsubscribe();
  }, [environment, props.clusterId, menuId]);

  const change = (changes: Partial<ClusterMenuFilters>) => {
    setFilters((current) => withSwitchRules({ ...current, ...changes }, menuIdIsLead));
    setPage(1);
  };
  useEffect(() => setFilters((current) => withSwitchRules(current, menuIdIsLead)), [menuIdIsLead]);
  const applied = useMemo(() => withSwitchRules({ ...filters, menuId: typedMenuId }, menuIdIsLead), [filters, typedMenuId, menuIdIsLead]);

  const runRegenerate = async () => {
    try {
      const answer = await regenerate.run({ id: props.clusterId });
      notify.success(CLUSTER_NOTICES.regenerated(answer.regenerateComplexMenus));
      refresh.refresh();
    } catch (error) {
      notify.error(CLUSTER_FAILURES.regenerate, errorMessage(error));
    }
  };

  const multi = (label: string, values: readonly string[], chosen: string[], key: keyof ClusterMenuFilters) => (
    <Field label={label}>
      <Dropdown
        className={styles.dropdown}
        multiselect
        placeholder="Any"
        aria-label={label}
        value={chosen.map(humanizeEnum).join(', ')}
        selectedOptions={chosen}
        onOptionSelect={(_event, data) => change({ [key]: data.selectedOptions } as Partial<ClusterMenuFilters>)}
      >
        {values.map((value) => (
          <Option key={value} value={value}>
            {humanizeEnum(value)}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );

  return (
    <PagedPanel
      title={TITLE}
      toolbar={
        <Tooltip content={props.editRefusal ?? 'Recompute which menus are complex'} relationship="description" withArrow>
          <Button size="small" icon={<ArrowSyncRegular />} disabledFocusable={props.editRefusal !== null || regenerate.isInFlight} onClick={() => void runRegenerate()}>
            Regenerate complex menus
          </Button>
        </Tooltip>
      }
    >
      <div className={styles.filters} role="search" aria-label="Menu filters">
        <Field label="Menu ID">
          <Input className={styles.menuId} inputMode="numeric" value={filters.menuId} onChange={(_event, data) => change({ menuId: data.value.replace(/[^\d]/g, '') })} />
        </Field>
        {multi('Formats', MENU_FILTER_FORMATS, filters.menuFormats, 'menuFormats')}
        {multi('Menu statuses', MENU_STATUSES, filters.menuStatuses, 'menuStatuses')}
        {multi('Scraping statuses', SCRAPING_STATUSES, filters.scrapingStatuses, 'scrapingStatuses')}
        {multi('Cluster roles', CLUSTER_ROLES, filters.scrapingClusterRoles, 'scrapingClusterRoles')}
        {multi('Not-scrapeable reasons', MENU_NOT_SCRAPEABLE_REASONS, filters.menuNotScrapeableReasons, 'menuNotScrapeableReasons')}
        <Tooltip content={menuIdIsLead ? 'Menus sharing this lead’s URL signature' : 'Enter the menu id of a lead first'} relationship="description" withArrow>
          <Checkbox label="Show similar menus" checked={filters.showSimilarMenus} disabled={!menuIdIsLead || filters.menuId.trim() === ''} onChange={(_event, data) => change({ showSimilarMenus: data.checked === true })} />
        </Tooltip>
        <Tooltip content={filters.menuId.trim() === '' ? 'Menus of this platform and layout in no cluster' : 'Clear the menu id first'} relationship="description" withArrow>
          <Checkbox label="Show standalone menus" checked={filters.showStandaloneMenus} disabled={filters.menuId.trim() !== ''} onChange={(_event, data) => change({ showStandaloneMenus: data.checked === true })} />
        </Tooltip>
        <Field label="Sort by">
          <Select
            value={`${filters.sortingCriterion}:${filters.sortingOrder}`}
            onChange={(_event, data) => {
              const [sortingCriterion, sortingOrder] = data.value.split(':') as [ClusterMenuFilters['sortingCriterion'], 'asc' | 'desc'];
              change({ sortingCriterion, sortingOrder });
            }}
          >
            <option value="SCRAPED_DATE:desc">Scraped date (newest first)</option>
            <option value="SCRAPED_DATE:asc">Scraped date (oldest first)</option>
            <option value="ATTACHED_DATE:desc">Attached date (newest first)</option>
            <option value="ATTACHED_DATE:asc">Attached date (oldest first)</option>
          </Select>
        </Field>
      </div>
      <PanelErrorBoundary title="The menus could not be loaded.">
        <Suspense
          fallback={
            <div className={styles.scroller}>
              <DataTable className={styles.wide} ariaLabel="Cluster menus" columns={[]} items={[]} getRowKey={() => ''} loading loadingRows={4} keyboardShortcuts={false} />
            </div>
          }
        >
          <MenusTable {...props} filters={applied} page={page} onPage={setPage} />
        </Suspense>
      </PanelErrorBoundary>
    </PagedPanel>
  );
}

function MenusTable({ clusterId, clusterDatabaseId, editRefusal, notesRefusal = editRefusal, onUnresolvedReason, filters, page, onPage }: MenusPanelProps & { filters: ClusterMenuFilters; page: number; onPage(page: number): void }) {
  const styles = useStyles();
  const notify = useNotify();
  const navigate = useNavigate();
  const refresh = useClusterRefresh();
  const updateMenu = useUpdateClusterMenuMutation();
  const remove = useRemoveClusterMenuMutation();
  const toggleCore = useToggleCoreMutation();
  const attach = useAttachMenuMutation();
  const exclude = useExcludeMenuMutation();
  const [pending, setPending] = useState<Record<number, Pending>>({});
  const [confirmFormat, setConfirmFormat] = useState<{ menuId: number; format: string } | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const focusedMenu = useRef<number | null>(null);

  const data = useLazyLoadQuery<ClusterMenusPanelQuery>(
    graphql`
      query ClusterMenusPanelQuery(
        $id: ID!
        $filters: MenuScrapingClusterMenuFilters
        $page: Int!
        $pageSize: Int!
        $sortingCriterion: MenuScrapingClusterMenuSortingCriterion
        $sortingOrder: SortingOrder
      ) {
        menuScrapingClusterMenus(id: $id, filters: $filters, page: $page, pageSize: $pageSize, sortingCriterion: $sortingCriterion, sortingOrder: $sortingOrder) {
          total
          items {
            id
            databaseId
            scrapingClusterRole
            brand {
              name
            }
            url
            status
            scrapingStatus
            format
            notScrapeableReason
            notes
            attachedToScrapingClusterDate
            scrapedDate
            menuScrapingClusterId
          }
        }
      }
    `,
    {
      id: clusterId,
      filters: apiMenuFilters(filters) as ClusterMenusPanelQuery['variables']['filters'],
      page,
      pageSize: PANEL_PAGE_SIZE,
      sortingCriterion: filters.sortingCriterion,
      sortingOrder: filters.sortingOrder,
    },
    { fetchPolicy: 'network-only', fetchKey: refresh.key },
  );
  const { total, items } = data.menuScrapingClusterMenus;

  const unresolved = Object.values(pending).some((edit) => edit.format === 'HTML_NOT_SCRAPEABLE' && !edit.reason);
  useEffect(() => onUnresolvedReason(unresolved), [unresolved, onUnresolvedReason]);
  useEffect(() => () => onUnresolvedReason(false), [onUnresolvedReason]);

  const act = async (menuId: number, run: () => Promise<unknown>, failure: string, notice: string) => {
    setBusy(menuId);
    try {
      await run();
      notify.success(notice);
      refresh.refresh();
      return true;
    } catch (error) {
      notify.error(failure, errorMessage(error));
      return false;
    } finally {
      setBusy(null);
    }
  };

  const saveFormat = async (menuId: number, format: string, reason: string | null) => {
    const saved = await act(
      menuId,
      () => updateMenu.run({ id: clusterId, menuId, data: { format: format as (typeof MENU_FORMATS)[number], notScrapeableReason: (reason ?? null) as (typeof MENU_NOT_SCRAPEABLE_REASONS)[number] | null } }),
      CLUSTER_FAILURES.updateMenu,
      CLUSTER_NOTICES.menuUpdated(menuId),
    );
    if (saved) setPending(({ [menuId]: _done, ...rest }) => rest);
  };

  const chooseFormat = (row: Row, format: string) => {
    if (format === row.format && !pending[row.databaseId]) return;
    const choice = formatChoice(format);
    if (choice.kind === 'needsReason') setPending((current) => ({ ...current, [row.databaseId]: { format, reason: null } }));
    else if (choice.kind === 'save') {
      setPending(({ [row.databaseId]: _dropped, ...rest }) => rest);
      void saveFormat(row.databaseId, format, null);
    } else setConfirmFormat({ menuId: row.databaseId, format });
  };

  const inCluster = (row: Row) => row.menuScrapingClusterId === clusterDatabaseId;
  const rowById = (menuId: number | null) => items.find((row) => row.databaseId === menuId) ?? null;
  const coreRefusalOf = (row: Row) => editRefusal ?? coreMarkingRefusal((row.scrapingClusterRole ?? null) as ClusterRole | null)?.message ?? null;

  const rowActions = {
    remove: (row: Row) => void act(row.databaseId, () => remove.run({ id: clusterId, menuId: row.databaseId }), CLUSTER_FAILURES.remove, CLUSTER_NOTICES.removed(row.databaseId)),
    core: (row: Row) =>
      void act(row.databaseId, () => toggleCore.run({ id: clusterId, menuId: row.databaseId }), CLUSTER_FAILURES.core, CLUSTER_NOTICES.core(row.databaseId, row.scrapingClusterRole !== 'CORE')),
    attach: (row: Row) => void act(row.databaseId, () => attach.run({ id: clusterId, menuId: row.databaseId }), CLUSTER_FAILURES.attach, CLUSTER_NOTICES.attached(row.databaseId)),
    exclude: (row: Row) => void act(row.databaseId, () => exclude.run({ id: clusterId, menuId: row.databaseId }), CLUSTER_FAILURES.exclude, CLUSTER_NOTICES.excluded(row.databaseId)),
  };

  // Keys on the focused row (j/k and Enter come with the table).
  const onFocused = (action: (row: Row) => void, allowed: (row: Row) => boolean) => () => {
    const row = rowById(focusedMenu.current);
    if (row && busy === null && allowed(row)) action(row);
  };
  const canEdit = editRefusal === null && items.length > 0;
  const removeFocused = onFocused(rowActions.remove, inCluster);
  const coreFocused = onFocused(rowActions.core, (row) => inCluster(row) && coreRefusalOf(row) === null);
  const attachFocused = onFocused(rowActions.attach, (row) => !inCluster(row));
  const excludeFocused = onFocused(rowActions.exclude, (row) => !inCluster(row));
  const formatFocused = () => document.querySelector<HTMLSelectElement>(`[data-format-of="${focusedMenu.current ?? ''}"]`)?.focus();
  useShortcut('shift+r', removeFocused, { description: 'Remove the focused menu from the cluster', group: GROUP, enabled: canEdit });
  useShortcut('c', coreFocused, { description: 'Mark or unmark the focused menu as core', group: GROUP, enabled: canEdit });
  useShortcut('shift+a', attachFocused, { description: 'Attach the focused similar or standalone menu', group: GROUP, enabled: canEdit });
  useShortcut('x', excludeFocused, { description: 'Exclude the focused menu from similar menus', group: GROUP, enabled: canEdit });
  useShortcut('f', formatFocused, { description: 'Change the focused menu’s format', group: GROUP, enabled: canEdit });
  const commands = useMemo<Command[]>(
    () => [
      { id: 'clusterMenus.remove', title: 'Remove the focused menu from the cluster', group: GROUP, shortcut: 'shift+r', disabled: !canEdit, run: removeFocused },
      { id: 'clusterMenus.core', title: 'Mark or unmark the focused menu as core', group: GROUP, shortcut: 'c', disabled: !canEdit, run: coreFocused },
      { id: 'clusterMenus.attach', title: 'Attach the focused menu to the cluster', group: GROUP, shortcut: 'shift+a', disabled: !canEdit, run: attachFocused },
      { id: 'clusterMenus.exclude', title: 'Exclude the focused menu from similar menus', group: GROUP, shortcut: 'x', disabled: !canEdit, run: excludeFocused },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [canEdit, items, busy],
  );
  useRegisterCommands(commands);

  const columns = useMemo<Array<DataTableColumn<Row>>>(
    () => [
      {
        id: 'id',
        header: 'Menu ID',
        width: '100px',
        render: (row) => (
          <span data-menu-id={row.databaseId}>
            <RouterLink to={menuPath(row.databaseId)}>{row.databaseId}</RouterLink>
          </span>
        ),
      },
      {
        id: 'role',
        header: 'Cluster role',
        width: '120px',
        render: (row) =>
          row.scrapingClusterRole ? (
            <Badge appearance="tint" shape="rounded" color={row.scrapingClusterRole === 'LEAD' ? 'brand' : row.scrapingClusterRole === 'CORE' ? 'success' : 'warning'}>
              {humanizeEnum(row.scrapingClusterRole)}
            </Badge>
          ) : (
            <span className={styles.muted}>-</span>
          ),
      },
      { id: 'brand', header: 'Brand', width: '200px', render: (row) => row.brand.name },
      { id: 'url', header: 'URL', width: '440px', render: (row) => (row.url ? <span className={styles.url} title={row.url}>{row.url}</span> : '-') },
      { id: 'status', header: 'Status', width: '170px', render: (row) => humanizeEnum(row.status) },
      { id: 'scraping', header: 'Scraping status', width: '140px', render: (row) => (row.scrapingStatus ? humanizeEnum(row.scrapingStatus) : '-') },
      {
        id: 'format',
        header: 'Format',
        width: '220px',
        render: (row) => {
          const edit = pending[row.databaseId];
          return (
            <Tooltip content={editRefusal ?? (inCluster(row) ? 'Change the format (f)' : 'Attach the menu first')} relationship="description" withArrow>
              <Select
                className={styles.cellSelect}
                size="small"
                aria-label={`Format of menu ${row.databaseId}`}
                data-format-of={row.databaseId}
                value={edit?.format ?? row.format ?? ''}
                disabled={editRefusal !== null || !inCluster(row) || busy === row.databaseId}
                onChange={(_event, data) => chooseFormat(row, data.value)}
              >
                {row.format ? null : <option value="">-</option>}
                {MENU_FORMATS.map((format) => (
                  <option key={format} value={format}>
                    {humanizeEnum(format)}
                  </option>
                ))}
              </Select>
            </Tooltip>
          );
        },
      },
      {
        id: 'reason',
        header: 'Not-scrapeable reason',
        width: '260px',
        render: (row) => {
          const edit = pending[row.databaseId];
          const format = edit?.format ?? row.format;
          if (format !== 'HTML_NOT_SCRAPEABLE') return <span className={styles.muted}>-</span>;
          const missing = edit !== undefined && !edit.reason;
          return (
            <Field validationState={missing ? 'error' : 'none'} validationMessage={missing ? SELECT_REASON_MESSAGE : undefined}>
              <Select
                className={styles.cellSelect}
                size="small"
                aria-label={`Not-scrapeable reason of menu ${row.databaseId}`}
                value={edit?.reason ?? row.notScrapeableReason ?? ''}
                disabled={editRefusal !== null || !inCluster(row) || busy === row.databaseId}
                onChange={(_event, data) => {
                  if (!data.value) return;
                  setPending((current) => ({ ...current, [row.databaseId]: { format: 'HTML_NOT_SCRAPEABLE', reason: data.value } }));
                  void saveFormat(row.databaseId, 'HTML_NOT_SCRAPEABLE', data.value);
                }}
              >
                <option value="">Choose a reason</option>
                {MENU_NOT_SCRAPEABLE_REASONS.map((reason) => (
                  <option key={reason} value={reason}>
                    {humanizeEnum(reason)}
                  </option>
                ))}
              </Select>
            </Field>
          );
        },
      },
      { id: 'notes', header: 'Notes', width: '260px', render: (row) => <ClusterMenuNotesCell menu={row} refusal={inCluster(row) ? notesRefusal : 'Attach the menu first'} /> },
      { id: 'attached', header: 'Attached date', width: '170px', render: (row) => <DateTimeText value={row.attachedToScrapingClusterDate} /> },
      { id: 'scraped', header: 'Scraped date', width: '170px', render: (row) => <DateTimeText value={row.scrapedDate} /> },
      {
        id: 'actions',
        header: 'Actions',
        render: (row) => {
          const disabled = editRefusal !== null || busy !== null;
          if (!inCluster(row)) {
            return (
              <span className={styles.actions}>
                <Tooltip content={editRefusal ?? 'Attach to this cluster (shift+a)'} relationship="description" withArrow>
                  <Button size="small" disabledFocusable={disabled} onClick={() => rowActions.attach(row)}>
                    Attach
                  </Button>
                </Tooltip>
                <Tooltip content={editRefusal ?? 'Exclude from similar menus (x)'} relationship="description" withArrow>
                  <Button size="small" disabledFocusable={disabled} onClick={() => rowActions.exclude(row)}>
                    Exclude from similar menus
                  </Button>
                </Tooltip>
              </span>
            );
          }
          const coreRefusal = coreRefusalOf(row);
          return (
            <span className={styles.actions}>
              <Tooltip content={editRefusal ?? 'Remove from the cluster (shift+r)'} relationship="description" withArrow>
                <Button size="small" disabledFocusable={disabled} onClick={() => rowActions.remove(row)}>
                  Remove
                </Button>
              </Tooltip>
              <Tooltip content={coreRefusal ?? (row.scrapingClusterRole === 'CORE' ? 'Unmark as core (c)' : 'Mark as core (c)')} relationship="description" withArrow>
                <Button size="small" disabledFocusable={disabled || coreRefusal !== null} onClick={() => rowActions.core(row)}>
                  {row.scrapingClusterRole === 'CORE' ? 'Unmark core' : 'Mark core'}
                </Button>
              </Tooltip>
            </span>
          );
        },
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [styles, pending, editRefusal, notesRefusal, busy, items],
  );

  const filtered = JSON.stringify(apiMenuFilters(filters)) !== JSON.stringify(apiMenuFilters(NO_MENU_FILTERS));
  return (
    <>
      <Text className={styles.muted} aria-live="polite">{`${total} matching menus`}</Text>
      <div
        className={styles.scroller}
        data-testid="cluster-menus-scroller"
        onFocus={(event) => {
          const marker = event.target.closest('tr')?.querySelector<HTMLElement>('[data-menu-id]');
          focusedMenu.current = marker ? Number(marker.dataset.menuId) : null;
        }}
      >
        <DataTable
          className={styles.wide}
          ariaLabel="Cluster menus"
          columns={columns}
          items={items}
          getRowKey={(row) => row.id}
          onRowOpen={(row) => void navigate(menuPath(row.databaseId))}
          empty={<EmptyState title={filtered ? 'No menus match these filters' : 'No menus in this cluster'} description={filtered ? 'Change the filters, or clear them.' : undefined} />}
        />
      </div>
      {total > PANEL_PAGE_SIZE ? (
        <PagedPanelPaging page={page} total={total} onPage={onPage} />
      ) : null}
      <ConfirmDialog
        open={confirmFormat !== null}
        title="Remove the menu from the cluster?"
        onConfirm={() => {
          if (confirmFormat) void saveFormat(confirmFormat.menuId, confirmFormat.format, null);
          setConfirmFormat(null);
        }}
        onCancel={() => setConfirmFormat(null)}
      >
        {confirmFormat ? FORMAT_REMOVES_CONFIRMATION(confirmFormat.menuId, humanizeEnum(confirmFormat.format)) : null}
      </ConfirmDialog>
    </>
  );
}

function PagedPanelPaging({ page, total, onPage }: { page: number; total: number; onPage(page: number): void }) {
  return <Paginator page={page} pageSize={PANEL_PAGE_SIZE} total={total} pageSizes={[PANEL_PAGE_SIZE]} onChange={(next) => onPage(next)} />;
}
