import { describe, expect, it } from 'vitest';
import { distinctiveUrlPart } from './urlTerms';

describe('distinctive part of a URL', () => {
  it('keeps the site name and telling path words', () => {
    expect(distinctiveUrlPart('https://www.the-new-grill.co.uk/menu')).toBe('the-new-grill');
    expect(distinctiveUrlPart('http://saltmarsh-oysters.example.com/lunch-menu')).toBe('saltmarsh-oysters lunch-menu');
    expect(distinctiveUrlPart('www.pizza.com/menus/index.html')).toBe('pizza');
  });

  it('keeps a term with nothing more telling', () => {
    expect(distinctiveUrlPart('www.ab.com')).toBe('www.ab.com');
    expect(distinctiveUrlPart('/menu')).toBe('/menu');
  });
});
