// What the shortcuts sheet ('?') lists: every bound, described shortcut, then the palette commands' shortcut hints that
// no bound shortcut already covers. A command's hint ('Ctrl+Shift+S', 'A') and the binding it names ('mod+shift+s',
// 'a') are the same keys written two ways, so they are compared as parsed key sequences, not as text.
import type { Command, ShortcutDescription } from './commandTypes';
import { parseShortcut } from './shortcutKeys';

/** One spelling for the same keys: Ctrl and mod read alike (as on Windows and Linux), letters in lower case. */
const keysOf = (keys: string) => parseShortcut(keys, false).join(' ');

export function sheetShortcuts(described: readonly ShortcutDescription[], commands: readonly Command[]): ShortcutDescription[] {
  const bound = new Set(described.map((shortcut) => keysOf(shortcut.keys)));
  const fromCommands: ShortcutDescription[] = [];
  for (const command of commands) {
    if (!command.shortcut) continue;
    const keys = keysOf(command.shortcut);
    if (bound.has(keys)) continue;
    bound.add(keys);
    fromCommands.push({ keys: command.shortcut, description: command.title, group: command.group });
  }
  return [...described, ...fromCommands];
}
