// The one keydown listener behind every useShortcut: keeps the bindings, follows multi-key sequences ('g u'), and
// skips plain-key shortcuts while the person types in a field or works inside a modal dialog.
import { advanceSequence, chordOfEvent, isMacPlatform, isPlainChord, parseShortcut, type ShortcutBinding } from './shortcutKeys';
import { createListStore } from './externalStore';
import type { ShortcutDescription } from './commandTypes';

export interface ShortcutEntry {
  keys: string;
  handler: (event: KeyboardEvent) => void;
  description?: string;
  group?: string;
  enabled: boolean;
}

const SEQUENCE_TIMEOUT_MS = 1200;

export const shortcutEntries = createListStore<ShortcutEntry>();

/** Descriptions of the enabled, described shortcuts (the shortcuts dialog lists them). */
export function describedShortcuts(entries: readonly ShortcutEntry[]): ShortcutDescription[] {
  const seen = new Set<string>();
  const result: ShortcutDescription[] = [];
  for (const entry of entries) {
    if (!entry.enabled || !entry.description) continue;
    const key = `${entry.keys}|${entry.description}`;
    if (seen.has(key)) continue;
    seen.add(key);
    result.push({ keys: entry.keys, description: entry.description, group: entry.group ?? 'General' });
  }
  return result;
}

export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(target.type);
  }
  return target.getAttribute('role') === 'combobox' || target.getAttribute('role') === 'textbox';
}

function isInsideModal(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('[aria-modal="true"]') !== null;
}

let pending: string[] = [];
let pendingTimer: ReturnType<typeof setTimeout> | undefined;
let installed = false;

function onKeyDown(event: KeyboardEvent): void {
  if (event.isComposing || event.repeat) return;
  const isMac = isMacPlatform();
  const chord = chordOfEvent(event, isMac);
  if (!chord) return;
  // A control that handled the key itself prevents its default: plain keys are then its own. Fluent's Dropdown also
  // prevents Enter, so ctrl/cmd chords (ctrl+Enter: Done) still reach the page's shortcuts.
  if (event.defaultPrevented && isPlainChord(chord)) return;
  const quiet = isTypingTarget(event.target) || isInsideModal(event.target);
  const bindings: ShortcutBinding<ShortcutEntry>[] = shortcutEntries
    .getSnapshot()
    .filter((entry) => entry.enabled)
    .map((entry) => ({ sequence: parseShortcut(entry.keys, isMac), value: entry }))
    .filter((binding) => !quiet || !binding.sequence.every(isPlainChord));
  const result = advanceSequence(pending, chord, bindings);
  pending = result.pending;
  clearTimeout(pendingTimer);
  if (pending.length) pendingTimer = setTimeout(() => (pending = []), SEQUENCE_TIMEOUT_MS);
  if (result.match) {
    event.preventDefault();
    result.match.value.handler(event);
  }
}

export function ensureShortcutListener(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener('keydown', onKeyDown);
}
