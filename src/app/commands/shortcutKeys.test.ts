import { describe, expect, it } from 'vitest';
import { advanceSequence, chordOfEvent, isPlainChord, parseShortcut, shortcutLabels, type KeyStrokeEvent } from './shortcutKeys';

const press = (key: string, modifiers: Partial<KeyStrokeEvent> = {}): KeyStrokeEvent => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...modifiers,
});

describe('parseShortcut', () => {
  it('normalises chords and sequences', () => {
    expect(parseShortcut('mod+k', false)).toEqual(['mod+k']);
    expect(parseShortcut('Mod+Shift+S', false)).toEqual(['mod+shift+s']);
    expect(parseShortcut('shift+mod+s', true)).toEqual(['mod+shift+s']);
    expect(parseShortcut('g u', false)).toEqual(['g', 'u']);
    expect(parseShortcut('?', false)).toEqual(['?']);
    expect(parseShortcut('esc', false)).toEqual(['escape']);
  });

  it('maps ctrl to mod off macOS and keeps it apart on macOS', () => {
    expect(parseShortcut('ctrl+k', false)).toEqual(['mod+k']);
    expect(parseShortcut('ctrl+k', true)).toEqual(['ctrl+k']);
  });
});

describe('chordOfEvent', () => {
  it('reads mod as ctrl off macOS and as cmd on macOS', () => {
    expect(chordOfEvent(press('k', { ctrlKey: true }), false)).toBe('mod+k');
    expect(chordOfEvent(press('k', { metaKey: true }), true)).toBe('mod+k');
    expect(chordOfEvent(press('k', { ctrlKey: true }), true)).toBe('ctrl+k');
  });

  it('lowercases shifted letters and keeps shift', () => {
    expect(chordOfEvent(press('S', { ctrlKey: true, shiftKey: true }), false)).toBe('mod+shift+s');
  });

  it('drops the shift that typing ? needs', () => {
    expect(chordOfEvent(press('?', { shiftKey: true }), false)).toBe('?');
  });

  it('uses the physical key when alt changes the character', () => {
    expect(chordOfEvent({ ...press('ß', { altKey: true }), code: 'KeyS' }, true)).toBe('alt+s');
  });

  it('ignores lone modifier keys', () => {
    expect(chordOfEvent(press('Shift', { shiftKey: true }), false)).toBeNull();
    expect(chordOfEvent(press('Meta', { metaKey: true }), true)).toBeNull();
  });
});

describe('isPlainChord', () => {
  it('is true without ctrl, cmd or alt', () => {
    expect(isPlainChord('j')).toBe(true);
    expect(isPlainChord('?')).toBe(true);
    expect(isPlainChord('shift+j')).toBe(true);
    expect(isPlainChord('mod+k')).toBe(false);
    expect(isPlainChord('alt+s')).toBe(false);
  });
});

describe('advanceSequence', () => {
  const bindings = [
    { sequence: ['g', 'u'], value: 'users' },
    { sequence: ['g', 'b'], value: 'brands' },
    { sequence: ['j'], value: 'next' },
    { sequence: ['mod+k'], value: 'palette' },
  ];

  it('matches a single chord', () => {
    expect(advanceSequence([], 'j', bindings)).toEqual({ match: bindings[2], pending: [] });
  });

  it('waits after the first key of a sequence, then matches', () => {
    const first = advanceSequence([], 'g', bindings);
    expect(first).toEqual({ match: null, pending: ['g'] });
    expect(advanceSequence(first.pending, 'u', bindings).match?.value).toBe('users');
  });

  it('starts over when the sequence breaks, using the new key alone', () => {
    expect(advanceSequence(['g'], 'j', bindings)).toEqual({ match: bindings[2], pending: [] });
    expect(advanceSequence(['g'], 'x', bindings)).toEqual({ match: null, pending: [] });
  });

  it('lets the last registered binding win', () => {
    const overridden = [...bindings, { sequence: ['j'], value: 'next row' }];
    expect(advanceSequence([], 'j', overridden).match?.value).toBe('next row');
  });
});

describe('shortcutLabels', () => {
  it('shows platform symbols', () => {
    expect(shortcutLabels('mod+k', true)).toEqual([['⌘', 'K']]);
    expect(shortcutLabels('mod+shift+s', false)).toEqual([['Ctrl', 'Shift', 'S']]);
    expect(shortcutLabels('g u', false)).toEqual([['G'], ['U']]);
    expect(shortcutLabels('?', false)).toEqual([['?']]);
  });
});
