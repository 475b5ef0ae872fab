// Keyboard shortcut notation and matching, pure so it is unit-tested.
// Notation: chords joined by '+', sequences separated by spaces: 'mod+k', 'mod+shift+s', '?', 'j', 'g u'.
// 'mod' is Command on macOS and Ctrl elsewhere.

export interface KeyStrokeEvent {
  key: string;
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

const KEY_ALIASES: Record<string, string> = {
  esc: 'escape',
  return: 'enter',
  space: 'space',
  ' ': 'space',
  spacebar: 'space',
  up: 'arrowup',
  down: 'arrowdown',
  left: 'arrowleft',
  right: 'arrowright',
  del: 'delete',
  plus: '+',
};

const MODIFIER_KEYS = new Set(['control', 'meta', 'alt', 'shift', 'os', 'altgraph', 'capslock', 'fn']);
const MODIFIER_ORDER = ['mod', 'ctrl', 'meta', 'alt', 'shift'] as const;
type Modifier = (typeof MODIFIER_ORDER)[number];

function normaliseKey(key: string): string {
  const lower = key.length === 1 ? key.toLowerCase() : key.toLowerCase();
  return KEY_ALIASES[lower] ?? lower;
}

/** A printable character other than a letter already says whether shift was held ('?' is shift+/), so shift is dropped. */
function shiftIsImplied(key: string): boolean {
  return key.length === 1 && !/[a-z]/.test(key);
}

function canonical(modifiers: ReadonlySet<Modifier>, key: string): string {
  const parts: string[] = MODIFIER_ORDER.filter((modifier) => modifiers.has(modifier) && !(modifier === 'shift' && shiftIsImplied(key)));
  return [...parts, key].join('+');
}

/** 'mod+Shift+S' -> 'mod+shift+s'; one chord. */
export function parseChord(chord: string, isMac: boolean): string {
  const tokens = chord === '+' ? ['+'] : chord.split('+').map((token) => (token === '' ? '+' : token));
  const modifiers = new Set<Modifier>();
  let key = '';
  for (const raw of tokens) {
    const token = raw.toLowerCase();
    if (token === 'mod' || token === 'cmd' || token === 'command') modifiers.add('mod');
    else if (token === 'ctrl' || token === 'control') modifiers.add(isMac ? 'ctrl' : 'mod');
    else if (token === 'meta') modifiers.add(isMac ? 'mod' : 'meta');
    else if (token === 'alt' || token === 'option') modifiers.add('alt');
    else if (token === 'shift') modifiers.add('shift');
    else key = normaliseKey(raw);
  }
  return canonical(modifiers, key);
}

/** 'g u' -> ['g', 'u']; 'mod+k' -> ['mod+k']. */
export function parseShortcut(keys: string, isMac: boolean): string[] {
  return keys
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((chord) => parseChord(chord, isMac));
}

/** The chord a keydown event stands for, or null for a lone modifier key. */
export function chordOfEvent(event: KeyStrokeEvent, isMac: boolean): string | null {
  if (MODIFIER_KEYS.has(event.key.toLowerCase())) return null;
  const modifiers = new Set<Modifier>();
  if (isMac ? event.metaKey : event.ctrlKey) modifiers.add('mod');
  if (isMac && event.ctrlKey) modifiers.add('ctrl');
  if (!isMac && event.metaKey) modifiers.add('meta');
  if (event.altKey) modifiers.add('alt');
  if (event.shiftKey) modifiers.add('shift');
  let key = normaliseKey(event.key);
  // Alt (Option on macOS) changes the character typed; the physical key says which letter or digit was meant.
  if (event.altKey && event.code) {
    const letter = /^Key([A-Z])$/.exec(event.code);
    const digit = /^Digit(\d)$/.exec(event.code);
    if (letter) key = letter[1].toLowerCase();
    else if (digit) key = digit[1];
  }
  return canonical(modifiers, key);
}

/** True when the chord has no Ctrl/Cmd/Alt: such shortcuts must not fire while the person is typing. */
export function isPlainChord(chord: string): boolean {
  const parts = chord.split('+');
  const modifiers = parts.length > 1 && chord !== '+' ? parts.slice(0, -1) : [];
  return !modifiers.some((modifier) => modifier === 'mod' || modifier === 'ctrl' || modifier === 'meta' || modifier === 'alt');
}

export interface ShortcutBinding<T> {
  sequence: readonly string[];
  value: T;
}

export interface SequenceResult<T> {
  /** The binding whose whole sequence was just completed. */
  match: ShortcutBinding<T> | null;
  /** Chords typed so far that begin some longer sequence. */
  pending: string[];
}

const startsWith = (sequence: readonly string[], prefix: readonly string[]) =>
  prefix.length <= sequence.length && prefix.every((chord, index) => sequence[index] === chord);

/**
 * Adds a chord to what was typed so far. A completed sequence matches (the last binding wins, so the most recently
 * mounted screen overrides); a prefix of a longer sequence waits; anything else starts over from this chord alone.
 */
export function advanceSequence<T>(pending: readonly string[], chord: string, bindings: readonly ShortcutBinding<T>[]): SequenceResult<T> {
  const attempts = pending.length ? [[...pending, chord], [chord]] : [[chord]];
  for (const typed of attempts) {
    const complete = bindings.filter((binding) => binding.sequence.length === typed.length && startsWith(binding.sequence, typed));
    if (complete.length) return { match: complete[complete.length - 1], pending: [] };
    if (bindings.some((binding) => binding.sequence.length > typed.length && startsWith(binding.sequence, typed))) {
      return { match: null, pending: typed };
    }
  }
  return { match: null, pending: [] };
}

const KEY_LABELS: Record<string, string> = {
  escape: 'Esc',
  enter: 'Enter',
  space: 'Space',
  arrowup: '↑',
  arrowdown: '↓',
  arrowleft: '←',
  arrowright: '→',
  backspace: 'Backspace',
  delete: 'Delete',
  tab: 'Tab',
};

/** Labels for display, one array per chord: 'mod+k' -> [['⌘', 'K']] on macOS, [['Ctrl', 'K']] elsewhere. */
export function shortcutLabels(keys: string, isMac: boolean): string[][] {
  return parseShortcut(keys, isMac).map((chord) => {
    const parts = chord === '+' ? ['+'] : chord.split('+').map((part, index, all) => (part === '' && index === all.length - 1 ? '+' : part));
    return parts.filter(Boolean).map((part) => {
      if (part === 'mod') return isMac ? '⌘' : 'Ctrl';
      if (part === 'ctrl') return isMac ? '⌃' : 'Ctrl';
      if (part === 'meta') return 'Win';
      if (part === 'alt') return isMac ? '⌥' : 'Alt';
      if (part === 'shift') return isMac ? '⇧' : 'Shift';
      return KEY_LABELS[part] ?? (part.length === 1 ? part.toUpperCase() : part[0].toUpperCase() + part.slice(1));
    });
  });
}

export function isMacPlatform(): boolean {
  if (typeof navigator === 'undefined') return false;
  const platform = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ?? navigator.platform ?? '';
  return /mac|iphone|ipad|ipod/i.test(platform);
}
