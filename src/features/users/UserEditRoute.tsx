// /users/{id}: edit a user, with their history.
import { Button, Title2 } from '@fluentui/react-components';
import { ArrowLeftRegular, HistoryRegular, PersonQuestionMarkRegular } from '@fluentui/react-icons';
import { useCallback, useMemo, useState } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import { useNavigate, useParams } from 'react-router-dom';
import { useRegisterCommands } from '../../app/commands/useRegisterCommands';
import { usePageRetryKey } from '../../app/errors/pageRetryKey';
import { useNotify } from '../../app/notifications/useNotify';
import { ButtonLink } from '../../app/routing/ButtonLink';
import { EmptyState } from '../../app/shell/EmptyState';
import { useDocumentTitle } from '../../app/shell/useDocumentTitle';
import { errorMessage } from '../../relay/errorMessage';
import { HistoryDrawer } from '../history/HistoryDrawer';
import type { UserEditRoute_user$key } from './__generated__/UserEditRoute_user.graphql';
import type { UserEditRouteQuery } from './__generated__/UserEditRouteQuery.graphql';
import { useUserPageStyles } from './UserCreateRoute';
import { UserForm, type UserFormValues } from './UserForm';
import { useUpdateUserMutation } from './useUpdateUserMutation';

export function UserEditRoute() {
  const { userId = '' } = useParams();
  const data = useLazyLoadQuery<UserEditRouteQuery>(
    graphql`
      query UserEditRouteQuery($id: ID!) {
        user(id: $id) {
          ...UserEditRoute_user
        }
        roles {
          id
          name
        }
      }
    `,
    { id: userId },
    { fetchPolicy: 'store-and-network', fetchKey: usePageRetryKey() },
  );
  if (!data.user) {
    return <EmptyState icon={<PersonQuestionMarkRegular />} title="User not found" description={`There is no user ${userId}. They may have been deleted.`} />;
  }
  return <UserEditor user={data.user} roles={data.roles} />;
}

function UserEditor({ user: userKey, roles }: { user: UserEditRoute_user$key; roles: ReadonlyArray<{ id: string; name: string }> }) {
  const styles = useUserPageStyles();
  const user = useFragment(
    graphql`
      fragment UserEditRoute_user on User {
        id
        databaseId
        name
        email
        isActive
        modifiedDate
        roles {
          id
        }
      }
    `,
    userKey,
  );
  useDocumentTitle(user.name);
  const [update, saving] = useUpdateUserMutation();
  const [historyOpen, setHistoryOpen] = useState(false);
  const notify = useNotify();
  const navigate = useNavigate();
  const initial: UserFormValues = { name: user.name, email: user.email, isActive: user.isActive, roleIds: user.roles.map((role) => role.id) };
  const commands = useMemo(
    () => [{ id: 'user.history', title: `Open history of ${user.name}`, group: 'User', run: () => setHistoryOpen(true) }],
    [user.name],
  );
  useRegisterCommands(commands);
  const goToList = useCallback(() => void navigate('/users'), [navigate]);

  const submit = async (values: UserFormValues) => {
    try {
      await update(user.id, values, user.modifiedDate);
      notify.success('User updated.', `${values.name.trim()} has been saved.`);
      return true;
    } catch (error) {
      notify.error('User update failed.', errorMessage(error));
      return false;
    }
  };

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <ButtonLink to="/users" appearance="subtle" icon={<ArrowLeftRegular />}>
          Users
        </ButtonLink>
        <Title2 as="h1" className={styles.grow}>
          {user.name}
        </Title2>
        <Button icon={<HistoryRegular />} onClick={() => setHistoryOpen(true)}>
          History
        </Button>
      </div>
      {/* Keyed by version: after a save the form starts again from what the server stored. */}
      <UserForm key={String(user.modifiedDate)} initial={initial} roles={roles} saving={saving} onSubmit={submit} onCancel={goToList} />
      <HistoryDrawer entityType="USER" entityIds={[user.databaseId]} open={historyOpen} onClose={() => setHistoryOpen(false)} title={`History of ${user.name}`} />
    </div>
  );
}
