// The filter bar of a task list: every filter of the list with the spec's query-string names. The searches, statuses
// and assignment come first; the rest sit behind 'More filters'. Text waits 1000 ms (Enter applies at once), booleans
// are Yes/No/Any, lists are multi-selects with 'All' showing 1 to 3 tags then '+ N more'.
import { Badge, Button, Dropdown, Input, Option, Tag, Tooltip, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowResetRegular, DismissRegular, FilterRegular, SearchRegular } from '@fluentui/react-icons';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useShortcut } from '../../app/commands/useShortcut';
import { AssigneeFilter } from './AssigneeFilter';
import type { FilterDefinition, TaskListDefinition } from './taskListDefinitions';
import { activeCount, humanizeEnum, multiSelectSummary, splitFilters, toggleMultiSelect } from './taskListLogic';
import { parseList, type FilterValues } from './taskListQueryString';

export const SEARCH_DEBOUNCE_MS = 1000;
const ALL = '__all__';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', flexWrap: 'wrap', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`, alignItems: 'flex-end' },
  more: {
    paddingTop: tokens.spacingVerticalS,
    borderTop: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke2}`,
  },
  field: { display: 'flex', flexDirection: 'column', gap: '2px' },
  label: { fontSize: tokens.fontSizeBase100, lineHeight: tokens.lineHeightBase100, fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground3 },
  search: { width: '220px' },
  number: { width: '110px' },
  choice: { minWidth: '112px', width: '112px' },
  enumChoice: { minWidth: '150px', width: '150px' },
  multi: { minWidth: '220px', maxWidth: '340px' },
  listbox: { maxHeight: '320px' },
  multiButton: { paddingTop: 0, paddingBottom: 0, minHeight: '22px' },
  tags: { display: 'flex', alignItems: 'center', gap: '2px', overflow: 'hidden', whiteSpace: 'nowrap', minWidth: 0 },
  tag: { minWidth: 0, flexShrink: 1, maxWidth: '220px', '& .fui-Tag__primaryText': { overflow: 'hidden', textOverflow: 'ellipsis' } },
  moreTag: { flexShrink: 0 },
  placeholder: { color: tokens.colorNeutralForeground4 },
  moreCount: { marginLeft: tokens.spacingHorizontalXS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, marginLeft: 'auto', alignItems: 'center' },
});

export interface TaskFilterBarProps {
  list: TaskListDefinition;
  filters: FilterValues;
  onChange(name: string, value: string | null): void;
  onReset(): void;
  onClear(): void;
}

export function TaskFilterBar({ list, filters, onChange, onReset, onClear }: TaskFilterBarProps) {
  const styles = useStyles();
  const { primary, more } = splitFilters(list);
  const hiddenActive = activeCount(more, filters);
  const [expanded, setExpanded] = useState(hiddenActive > 0);
  const field = (filter: FilterDefinition) => <FilterField key={filter.name} list={list} filter={filter} value={filters[filter.name]} onChange={onChange} />;

  return (
    <div className={styles.root} role="search" aria-label={`${list.title} filters`}>
      <div className={styles.row}>
        {primary.map(field)}
        <Button
          appearance={expanded ? 'secondary' : 'subtle'}
          size="small"
          icon={<FilterRegular />}
          aria-expanded={expanded}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? 'Fewer filters' : 'More filters'}
          {hiddenActive > 0 && (
            <Badge className={styles.moreCount} size="small" appearance="filled" color="brand">
              {hiddenActive}
            </Badge>
          )}
        </Button>
        <div className={styles.actions}>
          <Tooltip content="Back to this list's default queue" relationship="description">
            <Button size="small" appearance="subtle" icon={<ArrowResetRegular />} onClick={onReset}>
              Reset to defaults
            </Button>
          </Tooltip>
          <Button size="small" appearance="subtle" icon={<DismissRegular />} onClick={onClear}>
            Clear all
          </Button>
        </div>
      </div>
      {expanded && <div className={mergeClasses(styles.row, styles.more)}>{more.map(field)}</div>}
    </div>
  );
}

interface FilterFieldProps {
  list: TaskListDefinition;
  filter: FilterDefinition;
  value: string | undefined;
  onChange(name: string, value: string | null): void;
}

function FilterField({ list, filter, value, onChange }: FilterFieldProps) {
  const styles = useStyles();
  const change = (next: string | null) => onChange(filter.name, next);
  let control;
  switch (filter.kind) {
    case 'text':
    case 'number':
      control = <DebouncedInput filter={filter} value={value ?? ''} onChange={change} />;
      break;
    case 'boolean':
      control = <ChoiceFilter filter={filter} options={['true', 'false']} textOf={(option) => (option === 'true' ? 'Yes' : 'No')} value={value} onChange={change} />;
      break;
    case 'enum':
      control = <ChoiceFilter filter={filter} options={filter.options ?? []} textOf={humanizeEnum} value={value} onChange={change} wide />;
      break;
    case 'enumList':
      control = <MultiSelectFilter filter={filter} value={value} onChange={change} />;
      break;
    case 'user':
      control = (
        <Suspense fallback={<Dropdown className={styles.enumChoice} size="small" aria-label={filter.label} placeholder="Loading people…" disabled />}>
          <AssigneeFilter className={styles.enumChoice} taskType={list.type} label={filter.label} value={value} onChange={change} />
        </Suspense>
      );
      break;
  }
  return (
    <div className={styles.field}>
      <span className={styles.label} aria-hidden="true">
        {filter.label}
      </span>
      {control}
    </div>
  );
}

interface ChoiceFilterProps {
  filter: FilterDefinition;
  options: readonly string[];
  textOf(option: string): string;
  value: string | undefined;
  onChange(value: string | null): void;
  wide?: boolean;
}

/** One value or 'Any' (booleans: Yes / No / Any). */
function ChoiceFilter({ filter, options, textOf, value, onChange, wide }: ChoiceFilterProps) {
  const styles = useStyles();
  const current = value && options.includes(value) ? value : '';
  return (
    <Dropdown
      className={wide ? styles.enumChoice : styles.choice}
      size="small"
      aria-label={filter.label}
      value={current ? textOf(current) : 'Any'}
      selectedOptions={[current]}
      listbox={{ className: styles.listbox }}
      onOptionSelect={(_event, data) => onChange(data.optionValue || null)}
    >
      <Option value="">Any</Option>
      {options.map((option) => (
        <Option key={option} value={option}>
          {textOf(option)}
        </Option>
      ))}
    </Dropdown>
  );
}

/** Several values: 'All' selects every option; the button shows 1 to 3 tags then '+ N more'. */
function MultiSelectFilter({ filter, value, onChange }: { filter: FilterDefinition; value: string | undefined; onChange(value: string | null): void }) {
  const styles = useStyles();
  const options = filter.options ?? [];
  const selected = parseList(value).filter((item) => options.includes(item));
  const everything = options.length > 0 && options.every((option) => selected.includes(option));
  const { tags, more } = multiSelectSummary(selected, options, 3, { labelOf: humanizeEnum, maxChars: 30 });
  const label = selected.length === 0 ? 'Any' : selected.map(humanizeEnum).join(', ');
  return (
    <Dropdown
      className={styles.multi}
      size="small"
      multiselect
      aria-label={`${filter.label}: ${label}`}
      selectedOptions={everything ? [ALL, ...selected] : selected}
      listbox={{ className: styles.listbox }}
      onOptionSelect={(_event, data) => data.optionValue && onChange(toggleMultiSelect(selected, options, data.optionValue, ALL))}
      button={{
        className: styles.multiButton,
        children: (
          <span className={styles.tags} title={label}>
            {tags.length === 0 && <span className={styles.placeholder}>Any</span>}
            {tags.map((tag) => (
              <Tag key={tag} className={styles.tag} size="extra-small" appearance="brand">
                {humanizeEnum(tag)}
              </Tag>
            ))}
            {more > 0 && (
              <Tag className={styles.moreTag} size="extra-small" appearance="outline">
                + {more} more
              </Tag>
            )}
          </span>
        ),
      }}
    >
      <Option value={ALL} text="All">
        All
      </Option>
      {options.map((option) => (
        <Option key={option} value={option} text={humanizeEnum(option)}>
          {humanizeEnum(option)}
        </Option>
      ))}
    </Dropdown>
  );
}

/** A search box that applies 1000 ms after the last keystroke, at once on Enter; Escape hands the keyboard back. */
function DebouncedInput({ filter, value, onChange }: { filter: FilterDefinition; value: string; onChange(value: string | null): void }) {
  const styles = useStyles();
  const [text, setText] = useState(value);
  const input = useRef<HTMLInputElement>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  // The URL changed under the box (reset, clear, back): show its value.
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => onChangeRef.current(text.trim() || null), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  const isBrandSearch = filter.name === 'brandSearchTerm';
  useShortcut(
    '/',
    () => {
      input.current?.focus();
      input.current?.select();
    },
    { description: 'Search brands', group: 'Task list', enabled: isBrandSearch },
  );
  const isNumber = filter.kind === 'number';
  return (
    <Input
      ref={input}
      className={isNumber ? styles.number : styles.search}
      size="small"
      name={filter.name}
      inputMode={isNumber ? 'numeric' : undefined}
      aria-label={isBrandSearch ? 'Brand search' : filter.label}
      placeholder={isBrandSearch ? 'Search brands  ( / )' : filter.kind === 'text' ? `Search ${filter.label.toLowerCase()}s` : 'Any'}
      contentBefore={isNumber ? undefined : <SearchRegular />}
      contentAfter={
        text ? (
          <Button
            size="small"
            appearance="transparent"
            icon={<DismissRegular />}
            aria-label={`Clear ${filter.label.toLowerCase()}`}
            onClick={() => {
              setText('');
              onChange(null);
            }}
          />
        ) : undefined
      }
      value={text}
      onChange={(_event, data) => setText(data.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onChange(text.trim() || null);
        if (event.key === 'Escape') input.current?.blur();
      }}
    />
  );
}
