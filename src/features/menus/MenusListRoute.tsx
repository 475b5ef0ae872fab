// /menus (spec 2, section 2.12): menus filtered by every filter of the spec, newest change first, paged, all in the
// query string; a row opens the menu.
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import { usePageRetryKey } from '../../app/errors/pageRetryKey';
import { useSession } from '../../app/session/useSession';
import { useDocumentTitle } from '../../app/shell/useDocumentTitle';
import { DataTable } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { matchingRecordsLabel } from '../../components/pageLabel';
import { Paginator } from '../../components/Paginator';
import { useBrandPageStyles } from '../brands/brandPageStyles';
import type { MenusListRouteQuery } from './__generated__/MenusListRouteQuery.graphql';
import { MenuFilterBar } from './MenuFilterBar';
import { clearedMenuFilters, hasMenuFilters, readMenuListState, toMenuListVariables, withMenuFilter, writeMenuListState, type MenuListState } from './menuListQueryString';
import { MENUS_LOADING_COLUMNS, MenusTable } from './MenusTable';

const useStyles = makeStyles({
  results: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  count: { color: tokens.colorNeutralForeground3 },
});

export function MenusListRoute() {
  const pageStyles = useBrandPageStyles();
  const styles = useStyles();
  useDocumentTitle('Menus');
  const [params, setParams] = useSearchParams();
  const state = readMenuListState(params);

  // The state asked for but not shown yet: the router renders it in a transition, keeping this one on screen.
  const search = writeMenuListState(state).toString();
  const [requested, setRequested] = useState<string | null>(null);
  useEffect(() => setRequested(null), [search]);
  const change = useCallback(
    (next: MenuListState) => {
      setRequested(writeMenuListState(next).toString());
      setParams(writeMenuListState(next));
    },
    [setParams],
  );
  const changing = requested !== null && requested !== search;

  return (
    <div className={pageStyles.page}>
      <PageHeader title="Menus" subtitle="Every menu of every brand and location, newest change first." />
      <MenuFilterBar state={state} onChange={(name, value) => change(withMenuFilter(state, name, value))} onClear={() => change(clearedMenuFilters(state))} />
      <div className={styles.results}>
        <Suspense
          fallback={
            <>
              <Text className={styles.count}>Loading records</Text>
              <DataTable ariaLabel="Menus" columns={MENUS_LOADING_COLUMNS} items={[]} getRowKey={() => ''} loading loadingRows={Math.min(state.pageSize, 10)} />
            </>
          }
        >
          <MenusListResults state={state} changing={changing} onChange={change} />
        </Suspense>
      </div>
    </div>
  );
}

function MenusListResults({ state, changing, onChange }: { state: MenuListState; changing: boolean; onChange(state: MenuListState): void }) {
  const styles = useStyles();
  const { can } = useSession();
  const data = useLazyLoadQuery<MenusListRouteQuery>(
    graphql`
      query MenusListRouteQuery($filters: MenuFilters, $page: Int!, $pageSize: Int!) {
        menus(filters: $filters, page: $page, pageSize: $pageSize) {
          total
          totalIsCapped
          menus {
            ...MenusTable_menus
          }
        }
      }
    `,
    toMenuListVariables(state),
    { fetchPolicy: 'network-only', fetchKey: usePageRetryKey() },
  );
  const { total, totalIsCapped, menus } = data.menus;
  const pastTheEnd = menus.length === 0 && total > 0 && state.page > 1;
  // A search matching more than the cap is counted to the cap only (server/menus/menuList.ts): '10,000+', and the
  // pages go on while they come back full.
  const count = matchingRecordsLabel(total, totalIsCapped);

  return (
    <>
      <Text className={styles.count} aria-live="polite">
        {changing ? 'Loading records' : count}
      </Text>
      <MenusTable
        menus={menus}
        loading={changing}
        canOpen={can('menu.get')}
        empty={
          pastTheEnd ? (
            <EmptyState
              title={`There is no page ${state.page}`}
              description={totalIsCapped ? 'The matching menus fit on fewer pages.' : `The ${total} menus fit on fewer pages.`}
              actions={<Button onClick={() => onChange({ ...state, page: 1 })}>Go to the first page</Button>}
            />
          ) : hasMenuFilters(state) ? (
            <EmptyState
              icon={<SearchRegular />}
              title="No menus match these filters"
              description="Try other terms, or clear the filters to see every menu."
              actions={<Button onClick={() => onChange(clearedMenuFilters(state))}>Clear all filters</Button>}
            />
          ) : undefined
        }
      />
      <Paginator
        page={state.page}
        pageSize={state.pageSize}
        total={total}
        totalIsCapped={totalIsCapped}
        hasNextPage={menus.length === state.pageSize}
        onChange={(page, pageSize) => onChange({ ...state, page, pageSize })}
      />
    </>
  );
}
