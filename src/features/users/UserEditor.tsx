// The user page: the form, the facts beside it, and the History drawer. Saving stays on the page; the saved user
// comes back in the mutation's answer and the form starts again from it.
import { Button } from '@fluentui/react-components';
import { HistoryRegular } from '@fluentui/react-icons';
import { useCallback, useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { useRegisterCommands, type Command } from '../../app/commands/useRegisterCommands';
import { useShortcut } from '../../app/commands/useShortcut';
import { useNotify } from '../../app/notifications/useNotify';
import { OWN_ROLE_CHANGE_REFUSAL, roleGrantRefusal } from '../../../domain/roleGrants';
import { useSession } from '../../app/session/useSession';
import { useDocumentTitle } from '../../app/shell/useDocumentTitle';
import { PageHeader } from '../../components/PageHeader';
import { errorMessage } from '../../relay/errorMessage';
import type { UserEditor_roles$key } from './__generated__/UserEditor_roles.graphql';
import type { UserEditor_user$key } from './__generated__/UserEditor_user.graphql';
import { UserFacts } from './UserFacts';
import { UserForm } from './UserForm';
import { useUserFormLayoutStyles } from './userFormLayoutStyles';
import type { UserFormValues } from './userFormValues';
import { useUserPageStyles } from './userPageStyles';
import { userFieldErrorsOf } from './userSaveErrors';
import { useUpdateUserMutation } from './useUpdateUserMutation';
import { lazyWhenOpened } from '../../components/lazyWhenOpened';

const HistoryDrawer = lazyWhenOpened(() => import('../history/HistoryDrawer').then((m) => m.HistoryDrawer));

const HISTORY_SHORTCUT = 'h';

export function UserEditor({ user: userKey, roles: rolesKey }: { user: UserEditor_user$key; roles: UserEditor_roles$key }) {
  const pageStyles = useUserPageStyles();
  const layout = useUserFormLayoutStyles();
  const user = useFragment(
    graphql`
      fragment UserEditor_user on User {
        id
        databaseId
        name
        email
        isActive
        modifiedDate
        roles {
          id
        }
        ...UserFacts_user
      }
    `,
    userKey,
  );
  const roles = useFragment(
    graphql`
      fragment UserEditor_roles on Role @relay(plural: true) {
        id
        name
      }
    `,
    rolesKey,
  );
  useDocumentTitle(user.name);
  const [update, saving] = useUpdateUserMutation();
  const [historyOpen, setHistoryOpen] = useState(false);
  const notify = useNotify();
  const navigate = useNavigate();
  const { user: me, permissions } = useSession();
  const roleRefusal = useCallback((roleName: string) => roleGrantRefusal(roleName, permissions), [permissions]);
  const goToList = useCallback(() => void navigate('/users'), [navigate]);
  const openHistory = useCallback(() => setHistoryOpen(true), []);

  const initial = useMemo<UserFormValues>(
    () => ({ name: user.name, email: user.email, isActive: user.isActive, roleIds: user.roles.map((role) => role.id) }),
    [user.name, user.email, user.isActive, user.roles],
  );

  const commands = useMemo<Command[]>(
    () => [{ id: 'user.history', title: 'Open history', group: 'User', shortcut: HISTORY_SHORTCUT, keywords: ['events', 'changes', user.name], run: openHistory }],
    [openHistory, user.name],
  );
  useRegisterCommands(commands);
  useShortcut(HISTORY_SHORTCUT, openHistory, { description: 'Open the history', group: 'User' });

  const submit = async (values: UserFormValues) => {
    try {
      const saved = await update(user.id, values, String(user.modifiedDate));
      notify.success('User updated.', `${saved.name} has been successfully updated.`);
      return true;
    } catch (error) {
      // A taken email address shows under the Email field; other failures in a toast.
      const fieldErrors = userFieldErrorsOf(error);
      if (fieldErrors) return fieldErrors;
      notify.error('User update failed.', errorMessage(error));
      return false;
    }
  };

  return (
    <div className={pageStyles.page}>
      <PageHeader
        title={user.name}
        subtitle={me?.databaseId === user.databaseId ? `${user.email} · this is you` : user.email}
        back={{ to: '/users', label: 'Users' }}
        actions={
          <Button icon={<HistoryRegular />} onClick={openHistory}>
            History
          </Button>
        }
      />
      <div className={layout.columns}>
        <div className={layout.main}>
          {/* Keyed by version: after a save the form starts again from what the server stored. */}
          <UserForm
            key={String(user.modifiedDate)}
            initial={initial}
            roles={roles}
            saving={saving}
            onSubmit={submit}
            onCancel={goToList}
            roleRefusal={roleRefusal}
            roleLockedReason={me?.databaseId === user.databaseId ? OWN_ROLE_CHANGE_REFUSAL : null}
          />
        </div>
        <div className={layout.side}>
          <UserFacts user={user} />
        </div>
      </div>
      <HistoryDrawer entityType="USER" entityIds={[user.databaseId]} open={historyOpen} onClose={() => setHistoryOpen(false)} title={`History of ${user.name}`} />
    </div>
  );
}
