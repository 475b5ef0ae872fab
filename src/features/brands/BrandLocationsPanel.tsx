// The brand's locations on the brand page (spec 2, section 2.10): a search box (name, address or id), paged; a row
// opens the location's page.
import { Badge, Caption1, Card, CardHeader, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { LocationRegular, SearchRegular } from '@fluentui/react-icons';
import { Suspense, useMemo, useState, useTransition } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { EMPTY_VALUE } from '../../../domain/dates';
import { usePageRetryKey } from '../../app/errors/pageRetryKey';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import { Paginator } from '../../components/Paginator';
import type { BrandLocationsPanelQuery, BrandLocationsPanelQuery$data } from './__generated__/BrandLocationsPanelQuery.graphql';
import { brandStatusColor, businessStatusColor, enumLabel, locationPath } from './brandLabels';
import { DebouncedSearchBox } from './DebouncedSearchBox';

const LOCATIONS_PAGE_SIZE = 10;

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalM },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  title: { flexGrow: 1 },
  id: { color: tokens.colorNeutralForeground3, fontVariantNumeric: 'tabular-nums' },
  name: { fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground3 },
  address: { color: tokens.colorNeutralForeground2, maxWidth: '380px' },
  website: { maxWidth: '240px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', display: 'block' },
  nowrap: { whiteSpace: 'nowrap' },
});

type Paging = { searchTerm: string; page: number; pageSize: number };
type LocationRow = NonNullable<BrandLocationsPanelQuery$data['brand']>['locations']['locations'][number];

const HEADERS = ['ID', 'Name', 'Address', 'Status', 'Business status', 'Website'];
const LOADING_COLUMNS: Array<DataTableColumn<never>> = HEADERS.map((header) => ({ id: header, header, render: () => null }));

export function BrandLocationsPanel({ brandId, locationCount }: { brandId: string; locationCount: number }) {
  const styles = useStyles();
  const [paging, setPaging] = useState<Paging>({ searchTerm: '', page: 1, pageSize: LOCATIONS_PAGE_SIZE });
  const [changing, startChange] = useTransition();
  const change = (next: Paging) => startChange(() => setPaging(next));
  return (
    <Card className={styles.card} aria-labelledby="brand-locations-title">
      <div className={styles.head}>
        <CardHeader
          className={styles.title}
          header={<Subtitle2 id="brand-locations-title">Locations</Subtitle2>}
          description={<Caption1>{`${locationCount} ${locationCount === 1 ? 'location' : 'locations'} in this brand`}</Caption1>}
        />
        <DebouncedSearchBox label="Location search" placeholder="Search by name, address or ID" value={paging.searchTerm} onChange={(searchTerm) => change({ ...paging, searchTerm, page: 1 })} />
      </div>
      <Suspense fallback={<DataTable ariaLabel="Locations" columns={LOADING_COLUMNS} items={[]} getRowKey={() => ''} loading loadingRows={5} />}>
        <LocationsResults brandId={brandId} paging={paging} changing={changing} onPaging={change} />
      </Suspense>
    </Card>
  );
}

function LocationsResults({ brandId, paging, changing, onPaging }: { brandId: string; paging: Paging; changing: boolean; onPaging(paging: Paging): void }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const data = useLazyLoadQuery<BrandLocationsPanelQuery>(
    graphql`
      query BrandLocationsPanelQuery($id: ID!, $searchTerm: String, $page: Int!, $pageSize: Int!) {
        brand(id: $id) {
          locations(searchTerm: $searchTerm, page: $page, pageSize: $pageSize) {
            total
            locations {
              id
              databaseId
              name
              formattedAddress
              status
              businessStatus
              website
            }
          }
        }
      }
    `,
    { id: brandId, searchTerm: paging.searchTerm || null, page: paging.page, pageSize: paging.pageSize },
    { fetchPolicy: 'store-and-network', fetchKey: usePageRetryKey() },
  );
  const columns = useMemo<Array<DataTableColumn<LocationRow>>>(
    () => [
      { id: 'id', header: 'ID', width: '88px', render: (location) => <span className={styles.id}>{location.databaseId}</span> },
      { id: 'name', header: 'Name', render: (location) => <span className={styles.name}>{location.name}</span> },
      { id: 'address', header: 'Address', render: (location) => <span className={styles.address}>{location.formattedAddress ?? EMPTY_VALUE}</span> },
      {
        id: 'status',
        header: 'Status',
        render: (location) => (
          <Badge appearance="tint" shape="rounded" color={brandStatusColor(location.status)}>
            {enumLabel(location.status)}
          </Badge>
        ),
      },
      {
        id: 'business',
        header: 'Business status',
        render: (location) => (
          <Badge appearance="outline" shape="rounded" color={businessStatusColor(location.businessStatus)} className={styles.nowrap}>
            {enumLabel(location.businessStatus)}
          </Badge>
        ),
      },
      {
        id: 'website',
        header: 'Website',
        render: (location) =>
          location.website ? (
            <span className={styles.website} title={location.website}>
              {location.website.replace(/^https?:\/\//, '')}
            </span>
          ) : (
            <span className={styles.muted}>{EMPTY_VALUE}</span>
          ),
      },
    ],
    [styles],
  );
  const page = data.brand?.locations ?? { total: 0, locations: [] };
  return (
    <>
      <DataTable
        ariaLabel="Locations"
        columns={columns}
        items={page.locations}
        getRowKey={(location) => location.id}
        onRowOpen={(location) => void navigate(locationPath(location.databaseId))}
        loading={changing}
        empty={
          paging.searchTerm ? (
            <EmptyState icon={<SearchRegular />} title="No locations match" description={`No location of this brand matches “${paging.searchTerm}”.`} />
          ) : (
            <EmptyState icon={<LocationRegular />} title="No locations" description="This brand has no locations yet." />
          )
        }
      />
      {page.total > 0 && (
        <Paginator page={paging.page} pageSize={paging.pageSize} total={page.total} onChange={(next, pageSize) => onPaging({ ...paging, page: next, pageSize })} />
      )}
    </>
  );
}
