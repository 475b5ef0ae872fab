import { describe, expect, it } from 'vitest';
import type { Command, ShortcutDescription } from './commandTypes';
import { sheetShortcuts } from './shortcutSheet';

const run = () => undefined;
// As the task page binds its keys (useShortcut) and lists its palette commands with their hints.
const bound: ShortcutDescription[] = [
  { keys: 'mod+shift+s', description: 'Save the task', group: 'Task' },
  { keys: 'mod+enter', description: 'Done: resolve the task', group: 'Task' },
  { keys: 'a', description: 'Assign to me (or unassign)', group: 'Task' },
  { keys: 'w', description: 'Mark or unmark as awaiting', group: 'Task' },
];
const commands: Command[] = [
  { id: 'task.assign', title: 'Assign to me', group: 'Task', shortcut: 'A', run },
  { id: 'task.save', title: 'Save', group: 'Task', shortcut: 'Ctrl+Shift+S', run },
  { id: 'task.done', title: 'Done', group: 'Task', shortcut: 'Ctrl+Enter', run },
  { id: 'task.awaiting', title: 'Mark as awaiting', group: 'Task', shortcut: 'W', run },
  { id: 'task.reopen', title: 'Reopen', group: 'Task', run },
  { id: 'list.next', title: 'Next row', group: 'List', shortcut: 'J', run },
];

describe('the shortcuts sheet', () => {
  it('lists each task action once: a command hint naming keys already bound is not listed again', () => {
    const sheet = sheetShortcuts(bound, commands);
    expect(sheet).toEqual([...bound, { keys: 'J', description: 'Next row', group: 'List' }]);
    const keys = sheet.map((shortcut) => shortcut.keys.toLowerCase().replace('ctrl', 'mod'));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('lists a command hint once even when two commands name the same keys', () => {
    expect(sheetShortcuts([], [commands[5], { ...commands[5], id: 'other', title: 'Next' }])).toHaveLength(1);
  });
});
