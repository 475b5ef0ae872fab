import { describe, expect, it } from 'vitest';
import { validateDefinition } from './definitionValidation';

const brand = { name: 'Pizza Town', website: 'https://pizza.example', isHasNoWebsiteConfirmed: false, useBrandNameAsLocationName: false };
const loc = (id: number, googleLocationId: number | null = null, extra: { duplicateOfId?: number; isHasNoGoogleMatchConfirmed?: boolean } = {}) => ({
  id,
  googleLocationId,
  duplicateOfId: extra.duplicateOfId ?? null,
  isHasNoGoogleMatchConfirmed: extra.isHasNoGoogleMatchConfirmed ?? false,
});

describe('brand definition check (spec 2, section 5)', () => {
  it('done needs a place unless the row is a duplicate or confirmed without a match; save does not', () => {
    const rows = [{ values: loc(1), page: 1 }, { values: loc(2, null, { duplicateOfId: 1 }), page: 1 }, { values: loc(3, null, { isHasNoGoogleMatchConfirmed: true }), page: 2 }];
    expect(validateDefinition('save', brand, rows, []).messages).toEqual([]);
    const done = validateDefinition('done', brand, rows, []);
    expect(done.messages).toEqual(['Location with id 1 on page 1 has the following error: Google location is required']);
    expect(done.rowErrors).toEqual(new Map([[1, 'Google location is required']]));
  });

  it('done does not ask an excluded location for a match', () => {
    expect(validateDefinition('done', brand, [{ values: loc(1), page: 1, excluded: true }], []).messages).toEqual([]);
  });

  it('refuses the same place on two rows, on the row that took it last', () => {
    const result = validateDefinition('save', brand, [{ values: loc(5, 70), page: 2 }], [loc(4, 70), loc(6, 71)]);
    expect(result.messages).toEqual(['Location with id 5 on page 2 has the following error: Google places must be unique']);
    expect([...result.rowErrors.keys()]).toEqual([5]);
  });

  it("brand name and website with the form's messages", () => {
    expect(validateDefinition('done', { ...brand, name: ' ', website: '' }, [], []).messages).toEqual(["Brand's name is required", "Brand's website is required"]);
    expect(validateDefinition('save', { ...brand, website: 'not a url' }, [], []).messages).toEqual(['Website is not valid']);
    expect(validateDefinition('done', { ...brand, website: '', isHasNoWebsiteConfirmed: true }, [], []).messages).toEqual([]);
  });
});
