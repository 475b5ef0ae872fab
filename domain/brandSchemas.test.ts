import { describe, expect, it } from 'vitest';
import { BRAND_FORM_MESSAGES, brandDetailSchema, createBrandSchema } from './brandSchemas';

const firstError = async (schema: { validate: (value: unknown) => Promise<unknown> }, value: unknown) => {
  try {
    await schema.validate(value);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('create brand form', () => {
  it('accepts a name and website, with additional URLs', async () => {
    const value = await createBrandSchema.validate({ name: ' Nando ', website: 'https://nando.example.com', additionalUrls: ['https://nando.example.com/order'] });
    expect(value).toMatchObject({ name: 'Nando', additionalUrls: ['https://nando.example.com/order'] });
  });

  it("refuses with the spec's words", async () => {
    expect(await firstError(createBrandSchema, { name: '  ', website: 'https://a.example.com' })).toBe(BRAND_FORM_MESSAGES.nameRequired);
    expect(await firstError(createBrandSchema, { name: 'A', website: '' })).toBe(BRAND_FORM_MESSAGES.websiteRequired);
    expect(await firstError(createBrandSchema, { name: 'A', website: 'not a site' })).toBe('Website is not valid');
    expect(await firstError(createBrandSchema, { name: 'A', website: 'https://a.example.com', additionalUrls: ['ftp://x.example.com'] })).toBe('Website is not valid');
    expect(await firstError(createBrandSchema, { name: 'A', website: 'https://a.example.com', additionalUrls: [' '] })).toBe('Website is required');
  });
});

describe('brand detail form', () => {
  it('requires the website unless no website is confirmed', async () => {
    expect(await firstError(brandDetailSchema, { name: 'A', website: '' })).toBe("Brand's website is required");
    expect(await firstError(brandDetailSchema, { name: 'A', website: null, isHasNoWebsiteConfirmed: true })).toBeNull();
    expect(await firstError(brandDetailSchema, { name: 'A', website: 'https://a.example.com' })).toBeNull();
    expect(await firstError(brandDetailSchema, { name: 'A', website: 'https://a.example.com', status: null, businessStatus: null })).toBeNull();
  });

  it("refuses a missing name, a bad website and values outside the enumerations", async () => {
    expect(await firstError(brandDetailSchema, { name: '', website: 'https://a.example.com' })).toBe("Brand's name is required");
    expect(await firstError(brandDetailSchema, { name: 'A', website: 'https//a' })).toBe('Website is not valid');
    expect(await firstError(brandDetailSchema, { name: 'A', website: 'https://a.example.com', status: 'GONE' })).not.toBeNull();
  });
});
