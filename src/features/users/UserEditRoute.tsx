// /users/{id}: one user by number, or a clear message when there is no such user.
import { PersonQuestionMarkRegular } from '@fluentui/react-icons';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useParams } from 'react-router-dom';
import { usePageRetryKey } from '../../app/errors/pageRetryKey';
import { useDocumentTitle } from '../../app/shell/useDocumentTitle';
import { EmptyState } from '../../components/EmptyState';
import { LinkButton } from '../../components/LinkButton';
import type { UserEditRouteQuery } from './__generated__/UserEditRouteQuery.graphql';
import { UserEditor } from './UserEditor';
import { useUserPageStyles } from './userPageStyles';

export function UserEditRoute() {
  const { userId = '' } = useParams();
  const data = useLazyLoadQuery<UserEditRouteQuery>(
    graphql`
      query UserEditRouteQuery($id: ID!) {
        user(id: $id) {
          isDeleted
          ...UserEditor_user
        }
        roles {
          ...UserEditor_roles
        }
      }
    `,
    { id: userId },
    { fetchPolicy: 'store-and-network', fetchKey: usePageRetryKey() },
  );
  if (!data.user || data.user.isDeleted) return <UserMissing userId={userId} deleted={Boolean(data.user?.isDeleted)} />;
  return <UserEditor user={data.user} roles={data.roles} />;
}

function UserMissing({ userId, deleted }: { userId: string; deleted: boolean }) {
  const pageStyles = useUserPageStyles();
  useDocumentTitle('User not found');
  return (
    <div className={pageStyles.page}>
      <EmptyState
        icon={<PersonQuestionMarkRegular />}
        title={deleted ? 'This user has been deleted' : 'User not found'}
        description={deleted ? `User ${userId} was deleted and can no longer be edited.` : `There is no user ${userId}.`}
        actions={
          <LinkButton to="/users" appearance="primary">
            Back to users
          </LinkButton>
        }
      />
    </div>
  );
}
