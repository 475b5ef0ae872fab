import { describe, expect, it } from 'vitest';
import { FORMATS_KEPT_IN_CLUSTER } from '../../../machines/clusterRules';
import { apiMenuFilters, formatChoice, MENU_FILTER_FORMATS, menuIdOf, NO_MENU_FILTERS, withSwitchRules } from './clusterMenuFilters';
import { resetRefusal } from './ClusterMenuStatusesPanel';

describe('the cluster menus filters', () => {
  it('offer every format but PDF and IMAGE', () => {
    expect(MENU_FILTER_FORMATS).toEqual(['HTML', 'DOCUMENT', 'HTML_NOT_SCRAPEABLE']);
  });

  it('allow similar menus only for a lead and standalone menus only without a menu id, clearing them otherwise', () => {
    const both = { ...NO_MENU_FILTERS, menuId: '12', showSimilarMenus: true, showStandaloneMenus: true };
    expect(withSwitchRules(both, true)).toMatchObject({ showSimilarMenus: true, showStandaloneMenus: false });
    expect(withSwitchRules(both, false)).toMatchObject({ showSimilarMenus: false });
    expect(withSwitchRules({ ...both, menuId: ' ' }, true)).toMatchObject({ showSimilarMenus: false, showStandaloneMenus: true });
  });

  it('send only what is set', () => {
    expect(apiMenuFilters({ ...NO_MENU_FILTERS, menuId: '7', menuStatuses: ['NEW'] })).toEqual({
      menuId: 7,
      menuFormats: null,
      menuStatuses: ['NEW'],
      scrapingStatuses: null,
      scrapingClusterRoles: null,
      menuNotScrapeableReasons: null,
      showSimilarMenus: null,
      showStandaloneMenus: null,
    });
    expect(menuIdOf('abc')).toBeNull();
  });

  it('ask for a reason for HTML_NOT_SCRAPEABLE and confirm a format that takes the menu out', () => {
    expect(formatChoice('HTML_NOT_SCRAPEABLE').kind).toBe('needsReason');
    expect(formatChoice('HTML').kind).toBe('save');
    for (const format of ['PDF', 'IMAGE', 'DOCUMENT']) {
      expect((FORMATS_KEPT_IN_CLUSTER as readonly string[]).includes(format)).toBe(false);
      expect(formatChoice(format).kind).toBe('confirmRemoval');
    }
  });

  it('refuse Reset menus for NEW menus without a scraping status only', () => {
    expect(resetRefusal({ menuStatus: 'NEW', scrapingStatus: null })).not.toBeNull();
    expect(resetRefusal({ menuStatus: 'NEW', scrapingStatus: 'ERROR' })).toBeNull();
    expect(resetRefusal({ menuStatus: 'SCRAPED', scrapingStatus: null })).toBeNull();
  });
});
