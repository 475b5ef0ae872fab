// The brand panel's rules applied when the payload is merged over the stored brand (spec 2, section 4).
import { describe, expect, it } from 'vitest';
import { mergeBrand, type GatewayBrand } from './brandGatewayBrand';

const stored: GatewayBrand = {
  name: 'Stored Name',
  website: 'https://stored.example.com',
  isHasNoWebsiteConfirmed: false,
  rank: 'MASTER',
  messinessScore: 10,
  status: 'EXCLUDED',
  exclusionReason: 'MISC',
  exclusionReasonComment: 'Why not',
  masterBrandId: null,
  hasOnlyUnsupportedBusinessTypes: false,
};

describe('mergeBrand', () => {
  it('keeps what is not sent (absent, null or empty text) and trims what is', () => {
    expect(mergeBrand(stored, { name: '  New Name ', website: '', exclusionReason: null })).toEqual({ ...stored, name: 'New Name' });
  });

  it("'No website' clears the website; turning it off takes the website sent", () => {
    expect(mergeBrand(stored, { isHasNoWebsiteConfirmed: true }).website).toBeNull();
    expect(mergeBrand({ ...stored, website: null, isHasNoWebsiteConfirmed: true }, { isHasNoWebsiteConfirmed: false, website: 'https://back.example.com' })).toMatchObject({
      website: 'https://back.example.com',
      isHasNoWebsiteConfirmed: false,
    });
  });

  it('a slave is NEW, without exclusion, with its master; a brand that is not a slave has no master', () => {
    expect(mergeBrand(stored, { rank: 'SLAVE', masterBrandId: 7 })).toMatchObject({ rank: 'SLAVE', status: 'NEW', exclusionReason: null, exclusionReasonComment: null, masterBrandId: 7 });
    expect(mergeBrand({ ...stored, rank: 'SLAVE', status: 'NEW', masterBrandId: 7 }, { rank: 'MASTER', status: 'INCLUDED' })).toMatchObject({ rank: 'MASTER', status: 'INCLUDED', masterBrandId: null });
  });

  it('a rank change without a chosen inclusion clears the inclusion', () => {
    expect(mergeBrand({ ...stored, rank: null, status: 'INCLUDED' }, { rank: 'MASTER' }).status).toBe('NEW');
    expect(mergeBrand(stored, { rank: 'MASTER' }).status).toBe('EXCLUDED');
  });

  it('included clears the exclusion; another reason without a comment clears the comment, with one keeps it', () => {
    expect(mergeBrand(stored, { status: 'INCLUDED' })).toMatchObject({ status: 'INCLUDED', exclusionReason: null, exclusionReasonComment: null });
    expect(mergeBrand(stored, { exclusionReason: 'GROCERY' })).toMatchObject({ exclusionReason: 'GROCERY', exclusionReasonComment: null });
    expect(mergeBrand(stored, { exclusionReason: 'MISC' }).exclusionReasonComment).toBe('Why not');
    expect(mergeBrand(stored, { exclusionReason: 'GROCERY', exclusionReasonComment: 'Shop' }).exclusionReasonComment).toBe('Shop');
  });
});
