// The nine dish filters (spec 2, sections 2.7 and 2.13): one search box per field, reported 400 ms after the last key
// (so a page of dishes is not fetched per keystroke), and a clear-all. The boxes follow `filters` when it changes from
// outside (back and forward in the browser).
import { Button, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular, FilterRegular, SearchRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState } from 'react';
import { DISH_FILTER_FIELDS } from '../../../domain/dishReviewSchemas';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { DISH_FILTER_NAMES, sameDishFilters, type DishFilterValues } from './dishFilters';

export const DISH_FILTER_DEBOUNCE_MS = 400;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: tokens.spacingHorizontalS },
  count: { color: tokens.colorNeutralForeground3 },
});

export interface DishFilterBarProps {
  filters: DishFilterValues;
  onChange(next: DishFilterValues): void;
}

export function DishFilterBar({ filters, onChange }: DishFilterBarProps) {
  const styles = useStyles();
  const [draft, setDraft] = useState<DishFilterValues>(filters);
  const settled = useDebouncedValue(draft, DISH_FILTER_DEBOUNCE_MS);
  const reported = useRef(filters);

  // Outside changes (history navigation, clear from elsewhere) win over the draft.
  useEffect(() => {
    if (!sameDishFilters(filters, reported.current)) {
      reported.current = filters;
      setDraft(filters);
    }
  }, [filters]);

  useEffect(() => {
    if (sameDishFilters(settled, reported.current)) return;
    reported.current = settled;
    onChange(settled);
  }, [settled, onChange]);

  const active = DISH_FILTER_NAMES.filter((name) => draft[name]?.trim()).length;
  const clearAll = () => {
    setDraft({});
    reported.current = {};
    onChange({});
  };

  return (
    <section className={styles.root} aria-label="Dish filters">
      <div className={styles.head}>
        <FilterRegular aria-hidden="true" />
        <Text weight="semibold">Filters</Text>
        <Text size={200} className={styles.count}>
          {active ? `${active} active` : 'none active'}
        </Text>
        <Button size="small" appearance="subtle" icon={<DismissRegular />} disabled={active === 0} onClick={clearAll}>
          Clear all filters
        </Button>
      </div>
      <div className={styles.grid}>
        {DISH_FILTER_FIELDS.map(({ field, label }) => (
          <Input
            key={field}
            size="small"
            aria-label={label}
            placeholder={label}
            contentBefore={<SearchRegular aria-hidden="true" />}
            value={draft[field] ?? ''}
            onChange={(_event, data) => setDraft((previous) => ({ ...previous, [field]: data.value }))}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && draft[field]) {
                event.stopPropagation();
                setDraft((previous) => ({ ...previous, [field]: '' }));
              }
            }}
          />
        ))}
      </div>
    </section>
  );
}
