// The clusters that scrape with the template (spec 3, section 2): each cluster's id, linking to it, and its menu count,
// paged by 10. Empty until clusters exist.
import { Text } from '@fluentui/react-components';
import { Suspense, useMemo, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import { Paginator } from '../../components/Paginator';
import type { TemplateClustersTableQuery, TemplateClustersTableQuery$data } from './__generated__/TemplateClustersTableQuery.graphql';

const PAGE_SIZE = 10;
type Row = TemplateClustersTableQuery$data['menuScrapingTemplateClusters']['items'][number];

export function TemplateClustersTable({ templateId }: { templateId: string }) {
  const [page, setPage] = useState(1);
  return (
    <Suspense fallback={<Text>Loading clusters</Text>}>
      <ClustersPage templateId={templateId} page={page} onPage={setPage} />
    </Suspense>
  );
}

function ClustersPage({ templateId, page, onPage }: { templateId: string; page: number; onPage(page: number): void }) {
  const data = useLazyLoadQuery<TemplateClustersTableQuery>(
    graphql`
      query TemplateClustersTableQuery($id: ID!, $page: Int!, $pageSize: Int!) {
        menuScrapingTemplateClusters(id: $id, page: $page, pageSize: $pageSize) {
          total
          items {
            clusterId
            menuCount
          }
        }
      }
    `,
    { id: templateId, page, pageSize: PAGE_SIZE },
    { fetchPolicy: 'network-only' },
  );
  const columns = useMemo<Array<DataTableColumn<Row>>>(
    () => [
      {
        id: 'cluster',
        header: 'Cluster id',
        render: (row) => <RouterLink to={`/menu-scraping-templates/clusters/${row.clusterId}`}>{row.clusterId}</RouterLink>,
      },
      { id: 'menus', header: 'Menu count', render: (row) => row.menuCount },
    ],
    [],
  );
  const { total, items } = data.menuScrapingTemplateClusters;
  return (
    <>
      <DataTable
        ariaLabel="Clusters using this template"
        columns={columns}
        items={items}
        getRowKey={(row) => String(row.clusterId)}
        keyboardShortcuts={false}
        empty={<EmptyState title="No cluster uses this template" description="Clusters that scrape with it will be listed here." />}
      />
      {total > PAGE_SIZE ? <Paginator page={page} pageSize={PAGE_SIZE} total={total} onChange={(next) => onPage(next)} /> : null}
    </>
  );
}
