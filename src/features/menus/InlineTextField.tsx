// A value edited in place (spec 2, section 5: the menu's URL and notes): saved on blur or Enter (Ctrl+Enter in a
// multi-line field), only when it changed, after the shared schema accepts it; Escape puts the stored value back. A
// refusal, the form's or the server's, shows under the field and the typed text stays.
import { Field, Input, Spinner, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { ValidationError } from 'yup';

const useStyles = makeStyles({
  field: { minWidth: 0 },
  input: { width: '100%' },
  hint: { color: tokens.colorNeutralForeground3 },
});

export interface InlineTextFieldProps {
  label: string;
  value: string;
  /** The shared schema of the value (its messages show under the field). */
  schema: { validate(value: unknown): Promise<unknown> };
  multiline?: boolean;
  maxLength?: number;
  disabled?: boolean;
  placeholder?: string;
  /** Names the field for screen readers only (a table cell, whose column header already says what it is). */
  hideLabel?: boolean;
  /** Saves the accepted value; rejects with the message to show. */
  onSave(value: string): Promise<void>;
}

export function InlineTextField({ label, value, schema, multiline = false, maxLength, disabled, placeholder, hideLabel = false, onSave }: InlineTextFieldProps) {
  const styles = useStyles();
  const [text, setText] = useState(value);
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const stored = useRef(value);
  // A new stored value (a save, a refetch): show it, unless the person is mid-edit.
  useEffect(() => {
    if (text === stored.current) setText(value);
    stored.current = value;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);

  const commit = async () => {
    if (saving || text === value || text.trim() === value.trim()) {
      setMessage(null);
      return;
    }
    try {
      const accepted = String((await schema.validate(text)) ?? '');
      setMessage(null);
      setSaving(true);
      await onSave(accepted);
      setText(accepted);
    } catch (error) {
      setMessage(error instanceof ValidationError ? error.message : error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };
  const keyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      setText(value);
      setMessage(null);
    } else if (event.key === 'Enter' && (!multiline || event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void commit();
    }
  };
  const common = {
    value: text,
    disabled: disabled || saving,
    placeholder,
    onBlur: () => void commit(),
    onKeyDown: keyDown,
    className: styles.input,
    ...(hideLabel ? { 'aria-label': label } : {}),
  };
  return (
    <Field
      className={styles.field}
      label={hideLabel ? undefined : label}
      validationState={message ? 'error' : 'none'}
      validationMessage={message ?? (multiline && maxLength ? <span className={styles.hint}>{`${text.length} / ${maxLength} · saved when you leave the field or press Ctrl+Enter`}</span> : undefined)}
    >
      {multiline ? (
        <Textarea {...common} resize="vertical" rows={3} onChange={(_event, data) => setText(data.value)} />
      ) : (
        <Input {...common} type="url" contentAfter={saving ? <Spinner size="extra-tiny" /> : undefined} onChange={(_event, data) => setText(data.value)} />
      )}
    </Field>
  );
}
