import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { COMMON_WEBSITE_MESSAGES, commonWebsitesFormSchema, isDomain, repeatedDomainIndexes, websiteDomainField } from './commonWebsiteDomainSchemas';

const failure = async (value: unknown) => {
  try {
    await commonWebsitesFormSchema.validate(value);
    return null;
  } catch (error) {
    return { message: (error as ValidationError).message, path: (error as ValidationError).path };
  }
};

describe('isDomain', () => {
  it('accepts the host names of social, link and delivery sites', () => {
    for (const domain of ['facebook.com', 'linktr.ee', 'deliveroo.co.uk', 'just-eat.co.uk', 'm.facebook.com', 'xn--bcher-kva.example']) {
      expect(isDomain(domain), domain).toBe(true);
    }
  });

  it('refuses addresses, single labels, bad labels and over-long names', () => {
    for (const value of ['', 'facebook', 'https://facebook.com', 'facebook.com/page', 'face book.com', 'a..com', '-a.com', 'a-.com', 'a.c0m', 'a.com:80', `${'a'.repeat(64)}.com`, `${'a.'.repeat(127)}com`]) {
      expect(isDomain(value), value).toBe(false);
    }
  });
});

describe('the common websites form', () => {
  it('keeps domains trimmed and in lower case', async () => {
    expect(await websiteDomainField().validate('  Instagram.COM ')).toBe('instagram.com');
    expect(await commonWebsitesFormSchema.validate({ domains: [{ id: 'a', websiteDomain: 'Linktr.ee' }, { websiteDomain: 'ubereats.com' }] })).toEqual({
      domains: [
        { id: 'a', websiteDomain: 'linktr.ee' },
        { id: null, websiteDomain: 'ubereats.com' },
      ],
    });
  });

  it("refuses an empty or invalid row with the spec's words", async () => {
    expect(await failure({ domains: [{ websiteDomain: '' }] })).toEqual({ message: COMMON_WEBSITE_MESSAGES.domainInvalid, path: 'domains[0].websiteDomain' });
    expect(await failure({ domains: [{ websiteDomain: 'ok.com' }, { websiteDomain: 'http://x.com' }] })).toMatchObject({ path: 'domains[1].websiteDomain' });
  });

  it('names the second of two rows with one domain', async () => {
    expect(await failure({ domains: [{ websiteDomain: 'a.com' }, { websiteDomain: 'b.com' }, { websiteDomain: 'A.com ' }] })).toEqual({
      message: COMMON_WEBSITE_MESSAGES.domainsNotUnique,
      path: 'domains[2].websiteDomain',
    });
    expect(repeatedDomainIndexes(['a.com', 'b.com', 'a.com', 'B.COM'])).toEqual([2, 3]);
  });
});
