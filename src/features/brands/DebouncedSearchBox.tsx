// A search box of the brand pages: applies 1000 ms after the last keystroke (spec 2, section 9's brand search
// debounce), at once on Enter; an optional shortcut focuses it, Escape hands the keyboard back.
import { Button, Input, makeStyles, mergeClasses } from '@fluentui/react-components';
import { DismissRegular, SearchRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState } from 'react';
import { useShortcut } from '../../app/commands/useShortcut';

export const SEARCH_DEBOUNCE_MS = 1000;

const useStyles = makeStyles({ search: { width: '280px', maxWidth: '100%' } });

export interface DebouncedSearchBoxProps {
  value: string;
  onChange(value: string): void;
  label: string;
  placeholder: string;
  /** Focuses the box, listed in the shortcuts dialog under `group`. */
  shortcut?: { keys: string; description: string; group: string };
  /** Replaces the default width (280 px), e.g. the common websites search's 30%. */
  className?: string;
}

export function DebouncedSearchBox({ value, onChange, label, placeholder, shortcut, className }: DebouncedSearchBoxProps) {
  const styles = useStyles();
  const [text, setText] = useState(value);
  const input = useRef<HTMLInputElement>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  // The value changed under the box (clear, back): show it.
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => onChangeRef.current(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  useShortcut(
    shortcut?.keys ?? '/',
    (event) => {
      event.preventDefault();
      input.current?.focus();
      input.current?.select();
    },
    { description: shortcut?.description ?? label, group: shortcut?.group, enabled: Boolean(shortcut) },
  );
  return (
    <Input
      ref={input}
      className={mergeClasses(styles.search, className)}
      aria-label={label}
      placeholder={placeholder}
      value={text}
      contentBefore={<SearchRegular />}
      contentAfter={
        text ? (
          <Button
            size="small"
            appearance="transparent"
            icon={<DismissRegular />}
            aria-label={`Clear ${label.toLowerCase()}`}
            onClick={() => {
              setText('');
              onChange('');
            }}
          />
        ) : undefined
      }
      onChange={(_event, data) => setText(data.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onChange(text.trim());
        else if (event.key === 'Escape') input.current?.blur();
      }}
    />
  );
}
