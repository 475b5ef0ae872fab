import { describe, expect, it } from 'vitest';
import { prettyJson } from './prettyJson';

describe('prettyJson', () => {
  it('indents objects and arrays', () => {
    expect(prettyJson({ a: 1, b: [true] })).toBe('{\n  "a": 1,\n  "b": [\n    true\n  ]\n}');
  });
  it('unpacks a string that holds JSON and keeps other strings', () => {
    expect(prettyJson('{"name":"Ada"}')).toBe('{\n  "name": "Ada"\n}');
    expect(prettyJson('plain words')).toBe('plain words');
    expect(prettyJson('42')).toBe('42');
  });
  it('shows nothing as a dash', () => {
    expect(prettyJson(null)).toBe('-');
    expect(prettyJson(undefined)).toBe('-');
  });
});
