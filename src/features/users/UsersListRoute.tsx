// /users: the people who use the back office, searched by name, email or number and paged through the query string
// (userSearchTerm, page, pageSize), with add, edit and delete (spec 1, section 2).
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular, PersonAddRegular, SearchRegular } from '@fluentui/react-icons';
import { Suspense, useCallback, useEffect, useMemo, useState, useTransition } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useRegisterCommands, type Command } from '../../app/commands/useRegisterCommands';
import { usePageRetryKey } from '../../app/errors/pageRetryKey';
import { useSession } from '../../app/session/useSession';
import { useDocumentTitle } from '../../app/shell/useDocumentTitle';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { matchingRecordsLabel } from '../../components/pageLabel';
import { PAGE_SIZES, Paginator } from '../../components/Paginator';
import { readPaging, writePaging, type Paging } from '../../components/pagingParams';
import { DebouncedSearchBox } from '../brands/DebouncedSearchBox';
import type { UsersListRouteQuery } from './__generated__/UsersListRouteQuery.graphql';
import { DeleteUserDialog } from './DeleteUserDialog';
import { readUserSearch, withUserSearch } from './userListQueryString';
import { useUserPageStyles } from './userPageStyles';
import { UsersTable } from './UsersTable';

export const USERS_DEFAULT_PAGE_SIZE = 10;

const useStyles = makeStyles({
  results: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  count: { color: tokens.colorNeutralForeground3 },
  filters: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
});

/** What the list shows: the search and the page. */
interface UserListView extends Paging {
  searchTerm: string;
}

const LOADING_COLUMNS: Array<DataTableColumn<never>> = [...['User ID', 'Name', 'Roles', 'Email', 'Latest login', 'Enabled'], 'Actions'].map((header) => ({
  id: header,
  header,
  hideHeader: header === 'Actions',
  render: () => null,
}));

export function UsersListRoute() {
  const pageStyles = useUserPageStyles();
  const styles = useStyles();
  useDocumentTitle('Users');
  const [params, setParams] = useSearchParams();
  const paging = readPaging(params, USERS_DEFAULT_PAGE_SIZE, PAGE_SIZES);
  const searchTerm = readUserSearch(params);
  const { can } = useSession();
  const navigate = useNavigate();
  const canCreate = can('user.create');

  const commands = useMemo<Command[]>(
    () => (canCreate ? [{ id: 'users.add', title: 'Add user', group: 'Users', keywords: ['new', 'create', 'person'], run: () => void navigate('/users/create') }] : []),
    [canCreate, navigate],
  );
  useRegisterCommands(commands);

  // The view asked for but not shown yet: the router renders it in a transition, keeping this one on screen.
  const [requested, setRequested] = useState<UserListView | null>(null);
  useEffect(() => setRequested(null), [paging.page, paging.pageSize, searchTerm]);
  const changePaging = useCallback(
    (next: Paging) => {
      setRequested({ ...next, searchTerm });
      setParams((current) => writePaging(current, next, USERS_DEFAULT_PAGE_SIZE));
    },
    [setParams, searchTerm],
  );
  const changeSearch = useCallback(
    (term: string) => {
      setRequested({ page: 1, pageSize: paging.pageSize, searchTerm: term.trim() });
      setParams((current) => withUserSearch(current, term));
    },
    [setParams, paging.pageSize],
  );
  const changing =
    requested !== null && (requested.page !== paging.page || requested.pageSize !== paging.pageSize || requested.searchTerm !== searchTerm);

  return (
    <div className={pageStyles.page}>
      <PageHeader
        title="Users"
        subtitle="People who can sign in to the back office, and their roles."
        actions={
          canCreate ? (
            <Button appearance="primary" icon={<PersonAddRegular />} onClick={() => void navigate('/users/create')}>
              Add user
            </Button>
          ) : null
        }
      />
      <div className={styles.filters} role="search" aria-label="User filters">
        <DebouncedSearchBox
          value={searchTerm}
          onChange={changeSearch}
          label="User search"
          placeholder="Name, email or ID  ( / )"
          shortcut={{ keys: '/', description: 'Search users', group: 'Users' }}
        />
      </div>
      <div className={styles.results}>
        <Suspense
          fallback={
            <>
              <Text className={styles.count}>Loading records</Text>
              <DataTable ariaLabel="Users" columns={LOADING_COLUMNS} items={[]} getRowKey={() => ''} loading loadingRows={paging.pageSize > 10 ? 10 : paging.pageSize} />
            </>
          }
        >
          <UsersListResults view={{ ...paging, searchTerm }} changing={changing} onPaging={changePaging} onSearch={changeSearch} />
        </Suspense>
      </div>
    </div>
  );
}

interface UsersListResultsProps {
  view: UserListView;
  changing: boolean;
  onPaging(paging: Paging): void;
  onSearch(term: string): void;
}

function UsersListResults({ view, changing, onPaging, onSearch }: UsersListResultsProps) {
  const styles = useStyles();
  const [refetchKey, setRefetchKey] = useState(0);
  const [refetching, startRefetch] = useTransition();
  const data = useLazyLoadQuery<UsersListRouteQuery>(
    graphql`
      query UsersListRouteQuery($filters: UserFilters, $page: Int!, $pageSize: Int!) {
        users(filters: $filters, page: $page, pageSize: $pageSize) {
          total
          items {
            ...UsersTable_users
          }
        }
      }
    `,
    { filters: view.searchTerm ? { searchTerm: view.searchTerm } : null, page: view.page, pageSize: view.pageSize },
    { fetchPolicy: 'network-only', fetchKey: `${usePageRetryKey()}:${refetchKey}` },
  );
  const { can, user: me } = useSession();
  const [toDelete, setToDelete] = useState<{ id: string; name: string } | null>(null);
  const loading = changing || refetching;
  const { total, items } = data.users;
  const pastTheEnd = items.length === 0 && total > 0 && view.page > 1;

  return (
    <>
      <Text className={styles.count} aria-live="polite">
        {loading ? 'Loading records' : matchingRecordsLabel(total)}
      </Text>
      <UsersTable
        users={items}
        loading={loading}
        canOpen={can('user.get')}
        canDelete={can('user.delete')}
        selfId={me?.databaseId ?? null}
        onDelete={setToDelete}
        empty={
          pastTheEnd ? (
            <EmptyState
              title={`There is no page ${view.page}`}
              description={`The ${total} users fit on fewer pages.`}
              actions={<Button onClick={() => onPaging({ page: 1, pageSize: view.pageSize })}>Go to the first page</Button>}
            />
          ) : view.searchTerm ? (
            <EmptyState
              icon={<SearchRegular />}
              title="No users match this search"
              description={`Nobody's name, email or ID contains ‘${view.searchTerm}’.`}
              actions={
                <Button icon={<DismissRegular />} onClick={() => onSearch('')}>
                  Clear the search
                </Button>
              }
            />
          ) : undefined
        }
      />
      <Paginator page={view.page} pageSize={view.pageSize} total={total} onChange={(page, pageSize) => onPaging({ page, pageSize })} />
      <DeleteUserDialog user={toDelete} onClose={() => setToDelete(null)} onDeleted={() => startRefetch(() => setRefetchKey((key) => key + 1))} />
    </>
  );
}
