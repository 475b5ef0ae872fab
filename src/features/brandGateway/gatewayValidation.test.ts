import { describe, expect, it } from 'vitest';
import type { BrandValues, LocationValues } from './gatewayForm';
import { validateGateway } from './gatewayValidation';

const brand: BrandValues = {
  name: 'Wagamama',
  website: 'https://wagamama.example.com',
  isHasNoWebsiteConfirmed: false,
  rank: 'MASTER',
  messinessScore: 0,
  status: 'INCLUDED',
  exclusionReason: null,
  exclusionReasonComment: '',
  masterBrandId: null,
  hasOnlyUnsupportedBusinessTypes: false,
};
const row: LocationValues = { id: 11, status: 'NEW', exclusionReason: null, exclusionReasonComment: '', website: '', newBrandId: null };

describe('validateGateway', () => {
  it('passes a finished master brand', () => {
    expect(validateGateway('done', brand, [{ values: { ...row, status: 'INCLUDED' }, page: 1 }]).messages).toEqual([]);
  });
  it('done asks an inclusion for every row, worded with its id and page, and keeps the row error', () => {
    const result = validateGateway('done', brand, [{ values: row, page: 2 }]);
    expect(result.messages).toEqual(['Location with id 11 on page 2 has the following error: Please choose a valid option']);
    expect(result.rowErrors.get(11)).toBe('Please choose a valid option');
    expect(validateGateway('save', brand, [{ values: row, page: 2 }]).messages).toEqual([]);
  });
  it('one message per brand error', () => {
    const result = validateGateway('done', { ...brand, name: ' ', status: 'EXCLUDED', exclusionReason: 'MISC' }, []);
    expect(result.messages).toEqual(['Brand name is required', 'Comment is required']);
  });
  it('a bad row website is refused on save too', () => {
    expect(validateGateway('save', brand, [{ values: { ...row, website: 'not a url' }, page: 1 }]).messages).toEqual([
      'Location with id 11 on page 1 has the following error: Website is not valid',
    ]);
  });
});
