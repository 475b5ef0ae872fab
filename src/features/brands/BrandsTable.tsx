// The brands table (spec 2, section 2.9): brand name, locations count, messiness, status, unsupported business, business
// status, has menu, website, updated. Rows open the brand (click, or j/k then Enter).
import { Badge, Link, makeStyles, tokens } from '@fluentui/react-components';
import { BuildingShopRegular, CheckmarkRegular, OpenRegular } from '@fluentui/react-icons';
import { useMemo, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useLocation, useNavigate } from 'react-router-dom';
import { EMPTY_VALUE } from '../../../domain/dates';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { DateTimeText } from '../../components/DateTimeText';
import { EmptyState } from '../../components/EmptyState';
import type { BrandsTable_brands$data, BrandsTable_brands$key } from './__generated__/BrandsTable_brands.graphql';
import { brandPath, brandStatusColor, businessStatusColor, enumLabel } from './brandLabels';

const useStyles = makeStyles({
  name: { display: 'flex', flexDirection: 'column', minWidth: '180px' },
  title: { fontWeight: tokens.fontWeightSemibold },
  id: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, fontVariantNumeric: 'tabular-nums' },
  number: { fontVariantNumeric: 'tabular-nums' },
  muted: { color: tokens.colorNeutralForeground3 },
  yes: { color: tokens.colorPaletteGreenForeground1, fontSize: tokens.fontSizeBase400, verticalAlign: 'middle' },
  website: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS, maxWidth: '260px', whiteSpace: 'nowrap' },
  websiteText: { overflow: 'hidden', textOverflow: 'ellipsis' },
  nowrap: { whiteSpace: 'nowrap' },
});

type BrandRow = BrandsTable_brands$data[number];

export interface BrandsTableProps {
  brands: BrandsTable_brands$key;
  loading: boolean;
  canOpen: boolean;
  /** Shown instead of rows when the page is empty. */
  empty?: ReactNode;
}

const LOADING_HEADERS = ['Brand name', 'Locations', 'Messiness', 'Status', 'Unsupported business', 'Business status', 'Has menu', 'Website', 'Updated'];

export const BRANDS_LOADING_COLUMNS: Array<DataTableColumn<never>> = LOADING_HEADERS.map((header) => ({ id: header, header, render: () => null }));

export function BrandsTable({ brands: brandsKey, loading, canOpen, empty }: BrandsTableProps) {
  const styles = useStyles();
  const navigate = useNavigate();
  // The brand page's Go back returns to the list with these filters.
  const { search } = useLocation();
  const brands = useFragment(
    graphql`
      fragment BrandsTable_brands on Brand @relay(plural: true) {
        id
        databaseId
        name
        locationCount
        messinessScore
        status
        hasOnlyUnsupportedBusinessTypes
        businessStatus
        hasMenu
        website
        modifiedDate
      }
    `,
    brandsKey,
  );

  const columns = useMemo<Array<DataTableColumn<BrandRow>>>(() => {
    const yesNo = (value: boolean, label: string) =>
      value ? <CheckmarkRegular className={styles.yes} aria-label={`${label}: yes`} /> : <span className={styles.muted} aria-label={`${label}: no`}>{EMPTY_VALUE}</span>;
    return [
      {
        id: 'name',
        header: 'Brand name',
        render: (brand) => (
          <span className={styles.name}>
            <span className={styles.title}>{brand.name}</span>
            <span className={styles.id}>#{brand.databaseId}</span>
          </span>
        ),
      },
      { id: 'locations', header: 'Locations', align: 'end', render: (brand) => <span className={styles.number}>{brand.locationCount}</span> },
      { id: 'messiness', header: 'Messiness', align: 'end', render: (brand) => <span className={styles.number}>{brand.messinessScore}</span> },
      {
        id: 'status',
        header: 'Status',
        render: (brand) => (
          <Badge appearance="tint" shape="rounded" color={brandStatusColor(brand.status)}>
            {enumLabel(brand.status)}
          </Badge>
        ),
      },
      { id: 'unsupported', header: 'Unsupported business', render: (brand) => yesNo(brand.hasOnlyUnsupportedBusinessTypes, 'Unsupported business') },
      {
        id: 'businessStatus',
        header: 'Business status',
        render: (brand) => (
          <Badge appearance="outline" shape="rounded" color={businessStatusColor(brand.businessStatus)} className={styles.nowrap}>
            {enumLabel(brand.businessStatus)}
          </Badge>
        ),
      },
      { id: 'hasMenu', header: 'Has menu', render: (brand) => yesNo(brand.hasMenu, 'Has menu') },
      {
        id: 'website',
        header: 'Website',
        render: (brand) =>
          brand.website ? (
            <Link href={brand.website} target="_blank" rel="noreferrer" className={styles.website} title={brand.website}>
              <span className={styles.websiteText}>{brand.website.replace(/^https?:\/\//, '')}</span>
              <OpenRegular aria-hidden />
            </Link>
          ) : (
            <span className={styles.muted}>{EMPTY_VALUE}</span>
          ),
      },
      {
        id: 'updated',
        header: 'Updated',
        render: (brand) => (
          <span className={styles.nowrap}>
            <DateTimeText value={brand.modifiedDate} />
          </span>
        ),
      },
    ];
  }, [styles]);

  return (
    <DataTable
      ariaLabel="Brands"
      columns={columns}
      items={brands}
      getRowKey={(brand) => brand.id}
      onRowOpen={canOpen ? (brand) => void navigate(brandPath(brand.databaseId), { state: { brandsSearch: search } }) : undefined}
      loading={loading}
      empty={empty ?? <EmptyState icon={<BuildingShopRegular />} title="No brands" description="Brands come in with their locations, or are created here." />}
    />
  );
}
