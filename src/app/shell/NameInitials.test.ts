import { describe, expect, it } from 'vitest';
import { initialsOf } from './NameInitials';

describe('initialsOf', () => {
  it('takes the first letters of the first and last words, upper-cased', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('  jean   paul  sartre ')).toBe('JS');
    expect(initialsOf('Ada')).toBe('A');
    expect(initialsOf('   ')).toBe('');
  });
});
