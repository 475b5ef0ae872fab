// Binds a keyboard shortcut while the calling component is mounted: 'mod+k', 'mod+shift+s', '?', 'j', 'g u'.
// Plain keys are ignored while typing in inputs and text areas. With a description, the shortcut is listed in the
// shortcuts dialog ('?').
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { ShortcutDescription } from './commandTypes';
import { describedShortcuts, ensureShortcutListener, shortcutEntries } from './shortcutDispatcher';

export interface ShortcutOptions {
  description: string;
  enabled?: boolean;
  /** Heading in the shortcuts dialog; 'General' when not given. */
  group?: string;
}

export function useShortcut(keys: string, handler: (event: KeyboardEvent) => void, options?: ShortcutOptions): void {
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  });
  const enabled = options?.enabled ?? true;
  const description = options?.description;
  const group = options?.group;
  useEffect(() => {
    ensureShortcutListener();
    return shortcutEntries.add({ keys, description, group, enabled, handler: (event) => handlerRef.current(event) });
  }, [keys, description, group, enabled]);
}

/** Every described shortcut currently bound. */
export function useShortcutDescriptions(): ShortcutDescription[] {
  const entries = useSyncExternalStore(shortcutEntries.subscribe, shortcutEntries.getSnapshot, shortcutEntries.getSnapshot);
  return describedShortcuts(entries);
}
