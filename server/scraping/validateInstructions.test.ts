import { describe, expect, it } from 'vitest';
import type { ScrapingInstructions } from '../../domain/scrapingInstructions';
import { validateInstructionsForEngine } from './validateInstructions';

const base: ScrapingInstructions = { format: 1, pages: [{ url: 'https://demo.example/menu' }], dishes: { selector: '.dish', fields: { name: { selector: '.name' } } } };

describe('validateInstructionsForEngine', () => {
  it('accepts what the engine can run', () => {
    expect(validateInstructionsForEngine(base)).toEqual({ ok: true, value: base });
  });

  it('refuses a pattern RE2 itself refuses, with its reason', () => {
    const value = structuredClone(base);
    value.dishes.fields.price = { selector: '.price', pattern: '[[:money:]]+' };
    expect(validateInstructionsForEngine(value)).toEqual({ ok: false, errors: ['dishes.fields.price.pattern: is not a pattern RE2 accepts: invalid character class range: [:money:]'] });
  });

  it('refuses a selector the selector engine does not know', () => {
    const value = structuredClone(base);
    value.dishes.selector = '.dish:sold-out';
    const result = validateInstructionsForEngine(value);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.errors[0]).toMatch(/^dishes\.selector: is not a selector the engine supports \(.*sold-out/);
  });

  it('passes the shape errors through first', () => {
    expect(validateInstructionsForEngine({ ...base, pages: [{ url: 'ftp://demo.example' }] })).toEqual({ ok: false, errors: ['pages[0].url: must be an http(s) URL'] });
  });
});
