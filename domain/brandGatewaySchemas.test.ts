import { describe, expect, it } from 'vitest';
import { brandGatewayBrandSchema, brandGatewayLocationSchema, firstError, locationErrorMessage, type BrandGatewayBrandValues } from './brandGatewaySchemas';
import { isWebsite } from './websites';

const brand = (patch: Partial<BrandGatewayBrandValues> = {}): BrandGatewayBrandValues => ({
  name: 'Marco Kitchen',
  website: 'https://marco.example.com',
  isHasNoWebsiteConfirmed: false,
  rank: 'MASTER',
  messinessScore: 0,
  status: 'INCLUDED',
  exclusionReason: null,
  exclusionReasonComment: '',
  masterBrandId: null,
  hasOnlyUnsupportedBusinessTypes: false,
  ...patch,
});

describe('brand gateway brand schema', () => {
  const done = brandGatewayBrandSchema('done');
  const save = brandGatewayBrandSchema('save');
  it('accepts a complete master brand', () => expect(firstError(done, brand())).toBeNull());
  it('needs a name in both modes', () => {
    expect(firstError(save, brand({ name: '  ' }))).toBe('Brand name is required');
    expect(firstError(done, brand({ name: '' }))).toBe('Brand name is required');
  });
  it('checks the website format in both modes', () => {
    expect(firstError(save, brand({ website: 'not a url' }))).toBe('Website is not valid');
    expect(firstError(save, brand({ website: 'ftp://x.example.com' }))).toBe('Website is not valid');
  });
  it('needs a website only for an included master without the no-website box, on done', () => {
    expect(firstError(done, brand({ website: '' }))).toBe('Brand website is required');
    expect(firstError(save, brand({ website: '' }))).toBeNull();
    expect(firstError(done, brand({ website: '', isHasNoWebsiteConfirmed: true }))).toBeNull();
    expect(firstError(done, brand({ website: '', status: 'EXCLUDED', exclusionReason: 'NO_WEBSITE' }))).toBeNull();
  });
  it('needs a rank and, for a master, an inclusion on done', () => {
    expect(firstError(done, brand({ rank: null }))).toBe('Brand rank is required');
    expect(firstError(save, brand({ rank: null }))).toBeNull();
    expect(firstError(done, brand({ status: 'NEW' }))).toBe('Brand inclusion is required');
    expect(firstError(done, brand({ rank: 'SLAVE', status: 'NEW', masterBrandId: 4 }))).toBeNull();
  });
  it('needs a master for a slave on done', () => {
    expect(firstError(done, brand({ rank: 'SLAVE', status: 'NEW' }))).toBe('Master brand is required');
  });
  it('needs an exclusion reason, and a comment for MISC, on done', () => {
    expect(firstError(done, brand({ status: 'EXCLUDED' }))).toBe('Excluded reason is required');
    expect(firstError(done, brand({ status: 'EXCLUDED', exclusionReason: 'MISC' }))).toBe('Comment is required');
    expect(firstError(done, brand({ status: 'EXCLUDED', exclusionReason: 'MISC', exclusionReasonComment: 'Only a food truck' }))).toBeNull();
    expect(firstError(done, brand({ status: 'EXCLUDED', exclusionReason: 'INVENTED' }))).toBe('Excluded reason is required');
  });
});

describe('brand gateway location schema', () => {
  const row = { id: 7, status: 'INCLUDED', exclusionReason: null, exclusionReasonComment: '', website: '', newBrandId: null };
  it('refuses NEW on done with the spec message', () => {
    expect(firstError(brandGatewayLocationSchema('done'), { ...row, status: 'NEW' })).toBe('Please choose a valid option');
    expect(firstError(brandGatewayLocationSchema('save'), { ...row, status: 'NEW' })).toBeNull();
  });
  it('applies the exclusion rules per location', () => {
    expect(firstError(brandGatewayLocationSchema('done'), { ...row, status: 'EXCLUDED' })).toBe('Excluded reason is required');
    expect(firstError(brandGatewayLocationSchema('done'), { ...row, status: 'EXCLUDED', exclusionReason: 'MISC' })).toBe('Comment is required');
  });
  it('checks the website', () => expect(firstError(brandGatewayLocationSchema('save'), { ...row, website: 'www' })).toBe('Website is not valid'));
  it('words a row error with its id and page', () =>
    expect(locationErrorMessage(12, 3, 'Comment is required')).toBe('Location with id 12 on page 3 has the following error: Comment is required'));
});

describe('websites', () => {
  it.each(['https://a.example.com', 'http://localhost:4000/menu', 'https://x.co/path?q=1'])('accepts %s', (url) => expect(isWebsite(url)).toBe(true));
  it.each(['example.com', 'https://nodot', 'javascript:alert(1)', 'https://a b.com', 'https://.com'])('refuses %s', (url) => expect(isWebsite(url)).toBe(false));
});
