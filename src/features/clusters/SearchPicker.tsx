// A picker over a known list that narrows as one types (the cluster's template and master cluster): the first 50
// matches by any word of their label, 'None' to clear, and the chosen one shown when closed.
import { Combobox, Option, makeStyles } from '@fluentui/react-components';
import { useMemo, useState } from 'react';

export interface PickerOption {
  value: string;
  label: string;
}

const useStyles = makeStyles({ picker: { width: '100%', minWidth: '200px' } });

const SHOWN = 50;
const NONE = '\u0000none';

interface Props {
  label: string;
  options: readonly PickerOption[];
  value: string | null;
  onChange(value: string | null): void;
  disabled?: boolean;
  placeholder?: string;
  noneLabel?: string;
}

export function SearchPicker({ label, options, value, onChange, disabled, placeholder, noneLabel = 'None' }: Props) {
  const styles = useStyles();
  const [text, setText] = useState<string | null>(null);
  const chosen = options.find((option) => option.value === value) ?? null;
  const matches = useMemo(() => {
    const term = (text ?? '').trim().toLowerCase();
    const found = term ? options.filter((option) => option.label.toLowerCase().includes(term)) : options;
    return found.slice(0, SHOWN);
  }, [options, text]);
  return (
    <Combobox
      className={styles.picker}
      aria-label={label}
      placeholder={placeholder}
      freeform
      disabled={disabled}
      value={text ?? chosen?.label ?? ''}
      selectedOptions={value ? [value] : []}
      onChange={(event) => setText(event.target.value)}
      onOpenChange={(_event, data) => !data.open && setText(null)}
      onOptionSelect={(_event, data) => {
        if (data.optionValue === undefined) return;
        onChange(data.optionValue === NONE ? null : data.optionValue);
        setText(null);
      }}
    >
      <Option value={NONE} text={noneLabel}>
        {noneLabel}
      </Option>
      {matches.map((option) => (
        <Option key={option.value} value={option.value} text={option.label}>
          {option.label}
        </Option>
      ))}
      {matches.length === 0 ? (
        <Option disabled value="" text="">
          Nothing matches
        </Option>
      ) : null}
    </Combobox>
  );
}
