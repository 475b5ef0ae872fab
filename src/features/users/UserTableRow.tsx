// One row of the users list: User ID, Name, Roles, Email, Latest login, Enabled (read-only), edit and delete.
import { Badge, Button, Switch, TableCell, TableRow, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { roleLabel } from '../../../domain/roles';
import { DateTimeText } from '../../components/DateTimeText';
import type { UserTableRow_user$key } from './__generated__/UserTableRow_user.graphql';

const useStyles = makeStyles({
  row: { cursor: 'pointer' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, justifyContent: 'flex-end' },
  id: { fontVariantNumeric: 'tabular-nums', color: tokens.colorNeutralForeground3 },
});

export interface UserTableRowProps {
  user: UserTableRow_user$key;
  canEdit: boolean;
  canDelete: boolean;
  isSelf: boolean;
  onDelete(user: { id: string; name: string }): void;
}

export function UserTableRow({ user: userKey, canEdit, canDelete, isSelf, onDelete }: UserTableRowProps) {
  const styles = useStyles();
  const navigate = useNavigate();
  const user = useFragment(
    graphql`
      fragment UserTableRow_user on User {
        id
        databaseId
        name
        email
        isActive
        loginDate
        roles {
          name
        }
      }
    `,
    userKey,
  );
  const editPath = `/users/${user.databaseId}`;
  return (
    <TableRow className={canEdit ? styles.row : undefined} onClick={canEdit ? () => void navigate(editPath) : undefined}>
      <TableCell className={styles.id}>{user.databaseId}</TableCell>
      <TableCell>{user.name}</TableCell>
      <TableCell>
        {user.roles.map((role) => (
          <Badge key={role.name} appearance="tint" color="brand" size="medium">
            {roleLabel(role.name)}
          </Badge>
        ))}
      </TableCell>
      <TableCell>{user.email}</TableCell>
      <TableCell>
        <DateTimeText value={user.loginDate} />
      </TableCell>
      <TableCell>
        <Switch checked={user.isActive} disabled aria-label={user.isActive ? 'Enabled' : 'Disabled'} />
      </TableCell>
      <TableCell onClick={(event) => event.stopPropagation()}>
        <div className={styles.actions}>
          {canEdit && (
            <Tooltip content={`Edit ${user.name}`} relationship="label">
              <Button appearance="subtle" icon={<EditRegular />} onClick={() => void navigate(editPath)} />
            </Tooltip>
          )}
          {canDelete && !isSelf && (
            <Tooltip content={`Delete ${user.name}`} relationship="label">
              <Button appearance="subtle" icon={<DeleteRegular />} onClick={() => onDelete({ id: user.id, name: user.name })} />
            </Tooltip>
          )}
        </div>
      </TableCell>
    </TableRow>
  );
}
