// The brands list's filters (spec 2, section 2.9): brand search term, Brand status, Business status; 'Clear all' when
// any is set. Values come from and go to the query string through the list route.
import { Button, Dropdown, Option, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { enumLabel } from './brandLabels';
import { BRAND_STATUSES, BUSINESS_STATUSES, hasBrandFilters, type BrandFilterName, type BrandListState } from './brandListQueryString';
import { DebouncedSearchBox } from './DebouncedSearchBox';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}` },
  field: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  label: { fontSize: tokens.fontSizeBase200, fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground3 },
  choice: { minWidth: '180px' },
  clear: { marginLeft: 'auto' },
});

export interface BrandFilterBarProps {
  state: BrandListState;
  onChange(name: BrandFilterName, value: string | null): void;
  onClear(): void;
}

export function BrandFilterBar({ state, onChange, onClear }: BrandFilterBarProps) {
  const styles = useStyles();
  const choice = (name: 'status' | 'businessStatus', label: string, options: readonly string[]) => {
    const current = state[name] ?? '';
    return (
      <div className={styles.field}>
        <span className={styles.label} aria-hidden="true">
          {label}
        </span>
        <Dropdown
          className={styles.choice}
          aria-label={label}
          value={current ? enumLabel(current) : 'Any'}
          selectedOptions={[current]}
          onOptionSelect={(_event, data) => onChange(name, data.optionValue || null)}
        >
          <Option value="">Any</Option>
          {options.map((option) => (
            <Option key={option} value={option}>
              {enumLabel(option)}
            </Option>
          ))}
        </Dropdown>
      </div>
    );
  };
  return (
    <div className={styles.root} role="search" aria-label="Brand filters">
      <div className={styles.field}>
        <span className={styles.label} aria-hidden="true">
          Brand
        </span>
        <DebouncedSearchBox
          value={state.brandSearchTerm}
          onChange={(value) => onChange('brandSearchTerm', value)}
          label="Brand search"
          placeholder="Search brands  ( / )"
          shortcut={{ keys: '/', description: 'Search brands', group: 'Brands' }}
        />
      </div>
      {choice('status', 'Brand status', BRAND_STATUSES)}
      {choice('businessStatus', 'Business status', BUSINESS_STATUSES)}
      {hasBrandFilters(state) && (
        <Button className={styles.clear} appearance="subtle" icon={<DismissRegular />} onClick={onClear}>
          Clear all
        </Button>
      )}
    </div>
  );
}
