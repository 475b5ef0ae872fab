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
  const selected = data.assigneeOptions.find((person) => String(person.databaseId) === value);
  const nameOf = (person: Person) => (person.databaseId === user?.databaseId ? `${person.name} (me)` : person.name);
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
      <PeopleOptions people={data.assigneeOptions} me={user?.databaseId} nameOf={nameOf} />
    </Dropdown>
  );
}

interface Person {
  readonly databaseId: number;
  readonly name: string;
}

/**
 * The people, yourself first, then by name. Its own component because the dropdown renders its options only once
 * opened or focused: the first screen then never sorts by locale (the browser's first collation loads ICU data, some
 * 50 ms at the lab's 4x slowdown).
 */
function PeopleOptions({ people, me, nameOf }: { people: readonly Person[]; me: number | undefined; nameOf(person: Person): string }) {
  const sorted = [...people].sort((a, b) => (a.databaseId === me ? -1 : b.databaseId === me ? 1 : a.name.localeCompare(b.name)));
  return sorted.map((person) => (
    <Option key={person.databaseId} value={String(person.databaseId)}>
      {nameOf(person)}
    </Option>
  ));
}
