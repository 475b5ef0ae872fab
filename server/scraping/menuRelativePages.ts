// Page URLs written relative to a menu's URL (templates, DESIGN.md section 5): one template serves every menu of a
// layout because each page rule's URL is resolved against the menu being scraped, as a link on the menu's page would
// be (docs/scraping-instructions.md, "Templates: page URLs relative to the menu"). An absolute URL stays as written.
import type { ScrapingInstructions } from '../../domain/scrapingInstructions';

/** The page URL for one menu: resolved against the menu's URL, without a fragment (never sent to a server). */
export function resolvePageUrl(pageUrl: string, menuUrl: string): string {
  const resolved = new URL(pageUrl, menuUrl);
  resolved.hash = '';
  return resolved.href;
}

/** The instructions with every page rule's URL resolved for this menu (the rest shared, not copied). */
export function instructionsForMenu(instructions: ScrapingInstructions, menuUrl: string): ScrapingInstructions {
  return { ...instructions, pages: instructions.pages.map((rule) => ({ ...rule, url: resolvePageUrl(rule.url, menuUrl) })) };
}
