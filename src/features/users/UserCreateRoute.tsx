// /users/create: a new user, enabled by default; after saving, back to the list.
import { useCallback } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { usePageRetryKey } from '../../app/errors/pageRetryKey';
import { roleGrantRefusal } from '../../../domain/roleGrants';
import { useNotify } from '../../app/notifications/useNotify';
import { useSession } from '../../app/session/useSession';
import { useDocumentTitle } from '../../app/shell/useDocumentTitle';
import { PageHeader } from '../../components/PageHeader';
import { errorMessage } from '../../relay/errorMessage';
import type { UserCreateRouteQuery } from './__generated__/UserCreateRouteQuery.graphql';
import { UserForm } from './UserForm';
import { NEW_USER_VALUES, type UserFormValues } from './userFormValues';
import { useUserPageStyles } from './userPageStyles';
import { userFieldErrorsOf } from './userSaveErrors';
import { useCreateUserMutation } from './useCreateUserMutation';
import { useUserFormLayoutStyles } from './userFormLayoutStyles';

export function UserCreateRoute() {
  const { permissions } = useSession();
  const roleRefusal = useCallback((roleName: string) => roleGrantRefusal(roleName, permissions), [permissions]);
  const pageStyles = useUserPageStyles();
  const layout = useUserFormLayoutStyles();
  useDocumentTitle('Add user');
  const data = useLazyLoadQuery<UserCreateRouteQuery>(
    graphql`
      query UserCreateRouteQuery {
        roles {
          id
          name
        }
      }
    `,
    {},
    { fetchKey: usePageRetryKey() },
  );
  const [create, saving] = useCreateUserMutation();
  const notify = useNotify();
  const navigate = useNavigate();
  const goToList = useCallback(() => void navigate('/users'), [navigate]);

  const submit = async (values: UserFormValues) => {
    try {
      const created = await create(values);
      notify.success('User created.', `${created.name} has been successfully created.`);
      return true;
    } catch (error) {
      // A taken email address shows under the Email field; other failures in a toast.
      const fieldErrors = userFieldErrorsOf(error);
      if (fieldErrors) return fieldErrors;
      notify.error('User creation failed.', errorMessage(error));
      return false;
    }
  };

  return (
    <div className={pageStyles.page}>
      <PageHeader title="Add user" subtitle="They sign in with this email address." back={{ to: '/users', label: 'Users' }} />
      <div className={layout.columns}>
        <div className={layout.main}>
          <UserForm initial={NEW_USER_VALUES} roles={data.roles} saving={saving} onSubmit={submit} onSaved={goToList} onCancel={goToList} roleRefusal={roleRefusal} />
        </div>
      </div>
    </div>
  );
}
