// The Duplicate of picker: the brand's other locations, searched by name, address or id as the person types (the first
// ones when nothing is typed), with a choice to clear it.
import { Combobox, Option, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import type { DuplicateOfPickerQuery } from './__generated__/DuplicateOfPickerQuery.graphql';
import type { LocationRef } from './definitionForm';

const SEARCH_DEBOUNCE_MS = 300;
const NONE = 'none';

const query = graphql`
  query DuplicateOfPickerQuery($brandId: ID!, $searchTerm: String) {
    brand(id: $brandId) {
      locations(searchTerm: $searchTerm, page: 1, pageSize: 20) {
        locations {
          databaseId
          name
          formattedAddress
        }
      }
    }
  }
`;

const useStyles = makeStyles({
  picker: { minWidth: '210px' },
  muted: { color: tokens.colorNeutralForeground3 },
  option: { display: 'flex', flexDirection: 'column' },
});

interface Found extends LocationRef {
  address: string | null;
}

export interface DuplicateOfPickerProps {
  brandId: number;
  locationId: number;
  value: LocationRef | null;
  onChange(value: LocationRef | null): void;
}

export function DuplicateOfPicker({ brandId, locationId, value, onChange }: DuplicateOfPickerProps) {
  const styles = useStyles();
  const environment = useRelayEnvironment();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState<string | null>(null);
  const term = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const [options, setOptions] = useState<Found[]>([]);
  const [searching, setSearching] = useState(false);

  useEffect(() => {
    if (!open) return;
    setSearching(true);
    const subscription = fetchQuery<DuplicateOfPickerQuery>(environment, query, { brandId: String(brandId), searchTerm: term?.trim() || null }).subscribe({
      next: (data) =>
        setOptions(
          (data.brand?.locations.locations ?? [])
            .filter((location) => location.databaseId !== locationId)
            .map((location) => ({ id: location.databaseId, name: location.name, address: location.formattedAddress ?? null })),
        ),
      complete: () => setSearching(false),
      error: () => {
        setOptions([]);
        setSearching(false);
      },
    });
    return () => subscription.unsubscribe();
  }, [environment, brandId, locationId, term, open]);

  const shown = value ? `${value.name} (${value.id})` : '';
  return (
    <Combobox
      className={styles.picker}
      size="small"
      aria-label={`Duplicate of, location ${locationId}`}
      data-duplicate-of={locationId}
      placeholder="Not a duplicate"
      freeform
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
        if (data.optionValue === NONE) onChange(null);
        else {
          const chosen = options.find((option) => String(option.id) === data.optionValue);
          if (chosen) onChange({ id: chosen.id, name: chosen.name });
        }
        setText(null);
      }}
      expandIcon={searching ? <Spinner size="extra-tiny" aria-label="Searching" /> : undefined}
    >
      {value ? (
        <Option value={NONE} text="Not a duplicate">
          Not a duplicate
        </Option>
      ) : null}
      {options.map((option) => (
        <Option key={option.id} value={String(option.id)} text={`${option.name} (${option.id})`}>
          <span className={styles.option}>
            <span>
              {option.name} <Text className={styles.muted}>({option.id})</Text>
            </span>
            {option.address ? <Text size={200} className={styles.muted}>{option.address}</Text> : null}
          </span>
        </Option>
      ))}
      {options.length === 0 && !searching ? (
        <Option disabled value="" text="">
          No other location found
        </Option>
      ) : null}
    </Combobox>
  );
}
