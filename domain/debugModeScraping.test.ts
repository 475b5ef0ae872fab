// Debug mode scraping is a setting of the HTML scraper: only HTML menus may be resolved with it.
import { describe, expect, it } from 'vitest';
import { DEBUG_MODE_SCRAPING_REFUSAL, allowsDebugModeScraping } from './debugModeScraping';

describe('debug mode scraping', () => {
  it('is allowed for HTML menus only', () => {
    expect(allowsDebugModeScraping('HTML')).toBe(true);
    for (const format of ['PDF', 'IMAGE', 'html', '', null, undefined]) expect(allowsDebugModeScraping(format), String(format)).toBe(false);
  });

  it('is refused with a message that says why', () => {
    expect(DEBUG_MODE_SCRAPING_REFUSAL).toBe('Debug mode scraping is only for HTML menus.');
  });
});
