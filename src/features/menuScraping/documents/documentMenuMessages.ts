// The document variant's notification texts (spec 2, section 8: reject's failure and success; the download's failure).
// The recrawl's are ours: the spec names none.
export const DOCUMENT_MENU_MESSAGES = {
  rejectFailed: 'Menu scraping task reject failed.',
  rejected: 'Menu scraping task rejected.',
  recrawlFailed: 'Menu scraping task recrawl failed.',
  recrawled: 'Menu recrawl scheduled.',
  downloadFailed: 'Download menu document file failed.',
} as const;
