// The filter bar of a task list: every filter of the list with the spec's query-string names. Text waits 1000 ms.
import { Button, Combobox, Dropdown, Input, Option, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowResetRegular, DismissRegular, SearchRegular } from '@fluentui/react-icons';
import { Suspense, useEffect, useRef, useState } from 'react';
import { AssigneeFilter } from './AssigneeFilter';
import { useShortcut } from '../../app/commands/useShortcut';
import type { FilterDefinition, TaskListDefinition } from './taskListDefinitions';
import { parseList, type FilterValues } from './taskListQueryString';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
  field: { display: 'flex', flexDirection: 'column', gap: '2px', minWidth: '150px' },
  label: { fontSize: tokens.fontSizeBase100, color: tokens.colorNeutralForeground3, textTransform: 'uppercase', letterSpacing: '0.04em' },
  text: { width: '200px' },
  multi: { minWidth: '200px', maxWidth: '260px' },
});

const SEARCH_DEBOUNCE_MS = 1000;
const humanize = (value: string) => value.replaceAll('_', ' ').toLowerCase();

export interface TaskFilterBarProps {
  list: TaskListDefinition;
  filters: FilterValues;
  onChange(name: string, value: string | null): void;
  onReset(): void;
  onClear(): void;
}

export function TaskFilterBar({ list, filters, onChange, onReset, onClear }: TaskFilterBarProps) {
  const styles = useStyles();
  return (
    <div className={styles.bar} role="search" aria-label={`${list.title} filters`}>
      {list.filters.map((filter) => (
        <label key={filter.name} className={styles.field}>
          <span className={styles.label}>{filter.label}</span>
          {filter.kind === 'user' ? (
            <Suspense fallback={<Dropdown size="small" aria-label={filter.label} placeholder="Loading people…" disabled />}>
              <AssigneeFilter taskType={list.type} label={filter.label} value={filters[filter.name]} onChange={(value) => onChange(filter.name, value)} />
            </Suspense>
          ) : (
            <FilterInput filter={filter} value={filters[filter.name]} onChange={(value) => onChange(filter.name, value)} />
          )}
        </label>
      ))}
      <Button icon={<ArrowResetRegular />} onClick={onReset}>
        Reset to defaults
      </Button>
      <Button appearance="subtle" icon={<DismissRegular />} onClick={onClear}>
        Clear all
      </Button>
    </div>
  );
}

function FilterInput({ filter, value, onChange }: { filter: FilterDefinition; value: string | undefined; onChange(value: string | null): void }) {
  const styles = useStyles();
  if (filter.kind === 'text' || filter.kind === 'number') return <DebouncedInput name={filter.name} value={value ?? ''} onChange={onChange} />;
  if (filter.kind === 'boolean' || filter.kind === 'enum') {
    const options = filter.kind === 'boolean' ? ['true', 'false'] : [...(filter.options ?? [])];
    const text = (option: string) => (filter.kind === 'boolean' ? (option === 'true' ? 'Yes' : 'No') : humanize(option));
    return (
      <Dropdown
        aria-label={filter.label}
        size="small"
        value={value ? text(value) : 'Any'}
        selectedOptions={[value ?? '']}
        onOptionSelect={(_event, data) => onChange(data.optionValue || null)}
      >
        <Option value="">Any</Option>
        {options.map((option) => (
          <Option key={option} value={option}>
            {text(option)}
          </Option>
        ))}
      </Dropdown>
    );
  }
  const selected = parseList(value);
  const options = [...(filter.options ?? [])];
  const summary = selected.length === 0 ? '' : selected.length <= 3 ? selected.map(humanize).join(', ') : `${selected.slice(0, 3).map(humanize).join(', ')} + ${selected.length - 3} more`;
  return (
    <Combobox
      className={styles.multi}
      aria-label={filter.label}
      size="small"
      multiselect
      placeholder="Any"
      value={summary}
      selectedOptions={selected}
      onOptionSelect={(_event, data) => {
        if (data.optionValue === '*') {
          onChange(selected.length === options.length ? null : options.join(','));
          return;
        }
        onChange(data.selectedOptions.filter((option) => option !== '*').join(',') || null);
      }}
    >
      <Option value="*">All</Option>
      {options.map((option) => (
        <Option key={option} value={option}>
          {humanize(option)}
        </Option>
      ))}
    </Combobox>
  );
}

function DebouncedInput({ name, value, onChange }: { name: string; value: string; onChange(value: string | null): void }) {
  const styles = useStyles();
  const [text, setText] = useState(value);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onChange(text.trim() || null), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  useShortcut(
    '/',
    (event) => {
      event.preventDefault();
      input.current?.focus();
    },
    { description: 'Search brands', enabled: name === 'brandSearchTerm' },
  );
  return (
    <Input
      ref={input}
      className={styles.text}
      size="small"
      name={name}
      aria-label={name === 'brandSearchTerm' ? 'Brand search' : name}
      contentBefore={<SearchRegular />}
      value={text}
      onChange={(_event, data) => setText(data.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onChange(text.trim() || null);
        // Escape hands the keyboard back to the list (j, k and Enter).
        if (event.key === 'Escape') input.current?.blur();
      }}
    />
  );
}
