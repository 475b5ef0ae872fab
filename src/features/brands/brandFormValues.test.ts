import { describe, expect, it } from 'vitest';
import { brandDetailSchema, createBrandSchema } from '../../../domain/brandSchemas';
import { validateFields } from '../../components/formErrors';
import { NEW_BRAND_VALUES, brandFormValuesOf, sameBrandForm, toCreateBrandInput, toUpdateBrandInput, type BrandFormValues } from './brandFormValues';

const stored = {
  name: 'Wok Express',
  website: null,
  isHasNoWebsiteConfirmed: false,
  status: 'NEW',
  hasOnlyUnsupportedBusinessTypes: false,
  businessStatus: 'OPERATIONAL',
  useBrandNameAsLocationName: true,
  useDishTypeIcon: false,
  isForTesting: false,
};
const saved: BrandFormValues = { ...brandFormValuesOf(stored), website: 'https://wok.example.com' };

describe('brand detail form values', () => {
  it('reads a brand without a website as an empty field', () => {
    expect(brandFormValuesOf(stored).website).toBe('');
    expect(brandFormValuesOf({ ...stored, website: 'https://a.example.com' }).website).toBe('https://a.example.com');
  });

  it('sends trimmed text, no website as null, and the for-testing flag only from developer-type accounts', () => {
    const values = { ...saved, name: '  Wok  ', website: '  ', isForTesting: true };
    expect(toUpdateBrandInput(values, false)).toEqual({
      name: 'Wok',
      website: null,
      status: 'NEW',
      hasOnlyUnsupportedBusinessTypes: false,
      businessStatus: 'OPERATIONAL',
      useBrandNameAsLocationName: true,
      useDishTypeIcon: false,
    });
    expect(toUpdateBrandInput(values, true).isForTesting).toBe(true);
  });

  it('counts real changes only', () => {
    expect(sameBrandForm(saved, { ...saved, name: 'Wok Express ' })).toBe(true);
    expect(sameBrandForm(saved, { ...saved, name: 'Wok Expresso' })).toBe(false);
    expect(sameBrandForm(saved, { ...saved, status: 'INCLUDED' })).toBe(false);
    expect(sameBrandForm(saved, { ...saved, businessStatus: 'CLOSED_PERMANENTLY' })).toBe(false);
    expect(sameBrandForm(saved, { ...saved, useDishTypeIcon: true })).toBe(false);
    expect(sameBrandForm(saved, { ...saved, isForTesting: true })).toBe(false);
    expect(sameBrandForm(saved, { ...saved, website: 'https://other.example.com' })).toBe(false);
  });

  it('shows the spec messages', async () => {
    expect(await validateFields(brandDetailSchema, { ...saved, name: ' ', website: '' })).toEqual({ name: "Brand's name is required", website: "Brand's website is required" });
    expect(await validateFields(brandDetailSchema, { ...saved, website: 'not a site' })).toEqual({ website: 'Website is not valid' });
    expect(await validateFields(brandDetailSchema, { ...saved, website: '', isHasNoWebsiteConfirmed: true })).toEqual({});
  });
});

describe('new brand values', () => {
  it('starts empty and sends the filled additional URLs only', () => {
    expect(NEW_BRAND_VALUES).toEqual({ name: '', website: '', additionalUrls: [] });
    expect(toCreateBrandInput({ name: ' Pho ', website: ' https://pho.example.com ', additionalUrls: [' https://pho.example.com/menu ', ' '] })).toEqual({
      name: 'Pho',
      website: 'https://pho.example.com',
      additionalUrls: ['https://pho.example.com/menu'],
    });
  });

  it('requires name and website, each additional URL valid, with the spec messages', async () => {
    expect(await validateFields(createBrandSchema, { ...NEW_BRAND_VALUES })).toEqual({ name: "Brand's name is required", website: "Brand's website is required" });
    expect(await validateFields(createBrandSchema, { name: 'Pho', website: 'https://pho.example.com', additionalUrls: ['nope', ''] })).toEqual({
      'additionalUrls[0]': 'Website is not valid',
      'additionalUrls[1]': 'Website is required',
    });
  });
});
