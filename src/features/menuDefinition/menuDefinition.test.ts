// The menu definition editor's pure logic: edits over the server's values, the check with the other editors' wording,
// the payload rules, and the additional links modal's check.
import { describe, expect, it } from 'vitest';
import { withBrandHasMenu, withMenuFormat, withMenuStatus } from '../../../domain/menuDefinitionSchemas';
import { additionalLinkErrors, linksToApply } from './additionalLinks';
import { changedBrandFields, EMPTY_MENU, locationValuesOf, menuValuesOf, sameLocation, withLocationEdit, type MenuDefinitionLocationValues } from './menuDefinitionForm';
import { menuDefinitionPayload } from './menuDefinitionPayload';
import { fieldOfPath, validateMenuDefinition } from './menuDefinitionValidation';

const brandMenu = { url: 'https://brand.example/menu', format: 'HTML', isExample: true, notScrapeableReason: null, notScrapeableComment: null, availabilityComment: null, additionalUrls: null };
const row = (id: number, menuStatus: MenuDefinitionLocationValues['menuStatus'], menu = EMPTY_MENU): MenuDefinitionLocationValues => ({ id, menuStatus, menu });

describe('menu definition form values', () => {
  it('reads a stored menu with empty text as "" and no links as []', () => {
    expect(menuValuesOf(brandMenu)).toEqual({ ...EMPTY_MENU, url: 'https://brand.example/menu', format: 'HTML', isExample: true });
    expect(menuValuesOf(null)).toEqual(EMPTY_MENU);
  });

  it("takes a location's menu as its own only for OWN_MENU (the API answers the brand menu for SAME_AS_BRAND)", () => {
    expect(locationValuesOf({ databaseId: 1, menuStatus: 'SAME_AS_BRAND', menu: brandMenu }).menu).toEqual(EMPTY_MENU);
    expect(locationValuesOf({ databaseId: 2, menuStatus: 'OWN_MENU', menu: brandMenu }).menu.url).toBe('https://brand.example/menu');
    expect(locationValuesOf({ databaseId: 3, menuStatus: null, menu: null })).toEqual(row(3, null));
  });

  it('marks the brand fields that differ from the server', () => {
    const server = { hasMenu: true, menu: menuValuesOf(brandMenu) };
    expect(changedBrandFields(server, server)).toEqual([]);
    const off = withBrandHasMenu(server, [], false).brand;
    expect(changedBrandFields(server, off)).toEqual(['hasMenu', 'isExample']);
    expect(changedBrandFields(server, { ...server, menu: { ...server.menu, additionalUrls: ['https://brand.example/drinks'] } })).toEqual(['additionalUrls']);
  });

  it("keeps an edit only while it differs from the server; an own menu's fields count only for OWN_MENU", () => {
    const original = row(7, 'NO_MENU');
    let edits = withLocationEdit(new Map(), original, 2, withMenuStatus(original, 'OWN_MENU'));
    expect(edits.get(7)).toMatchObject({ page: 2, values: { menuStatus: 'OWN_MENU', menu: { isExample: false } } });
    edits = withLocationEdit(edits, original, 3, { ...edits.get(7)!.values, menuStatus: 'NO_MENU' });
    expect(edits.has(7)).toBe(false);
    expect(sameLocation(row(1, 'SAME_AS_BRAND'), row(1, 'SAME_AS_BRAND', { ...EMPTY_MENU, url: 'https://x.example' }))).toBe(true);
    expect(sameLocation(row(1, 'OWN_MENU'), row(1, 'OWN_MENU', { ...EMPTY_MENU, url: 'https://x.example' }))).toBe(false);
  });
});

describe('menu definition check', () => {
  const brand = { hasMenu: true, menu: menuValuesOf(brandMenu) };

  it('passes a brand menu and own menus that hold', () => {
    const own = withMenuFormat({ ...EMPTY_MENU, url: 'https://own.example/menu' }, 'PDF');
    const result = validateMenuDefinition('done', brand, [{ values: row(1, 'OWN_MENU', own), page: 1 }, { values: row(2, 'SAME_AS_BRAND'), page: 1 }]);
    expect(result).toEqual({ messages: [], rowErrors: new Map(), brandErrors: {} });
  });

  it("refuses a brand menu without format on done with 'Menu format is required!', under the format field", () => {
    const result = validateMenuDefinition('done', { hasMenu: true, menu: { ...EMPTY_MENU, url: 'https://brand.example' } }, []);
    expect(result.messages).toEqual(['Menu format is required!']);
    expect(result.brandErrors).toEqual({ format: 'Menu format is required!' });
    expect(validateMenuDefinition('done', { hasMenu: false, menu: EMPTY_MENU }, []).messages).toEqual([]);
  });

  it('words location errors like the other editors and keeps the first under the row; excluded rows need no status', () => {
    const result = validateMenuDefinition('done', brand, [
      { values: row(4, null), page: 1 },
      { values: row(5, 'OWN_MENU', withMenuFormat({ ...EMPTY_MENU, url: 'not a url' }, 'HTML')), page: 2 },
      { values: row(6, 'OWN_MENU', withMenuFormat({ ...EMPTY_MENU, url: '' }, 'PDF')), page: 2 },
      { values: row(8, null), page: 3, excluded: true },
    ]);
    expect(result.messages).toEqual([
      'Location with id 4 on page 1 has the following error: Menu status is required',
      'Location with id 5 on page 2 has the following error: Website is not valid',
      'Location with id 6 on page 2 has the following error: Menu URL is required',
    ]);
    expect([...result.rowErrors]).toEqual([
      [4, 'Menu status is required'],
      [5, 'Website is not valid'],
      [6, 'Menu URL is required'],
    ]);
  });

  it('save asks no menu status and no format, but a URL given must be a website', () => {
    expect(validateMenuDefinition('save', brand, [{ values: row(4, null), page: 1 }]).messages).toEqual([]);
    const result = validateMenuDefinition('save', { hasMenu: true, menu: { ...EMPTY_MENU, url: 'nope' } }, []);
    expect(result.messages).toEqual(['Website is not valid']);
  });

  it('names the field of a nested path', () => {
    expect(fieldOfPath('menu.additionalUrls[1]')).toBe('additionalUrls');
    expect(fieldOfPath('menu.format')).toBe('format');
    expect(fieldOfPath(undefined)).toBe('');
  });
});

describe('menu definition payload', () => {
  it("sends the brand menu with the brand's version, and a location's menu only for OWN_MENU, in id order", () => {
    const brand = { hasMenu: true, menu: { ...menuValuesOf(brandMenu), additionalUrls: [] } };
    const own = row(9, 'OWN_MENU', withMenuFormat({ ...EMPTY_MENU, url: ' https://own.example ', isExample: false }, 'PDF'));
    const same = row(3, 'SAME_AS_BRAND', { ...EMPTY_MENU, url: 'https://left.example' });
    let edits = withLocationEdit(new Map(), row(9, 'NO_MENU'), 1, own);
    edits = withLocationEdit(edits, row(3, 'NO_MENU'), 1, same);
    expect(menuDefinitionPayload(brand, '2026-01-01T00:00:00.000Z', edits)).toEqual({
      brandData: {
        hasMenu: true,
        menu: { url: 'https://brand.example/menu', format: 'HTML', isExample: true, notScrapeableReason: null, notScrapeableComment: null, availabilityComment: null, additionalUrls: null },
        expectedModifiedDate: '2026-01-01T00:00:00.000Z',
      },
      locationsData: [
        { id: 3, menuStatus: 'SAME_AS_BRAND', menu: null },
        { id: 9, menuStatus: 'OWN_MENU', menu: { url: 'https://own.example', format: 'PDF', isExample: false, notScrapeableReason: null, notScrapeableComment: null, availabilityComment: null, additionalUrls: null } },
      ],
    });
  });

  it('sends no brand menu when the brand has none', () => {
    expect(menuDefinitionPayload({ hasMenu: false, menu: menuValuesOf(brandMenu) }, 'd', new Map()).brandData).toEqual({ hasMenu: false, menu: null, expectedModifiedDate: 'd' });
  });
});

describe('additional links', () => {
  it("checks each link with the spec's words; one empty row is no link", () => {
    expect(additionalLinkErrors(['https://a.example/drinks', '', 'nope'])).toEqual([null, 'Website is required', 'Website is not valid']);
    expect(linksToApply([' '])).toEqual([]);
    expect(linksToApply([' https://a.example ', ''])).toEqual(['https://a.example', '']);
  });
});
