// A brand picker that searches by name similarity 1000 ms after the last key (spec 2, sections 7 and 9): the Master brand
// picker (master brands only) and the locations' Change brand picker (brands that are not slaves).
import { Combobox, Option, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import type { BrandSearchPickerQuery } from './__generated__/BrandSearchPickerQuery.graphql';
import type { BrandRef } from './gatewayForm';

export const BRAND_SEARCH_DEBOUNCE_MS = 1000;

const query = graphql`
  query BrandSearchPickerQuery($filters: BrandFilters, $pageSize: Int) {
    brands(filters: $filters, pageSize: $pageSize, sortingCriterion: NAME_SIMILARITY) {
      brands {
        databaseId
        name
        brandGatewayTaskId
      }
    }
  }
`;

const useStyles = makeStyles({
  picker: { minWidth: '200px', width: '100%' },
  muted: { color: tokens.colorNeutralForeground3 },
});

export interface BrandSearchPickerProps {
  label: string;
  value: BrandRef | null;
  onChange(brand: BrandRef | null): void;
  rank?: 'MASTER' | 'SLAVE';
  notRank?: 'MASTER' | 'SLAVE';
  /** Leaves a brand out of the options (the task's own brand). */
  excludeId?: number;
  placeholder?: string;
  size?: 'small' | 'medium';
  disabled?: boolean;
  /** Highlighted as changed by an earlier view. */
  className?: string;
}

export function BrandSearchPicker({ label, value, onChange, rank, notRank, excludeId, placeholder = 'Search brands', size = 'medium', disabled, className }: BrandSearchPickerProps) {
  const styles = useStyles();
  const environment = useRelayEnvironment();
  const [text, setText] = useState<string | null>(null);
  const term = useDebouncedValue(text, BRAND_SEARCH_DEBOUNCE_MS);
  const [options, setOptions] = useState<BrandRef[]>([]);
  const [searching, setSearching] = useState(false);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (term === null || term.trim() === '') {
      setOptions([]);
      return;
    }
    setSearching(true);
    const subscription = fetchQuery<BrandSearchPickerQuery>(environment, query, { filters: { brandSearchTerm: term.trim(), rank, notRank }, pageSize: 10 }).subscribe({
      next: (data) => setOptions(data.brands.brands.filter((brand) => brand.databaseId !== excludeId).map((brand) => ({ id: brand.databaseId, name: brand.name, brandGatewayTaskId: brand.brandGatewayTaskId }))),
      complete: () => setSearching(false),
      error: () => {
        setOptions([]);
        setSearching(false);
      },
    });
    return () => subscription.unsubscribe();
  }, [environment, term, rank, notRank, excludeId]);

  const shown = value ? `${value.name} (${value.id})` : '';
  const waiting = text !== null && text.trim() !== '' && (text !== term || searching);
  return (
    <Combobox
      className={className ?? styles.picker}
      size={size}
      aria-label={label}
      placeholder={placeholder}
      freeform
      disabled={disabled}
      value={text ?? shown}
      selectedOptions={value ? [String(value.id)] : []}
      open={open}
      onChange={(event) => {
        setText(event.target.value);
        setOpen(true);
      }}
      onOpenChange={(_event, data) => {
        setOpen(data.open);
        if (!data.open) setText(null);
      }}
      onOptionSelect={(_event, data) => {
        const chosen = options.find((option) => String(option.id) === data.optionValue) ?? null;
        if (chosen) onChange(chosen);
        setText(null);
      }}
      expandIcon={waiting ? <Spinner size="extra-tiny" aria-label="Searching" /> : undefined}
    >
      {options.map((option) => (
        <Option key={option.id} value={String(option.id)} text={`${option.name} (${option.id})`}>
          {option.name} <Text className={styles.muted}>({option.id})</Text>
        </Option>
      ))}
      {options.length === 0 && text !== null && !waiting ? (
        <Option disabled value="" text="">
          {text.trim() ? 'No brands found' : 'Type a brand name'}
        </Option>
      ) : null}
    </Combobox>
  );
}
