// When the menu page's 'Scraping details' eye button opens a debug viewer, which one, and why not (spec 2, sections
// 2.13 and 2.14): HTML menus once scraped in debug mode (isHtmlMenuScrapedInDebugMode), in the HTML viewer; document
// menus (PDF, image, document) once a document scrape has completed, in the document viewer with its discrepancies.
import type { DebugViewerVariant } from './DebugViewerDialog';

export interface ScrapingDetailsFacts {
  format: string | null | undefined;
  isHtmlMenuScrapedInDebugMode: boolean;
  /** Status of the menu's latest document scraping job, if any. */
  documentJobStatus: string | null | undefined;
}

export type ScrapingDetailsAvailability =
  | { enabled: true; variant: DebugViewerVariant; hint: string }
  | { enabled: false; variant: DebugViewerVariant; hint: string };

const DOCUMENT_FORMATS = new Set(['PDF', 'IMAGE', 'DOCUMENT']);

export function scrapingDetailsAvailability(facts: ScrapingDetailsFacts): ScrapingDetailsAvailability {
  if (facts.format && DOCUMENT_FORMATS.has(facts.format)) {
    return facts.documentJobStatus === 'COMPLETED'
      ? { enabled: true, variant: 'DOCUMENT', hint: 'Scraping details: the document run, item by item, with its discrepancies' }
      : { enabled: false, variant: 'DOCUMENT', hint: 'Scraping details open once a document scrape of this menu has completed' };
  }
  return facts.isHtmlMenuScrapedInDebugMode
    ? { enabled: true, variant: 'HTML', hint: 'Scraping details: the debug-mode run, item by item, with its screenshots' }
    : { enabled: false, variant: 'HTML', hint: 'Scraping details are kept only when the menu is scraped in debug mode (resolve or rescrape with debug mode)' };
}
