// /users: the people who use the back office, paged, with add, edit and delete (spec 1, section 2).
import { Button, Card, Table, TableBody, TableHeader, TableHeaderCell, TableRow, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { PersonAddRegular } from '@fluentui/react-icons';
import { Suspense, useMemo, useState, useTransition } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useRegisterCommands } from '../../app/commands/useRegisterCommands';
import { usePageRetryKey } from '../../app/errors/pageRetryKey';
import { useNotify } from '../../app/notifications/useNotify';
import { useSession } from '../../app/session/useSession';
import { useDocumentTitle } from '../../app/shell/useDocumentTitle';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Paginator, PAGE_SIZES } from '../../components/Paginator';
import { readPaging, writePaging } from '../../components/pagingParams';
import { errorMessage } from '../../relay/errorMessage';
import type { UsersListRouteQuery } from './__generated__/UsersListRouteQuery.graphql';
import { useDeleteUserMutation } from './useDeleteUserMutation';
import { UserTableRow } from './UserTableRow';

const DEFAULT_PAGE_SIZE = 10;

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXXL, maxWidth: '1400px', marginInline: 'auto' },
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  count: { color: tokens.colorNeutralForeground3 },
  card: { padding: 0, overflowX: 'auto' },
  // Columns size to their content: emails and role names vary a lot in length.
  table: { tableLayout: 'auto' },
  actionsHeader: { width: '96px' },
});

export function UsersListRoute() {
  const styles = useStyles();
  useDocumentTitle('Users');
  const [params, setParams] = useSearchParams();
  const paging = readPaging(params, DEFAULT_PAGE_SIZE, PAGE_SIZES);
  const { can } = useSession();
  const navigate = useNavigate();
  const commands = useMemo(
    () => (can('user.create') ? [{ id: 'users.add', title: 'Add user', group: 'Users', run: () => void navigate('/users/create') }] : []),
    [can, navigate],
  );
  useRegisterCommands(commands);

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <Title2 as="h1">Users</Title2>
        {can('user.create') && (
          <Button appearance="primary" icon={<PersonAddRegular />} onClick={() => void navigate('/users/create')}>
            Add user
          </Button>
        )}
      </div>
      <Suspense fallback={<Text className={styles.count}>Loading records</Text>}>
        <UsersTable page={paging.page} pageSize={paging.pageSize} onPage={(page, pageSize) => setParams(writePaging(params, { page, pageSize }, DEFAULT_PAGE_SIZE))} />
      </Suspense>
    </div>
  );
}

function UsersTable({ page, pageSize, onPage }: { page: number; pageSize: number; onPage(page: number, pageSize: number): void }) {
  const styles = useStyles();
  const [refetchKey, setRefetchKey] = useState(0);
  const retryKey = usePageRetryKey();
  const data = useLazyLoadQuery<UsersListRouteQuery>(
    graphql`
      query UsersListRouteQuery($page: Int!, $pageSize: Int!) {
        users(page: $page, pageSize: $pageSize) {
          total
          items {
            id
            databaseId
            ...UserTableRow_user
          }
        }
      }
    `,
    { page, pageSize },
    { fetchPolicy: 'network-only', fetchKey: `${retryKey}:${refetchKey}` },
  );
  const { can, user: me } = useSession();
  const notify = useNotify();
  const [pending, startTransition] = useTransition();
  const [deleteUser, isDeleting] = useDeleteUserMutation();
  const [toDelete, setToDelete] = useState<{ id: string; name: string } | null>(null);

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      const { name } = await deleteUser(toDelete.id);
      notify.success('User deleted.', `${name} has been successfully deleted.`);
      startTransition(() => setRefetchKey((key) => key + 1));
    } catch (error) {
      notify.error('User deletion failed.', errorMessage(error));
    } finally {
      setToDelete(null);
    }
  };

  return (
    <>
      <Text className={styles.count}>{pending ? 'Loading records' : `${data.users.total} matching records`}</Text>
      <Card className={styles.card}>
        <Table aria-label="Users" size="small" className={styles.table}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>User ID</TableHeaderCell>
              <TableHeaderCell>Name</TableHeaderCell>
              <TableHeaderCell>Roles</TableHeaderCell>
              <TableHeaderCell>Email</TableHeaderCell>
              <TableHeaderCell>Latest login</TableHeaderCell>
              <TableHeaderCell>Enabled</TableHeaderCell>
              <TableHeaderCell className={styles.actionsHeader} aria-label="Actions" />
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.users.items.map((user) => (
              <UserTableRow
                key={user.id}
                user={user}
                canEdit={can('user.get')}
                canDelete={can('user.delete')}
                isSelf={me?.databaseId === user.databaseId}
                onDelete={setToDelete}
              />
            ))}
          </TableBody>
        </Table>
      </Card>
      <Paginator page={page} pageSize={pageSize} total={data.users.total} onChange={onPage} />
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete user"
        busy={isDeleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      >
        Are you sure you want to delete {toDelete?.name}?
      </ConfirmDialog>
    </>
  );
}

