import { describe, expect, it } from 'vitest';
import type { ScrapingInstructions } from './scrapingInstructions';
import { re2SyntaxProblem, selectorProblem, validateScrapingInstructions } from './scrapingInstructionsSchema';

const valid: ScrapingInstructions = {
  format: 1,
  pages: [{ url: 'https://demo.example/menu', pagination: { nextSelector: 'a.next', maxPages: 5 }, tabs: { linkSelector: 'nav a', maxTabs: 3 } }],
  menuTitles: {
    selector: 'section.menu',
    mode: 'container',
    fields: { title: { selector: '> h2', required: true }, description: { selector: '.note' } },
    children: { selector: 'h3', mode: 'heading', fields: { title: {} } },
  },
  dishes: {
    selector: '.dish',
    fields: {
      name: { selector: '.name', required: true },
      price: { selector: '.price', pattern: '([0-9]+(?:\\.[0-9]{2})?)' },
      diets: { selector: '.diet', multiple: true },
      miscInfo: { selector: 'a', attribute: 'href' },
    },
  },
  availability: { everywhereSelector: '.everywhere', unavailableSelector: '.sold-out' },
  cleanup: { remove: ['script', '.cookie-banner'], replace: [{ pattern: '\\s*\\(v\\)', with: '' }] },
};

function clone(): ScrapingInstructions {
  return structuredClone(valid);
}

function errorsOf(value: unknown): string[] {
  const result = validateScrapingInstructions(value);
  return result.ok ? [] : result.errors;
}

describe('validateScrapingInstructions', () => {
  it('accepts a document that uses every key', () => {
    const result = validateScrapingInstructions(valid);
    expect(result).toEqual({ ok: true, value: valid });
  });

  it('names the path of a missing key', () => {
    const value = clone() as unknown as { dishes: { fields: { name: Record<string, unknown> } } };
    value.dishes.fields = {} as never;
    expect(errorsOf(value)).toEqual(['dishes.fields.name: is required']);
    expect(errorsOf({ pages: [{ url: 'https://a.example' }], dishes: { selector: '.d', fields: { name: {} } } })).toEqual(['format: is required']);
    const noSelector = clone() as unknown as { menuTitles: { selector?: string } };
    delete noSelector.menuTitles.selector;
    expect(errorsOf(noSelector)).toEqual(['menuTitles.selector: is required']);
  });

  it('refuses unknown keys and fields, naming the known fields', () => {
    const value = clone() as unknown as Record<string, unknown> & { dishes: { fields: Record<string, unknown> } };
    value.colour = 'red';
    value.dishes.fields.colour = { selector: '.c' };
    expect(errorsOf(value)).toEqual([
      'colour: is not a known key',
      'dishes.fields.colour: is not a field (fields: name, description, price, calories, diets, addons, miscInfo, allergens, ingredients, nutritions)',
    ]);
    const titleField = clone() as unknown as { menuTitles: { fields: Record<string, unknown> } };
    titleField.menuTitles.fields.price = {};
    expect(errorsOf(titleField)).toEqual(['menuTitles.fields.price: is not a field (fields: title, description, calories, diets, addons, miscInfo, allergens, nutritions)']);
  });

  it('says what type a value must have, in words', () => {
    const value = clone() as unknown as { pages: unknown; dishes: { fields: { diets: { multiple: unknown } } } };
    value.dishes.fields.diets.multiple = 'yes';
    expect(errorsOf(value)).toEqual(['dishes.fields.diets.multiple: must be true or false']);
    expect(errorsOf({ ...clone(), pages: 'https://a.example' })).toEqual(['pages: must be a list ([ ... ])']);
    expect(errorsOf([])).toEqual(['instructions: must be an object ({ ... })']);
    expect(errorsOf({ ...clone(), dishes: { selector: 7, fields: { name: {} } } })).toEqual(['dishes.selector: must be text']);
  });

  it('refuses another format version, an unknown mode, no pages, and an empty selector', () => {
    expect(errorsOf({ ...clone(), format: 2 })).toEqual(['format: must be 1 (the version of the format this engine reads)']);
    const mode = clone() as unknown as { menuTitles: { mode: string } };
    mode.menuTitles.mode = 'list';
    expect(errorsOf(mode)).toEqual(['menuTitles.mode: must be one of container, heading']);
    expect(errorsOf({ ...clone(), pages: [] })).toEqual(['pages: at least one page is required']);
    expect(errorsOf({ ...clone(), dishes: { selector: '', fields: { name: {} } } })).toEqual(['dishes.selector: must not be empty']);
    expect(errorsOf({ ...clone(), dishes: { selector: '   ', fields: { name: {} } } })).toEqual(['dishes.selector: must not be empty']);
  });

  it('requires http(s) page URLs', () => {
    for (const url of ['ftp://demo.example/menu', 'javascript:alert(1)', 'menu.html', 'file:///etc/passwd']) {
      expect(errorsOf({ ...clone(), pages: [{ url }] })).toEqual(['pages[0].url: must be an http(s) URL']);
    }
    expect(errorsOf({ ...clone(), pages: [{ url: 'https://a.example' }, { url: 'nope' }] })).toEqual(['pages[1].url: must be an http(s) URL']);
  });

  it('limits pages: at most 50 listed, maxPages and maxTabs at most 50', () => {
    const many = Array.from({ length: 51 }, (_, index) => ({ url: `https://a.example/${index}` }));
    expect(errorsOf({ ...clone(), pages: many })).toEqual(['pages: must have at most 50 items']);
    expect(errorsOf({ ...clone(), pages: [{ url: 'https://a.example', pagination: { nextSelector: 'a', maxPages: 51 } }] })).toEqual([
      'pages[0].pagination.maxPages: must be at most 50',
    ]);
    expect(errorsOf({ ...clone(), pages: [{ url: 'https://a.example', pagination: { nextSelector: 'a', maxPages: 0 } }] })).toEqual([
      'pages[0].pagination.maxPages: must be at least 1',
    ]);
    expect(errorsOf({ ...clone(), pages: [{ url: 'https://a.example', pagination: { nextSelector: 'a', maxPages: 2.5 } }] })).toEqual([
      'pages[0].pagination.maxPages: must be a whole number',
    ]);
    expect(errorsOf({ ...clone(), pages: [{ url: 'https://a.example', tabs: { linkSelector: 'a', maxTabs: 99 } }] })).toEqual(['pages[0].tabs.maxTabs: must be at most 50']);
  });

  it('refuses catastrophic selectors: too long, nested too deep, too many :has()', () => {
    const long = `.dish${' .x'.repeat(200)}`;
    expect(errorsOf({ ...clone(), dishes: { selector: long, fields: { name: {} } } })).toEqual(['dishes.selector: must be at most 500 characters long']);
    expect(errorsOf({ ...clone(), dishes: { selector: 'li:has(:not(:is(:has(a))))', fields: { name: {} } } })).toEqual([
      'dishes.selector: nests :has/:not/:is/:where more than 3 deep',
    ]);
    expect(errorsOf({ ...clone(), dishes: { selector: 'li:has(a):has(b):has(c):has(d)', fields: { name: {} } } })).toEqual(['dishes.selector: uses :has() more than 3 times']);
    const field = clone();
    field.dishes.fields.name = { selector: 'span:not(:not(:not(:not(.x))))' };
    expect(errorsOf(field)).toEqual(['dishes.fields.name.selector: nests :has/:not/:is/:where more than 3 deep']);
    const cleanup = clone();
    cleanup.cleanup = { remove: ['script', 'div:has(p'] };
    expect(errorsOf(cleanup)).toEqual(['cleanup.remove[1]: has a "(" without its ")"']);
  });

  it('refuses patterns RE2 cannot run, naming why', () => {
    const withPattern = (pattern: string) => {
      const value = clone();
      value.dishes.fields.price = { selector: '.price', pattern };
      return errorsOf(value);
    };
    expect(withPattern('(a)\\1')).toEqual(['dishes.fields.price.pattern: is not a pattern RE2 accepts: uses a back-reference (\\1), which RE2 does not support']);
    expect(withPattern('(?=£)\\d+')).toEqual(['dishes.fields.price.pattern: is not a pattern RE2 accepts: uses a look-ahead ((?= or (?!), which RE2 does not support']);
    expect(withPattern('(?<=£)\\d+')).toEqual(['dishes.fields.price.pattern: is not a pattern RE2 accepts: uses a look-behind ((?<= or (?<!), which RE2 does not support']);
    expect(withPattern('a++')).toEqual(['dishes.fields.price.pattern: is not a pattern RE2 accepts: uses a possessive repetition (such as a++), which RE2 does not support']);
    expect(withPattern('a{2,5000}')).toEqual(['dishes.fields.price.pattern: is not a pattern RE2 accepts: repeats more than 1000 times']);
    expect(withPattern('([0-9]+')).toEqual(['dishes.fields.price.pattern: is not a pattern RE2 accepts: has a "(" without its ")"']);
    const replace = clone();
    replace.cleanup = { replace: [{ pattern: '(?!x)', with: '' }] };
    expect(errorsOf(replace)).toEqual(['cleanup.replace[0].pattern: is not a pattern RE2 accepts: uses a look-ahead ((?= or (?!), which RE2 does not support']);
  });

  it('asks the given pattern engine too (the server passes RE2)', () => {
    const result = validateScrapingInstructions(valid, { checkPattern: (pattern) => (pattern.includes('0-9') ? 'missing ]: [' : null) });
    expect(result).toEqual({ ok: false, errors: ['dishes.fields.price.pattern: is not a pattern RE2 accepts: missing ]: ['] });
  });

  it('limits the nesting of menu titles to 5 levels', () => {
    const value = clone();
    let level = value.menuTitles as NonNullable<ScrapingInstructions['menuTitles']>;
    for (let i = 0; i < 5; i += 1) {
      level.children = { selector: `.level${i}`, fields: { title: {} } };
      level = level.children;
    }
    expect(errorsOf(value)).toEqual(['menuTitles.children.children.children.children.children: at most 5 levels of menu titles']);
  });

  it('refuses an attribute that is not an attribute name', () => {
    const value = clone();
    value.dishes.fields.miscInfo = { selector: 'a', attribute: 'href onclick' };
    expect(errorsOf(value)).toEqual(['dishes.fields.miscInfo.attribute: must be an attribute name (letters, digits, -, _, :, .)']);
  });
});

describe('selectorProblem and re2SyntaxProblem', () => {
  it('accept ordinary selectors and patterns, quotes and escapes included', () => {
    for (const selector of ['li.dish', 'table tr:not(.heading) > td:nth-child(2)', 'a[href*=")"]', '.a\\(b', 'div:has(> h2):not(.x)']) expect(selectorProblem(selector)).toBeNull();
    for (const pattern of ['£\\s*([0-9.]+)', '(?i)kcal', '[(]v[)]', '(?P<price>\\d+)', 'a{1000}', '[\\]]+']) expect(re2SyntaxProblem(pattern)).toBeNull();
  });
});
