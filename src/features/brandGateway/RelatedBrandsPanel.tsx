// Related brands of a master brand (spec 2, section 2.3): its slaves and not-same brands, paged at 5, the relationship
// chosen per row. What a page shows is what the payload's removed relations are computed against; changing page with
// unsaved relationship choices asks first (spec 2, section 2.2).
import { Text } from '@fluentui/react-components';
import { PeopleCommunityRegular } from '@fluentui/react-icons';
import { useEffect, useState, useTransition } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EditableTable } from '../../components/EditableTable';
import { PagedPanel } from '../../components/PagedPanel';
import { UNSAVED_CHANGES_TITLE } from '../taskPage/useUnsavedChangesPrompt';
import type { RelatedBrandsPanelQuery } from './__generated__/RelatedBrandsPanelQuery.graphql';
import { BrandNameCell, BrandStatusBadge, CompactEmpty } from './BrandCells';
import { relationshipOf, type Relationship } from './gatewayForm';
import { RelationshipSelect } from './RelationshipSelect';
import { UNSAVED_RELATED_BRANDS_TEXT, type GatewayForm } from './useGatewayForm';

export const RELATED_BRANDS_PAGE_SIZE = 5;

/** `changedInDefine`: DEFINE changed the relations (review by difference in QC and QQA). */
export function RelatedBrandsPanel({ brandId, form, refreshKey, readOnly = false, changedInDefine = false }: { brandId: number; form: GatewayForm; refreshKey: number; readOnly?: boolean; changedInDefine?: boolean }) {
  const [page, setPage] = useState(1);
  const [asked, setAsked] = useState<number | null>(null);
  const [active, setActive] = useState(-1);
  const [pending, startTransition] = useTransition();
  const data = useLazyLoadQuery<RelatedBrandsPanelQuery>(
    graphql`
      query RelatedBrandsPanelQuery($id: ID!, $page: Int, $pageSize: Int) {
        brand(id: $id) {
          relatedBrands(page: $page, pageSize: $pageSize) {
            total
            relatedBrands {
              relationship
              brand {
                databaseId
                name
                website
                rank
                status
                locationCount
                brandGatewayTaskId
              }
            }
          }
        }
      }
    `,
    { id: String(brandId), page, pageSize: RELATED_BRANDS_PAGE_SIZE },
    { fetchPolicy: 'store-and-network', fetchKey: refreshKey },
  );
  const related = data.brand?.relatedBrands;
  const rows = related?.relatedBrands ?? [];
  const { learn } = form.relations;
  useEffect(() => {
    learn(rows.map((row) => [row.brand.databaseId, row.relationship as Relationship]));
  }, [rows, learn]);

  const go = (next: number) => startTransition(() => setPage(next));
  const unsaved = [...form.choices.keys()].some((id) => rows.some((row) => row.brand.databaseId === id));
  return (
    <PagedPanel
      title="Related brands"
      total={related?.total ?? 0}
      highlighted={unsaved || changedInDefine}
      paging={{ page, pageSize: RELATED_BRANDS_PAGE_SIZE, onChange: (next) => (form.choices.size > 0 ? setAsked(next) : go(next)) }}
    >
      <EditableTable
        ariaLabel="Related brands"
        readOnly={readOnly}
        items={rows}
        getRowKey={(row) => String(row.brand.databaseId)}
        activeIndex={active}
        onActiveIndexChange={setActive}
        loading={pending}
        rowMark={(row) => (form.choices.has(row.brand.databaseId) ? 'changed' : null)}
        empty={<CompactEmpty icon={<PeopleCommunityRegular />} title="No related brands" description="Choose Slave or Not same on a similar brand to relate it." />}
        columns={[
          { id: 'id', header: 'ID', render: (row) => row.brand.databaseId },
          { id: 'name', header: 'Brand', render: (row) => <BrandNameCell brand={row.brand} /> },
          { id: 'status', header: 'Status', render: (row) => <BrandStatusBadge status={row.brand.status} rank={row.brand.rank} /> },
          { id: 'locations', header: 'Locations', render: (row) => <Text>{row.brand.locationCount}</Text> },
          {
            id: 'relationship',
            header: 'Relationship',
            render: (row) => (
              <RelationshipSelect
                brandName={row.brand.name}
                value={relationshipOf(row.brand.databaseId, form.choices, new Map([[row.brand.databaseId, row.relationship as Relationship]]))}
                onChange={(value) => form.relations.choose(row.brand.databaseId, value)}
              />
            ),
          },
        ]}
      />
      <ConfirmDialog
        open={asked !== null}
        title={UNSAVED_CHANGES_TITLE}
        onConfirm={() => {
          if (asked !== null) go(asked);
          setAsked(null);
        }}
        onCancel={() => setAsked(null)}
      >
        {UNSAVED_RELATED_BRANDS_TEXT}
      </ConfirmDialog>
    </PagedPanel>
  );
}
