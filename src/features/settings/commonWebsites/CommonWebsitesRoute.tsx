// /settings/common-websites (spec 3, section 2): the domains whose websites say nothing about who owns a location,
// searched ('Search website', 30% wide, with clear) and paged through the query string (websiteDomain, page, pageSize),
// edited as one form and saved at once. Changing page or search with unsaved changes asks first, as leaving does.
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { Suspense, lazy, useCallback, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import { usePageRetryKey } from '../../../app/errors/pageRetryKey';
import { useSession } from '../../../app/session/useSession';
import { useDocumentTitle } from '../../../app/shell/useDocumentTitle';
import { EditableTable } from '../../../components/EditableTable';
import { PageHeader } from '../../../components/PageHeader';
import { matchingRecordsLabel } from '../../../components/pageLabel';
import { PAGE_SIZES, Paginator } from '../../../components/Paginator';
import { readPaging, writePaging, type Paging } from '../../../components/pagingParams';
import { UNSAVED_CHANGES_TITLE } from '../../../components/UnsavedChangesPrompt';
import { DebouncedSearchBox } from '../../brands/DebouncedSearchBox';
import { useSettingsPageStyles } from '../SettingsLayout';
import type { CommonWebsitesRouteQuery } from './__generated__/CommonWebsitesRouteQuery.graphql';
import { COMMON_WEBSITES_UNSAVED_TEXT, CommonWebsitesForm } from './CommonWebsitesForm';
import { COMMON_WEBSITES_DEFAULT_PAGE_SIZE, readWebsiteSearch, withWebsiteSearch } from './commonWebsitesQueryString';

const ConfirmDialog = lazy(() => import('../../../components/ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })));

const useStyles = makeStyles({
  search: { width: '30%', minWidth: '200px' },
  results: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  count: { color: tokens.colorNeutralForeground3 },
});

interface View extends Paging {
  searchTerm: string;
}

export function CommonWebsitesRoute() {
  const pageStyles = useSettingsPageStyles();
  const styles = useStyles();
  useDocumentTitle('Common websites');
  const [params, setParams] = useSearchParams();
  const paging = readPaging(params, COMMON_WEBSITES_DEFAULT_PAGE_SIZE, PAGE_SIZES);
  const searchTerm = readWebsiteSearch(params);
  const [dirty, setDirty] = useState(false);
  // A change of page or search asked while the form has changes: held until the person confirms.
  const [pending, setPending] = useState<(() => void) | null>(null);
  // Bumped when a held search is dropped, so the box shows the search still applied.
  const [searchBoxKey, setSearchBoxKey] = useState(0);

  const askFirst = useCallback((apply: () => void) => (dirty ? setPending(() => apply) : apply()), [dirty]);
  const changePaging = useCallback(
    (next: Paging) => askFirst(() => setParams((current) => writePaging(current, next, COMMON_WEBSITES_DEFAULT_PAGE_SIZE))),
    [askFirst, setParams],
  );
  const changeSearch = useCallback((term: string) => askFirst(() => setParams((current) => withWebsiteSearch(current, term))), [askFirst, setParams]);

  return (
    <div className={pageStyles.page}>
      <PageHeader
        title="Common websites"
        subtitle="Domains many businesses share (social networks, link pages, delivery platforms): two brands are never similar because both link one."
      />
      <div role="search" aria-label="Common website filters">
        <DebouncedSearchBox key={searchBoxKey} className={styles.search} value={searchTerm} onChange={changeSearch} label="Search website" placeholder="Search website" />
      </div>
      <div className={styles.results}>
        <Suspense
          fallback={
            <>
              <Text className={styles.count}>Loading records</Text>
              <EditableTable ariaLabel="Common websites" columns={[{ id: 'domain', header: 'Website domain', render: () => null }]} items={[]} getRowKey={() => ''} activeIndex={0} onActiveIndexChange={() => undefined} loading />
            </>
          }
        >
          <CommonWebsitesResults view={{ ...paging, searchTerm }} onPaging={changePaging} onDirtyChange={setDirty} />
        </Suspense>
      </div>
      {pending ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            title={UNSAVED_CHANGES_TITLE}
            onConfirm={() => {
              pending();
              setPending(null);
            }}
            onCancel={() => {
              setPending(null);
              setSearchBoxKey((key) => key + 1);
            }}
          >
            {COMMON_WEBSITES_UNSAVED_TEXT}
          </ConfirmDialog>
        </Suspense>
      ) : null}
    </div>
  );
}

interface ResultsProps {
  view: View;
  onPaging(paging: Paging): void;
  onDirtyChange(dirty: boolean): void;
}

function CommonWebsitesResults({ view, onPaging, onDirtyChange }: ResultsProps) {
  const styles = useStyles();
  const { can } = useSession();
  const [savedCount, setSavedCount] = useState(0);
  const data = useLazyLoadQuery<CommonWebsitesRouteQuery>(
    graphql`
      query CommonWebsitesRouteQuery($filters: CommonWebsiteDomainFilters, $page: Int!, $pageSize: Int!) {
        commonWebsiteDomains(filters: $filters, page: $page, pageSize: $pageSize) {
          total
          items {
            id
            websiteDomain
          }
        }
      }
    `,
    { filters: view.searchTerm ? { websiteDomain: view.searchTerm } : null, page: view.page, pageSize: view.pageSize },
    { fetchPolicy: 'network-only', fetchKey: `${usePageRetryKey()}:${savedCount}` },
  );
  const { total, items } = data.commonWebsiteDomains;
  const permissions = { create: can('commonWebsiteDomain.create'), update: can('commonWebsiteDomain.update'), delete: can('commonWebsiteDomain.delete') };

  return (
    <>
      <Text className={styles.count} aria-live="polite">
        {matchingRecordsLabel(total)}
      </Text>
      <CommonWebsitesForm
        // A new page, search or save starts the form again from what the server answered.
        key={`${view.page}:${view.pageSize}:${view.searchTerm}:${savedCount}`}
        stored={items}
        searchTerm={view.searchTerm}
        permissions={permissions}
        onDirtyChange={onDirtyChange}
        onSaved={() => setSavedCount((count) => count + 1)}
      />
      <Paginator page={view.page} pageSize={view.pageSize} total={total} onChange={(page, pageSize) => onPaging({ page, pageSize })} />
    </>
  );
}
