// The users table: User ID, Name, Roles, Email, Latest login, Enabled (read-only) and the row actions, edit and delete.
// Rows open the user's page (click, or j/k then Enter).
import { Badge, Button, Switch, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular, EditRegular, PeopleRegular } from '@fluentui/react-icons';
import { useMemo, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { roleLabel } from '../../../domain/roles';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { DateTimeText } from '../../components/DateTimeText';
import { EmptyState } from '../../components/EmptyState';
import { LinkButton } from '../../components/LinkButton';
import type { UsersTable_users$data, UsersTable_users$key } from './__generated__/UsersTable_users.graphql';

const useStyles = makeStyles({
  id: { fontVariantNumeric: 'tabular-nums', color: tokens.colorNeutralForeground3 },
  name: { fontWeight: tokens.fontWeightSemibold },
  roles: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  email: { color: tokens.colorNeutralForeground2 },
  nowrap: { whiteSpace: 'nowrap' },
  // Read-only: it shows the state; clicking it opens the row like any other cell.
  switch: { pointerEvents: 'none' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXXS, justifyContent: 'flex-end' },
});

type UserRow = UsersTable_users$data[number];

export interface UsersTableProps {
  users: UsersTable_users$key;
  loading: boolean;
  canOpen: boolean;
  canDelete: boolean;
  /** The signed-in person's number: nobody can delete themselves. */
  selfId: number | null;
  onDelete(user: { id: string; name: string }): void;
  /** Shown instead of rows when the page is empty (e.g. a link back to the first page). */
  empty?: ReactNode;
}

export const userPath = (databaseId: number) => `/users/${databaseId}`;

export function UsersTable({ users: usersKey, loading, canOpen, canDelete, selfId, onDelete, empty }: UsersTableProps) {
  const styles = useStyles();
  const navigate = useNavigate();
  const users = useFragment(
    graphql`
      fragment UsersTable_users on User @relay(plural: true) {
        id
        databaseId
        name
        email
        isActive
        loginDate
        roles {
          id
          name
        }
      }
    `,
    usersKey,
  );

  const columns = useMemo<Array<DataTableColumn<UserRow>>>(
    () => [
      { id: 'id', header: 'User ID', width: '88px', render: (user) => <span className={styles.id}>{user.databaseId}</span> },
      { id: 'name', header: 'Name', render: (user) => <span className={styles.name}>{user.name}</span> },
      {
        id: 'roles',
        header: 'Roles',
        render: (user) => (
          <span className={styles.roles}>
            {user.roles.map((role) => (
              <Badge key={role.id} appearance="tint" color="brand" shape="rounded">
                {roleLabel(role.name)}
              </Badge>
            ))}
          </span>
        ),
      },
      { id: 'email', header: 'Email', render: (user) => <span className={styles.email}>{user.email}</span> },
      {
        id: 'login',
        header: 'Latest login',
        render: (user) => (
          <span className={styles.nowrap}>
            <DateTimeText value={user.loginDate} />
          </span>
        ),
      },
      {
        id: 'enabled',
        header: 'Enabled',
        width: '96px',
        render: (user) => <Switch className={styles.switch} checked={user.isActive} readOnly aria-readonly tabIndex={-1} aria-label={user.isActive ? `${user.name} is enabled` : `${user.name} is disabled`} />,
      },
      {
        id: 'actions',
        header: 'Actions',
        hideHeader: true,
        align: 'end',
        width: '96px',
        render: (user) => (
          <span className={styles.actions}>
            {canOpen && (
              <Tooltip content="Edit" relationship="description" withArrow>
                <LinkButton to={userPath(user.databaseId)} appearance="subtle" icon={<EditRegular />} aria-label={`Edit ${user.name}`} />
              </Tooltip>
            )}
            {canDelete && user.databaseId !== selfId && (
              <Tooltip content="Delete" relationship="description" withArrow>
                <Button appearance="subtle" icon={<DeleteRegular />} aria-label={`Delete ${user.name}`} onClick={() => onDelete({ id: user.id, name: user.name })} />
              </Tooltip>
            )}
          </span>
        ),
      },
    ],
    [styles, canOpen, canDelete, selfId, onDelete],
  );

  return (
    <DataTable
      ariaLabel="Users"
      columns={columns}
      items={users}
      getRowKey={(user) => user.id}
      onRowOpen={canOpen ? (user) => void navigate(userPath(user.databaseId)) : undefined}
      loading={loading}
      empty={empty ?? <EmptyState icon={<PeopleRegular />} title="No users" description="People added to the back office are listed here." />}
    />
  );
}
