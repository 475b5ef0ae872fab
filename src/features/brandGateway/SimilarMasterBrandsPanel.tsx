// Similar master brands of a master brand (spec 2, section 2.3): by name and by location website, each paged and
// collapsible, each row with Unmark as master. A refusal shows 'Unmark brand as master failed' with the server's
// message and its detail ('This brand has more than N locations attached to it.').
import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { StoreMicrosoftRegular } from '@fluentui/react-icons';
import { useState, useTransition } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useNotify } from '../../app/notifications/useNotify';
import { EditableTable } from '../../components/EditableTable';
import { PagedPanel } from '../../components/PagedPanel';
import type { SimilarMasterBrandsPanelQuery, SimilarMasterBrandsPanelQuery$data } from './__generated__/SimilarMasterBrandsPanelQuery.graphql';
import { BrandNameCell, BrandStatusBadge, CompactEmpty } from './BrandCells';
import { unmarkFailureText } from './gatewayErrors';
import { useUnmarkBrandAsMasterMutation } from './useUnmarkBrandAsMasterMutation';

const PAGE_SIZE = 5;

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(560px, 1fr))', gap: tokens.spacingHorizontalM, alignItems: 'start' },
});

type MasterBrand = SimilarMasterBrandsPanelQuery$data['byName']['brands'][number];

export function SimilarMasterBrandsPanel({ brandId, refreshKey }: { brandId: number; refreshKey: number }) {
  const styles = useStyles();
  const [byNamePage, setByNamePage] = useState(1);
  const [byWebsitePage, setByWebsitePage] = useState(1);
  const [unmarked, setUnmarked] = useState(0);
  const [pending, startTransition] = useTransition();
  const data = useLazyLoadQuery<SimilarMasterBrandsPanelQuery>(
    graphql`
      query SimilarMasterBrandsPanelQuery($id: ID!, $byNamePage: Int, $byWebsitePage: Int, $pageSize: Int) {
        byName: similarMasterBrandsByName(id: $id, page: $byNamePage, pageSize: $pageSize) {
          total
          brands {
            ...SimilarMasterBrandsPanelRow @relay(mask: false)
          }
        }
        byWebsite: similarMasterBrandsByLocationWebsite(id: $id, page: $byWebsitePage, pageSize: $pageSize) {
          total
          brands {
            ...SimilarMasterBrandsPanelRow @relay(mask: false)
          }
        }
      }
    `,
    { id: String(brandId), byNamePage, byWebsitePage, pageSize: PAGE_SIZE },
    { fetchPolicy: 'store-and-network', fetchKey: `${refreshKey}:${unmarked}` },
  );
  const refresh = () => startTransition(() => setUnmarked((count) => count + 1));
  return (
    <div className={styles.grid}>
      <PagedPanel
        title="Similar master brands by name"
        total={data.byName.total}
        paging={{ page: byNamePage, pageSize: PAGE_SIZE, onChange: (page) => startTransition(() => setByNamePage(page)) }}
      >
        <MasterTable label="Similar master brands by name" rows={data.byName.brands} loading={pending} onUnmarked={refresh} />
      </PagedPanel>
      <PagedPanel
        title="Similar master brands by website"
        total={data.byWebsite.total}
        paging={{ page: byWebsitePage, pageSize: PAGE_SIZE, onChange: (page) => startTransition(() => setByWebsitePage(page)) }}
      >
        <MasterTable label="Similar master brands by website" rows={data.byWebsite.brands} loading={pending} onUnmarked={refresh} />
      </PagedPanel>
    </div>
  );
}

graphql`
  fragment SimilarMasterBrandsPanelRow on Brand {
    id
    databaseId
    name
    website
    rank
    status
    locationCount
    brandGatewayTaskId
  }
`;

function MasterTable({ label, rows, loading, onUnmarked }: { label: string; rows: readonly MasterBrand[]; loading: boolean; onUnmarked(): void }) {
  const [active, setActive] = useState(-1);
  const [busyId, setBusyId] = useState<string | null>(null);
  const unmark = useUnmarkBrandAsMasterMutation();
  const notify = useNotify();
  const run = async (brand: MasterBrand) => {
    setBusyId(brand.id);
    try {
      await unmark.run({ id: brand.id });
      notify.success('Brand unmarked as master.');
      onUnmarked();
    } catch (error) {
      notify.error('Unmark brand as master failed', unmarkFailureText(error));
    } finally {
      setBusyId(null);
    }
  };
  return (
    <EditableTable
      ariaLabel={label}
      items={rows}
      getRowKey={(row) => row.id}
      activeIndex={active}
      onActiveIndexChange={setActive}
      loading={loading}
      empty={<CompactEmpty icon={<StoreMicrosoftRegular />} title="No similar brands" />}
      columns={[
        { id: 'id', header: 'ID', render: (row) => row.databaseId },
        { id: 'name', header: 'Brand', render: (row) => <BrandNameCell brand={row} /> },
        { id: 'status', header: 'Status', render: (row) => <BrandStatusBadge status={row.status} rank={row.rank} /> },
        { id: 'locations', header: 'Locations', render: (row) => <Text>{row.locationCount}</Text> },
        {
          id: 'unmark',
          header: 'Unmark as master',
          hideHeader: true,
          render: (row) => (
            <Button size="small" disabled={busyId !== null} icon={busyId === row.id ? <Spinner size="extra-tiny" /> : undefined} onClick={() => void run(row)}>
              Unmark as master
            </Button>
          ),
        },
      ]}
    />
  );
}
