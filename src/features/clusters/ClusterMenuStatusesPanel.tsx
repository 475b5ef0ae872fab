// Menu statuses (spec 3, sections 2 and 4): the cluster's menus counted by menu status and scraping status, 10 a page,
// each row with Reset menus, which resets the scraping data of those menus and reports how many. Reset is disabled for
// the row of NEW menus without a scraping status (nothing to reset) and for anyone who may not edit the cluster.
import { Button, Tooltip } from '@fluentui/react-components';
import { ArrowResetRegular } from '@fluentui/react-icons';
import { Suspense, useMemo, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useNotify } from '../../app/notifications/useNotify';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import { PagedPanel } from '../../components/PagedPanel';
import { errorMessage } from '../../relay/errorMessage';
import { PanelErrorBoundary } from '../brandDefinition/PanelErrorBoundary';
import { humanizeEnum } from '../tasks/taskListLogic';
import type { ClusterMenuStatusesPanelQuery, ClusterMenuStatusesPanelQuery$data } from './__generated__/ClusterMenuStatusesPanelQuery.graphql';
import { useResetClusterMenusMutation } from './clusterMutations';
import { CLUSTER_FAILURES, CLUSTER_NOTICES } from './clusterNotices';
import type { ClusterPanelProps } from './ClusterPanels';
import { useClusterRefresh } from './clusterRefresh';

export const PANEL_PAGE_SIZE = 10;
const TITLE = 'Menu statuses';
type Row = ClusterMenuStatusesPanelQuery$data['menuScrapingClusterMenuStatusCounts'][number];

/** Spec 3, section 4: nothing to reset for NEW menus that were never scraped. */
export const resetRefusal = (row: { menuStatus: string; scrapingStatus?: string | null }) =>
  row.menuStatus === 'NEW' && !row.scrapingStatus ? 'These menus have no scraping data to reset.' : null;

export function ClusterMenuStatusesPanel(props: ClusterPanelProps) {
  return (
    <PanelErrorBoundary title="The menu statuses could not be loaded.">
      <Suspense fallback={<PagedPanel title={TITLE}><DataTable ariaLabel={TITLE} columns={[]} items={[]} getRowKey={() => ''} loading loadingRows={3} keyboardShortcuts={false} /></PagedPanel>}>
        <Statuses {...props} />
      </Suspense>
    </PanelErrorBoundary>
  );
}

function Statuses({ clusterId, editRefusal }: ClusterPanelProps) {
  const notify = useNotify();
  const refresh = useClusterRefresh();
  const reset = useResetClusterMenusMutation();
  const [page, setPage] = useState(1);
  const [busyRow, setBusyRow] = useState<string | null>(null);
  const data = useLazyLoadQuery<ClusterMenuStatusesPanelQuery>(
    graphql`
      query ClusterMenuStatusesPanelQuery($id: ID!) {
        menuScrapingClusterMenuStatusCounts(id: $id) {
          menuStatus
          scrapingStatus
          count
        }
      }
    `,
    { id: clusterId },
    { fetchPolicy: 'network-only', fetchKey: refresh.key },
  );
  const rows = data.menuScrapingClusterMenuStatusCounts;
  const shown = rows.slice((page - 1) * PANEL_PAGE_SIZE, page * PANEL_PAGE_SIZE);
  const keyOf = (row: Row) => `${row.menuStatus}:${row.scrapingStatus ?? ''}`;

  const columns = useMemo<Array<DataTableColumn<Row>>>(
    () => [
      { id: 'status', header: 'Menu status', render: (row) => humanizeEnum(row.menuStatus) },
      { id: 'scraping', header: 'Scraping status', render: (row) => (row.scrapingStatus ? humanizeEnum(row.scrapingStatus) : '-') },
      { id: 'count', header: 'Menus', align: 'end', width: '90px', render: (row) => row.count },
      {
        id: 'reset',
        header: 'Reset menus',
        hideHeader: true,
        align: 'end',
        width: '150px',
        render: (row) => {
          const refusal = editRefusal ?? resetRefusal(row);
          const run = async () => {
            setBusyRow(keyOf(row));
            try {
              const answer = await reset.run({ id: clusterId, menuStatus: row.menuStatus, scrapingStatus: row.scrapingStatus ?? null });
              notify.success(CLUSTER_NOTICES.reset(answer.resetMenuScrapingClusterMenus));
              refresh.refresh();
            } catch (error) {
              notify.error(CLUSTER_FAILURES.reset, errorMessage(error));
            } finally {
              setBusyRow(null);
            }
          };
          return (
            <Tooltip content={refusal ?? `Reset the scraping data of these ${row.count} menus`} relationship="description" withArrow>
              <Button size="small" icon={<ArrowResetRegular />} disabledFocusable={refusal !== null || busyRow !== null} onClick={() => void run()}>
                Reset menus
              </Button>
            </Tooltip>
          );
        },
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [editRefusal, busyRow, clusterId, refresh],
  );

  return (
    <PagedPanel title={TITLE} total={rows.length} paging={{ page, pageSize: PANEL_PAGE_SIZE, pageSizes: [PANEL_PAGE_SIZE], onChange: (next) => setPage(next) }}>
      <DataTable
        ariaLabel={TITLE}
        columns={columns}
        items={shown}
        getRowKey={keyOf}
        keyboardShortcuts={false}
        empty={<EmptyState title="No menus in this cluster" description="Menus attached to the cluster are counted here by status." />}
      />
    </PagedPanel>
  );
}
