// /users/create: a new user, enabled by default.
import { Title2, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useCallback } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { usePageRetryKey } from '../../app/errors/pageRetryKey';
import { useNotify } from '../../app/notifications/useNotify';
import { ButtonLink } from '../../app/routing/ButtonLink';
import { useDocumentTitle } from '../../app/shell/useDocumentTitle';
import { errorMessage } from '../../relay/errorMessage';
import type { UserCreateRouteQuery } from './__generated__/UserCreateRouteQuery.graphql';
import { UserForm, type UserFormValues } from './UserForm';
import { useCreateUserMutation } from './useCreateUserMutation';

export const useUserPageStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXXL, maxWidth: '1400px', marginInline: 'auto' },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  grow: { flexGrow: 1 },
});

const EMPTY: UserFormValues = { name: '', email: '', isActive: true, roleIds: [] };

export function UserCreateRoute() {
  const styles = useUserPageStyles();
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
      await create(values);
      notify.success('User created.', `${values.name.trim()} can now sign in.`);
      return true;
    } catch (error) {
      notify.error('User creation failed.', errorMessage(error));
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
          Add user
        </Title2>
      </div>
      <UserForm initial={EMPTY} roles={data.roles} saving={saving} onSubmit={submit} onSaved={goToList} onCancel={goToList} />
    </div>
  );
}
