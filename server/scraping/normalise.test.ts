import { describe, expect, it } from 'vitest';
import { hashDish, hashValues } from './hash';
import { isTrackingParameter, normaliseText, normaliseUrl, normaliseValue } from './normalise';

describe('normaliseText', () => {
  it('collapses whitespace, NBSP and layout spaces, and trims', () => {
    expect(normaliseText('  Fish\n\t and\u00a0\u00a0chips \u2009 ')).toBe('Fish and chips');
    expect(normaliseText('a\u3000b\u202fc')).toBe('a b c');
  });

  it('decodes entity forms left after parsing the same way', () => {
    expect(normaliseText('Fish &amp; chips')).toBe('Fish & chips');
    expect(normaliseText('Fish &#38; chips')).toBe('Fish & chips');
    expect(normaliseText('Fish &#x26; chips')).toBe('Fish & chips');
    expect(normaliseText('AT&T & co')).toBe('AT&T & co');
  });

  it('drops invisible characters and composes accents (NFC)', () => {
    expect(normaliseText('choco\u00adlate\u200b')).toBe('chocolate');
    expect(normaliseText('Cafe\u0301')).toBe('Caf\u00e9');
    expect(normaliseText('Cafe\u0301')).toBe(normaliseText('Caf\u00e9'));
    expect(normaliseText('\ufeffTea')).toBe('Tea');
    expect(normaliseText('👩\u200d🍳 chef')).toBe('👩\u200d🍳 chef');
  });

  it('leaves text already in normal form as it is', () => {
    for (const text of ['Soup', '£4.50', 'Crème brûlée', "Chef's pick", '', 'a & b']) expect(normaliseText(text)).toBe(text);
  });
});

describe('normaliseUrl', () => {
  it('strips tracking parameters and keeps the others in order', () => {
    expect(normaliseUrl('https://a.example/m?size=l&utm_source=x&utm_medium=y&fbclid=1&gclid=2&msclkid=3&b=2#top')).toBe('https://a.example/m?size=l&b=2#top');
    expect(normaliseUrl('https://a.example/m?utm_campaign=x')).toBe('https://a.example/m');
    expect(isTrackingParameter('UTM_Source')).toBe(true);
    expect(isTrackingParameter('page')).toBe(false);
  });

  it('resolves a relative link against the page and leaves other schemes alone', () => {
    expect(normaliseUrl('/dish/1?_ga=1', 'https://a.example/menu')).toBe('https://a.example/dish/1');
    expect(normaliseUrl('mailto:chef@a.example')).toBe('mailto:chef@a.example');
    expect(normaliseUrl('not a url')).toBe('not a url');
  });

  it('normalises links inside text values too', () => {
    expect(normaliseValue('See https://a.example/x?utm_source=m&id=3 for more')).toBe('See https://a.example/x?id=3 for more');
    expect(normaliseValue('   ')).toBeNull();
  });
});

describe('hash', () => {
  const dish = { name: 'Soup', description: null, price: '4.50', calories: null, diets: null, addons: null, miscInfo: null, allergens: null, ingredients: null, nutritions: null, isCorrupt: false };

  it('is a SHA-1 hex of the fields in a fixed order', () => {
    expect(hashDish(dish)).toMatch(/^[0-9a-f]{40}$/);
    expect(hashDish({ ...dish })).toBe(hashDish(dish));
    expect(hashDish({ ...dish, price: '4.60' })).not.toBe(hashDish(dish));
  });

  it('tells null from empty and keeps fields apart', () => {
    expect(hashValues([null])).not.toBe(hashValues(['']));
    expect(hashValues(['ab', 'c'])).not.toBe(hashValues(['a', 'bc']));
    expect(hashDish({ ...dish, description: 'x', price: null })).not.toBe(hashDish({ ...dish, description: null, price: 'x' }));
    expect(hashDish({ ...dish, isCorrupt: true })).not.toBe(hashDish(dish));
  });
});
