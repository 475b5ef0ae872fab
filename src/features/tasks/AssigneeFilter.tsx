// The assignee (or scraped-by) filter: the people the spec lets each list offer (assigneeOptions), by name, with
// yourself first; the URL keeps their id.
import { Dropdown, Option } from '@fluentui/react-components';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { TaskType } from '../../../machines/taskTypes';
import { useSession } from '../../app/session/useSession';
import type { AssigneeFilterQuery } from './__generated__/AssigneeFilterQuery.graphql';

export interface AssigneeFilterProps {
  taskType: TaskType;
  label: string;
  value: string | undefined;
  className?: string;
  onChange(value: string | null): void;
}

export function AssigneeFilter({ taskType, label, value, className, onChange }: AssigneeFilterProps) {
  const { user } = useSession();
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
  const people = [...data.assigneeOptions].sort((a, b) => (a.databaseId === user?.databaseId ? -1 : b.databaseId === user?.databaseId ? 1 : a.name.localeCompare(b.name)));
  const selected = people.find((person) => String(person.databaseId) === value);
  const nameOf = (person: { databaseId: number; name: string }) => (person.databaseId === user?.databaseId ? `${person.name} (me)` : person.name);
  return (
    <Dropdown
      className={className}
      aria-label={label}
      size="small"
      value={selected ? nameOf(selected) : value ? `User ${value}` : 'Anyone'}
      selectedOptions={[value ?? '']}
      onOptionSelect={(_event, option) => onChange(option.optionValue || null)}
    >
      <Option value="">Anyone</Option>
      {people.map((person) => (
        <Option key={person.databaseId} value={String(person.databaseId)}>
          {nameOf(person)}
        </Option>
      ))}
    </Dropdown>
  );
}
