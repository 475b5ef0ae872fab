import { describe, expect, it } from 'vitest';
import {
  emptyMenuDefinitionMenu,
  firstAdditionalUrlError,
  firstMenuDefinitionError,
  menuDefinitionBrandPayload,
  menuDefinitionBrandSchema,
  menuDefinitionLocationPayload,
  menuDefinitionLocationSchema,
  menuDefinitionLocationsPayload,
  menuDefinitionMenuPayload,
  menuDefinitionMenuSchema,
  withBrandHasMenu,
  withBulkMenuFormat,
  withBulkMenuStatus,
  withMenuFormat,
  withMenuStatus,
  type MenuDefinitionLocationValues,
  type MenuDefinitionMenuValues,
} from './menuDefinitionSchemas';

const menu = (patch: Partial<MenuDefinitionMenuValues> = {}): MenuDefinitionMenuValues => ({
  ...emptyMenuDefinitionMenu(),
  url: 'https://marco.example.com/menu',
  format: 'HTML',
  ...patch,
});
const row = (patch: Partial<MenuDefinitionLocationValues> = {}): MenuDefinitionLocationValues => ({ id: 7, menuStatus: 'OWN_MENU', menu: menu(), ...patch });

describe('menu definition menu schema', () => {
  const done = menuDefinitionMenuSchema('done');
  const save = menuDefinitionMenuSchema('save');
  it('accepts a complete menu in both modes', () => {
    expect(firstMenuDefinitionError(done, menu())).toBeNull();
    expect(firstMenuDefinitionError(save, menu())).toBeNull();
  });
  it('needs a format and a URL on done only', () => {
    expect(firstMenuDefinitionError(done, menu({ format: null }))).toBe('Menu format is required!');
    expect(firstMenuDefinitionError(done, menu({ url: ' ' }))).toBe('Menu URL is required');
    expect(firstMenuDefinitionError(save, menu({ format: null, url: '' }))).toBeNull();
  });
  it('refuses a URL that is not a website in both modes', () => {
    expect(firstMenuDefinitionError(save, menu({ url: 'marco menu' }))).toBe('Website is not valid');
    expect(firstMenuDefinitionError(done, menu({ url: 'ftp://marco.example.com' }))).toBe('Website is not valid');
  });
  it('needs a not-scrapeable reason for HTML_NOT_SCRAPEABLE in both modes', () => {
    expect(firstMenuDefinitionError(save, menu({ format: 'HTML_NOT_SCRAPEABLE' }))).toBe('Not scrapeable reason is required');
    expect(firstMenuDefinitionError(done, menu({ format: 'HTML_NOT_SCRAPEABLE', notScrapeableReason: 'CAPTCHA' }))).toBeNull();
    expect(firstMenuDefinitionError(done, menu({ format: 'PDF' }))).toBeNull();
  });
  it('checks each additional URL', () => {
    expect(firstMenuDefinitionError(save, menu({ additionalUrls: ['https://marco.example.com/drinks', ''] }))).toBe('Website is required');
    expect(firstMenuDefinitionError(save, menu({ additionalUrls: ['drinks page'] }))).toBe('Website is not valid');
    expect(firstMenuDefinitionError(done, menu({ additionalUrls: ['https://marco.example.com/drinks'] }))).toBeNull();
    expect(firstMenuDefinitionError(done, { ...menuDefinitionMenuPayload(menu()), additionalUrls: null })).toBeNull();
  });
  it('refuses a format or a reason outside the lists', () => {
    expect(firstMenuDefinitionError(save, menu({ format: 'WORD' as never }))).toBe('Menu format is required!');
    expect(firstMenuDefinitionError(save, menu({ format: 'HTML_NOT_SCRAPEABLE', notScrapeableReason: 'BORED' as never }))).toBe('Not scrapeable reason is required');
  });
});

describe('additional links as typed', () => {
  it('names an empty or bad link before the payload drops empty ones', () => {
    expect(firstAdditionalUrlError(['https://marco.example.com/a', ' '])).toBe('Website is required');
    expect(firstAdditionalUrlError(['drinks'])).toBe('Website is not valid');
    expect(firstAdditionalUrlError(null)).toBeNull();
    expect(firstAdditionalUrlError(['https://marco.example.com/a'])).toBeNull();
  });
});

describe('menu definition brand schema', () => {
  const done = menuDefinitionBrandSchema('done');
  it('checks the brand menu only when the brand has a menu', () => {
    expect(firstMenuDefinitionError(done, { hasMenu: true, menu: menu({ format: null }) })).toBe('Menu format is required!');
    expect(firstMenuDefinitionError(done, { hasMenu: true, menu: menu({ url: 'nope' }) })).toBe('Website is not valid');
    expect(firstMenuDefinitionError(done, { hasMenu: true, menu: null })).toBe('Menu format is required!');
    expect(firstMenuDefinitionError(done, { hasMenu: false, menu: menu({ format: null, url: 'nope' }) })).toBeNull();
    expect(firstMenuDefinitionError(done, { hasMenu: false, menu: null })).toBeNull();
  });
  it('reports a nested problem under the field it is about (menu.format, menu.url), not under menu.', () => {
    const pathOf = (value: unknown) => {
      try {
        done.validateSync(value, { abortEarly: false });
        return null;
      } catch (error) {
        return (error as { inner: { path?: string }[] }).inner[0]?.path ?? null;
      }
    };
    expect(pathOf({ hasMenu: true, menu: menu({ format: null }) })).toBe('menu.format');
    expect(pathOf({ hasMenu: true, menu: menu({ url: 'nope' }) })).toBe('menu.url');
  });
});

describe('menu definition location schema', () => {
  const done = menuDefinitionLocationSchema('done');
  const save = menuDefinitionLocationSchema('save');
  it('needs a menu status on done', () => {
    expect(firstMenuDefinitionError(done, row({ menuStatus: null }))).toBe('Menu status is required');
    expect(firstMenuDefinitionError(save, row({ menuStatus: null }))).toBeNull();
    expect(firstMenuDefinitionError(save, row({ menuStatus: 'SOMETIMES' as never }))).toBe('Menu status is required');
  });
  it('checks the own menu only when the status is OWN_MENU', () => {
    expect(firstMenuDefinitionError(done, row({ menu: menu({ url: '' }) }))).toBe('Menu URL is required');
    expect(firstMenuDefinitionError(done, row({ menu: menu({ format: null }) }))).toBe('Menu format is required!');
    expect(firstMenuDefinitionError(done, row({ menuStatus: 'SAME_AS_BRAND', menu: menu({ url: 'nope' }) }))).toBeNull();
    expect(firstMenuDefinitionError(done, row({ menuStatus: 'NO_MENU', menu: menu({ format: null }) }))).toBeNull();
  });
});

describe('section 4 rules', () => {
  it('a format change clears the reason unless HTML_NOT_SCRAPEABLE and the links unless HTML', () => {
    const notScrapeable = menu({ format: 'HTML_NOT_SCRAPEABLE', notScrapeableReason: 'CAPTCHA', notScrapeableComment: 'a captcha', additionalUrls: ['https://marco.example.com/a'] });
    expect(withMenuFormat(notScrapeable, 'HTML')).toMatchObject({ format: 'HTML', notScrapeableReason: null, notScrapeableComment: '', additionalUrls: ['https://marco.example.com/a'] });
    expect(withMenuFormat(notScrapeable, 'PDF')).toMatchObject({ format: 'PDF', notScrapeableReason: null, additionalUrls: [] });
    const html = menu({ additionalUrls: ['https://marco.example.com/a'] });
    expect(withMenuFormat(html, 'HTML_NOT_SCRAPEABLE')).toMatchObject({ additionalUrls: ['https://marco.example.com/a'] });
    expect(withMenuFormat(html, 'IMAGE').additionalUrls).toEqual([]);
  });
  it('a menu status sets the example flag: own menu false, the others null', () => {
    expect(withMenuStatus(row({ menuStatus: null, menu: menu({ isExample: true }) }), 'OWN_MENU').menu.isExample).toBe(false);
    const rows = withBulkMenuStatus([row({ menu: menu({ isExample: true }) }), row({ id: 8, menuStatus: 'NO_MENU' })], 'SAME_AS_BRAND');
    expect(rows.map((r) => [r.menuStatus, r.menu.isExample])).toEqual([
      ['SAME_AS_BRAND', null],
      ['SAME_AS_BRAND', null],
    ]);
  });
  it('the bulk format reaches own menus only', () => {
    const rows = withBulkMenuFormat([row(), row({ id: 8, menuStatus: 'SAME_AS_BRAND' })], 'PDF');
    expect(rows.map((r) => r.menu.format)).toEqual(['PDF', 'HTML']);
  });
  it('has menu off clears the example flag and turns brand-menu locations to no menu', () => {
    const brand = { hasMenu: true, menu: menu({ isExample: true }) };
    const rows = [row({ id: 1, menuStatus: 'SAME_AS_BRAND' }), row({ id: 2 }), row({ id: 3, menuStatus: null })];
    const off = withBrandHasMenu(brand, rows, false);
    expect(off.brand).toMatchObject({ hasMenu: false, menu: { isExample: null } });
    expect(off.locations.map((r) => r.menuStatus)).toEqual(['NO_MENU', 'OWN_MENU', null]);
    const on = withBrandHasMenu(off.brand, off.locations, true);
    expect(on.brand.hasMenu).toBe(true);
    expect(on.locations.map((r) => r.menuStatus)).toEqual(['NO_MENU', 'OWN_MENU', null]);
  });
});

describe('save payload', () => {
  it('sends a location menu only for OWN_MENU', () => {
    expect(menuDefinitionLocationPayload({ id: 1, menuStatus: 'SAME_AS_BRAND', menu: menu() })).toEqual({ id: 1, menuStatus: 'SAME_AS_BRAND', menu: null });
    expect(menuDefinitionLocationPayload({ id: 1, menuStatus: 'OWN_MENU', menu: menu() }).menu?.url).toBe('https://marco.example.com/menu');
    expect(menuDefinitionLocationsPayload([row({ menuStatus: null }), row({ id: 9, menuStatus: 'NO_MENU' })])).toEqual([{ id: 9, menuStatus: 'NO_MENU', menu: null }]);
  });
  it('sends additionalUrls null when empty, empty text null, and only what the format allows', () => {
    expect(menuDefinitionMenuPayload(menu())).toEqual({
      url: 'https://marco.example.com/menu',
      format: 'HTML',
      isExample: null,
      notScrapeableReason: null,
      notScrapeableComment: null,
      availabilityComment: null,
      additionalUrls: null,
    });
    expect(menuDefinitionMenuPayload(menu({ additionalUrls: [' https://marco.example.com/a '] })).additionalUrls).toEqual(['https://marco.example.com/a']);
    expect(menuDefinitionMenuPayload(menu({ format: 'PDF', additionalUrls: ['https://marco.example.com/a'], notScrapeableReason: 'CAPTCHA' }))).toMatchObject({
      additionalUrls: null,
      notScrapeableReason: null,
    });
    expect(menuDefinitionMenuPayload(menu({ format: 'HTML_NOT_SCRAPEABLE', notScrapeableReason: 'OTHER', notScrapeableComment: ' why ' }))).toMatchObject({
      notScrapeableReason: 'OTHER',
      notScrapeableComment: 'why',
    });
  });
  it('sends the brand menu only when the brand has one', () => {
    expect(menuDefinitionBrandPayload({ hasMenu: false, menu: menu() })).toEqual({ hasMenu: false, menu: null });
    expect(menuDefinitionBrandPayload({ hasMenu: true, menu: menu() }).menu?.format).toBe('HTML');
  });
});
