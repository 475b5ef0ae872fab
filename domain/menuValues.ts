// A menu's enumerations (the API's MenuFormat, MenuStatus and MenuNotScrapeableReason), apart from the schemas: lists
// and filters need the words without loading yup with the first screen.

export const MENU_FORMATS = ['HTML', 'PDF', 'IMAGE', 'DOCUMENT', 'HTML_NOT_SCRAPEABLE'] as const;
export type MenuFormat = (typeof MENU_FORMATS)[number];

/** Every status a menu can have (the API's MenuStatus), the crawl statuses of document menus included. */
export const MENU_STATUSES = [
  'NEW',
  'NOT_SCRAPEABLE',
  'CURRENTLY_UNSCRAPEABLE',
  'SCRAPE_SCHEDULED',
  'PARTIALLY_SCRAPED',
  'SCRAPED',
  'APPROVED',
  'AUTO_APPROVED',
  'REJECTED_RESCRAPE',
  'REJECTED_NEW',
  'REJECTED',
  'AUTO_REJECTED',
  'SCRAPING_RERUN_ERROR',
  'SCRAPING_RERUN_SIGNIFICANT_CHANGES',
  'CRAWL_SCHEDULED',
  'CRAWL_AUTO_REJECTED',
  'CRAWL_REJECTED',
  'CRAWLED',
] as const;
export type MenuStatus = (typeof MENU_STATUSES)[number];

export const MENU_NOT_SCRAPEABLE_REASONS = [
  'CAN_NOT_SELECT_ON_PAGE',
  'CAPTCHA',
  'CAROUSEL',
  'DELIVERY_PLATFORM',
  'DYNAMIC_SELECTOR',
  'EXPIRED_LINK',
  'MENU_IN_A_DIFFERENT_LANGUAGE',
  'OTHER',
  'PAGINATION',
  'POORLY_BUILT_WEBSITE',
  'REQUIRES_LOG_IN',
  'SLIDER_NAVIGATION',
  'WORKING_HOURS',
] as const;
export type MenuNotScrapeableReason = (typeof MENU_NOT_SCRAPEABLE_REASONS)[number];
