// The assignee (or scraped-by) filter: the people the spec lets each list offer, by name; the URL keeps their id.
import { Dropdown, Option } from '@fluentui/react-components';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { TaskType } from '../../../machines/taskTypes';
import type { AssigneeFilterQuery } from './__generated__/AssigneeFilterQuery.graphql';

export function AssigneeFilter({ taskType, label, value, onChange }: { taskType: TaskType; label: string; value: string | undefined; onChange(value: string | null): void }) {
  const data = useLazyLoadQuery<AssigneeFilterQuery>(
    graphql`
      query AssigneeFilterQuery($taskType: TaskType!) {
        assigneeOptions(taskType: $taskType) {
          databaseId
          name
        }
      }
    `,
    { taskType },
    { fetchPolicy: 'store-or-network' },
  );
  const selected = data.assigneeOptions.find((person) => String(person.databaseId) === value);
  return (
    <Dropdown aria-label={label} size="small" value={selected?.name ?? (value ? `User ${value}` : 'Anyone')} selectedOptions={[value ?? '']} onOptionSelect={(_event, option) => onChange(option.optionValue || null)}>
      <Option value="">Anyone</Option>
      {data.assigneeOptions.map((person) => (
        <Option key={person.databaseId} value={String(person.databaseId)}>
          {person.name}
        </Option>
      ))}
    </Dropdown>
  );
}
