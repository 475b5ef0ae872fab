// The clusters list's assigned-to filter (spec 3, section 2): the people holding the admin or team leader role, read
// through the roles and users queries (the people who may lead cluster work). Without the right to list people
// (user.list) the picker stays disabled and says why; the rest of the list keeps working.
import { Field, Select, Tooltip } from '@fluentui/react-components';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useSession } from '../../app/session/useSession';
import { PanelErrorBoundary } from '../brandDefinition/PanelErrorBoundary';
import type { ClusterAssigneePickerRolesQuery } from './__generated__/ClusterAssigneePickerRolesQuery.graphql';
import type { ClusterAssigneePickerUsersQuery } from './__generated__/ClusterAssigneePickerUsersQuery.graphql';

/** Spec 3, section 2: the assigned-to picker is limited to these roles. */
export const CLUSTER_ASSIGNEE_ROLES = ['admin', 'teamLeader'] as const;

interface Props {
  value: string | null;
  onChange(userId: string | null): void;
}

export const PEOPLE_NOT_LISTED = 'Choosing a person needs the right to list users; filter by Assigned instead.';

export function ClusterAssigneePicker(props: Props) {
  const { can } = useSession();
  const disabled = (
    <Field label="Assigned to">
      <Select disabled value="" aria-label="Assigned to">
        <option value="">Anyone</option>
      </Select>
    </Field>
  );
  if (!can('user.list')) {
    return (
      <Tooltip content={PEOPLE_NOT_LISTED} relationship="description" withArrow>
        <span>{disabled}</span>
      </Tooltip>
    );
  }
  return (
    <PanelErrorBoundary title="The people could not be listed.">
      <Suspense fallback={disabled}>
        <RolesLoader {...props} />
      </Suspense>
    </PanelErrorBoundary>
  );
}

function RolesLoader(props: Props) {
  const { roles } = useLazyLoadQuery<ClusterAssigneePickerRolesQuery>(
    graphql`
      query ClusterAssigneePickerRolesQuery {
        roles {
          id
          name
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  const roleIds = roles.filter((role) => (CLUSTER_ASSIGNEE_ROLES as readonly string[]).includes(role.name)).map((role) => role.id);
  return <UsersSelect {...props} roleIds={roleIds} />;
}

function UsersSelect({ value, onChange, roleIds }: Props & { roleIds: string[] }) {
  const { users } = useLazyLoadQuery<ClusterAssigneePickerUsersQuery>(
    graphql`
      query ClusterAssigneePickerUsersQuery($roleIds: [ID!]) {
        users(filters: { roleIds: $roleIds }, page: 1, pageSize: 100) {
          items {
            id
            databaseId
            name
          }
        }
      }
    `,
    { roleIds },
    { fetchPolicy: 'store-or-network' },
  );
  return (
    <Field label="Assigned to">
      <Select value={value ?? ''} onChange={(_event, data) => onChange(data.value || null)} aria-label="Assigned to">
        <option value="">Anyone</option>
        {users.items.map((user) => (
          <option key={user.id} value={String(user.databaseId)}>
            {user.name}
          </option>
        ))}
      </Select>
    </Field>
  );
}
