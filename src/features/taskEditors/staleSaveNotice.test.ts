import { describe, expect, it } from 'vitest';
import { staleSaveNotice } from './staleSaveNotice';

describe('staleSaveNotice', () => {
  it('says the changes stay when the editor does not count them', () => {
    expect(staleSaveNotice('The task was changed by someone else.')).toBe(
      'The task was changed by someone else.\nYour changes are still on the page: reload the task, check them and save again.',
    );
  });

  it('counts the edited items, one in the singular', () => {
    expect(staleSaveNotice('Stale.', 1)).toBe('Stale.\nYour 1 edited item is still on the page: reload the task, check them and save again.');
    expect(staleSaveNotice('Stale.', 3)).toBe('Stale.\nYour 3 edited items are still on the page: reload the task, check them and save again.');
    expect(staleSaveNotice('Stale.', 0)).toBe('Stale.\nYour 0 edited items are still on the page: reload the task, check them and save again.');
  });
});
