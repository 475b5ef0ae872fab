// The clusters list's assigned-to filter (spec 3, section 2): the active admins and team leaders, by name, read through
// menuScrapingClusterAssigneeOptions, which everyone who sees the clusters list may ask (a senior scraper included).
import { Field, Select } from '@fluentui/react-components';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { PanelErrorBoundary } from '../brandDefinition/PanelErrorBoundary';
import type { ClusterAssigneePickerQuery } from './__generated__/ClusterAssigneePickerQuery.graphql';

interface Props {
  value: string | null;
  onChange(userId: string | null): void;
}

export function ClusterAssigneePicker(props: Props) {
  const loading = (
    <Field label="Assigned to">
      <Select disabled value="" aria-label="Assigned to">
        <option value="">Anyone</option>
      </Select>
    </Field>
  );
  return (
    <PanelErrorBoundary title="The people could not be listed.">
      <Suspense fallback={loading}>
        <PeopleSelect {...props} />
      </Suspense>
    </PanelErrorBoundary>
  );
}

function PeopleSelect({ value, onChange }: Props) {
  const { menuScrapingClusterAssigneeOptions: people } = useLazyLoadQuery<ClusterAssigneePickerQuery>(
    graphql`
      query ClusterAssigneePickerQuery {
        menuScrapingClusterAssigneeOptions {
          id
          databaseId
          name
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  return (
    <Field label="Assigned to">
      <Select value={value ?? ''} onChange={(_event, data) => onChange(data.value || null)} aria-label="Assigned to">
        <option value="">Anyone</option>
        {people.map((person) => (
          <option key={person.id} value={String(person.databaseId)}>
            {person.name}
          </option>
        ))}
      </Select>
    </Field>
  );
}
