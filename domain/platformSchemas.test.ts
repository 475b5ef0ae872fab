import { describe, expect, it } from 'vitest';
import { arePlatformRegexesUsable, PLATFORM_MESSAGES, platformSchema } from './platformSchemas';

const valid = { name: 'Menu host', urlIdentificationRegex: '^https://menus\\.example\\.com/', urlNormalizationRegex: '^https://menus\\.example\\.com/r/\\d+$' };
const firstError = async (input: unknown) => platformSchema.validate(input).then(() => null, (error: Error) => error.message);

describe('platformSchema', () => {
  it('accepts a platform whose two patterns RE2 compiles', async () => {
    await expect(firstError(valid)).resolves.toBeNull();
  });

  it('requires each field with the spec message', async () => {
    await expect(firstError({ ...valid, name: '  ' })).resolves.toBe(PLATFORM_MESSAGES.nameRequired);
    await expect(firstError({ ...valid, urlIdentificationRegex: '' })).resolves.toBe(PLATFORM_MESSAGES.identificationRequired);
    await expect(firstError({ ...valid, urlNormalizationRegex: '' })).resolves.toBe(PLATFORM_MESSAGES.normalizationRequired);
  });

  it("refuses what RE2 refuses, with RE2's reason beside the spec message", async () => {
    await expect(firstError({ ...valid, urlIdentificationRegex: '(a' })).resolves.toBe('Platform identification regex is invalid: missing closing ): (a');
    // Lookarounds and backreferences are JavaScript's, not RE2's: refused although a JS RegExp takes them.
    await expect(firstError({ ...valid, urlNormalizationRegex: '(?=x)' })).resolves.toMatch(/^Platform normalization regex is invalid: /);
    await expect(firstError({ ...valid, urlNormalizationRegex: '(a)\\1' })).resolves.toMatch(/^Platform normalization regex is invalid: /);
  });

  it('refuses a huge pattern before compiling it', async () => {
    await expect(firstError({ ...valid, urlIdentificationRegex: 'a'.repeat(1001) })).resolves.toBe('Platform identification regex must be at most 1000 characters');
  });

  it('says when both patterns are usable for the menus tables', () => {
    expect(arePlatformRegexesUsable(valid.urlIdentificationRegex, valid.urlNormalizationRegex)).toBe(true);
    expect(arePlatformRegexesUsable('', valid.urlNormalizationRegex)).toBe(false);
    expect(arePlatformRegexesUsable('(a', valid.urlNormalizationRegex)).toBe(false);
  });
});
