// Debug mode is a setting of the HTML scraper: only a menu scraping task of an HTML menu may be resolved with debug mode
// scraping. The SPA offers the option and the API accepts it by this one rule.
export const DEBUG_MODE_SCRAPING_REFUSAL = 'Debug mode scraping is only for HTML menus.';

export function allowsDebugModeScraping(menuFormat: string | null | undefined): boolean {
  return menuFormat === 'HTML';
}
