// The cluster's side lists (spec 3, section 2), each its own panel and query, 10 a page: similar menus by URL signature
// (Attach, Exclude from similar menus), manually removed menus (Attach back), manually removed leads (created and
// processed dates, the new menus their similar menus got) and menus excluded from similar menus (Remove from
// excluded). A write refreshes every panel (a menu moves from one list to another).
import { Button, Text, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import { useNotify } from '../../app/notifications/useNotify';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { DateTimeText } from '../../components/DateTimeText';
import { EmptyState } from '../../components/EmptyState';
import { PagedPanel } from '../../components/PagedPanel';
import { errorMessage } from '../../relay/errorMessage';
import { PanelErrorBoundary } from '../brandDefinition/PanelErrorBoundary';
import { RouterLink } from '../brands/RouterLink';
import { humanizeEnum } from '../tasks/taskListLogic';
import type { ClusterMenuListPanels_page$data, ClusterMenuListPanels_page$key } from './__generated__/ClusterMenuListPanels_page.graphql';
import type { ClusterMenuListPanelsExcludedQuery } from './__generated__/ClusterMenuListPanelsExcludedQuery.graphql';
import type { ClusterMenuListPanelsRemovedLeadsQuery, ClusterMenuListPanelsRemovedLeadsQuery$data } from './__generated__/ClusterMenuListPanelsRemovedLeadsQuery.graphql';
import type { ClusterMenuListPanelsRemovedQuery } from './__generated__/ClusterMenuListPanelsRemovedQuery.graphql';
import type { ClusterMenuListPanelsSimilarQuery } from './__generated__/ClusterMenuListPanelsSimilarQuery.graphql';
import { useAttachBackMenuMutation, useAttachMenuMutation, useExcludeMenuMutation, useRemoveFromExcludedMutation } from './clusterMutations';
import { CLUSTER_FAILURES, CLUSTER_NOTICES } from './clusterNotices';
import { PANEL_PAGE_SIZE } from './ClusterMenuStatusesPanel';
import type { ClusterPanelProps } from './ClusterPanels';
import { useClusterRefresh } from './clusterRefresh';

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, justifyContent: 'flex-end' },
  url: { display: 'inline-block', maxWidth: '360px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', verticalAlign: 'bottom' },
  muted: { color: tokens.colorNeutralForeground3 },
  ids: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

type MenuRow = ClusterMenuListPanels_page$data['items'][number];
type Action = { label: string; run(menuId: number): Promise<void> };

export const menuPath = (menuId: number) => `/menus/${menuId}`;

function Loading({ title }: { title: string }) {
  return (
    <PagedPanel title={title}>
      <DataTable ariaLabel={title} columns={[]} items={[]} getRowKey={() => ''} loading loadingRows={2} keyboardShortcuts={false} />
    </PagedPanel>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PanelErrorBoundary title={`The ${title.toLowerCase()} could not be loaded.`}>
      <Suspense fallback={<Loading title={title} />}>{children}</Suspense>
    </PanelErrorBoundary>
  );
}

/** A per-menu write of the cluster: by cluster id and menu id. */
interface MenuWrite {
  run(variables: { id: string; menuId: number }): Promise<unknown>;
}

/** Runs a panel's write with the spec's failure title, a notice, and the panels refreshed. */
function useMenuAction(mutation: MenuWrite, clusterId: string, failure: string, notice: (menuId: number) => string) {
  const notify = useNotify();
  const refresh = useClusterRefresh();
  return async (menuId: number) => {
    try {
      await mutation.run({ id: clusterId, menuId });
      notify.success(notice(menuId));
      refresh.refresh();
    } catch (error) {
      notify.error(failure, errorMessage(error));
    }
  };
}

function MenuPageTable({ title, page: pageKey, pageNumber, onPage, actions, editRefusal, dateHeader, emptyText }: {
  title: string;
  page: ClusterMenuListPanels_page$key;
  pageNumber: number;
  onPage(page: number): void;
  actions: Action[];
  editRefusal: string | null;
  dateHeader?: string;
  emptyText: string;
}) {
  const styles = useStyles();
  const [busy, setBusy] = useState<number | null>(null);
  const data = useFragment(
    graphql`
      fragment ClusterMenuListPanels_page on MenuScrapingClusterMenuPage {
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
          format
          menuScrapingClusterId
          listedDate
        }
      }
    `,
    pageKey,
  );
  const columns = useMemo<Array<DataTableColumn<MenuRow>>>(
    () => [
      { id: 'id', header: 'Menu ID', width: '90px', render: (row) => <RouterLink to={menuPath(row.databaseId)}>{row.databaseId}</RouterLink> },
      { id: 'brand', header: 'Brand', render: (row) => row.brand.name },
      { id: 'url', header: 'URL', render: (row) => (row.url ? <span className={styles.url} title={row.url}>{row.url}</span> : '-') },
      { id: 'status', header: 'Status', render: (row) => humanizeEnum(row.status) },
      { id: 'format', header: 'Format', render: (row) => (row.format ? humanizeEnum(row.format) : '-') },
      { id: 'cluster', header: 'Cluster', render: (row) => (row.menuScrapingClusterId ? <RouterLink to={`/menu-scraping-templates/clusters/${row.menuScrapingClusterId}`}>{row.menuScrapingClusterId}</RouterLink> : <span className={styles.muted}>None</span>) },
      ...(dateHeader ? [{ id: 'listed', header: dateHeader, render: (row: MenuRow) => <DateTimeText value={row.listedDate} /> }] : []),
      {
        id: 'actions',
        header: 'Actions',
        hideHeader: true,
        align: 'end' as const,
        render: (row: MenuRow) => (
          <span className={styles.actions}>
            {actions.map((action) => (
              <Tooltip key={action.label} content={editRefusal ?? `${action.label}: menu ${row.databaseId}`} relationship="description" withArrow>
                <Button
                  size="small"
                  disabledFocusable={editRefusal !== null || busy !== null}
                  onClick={() => {
                    setBusy(row.databaseId);
                    void action.run(row.databaseId).finally(() => setBusy(null));
                  }}
                >
                  {action.label}
                </Button>
              </Tooltip>
            ))}
          </span>
        ),
      },
    ],
    [styles, actions, editRefusal, busy, dateHeader],
  );
  return (
    <PagedPanel title={title} total={data.total} paging={{ page: pageNumber, pageSize: PANEL_PAGE_SIZE, pageSizes: [PANEL_PAGE_SIZE], onChange: (next) => onPage(next) }}>
      <DataTable ariaLabel={title} columns={columns} items={data.items} getRowKey={(row) => row.id} keyboardShortcuts={false} empty={<EmptyState title={emptyText} />} />
    </PagedPanel>
  );
}

export function SimilarMenusPanel(props: ClusterPanelProps) {
  return (
    <Panel title="Similar menus">
      <SimilarMenus {...props} />
    </Panel>
  );
}

function SimilarMenus({ clusterId, editRefusal }: ClusterPanelProps) {
  const [page, setPage] = useState(1);
  const refresh = useClusterRefresh();
  const attach = useMenuAction(useAttachMenuMutation(), clusterId, CLUSTER_FAILURES.attach, CLUSTER_NOTICES.attached);
  const exclude = useMenuAction(useExcludeMenuMutation(), clusterId, CLUSTER_FAILURES.exclude, CLUSTER_NOTICES.excluded);
  const data = useLazyLoadQuery<ClusterMenuListPanelsSimilarQuery>(
    graphql`
      query ClusterMenuListPanelsSimilarQuery($id: ID!, $page: Int!, $pageSize: Int!) {
        menuScrapingClusterSimilarMenus(id: $id, page: $page, pageSize: $pageSize) {
          ...ClusterMenuListPanels_page
        }
      }
    `,
    { id: clusterId, page, pageSize: PANEL_PAGE_SIZE },
    { fetchPolicy: 'network-only', fetchKey: refresh.key },
  );
  return (
    <MenuPageTable
      title="Similar menus"
      page={data.menuScrapingClusterSimilarMenus}
      pageNumber={page}
      onPage={setPage}
      editRefusal={editRefusal}
      actions={[
        { label: 'Attach', run: attach },
        { label: 'Exclude from similar menus', run: exclude },
      ]}
      emptyText="No similar menus: no other menu shares a lead's URL signature"
    />
  );
}

export function RemovedMenusPanel(props: ClusterPanelProps) {
  return (
    <Panel title="Manually removed menus">
      <RemovedMenus {...props} />
    </Panel>
  );
}

function RemovedMenus({ clusterId, editRefusal }: ClusterPanelProps) {
  const [page, setPage] = useState(1);
  const refresh = useClusterRefresh();
  const attachBack = useMenuAction(useAttachBackMenuMutation(), clusterId, CLUSTER_FAILURES.attachBack, CLUSTER_NOTICES.attachedBack);
  const data = useLazyLoadQuery<ClusterMenuListPanelsRemovedQuery>(
    graphql`
      query ClusterMenuListPanelsRemovedQuery($id: ID!, $page: Int!, $pageSize: Int!) {
        menuScrapingClusterRemovedMenus(id: $id, page: $page, pageSize: $pageSize) {
          ...ClusterMenuListPanels_page
        }
      }
    `,
    { id: clusterId, page, pageSize: PANEL_PAGE_SIZE },
    { fetchPolicy: 'network-only', fetchKey: refresh.key },
  );
  return (
    <MenuPageTable
      title="Manually removed menus"
      page={data.menuScrapingClusterRemovedMenus}
      pageNumber={page}
      onPage={setPage}
      editRefusal={editRefusal}
      dateHeader="Removed"
      actions={[{ label: 'Attach back', run: attachBack }]}
      emptyText="No menu was removed from this cluster"
    />
  );
}

export function ExcludedMenusPanel(props: ClusterPanelProps) {
  return (
    <Panel title="Menus excluded from similar menus">
      <ExcludedMenus {...props} />
    </Panel>
  );
}

function ExcludedMenus({ clusterId, editRefusal }: ClusterPanelProps) {
  const [page, setPage] = useState(1);
  const refresh = useClusterRefresh();
  const removeFromExcluded = useMenuAction(useRemoveFromExcludedMutation(), clusterId, CLUSTER_FAILURES.removeExcluded, CLUSTER_NOTICES.removedFromExcluded);
  const data = useLazyLoadQuery<ClusterMenuListPanelsExcludedQuery>(
    graphql`
      query ClusterMenuListPanelsExcludedQuery($id: ID!, $page: Int!, $pageSize: Int!) {
        menuScrapingClusterExcludedMenus(id: $id, page: $page, pageSize: $pageSize) {
          ...ClusterMenuListPanels_page
        }
      }
    `,
    { id: clusterId, page, pageSize: PANEL_PAGE_SIZE },
    { fetchPolicy: 'network-only', fetchKey: refresh.key },
  );
  return (
    <MenuPageTable
      title="Menus excluded from similar menus"
      page={data.menuScrapingClusterExcludedMenus}
      pageNumber={page}
      onPage={setPage}
      editRefusal={editRefusal}
      dateHeader="Excluded"
      actions={[{ label: 'Remove from excluded', run: removeFromExcluded }]}
      emptyText="No menu is excluded from this cluster's similar menus"
    />
  );
}

type LeadRow = ClusterMenuListPanelsRemovedLeadsQuery$data['menuScrapingClusterRemovedLeads']['items'][number];

export function RemovedLeadsPanel(props: ClusterPanelProps) {
  return (
    <Panel title="Manually removed leads">
      <RemovedLeads {...props} />
    </Panel>
  );
}

function RemovedLeads({ clusterId }: ClusterPanelProps) {
  const styles = useStyles();
  const [page, setPage] = useState(1);
  const refresh = useClusterRefresh();
  const data = useLazyLoadQuery<ClusterMenuListPanelsRemovedLeadsQuery>(
    graphql`
      query ClusterMenuListPanelsRemovedLeadsQuery($id: ID!, $page: Int!, $pageSize: Int!) {
        menuScrapingClusterRemovedLeads(id: $id, page: $page, pageSize: $pageSize) {
          total
          items {
            menuId
            createdDate
            processedDate
            newMenuIds
          }
        }
      }
    `,
    { id: clusterId, page, pageSize: PANEL_PAGE_SIZE },
    { fetchPolicy: 'network-only', fetchKey: refresh.key },
  );
  const columns = useMemo<Array<DataTableColumn<LeadRow>>>(
    () => [
      { id: 'menu', header: 'Menu ID', render: (row) => <RouterLink to={menuPath(row.menuId)}>{row.menuId}</RouterLink> },
      { id: 'created', header: 'Created', render: (row) => <DateTimeText value={row.createdDate} /> },
      { id: 'processed', header: 'Processed', render: (row) => (row.processedDate ? <DateTimeText value={row.processedDate} /> : <Text className={styles.muted}>Waiting</Text>) },
      {
        id: 'new',
        header: 'New menu ids',
        render: (row) =>
          row.newMenuIds.length ? (
            <span className={styles.ids}>
              {row.newMenuIds.map((id) => (
                <RouterLink key={id} to={menuPath(id)}>
                  {id}
                </RouterLink>
              ))}
            </span>
          ) : (
            '-'
          ),
      },
    ],
    [styles],
  );
  const { total, items } = data.menuScrapingClusterRemovedLeads;
  return (
    <PagedPanel title="Manually removed leads" total={total} paging={{ page, pageSize: PANEL_PAGE_SIZE, pageSizes: [PANEL_PAGE_SIZE], onChange: (next) => setPage(next) }}>
      <DataTable ariaLabel="Manually removed leads" columns={columns} items={items} getRowKey={(row) => `${row.menuId}:${String(row.createdDate)}`} keyboardShortcuts={false} empty={<EmptyState title="No lead was removed from this cluster" />} />
    </PagedPanel>
  );
}
