// Similar brands of a master brand (spec 2, section 2.3): by name, with its own search box ('Please provide a brand
// name' when empty) and sortable by brand id, and by location website. A row's relationship can be set from here, which
// adds a slave or not-same relation on save.
import { Button, Field, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowSortDownRegular, ArrowSortUpRegular, ArrowSortRegular, SearchRegular, StoreMicrosoftRegular } from '@fluentui/react-icons';
import { useEffect, useState, useTransition, type FormEvent } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { firstError, similarBrandNameSchema } from '../../../domain/brandGatewaySchemas';
import { EditableTable } from '../../components/EditableTable';
import { PagedPanel } from '../../components/PagedPanel';
import type { SimilarBrandsPanelQuery, SimilarBrandsPanelQuery$data } from './__generated__/SimilarBrandsPanelQuery.graphql';
import { BrandNameCell, BrandStatusBadge, CompactEmpty } from './BrandCells';
import { relationshipOf, type Relationship } from './gatewayForm';
import { RelationshipSelect } from './RelationshipSelect';
import type { GatewayForm } from './useGatewayForm';

const SIMILAR_PAGE_SIZE = 20;

const useStyles = makeStyles({
  search: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

type SimilarBrand = SimilarBrandsPanelQuery$data['similarBrands']['byName'][number];
type Sort = null | 'asc' | 'desc';

export function SimilarBrandsPanel({ brandId, brandName, form, refreshKey, readOnly = false }: { brandId: number; brandName: string; form: GatewayForm; refreshKey: number; readOnly?: boolean }) {
  const styles = useStyles();
  const [text, setText] = useState(brandName);
  const [name, setName] = useState(brandName);
  const [error, setError] = useState<string | null>(null);
  const [sort, setSort] = useState<Sort>(null);
  const [pending, startTransition] = useTransition();
  const data = useLazyLoadQuery<SimilarBrandsPanelQuery>(
    graphql`
      query SimilarBrandsPanelQuery($id: ID!, $name: String, $pageSize: Int, $sortingCriterion: BrandSortingCriterion, $sortingOrder: SortingOrder) {
        similarBrands(id: $id, name: $name, pageSize: $pageSize, sortingCriterion: $sortingCriterion, sortingOrder: $sortingOrder) {
          byName {
            ...SimilarBrandsPanelRow @relay(mask: false)
          }
          byLocationWebsite {
            ...SimilarBrandsPanelRow @relay(mask: false)
          }
        }
      }
    `,
    { id: String(brandId), name, pageSize: SIMILAR_PAGE_SIZE, sortingCriterion: sort ? 'ID' : null, sortingOrder: sort },
    { fetchPolicy: 'store-and-network', fetchKey: refreshKey },
  );
  const { byName, byLocationWebsite } = data.similarBrands;
  const { learn } = form.relations;
  // A similar brand whose master is this brand is its slave: a choice equal to that is no change.
  useEffect(() => {
    learn([...byName, ...byLocationWebsite].filter((brand) => brand.masterBrand?.databaseId === brandId).map((brand) => [brand.databaseId, 'SLAVE' as Relationship]));
  }, [byName, byLocationWebsite, brandId, learn]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    const problem = firstError(similarBrandNameSchema, text);
    setError(problem);
    if (!problem) startTransition(() => setName(text.trim()));
  };
  const nextSort: Record<string, Sort> = { null: 'asc', asc: 'desc', desc: null };
  const sortIcon = sort === 'asc' ? <ArrowSortUpRegular /> : sort === 'desc' ? <ArrowSortDownRegular /> : <ArrowSortRegular />;

  return (
    <div className={styles.stack}>
      <PagedPanel
        title="Similar brands by name"
        total={byName.length}
        toolbar={
          <Button size="small" appearance="subtle" icon={sortIcon} onClick={() => startTransition(() => setSort(nextSort[String(sort)]))} title="Sort the similar brands by brand id">
            {sort ? `ID ${sort === 'asc' ? 'ascending' : 'descending'}` : 'Sort by ID'}
          </Button>
        }
      >
        <form className={styles.search} onSubmit={search} noValidate role="search" aria-label="Similar brands by name">
          <Field validationMessage={error ?? undefined} validationState={error ? 'error' : 'none'} style={{ flexGrow: 1 }}>
            <Input aria-label="Brand name to compare" value={text} contentBefore={<SearchRegular />} onChange={(_event, value) => setText(value.value)} />
          </Field>
          <Button type="submit">Search</Button>
        </form>
        <SimilarTable label="Similar brands by name" rows={byName} brandId={brandId} form={form} loading={pending} readOnly={readOnly} />
      </PagedPanel>
      <PagedPanel title="Similar brands by location website" total={byLocationWebsite.length}>
        <SimilarTable label="Similar brands by location website" rows={byLocationWebsite} brandId={brandId} form={form} loading={pending} readOnly={readOnly} />
      </PagedPanel>
    </div>
  );
}

graphql`
  fragment SimilarBrandsPanelRow on Brand {
    databaseId
    name
    website
    rank
    status
    locationCount
    brandGatewayTaskId
    masterBrand {
      databaseId
    }
  }
`;

function SimilarTable({ label, rows, brandId, form, loading, readOnly }: { label: string; rows: readonly SimilarBrand[]; brandId: number; form: GatewayForm; loading: boolean; readOnly: boolean }) {
  const [active, setActive] = useState(-1);
  return (
    <EditableTable
      ariaLabel={label}
      readOnly={readOnly}
      items={rows}
      getRowKey={(row) => String(row.databaseId)}
      activeIndex={active}
      onActiveIndexChange={setActive}
      loading={loading}
      rowMark={(row) => (form.choices.has(row.databaseId) ? 'changed' : null)}
      empty={<CompactEmpty icon={<StoreMicrosoftRegular />} title="No similar brands" />}
      columns={[
        { id: 'id', header: 'ID', render: (row) => row.databaseId },
        { id: 'name', header: 'Brand', render: (row) => <BrandNameCell brand={row} /> },
        { id: 'status', header: 'Status', render: (row) => <BrandStatusBadge status={row.status} rank={row.rank} /> },
        { id: 'locations', header: 'Locations', render: (row) => <Text>{row.locationCount}</Text> },
        {
          id: 'relationship',
          header: 'Relationship',
          render: (row) => (
            <RelationshipSelect
              brandName={row.name}
              value={relationshipOf(row.databaseId, form.choices, form.loaded)}
              disabled={row.databaseId === brandId}
              onChange={(value) => form.relations.choose(row.databaseId, value)}
            />
          ),
        },
      ]}
    />
  );
}
