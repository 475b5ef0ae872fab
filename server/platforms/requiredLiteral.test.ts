import { RE2JS } from 're2js';
import { describe, expect, it } from 'vitest';
import { requiredLiteral } from './requiredLiteral';

describe('requiredLiteral', () => {
  it('finds the host of an anchored URL pattern', () => {
    expect(requiredLiteral('^https?://(www\\.)?menus\\.example\\.com/r/\\d+')).toBe('menus.example.com/r/');
    expect(requiredLiteral('^https://order\\.tablehost\\.co\\.uk/[a-z-]+/menu$')).toBe('https://order.tablehost.co.uk/');
  });

  it('leaves out characters a quantifier may skip', () => {
    expect(requiredLiteral('abcdx?yz')).toBe('abcd');
    expect(requiredLiteral('abcdx*yz')).toBe('abcd');
    expect(requiredLiteral('abcdx{0,2}yz')).toBe('abcd');
    expect(requiredLiteral('abc\\.?defgh')).toBe('defgh');
    expect(requiredLiteral('xyza+bcd')).toBe('xyza');
  });

  it('gives up on alternation at the top, flags, quoting and short text', () => {
    expect(requiredLiteral('foo\\.com|bar\\.com')).toBeNull();
    expect(requiredLiteral('(?i)example\\.com')).toBeNull();
    expect(requiredLiteral('\\Qexample.com\\E')).toBeNull();
    expect(requiredLiteral('.*')).toBeNull();
    expect(requiredLiteral('ab')).toBeNull();
  });

  it('skips groups and classes, whose text may vary', () => {
    expect(requiredLiteral('(foo|bar)\\.example\\.com')).toBe('.example.com');
    expect(requiredLiteral('[a]]bc]defg')).toBe('defg');
  });

  it('never names text a match can lack (checked against RE2 on samples)', () => {
    const cases: Array<[string, string[]]> = [
      ['^https?://(www\\.)?menus\\.example\\.com/r/\\d+', ['http://menus.example.com/r/1', 'https://www.menus.example.com/r/22']],
      ['ab?cde+f', ['acdef', 'abcdeef']],
      ['x(yz)*hello', ['xhello', 'xyzyzhello']],
    ];
    for (const [pattern, samples] of cases) {
      const literal = requiredLiteral(pattern);
      for (const sample of samples) {
        expect(RE2JS.compile(pattern).matcher(sample).find(), sample).toBe(true);
        if (literal !== null) expect(sample.includes(literal), `${pattern} on ${sample}: ${literal}`).toBe(true);
      }
    }
  });
});
