// The menus list's filters (spec 2, section 2.12): brand, menu, structure and annotations search boxes, formats and
// statuses (several each), example and awaiting scraping (yes, no or either), scraped by; once formats are chosen, the
// not-scrapeable reasons (with HTML not scrapeable) and scraping types (with the others). 'Clear all' when any is set.
import { Button, Dropdown, Option, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useSession } from '../../app/session/useSession';
import type { MenuFilterBarScrapersQuery } from './__generated__/MenuFilterBarScrapersQuery.graphql';
import { enumLabel } from '../brands/brandLabels';
import { DebouncedSearchBox } from '../brands/DebouncedSearchBox';
import {
  MENU_FORMATS,
  MENU_NOT_SCRAPEABLE_REASONS,
  MENU_STATUSES,
  SCRAPING_TYPES,
  hasMenuFilters,
  offersReasons,
  offersScrapingTypes,
  type MenuFlagName,
  type MenuListName,
  type MenuListState,
  type MenuTermName,
} from './menuListQueryString';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}` },
  field: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  label: { fontSize: tokens.fontSizeBase200, fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground3 },
  choice: { minWidth: '170px', maxWidth: '260px' },
  clear: { marginLeft: 'auto' },
});

export type MenuFilterName = MenuTermName | MenuListName | MenuFlagName | 'scrapedById';

export interface MenuFilterBarProps {
  state: MenuListState;
  onChange(name: MenuFilterName, value: unknown): void;
  onClear(): void;
}

export function MenuFilterBar({ state, onChange, onClear }: MenuFilterBarProps) {
  const styles = useStyles();
  const { can } = useSession();
  const field = (label: string, control: React.ReactNode) => (
    <div className={styles.field}>
      <span className={styles.label} aria-hidden="true">
        {label}
      </span>
      {control}
    </div>
  );
  const search = (name: MenuTermName, label: string, placeholder: string, shortcut?: string) =>
    field(
      label,
      <DebouncedSearchBox
        value={state[name]}
        onChange={(value) => onChange(name, value)}
        label={`${label} search`}
        placeholder={placeholder}
        shortcut={shortcut ? { keys: shortcut, description: `Search ${label.toLowerCase()}`, group: 'Menus' } : undefined}
      />,
    );
  const several = (name: MenuListName, label: string, options: readonly string[]) => {
    const chosen = state[name] as string[];
    return field(
      label,
      <Dropdown
        className={styles.choice}
        aria-label={label}
        multiselect
        placeholder="Any"
        value={chosen.map(enumLabel).join(', ')}
        selectedOptions={chosen}
        onOptionSelect={(_event, data) => onChange(name, data.selectedOptions)}
      >
        {options.map((option) => (
          <Option key={option} value={option}>
            {enumLabel(option)}
          </Option>
        ))}
      </Dropdown>,
    );
  };
  const yesNo = (name: MenuFlagName, label: string) => {
    const current = state[name] === null ? '' : String(state[name]);
    return field(
      label,
      <Dropdown
        className={styles.choice}
        aria-label={label}
        value={current === 'true' ? 'Yes' : current === 'false' ? 'No' : 'Any'}
        selectedOptions={[current]}
        onOptionSelect={(_event, data) => onChange(name, data.optionValue === 'true' ? true : data.optionValue === 'false' ? false : null)}
      >
        <Option value="">Any</Option>
        <Option value="true">Yes</Option>
        <Option value="false">No</Option>
      </Dropdown>,
    );
  };
  return (
    <div className={styles.root} role="search" aria-label="Menu filters">
      <div className={styles.row}>
        {search('brandSearchTerm', 'Brand', 'Brand name or ID  ( / )', '/')}
        {search('menuSearchTerm', 'Menu', 'Menu ID or URL')}
        {search('structureSearchTerm', 'Structure', 'Text in the structure')}
        {search('fullAnnotationsSearchTerm', 'Annotations', 'Text in the annotations')}
      </div>
      <div className={styles.row}>
        {several('menuFormats', 'Formats', MENU_FORMATS)}
        {offersReasons(state) && several('menuNotScrapeableReasons', 'Not scrapeable reasons', MENU_NOT_SCRAPEABLE_REASONS)}
        {offersScrapingTypes(state) && several('menuScrapingTypes', 'Scraping types', SCRAPING_TYPES)}
        {several('menuStatuses', 'Statuses', MENU_STATUSES)}
        {yesNo('isExample', 'Example menu')}
        {yesNo('isAwaitingScraping', 'Awaiting scraping')}
        {can('menuScrapingTask.list') &&
          field(
            'Scraped by',
            <Suspense fallback={<Dropdown className={styles.choice} aria-label="Scraped by" value="Anyone" disabled />}>
              <ScrapedByFilter value={state.scrapedById} className={styles.choice} onChange={(value) => onChange('scrapedById', value)} />
            </Suspense>,
          )}
        {hasMenuFilters(state) && (
          <Button className={styles.clear} appearance="subtle" icon={<DismissRegular />} onClick={onClear}>
            Clear all
          </Button>
        )}
      </div>
    </div>
  );
}

/** Who scraped the menu: the people the menu scraping list offers (assigneeOptions), by name, yourself first. */
function ScrapedByFilter({ value, className, onChange }: { value: string | null; className?: string; onChange(value: string | null): void }) {
  const { user } = useSession();
  const data = useLazyLoadQuery<MenuFilterBarScrapersQuery>(
    graphql`
      query MenuFilterBarScrapersQuery {
        assigneeOptions(taskType: MENU_SCRAPING) {
          databaseId
          name
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  const me = user?.databaseId;
  const people = [...data.assigneeOptions].sort((a, b) => (a.databaseId === me ? -1 : b.databaseId === me ? 1 : a.name.localeCompare(b.name)));
  const nameOf = (person: { databaseId: number; name: string }) => (person.databaseId === me ? `${person.name} (me)` : person.name);
  const selected = people.find((person) => String(person.databaseId) === value);
  return (
    <Dropdown
      className={className}
      aria-label="Scraped by"
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
