import { describe, expect, it } from 'vitest';
import { showsBrandExcludedBanner } from './brandExcludedBanner';

describe("the 'This brand is excluded' banner", () => {
  it('shows for an excluded brand with a location the system excluded', () => {
    for (const reason of ['DUPLICATE', 'NO_GOOGLE_MATCH', 'NO_MENU', 'CLOSED_PERMANENTLY']) expect(showsBrandExcludedBanner('EXCLUDED', ['MISC', reason])).toBe(true);
  });
  it('stays hidden for a brand that is not excluded, or whose excluded locations were excluded by people', () => {
    expect(showsBrandExcludedBanner('INCLUDED', ['DUPLICATE'])).toBe(false);
    expect(showsBrandExcludedBanner('NEW', ['NO_MENU'])).toBe(false);
    expect(showsBrandExcludedBanner('EXCLUDED', ['GROCERY', 'CATERING', 'NO_WEBSITE', 'NO_SCRAPABLE_WEBSITE', 'MISC', 'DELIVERY'])).toBe(false);
    expect(showsBrandExcludedBanner('EXCLUDED', [])).toBe(false);
  });
});
