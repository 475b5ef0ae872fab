import { describe, expect, it } from 'vitest';
import { documentNestingDepth, MAX_NESTING_DEPTH, valueNestingDepth } from './nestingLimit';

describe('documentNestingDepth', () => {
  it('counts braces, brackets and parentheses open at once', () => {
    expect(MAX_NESTING_DEPTH).toBe(32);
    expect(documentNestingDepth('query { me { id } }')).toBe(2);
    expect(documentNestingDepth('query($a: [ID!]) { users(filters: { roleIds: [["1"]] }) { total } }')).toBe(5);
    expect(documentNestingDepth('{ a } { b } { c }')).toBe(1);
    expect(documentNestingDepth('')).toBe(0);
  });

  it('skips strings with their escapes, block strings and comments', () => {
    expect(documentNestingDepth('{ a(x: "{[(\\"{{") }')).toBe(2);
    expect(documentNestingDepth('{ a(x: """ {{{ \\""" [[[ """) }')).toBe(2);
    expect(documentNestingDepth('# {{{{\n{ a }')).toBe(1);
    expect(documentNestingDepth('{ a } # {{{{')).toBe(1);
  });

  it('stops one past the limit it is given', () => {
    expect(documentNestingDepth('['.repeat(100_000), 32)).toBe(33);
    expect(documentNestingDepth(`${'{'.repeat(32)}${'}'.repeat(32)}`, 32)).toBe(32);
  });
});

describe('valueNestingDepth', () => {
  it('counts objects and arrays, not scalars', () => {
    expect(valueNestingDepth(null)).toBe(0);
    expect(valueNestingDepth('text')).toBe(0);
    expect(valueNestingDepth({})).toBe(1);
    expect(valueNestingDepth({ a: [1, { b: 'c' }], d: 2 })).toBe(3);
  });

  it('walks a value far deeper than the stack allows, and stops one past the limit', () => {
    const deep = JSON.parse(`${'['.repeat(200_000)}${']'.repeat(200_000)}`) as unknown;
    expect(valueNestingDepth(deep, 32)).toBe(33);
    expect(valueNestingDepth(deep, Infinity)).toBe(200_000);
  });
});
