// /brands (spec 2, section 2.9): brands filtered by search term, Brand status and Business status, paged, all in the
// query string; a row opens the brand; 'New brand' opens the create dialog.
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, SearchRegular } from '@fluentui/react-icons';
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useRegisterCommands, type Command } from '../../app/commands/useRegisterCommands';
import { useShortcut } from '../../app/commands/useShortcut';
import { usePageRetryKey } from '../../app/errors/pageRetryKey';
import { useSession } from '../../app/session/useSession';
import { useDocumentTitle } from '../../app/shell/useDocumentTitle';
import { DataTable } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import { lazyWhenOpened } from '../../components/lazyWhenOpened';
import { PageHeader } from '../../components/PageHeader';
import { Paginator } from '../../components/Paginator';
import type { BrandsListRouteQuery } from './__generated__/BrandsListRouteQuery.graphql';
import { BrandFilterBar } from './BrandFilterBar';
import { brandPath } from './brandLabels';
import { hasBrandFilters, readBrandListState, toBrandListVariables, withBrandFilter, writeBrandListState, type BrandFilterName, type BrandListState } from './brandListQueryString';
import { useBrandPageStyles } from './brandPageStyles';
import { BRANDS_LOADING_COLUMNS, BrandsTable } from './BrandsTable';

const BrandCreateDialog = lazyWhenOpened(() => import('./BrandCreateDialog').then((m) => m.BrandCreateDialog));

const NEW_BRAND_SHORTCUT = 'n';

const useStyles = makeStyles({
  results: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  count: { color: tokens.colorNeutralForeground3 },
});

export function BrandsListRoute() {
  const pageStyles = useBrandPageStyles();
  const styles = useStyles();
  useDocumentTitle('Brands');
  const [params, setParams] = useSearchParams();
  const state = readBrandListState(params);
  const { can } = useSession();
  const navigate = useNavigate();
  const canCreate = can('brand.create');
  const [creating, setCreating] = useState(false);
  const openCreate = useCallback(() => setCreating(true), []);

  // The state asked for but not shown yet: the router renders it in a transition, keeping this one on screen.
  const search = writeBrandListState(state).toString();
  const [requested, setRequested] = useState<string | null>(null);
  useEffect(() => setRequested(null), [search]);
  const change = useCallback(
    (next: BrandListState) => {
      setRequested(writeBrandListState(next).toString());
      setParams(writeBrandListState(next));
    },
    [setParams],
  );
  const changing = requested !== null && requested !== search;

  const commands = useMemo<Command[]>(
    () =>
      canCreate
        ? [{ id: 'brands.create', title: 'New brand', group: 'Brands', shortcut: NEW_BRAND_SHORTCUT, keywords: ['create', 'add', 'brand'], run: openCreate }]
        : [],
    [canCreate, openCreate],
  );
  useRegisterCommands(commands);
  useShortcut(NEW_BRAND_SHORTCUT, openCreate, { description: 'New brand', group: 'Brands', enabled: canCreate });

  return (
    <div className={pageStyles.page}>
      <PageHeader
        title="Brands"
        subtitle="Restaurant brands, their locations and menus."
        actions={
          canCreate ? (
            <Button appearance="primary" icon={<AddRegular />} onClick={openCreate}>
              New brand
            </Button>
          ) : null
        }
      />
      <BrandFilterBar
        state={state}
        onChange={(name: BrandFilterName, value) => change(withBrandFilter(state, name, value))}
        onClear={() => change({ ...state, brandSearchTerm: '', status: null, businessStatus: null, page: 1 })}
      />
      <div className={styles.results}>
        <Suspense
          fallback={
            <>
              <Text className={styles.count}>Loading records</Text>
              <DataTable ariaLabel="Brands" columns={BRANDS_LOADING_COLUMNS} items={[]} getRowKey={() => ''} loading loadingRows={Math.min(state.pageSize, 10)} />
            </>
          }
        >
          <BrandsListResults state={state} changing={changing} onChange={change} />
        </Suspense>
      </div>
      {canCreate && (
        <BrandCreateDialog open={creating} onClose={() => setCreating(false)} onCreated={(databaseId) => void navigate(brandPath(databaseId))} />
      )}
    </div>
  );
}

function BrandsListResults({ state, changing, onChange }: { state: BrandListState; changing: boolean; onChange(state: BrandListState): void }) {
  const styles = useStyles();
  const { can } = useSession();
  const data = useLazyLoadQuery<BrandsListRouteQuery>(
    graphql`
      query BrandsListRouteQuery($filters: BrandFilters, $page: Int!, $pageSize: Int!, $sortingCriterion: BrandSortingCriterion, $sortingOrder: SortingOrder) {
        brands(filters: $filters, page: $page, pageSize: $pageSize, sortingCriterion: $sortingCriterion, sortingOrder: $sortingOrder) {
          total
          brands {
            ...BrandsTable_brands
          }
        }
      }
    `,
    toBrandListVariables(state),
    { fetchPolicy: 'network-only', fetchKey: usePageRetryKey() },
  );
  const { total, brands } = data.brands;
  const pastTheEnd = brands.length === 0 && total > 0 && state.page > 1;
  const filtered = hasBrandFilters(state);

  return (
    <>
      <Text className={styles.count} aria-live="polite">
        {changing ? 'Loading records' : `${total} matching ${total === 1 ? 'record' : 'records'}`}
      </Text>
      <BrandsTable
        brands={brands}
        loading={changing}
        canOpen={can('brand.get')}
        empty={
          pastTheEnd ? (
            <EmptyState
              title={`There is no page ${state.page}`}
              description={`The ${total} brands fit on fewer pages.`}
              actions={<Button onClick={() => onChange({ ...state, page: 1 })}>Go to the first page</Button>}
            />
          ) : filtered ? (
            <EmptyState
              icon={<SearchRegular />}
              title="No brands match these filters"
              description="Try another name, or clear the filters to see every brand."
              actions={<Button onClick={() => onChange({ ...state, brandSearchTerm: '', status: null, businessStatus: null, page: 1 })}>Clear all filters</Button>}
            />
          ) : undefined
        }
      />
      <Paginator page={state.page} pageSize={state.pageSize} total={total} onChange={(page, pageSize) => onChange({ ...state, page, pageSize })} />
    </>
  );
}
