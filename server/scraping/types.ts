// The scraping engine's seams (issue 12, DESIGN.md section 4). Each stage is its own module behind these shapes, so the
// job worker, the "try it" run and the regression test cases (send menu for testing) drive the same engine:
//   fetchPage (fetcher.ts: address guard, politeness, robots.txt, caps)  ->  extractPage (extract.ts: one parse, rules)
//   -> runScrape (runScrape.ts: pages, pagination, tabs, the run report, broken-run checks)
//   -> compareWithPrevious (changes.ts: CREATED, UPDATED, UPDATED_SIGNIFICANTLY, DELETED, RESTORED)
//   -> persistScrape (persistScrape.ts: items, the job's change counts, the menu's status edge).
import type { ScrapingInstructions } from '../../domain/scrapingInstructions';
import type { MenuFingerprint } from '../probing/fingerprint';
import type { ExtractionThreads } from './extractionThreads';

/** One fetched page, or why it could not be fetched (never thrown: a run records every page's outcome). */
export type FetchResult =
  | { ok: true; url: string; finalUrl: string; statusCode: number; contentType: string | null; body: string; bytes: number; durationMs: number; attempts: number }
  | {
      ok: false;
      url: string;
      cause: FetchFailureCause;
      message: string;
      statusCode: number | null;
      durationMs: number;
      attempts: number;
      /** The error page the site answered (HTTP_ERROR with an HTML body, capped), kept for the run report. */
      errorPageHtml?: string;
    };

/** Why a page was not read; the run report groups errors by it. */
export type FetchFailureCause =
  | 'ADDRESS_REFUSED' // private, loopback, link-local or otherwise unroutable after DNS, or on a redirect
  | 'INVALID_URL'
  | 'DNS'
  | 'TIMEOUT'
  | 'TOO_LARGE'
  | 'TOO_MANY_REDIRECTS'
  | 'ROBOTS_DISALLOWED'
  | 'HTTP_ERROR' // a status other than 2xx after retries
  | 'NOT_HTML'
  | 'NETWORK';

export interface FetchOptions {
  /** Aborts the whole fetch (the job was cancelled or the worker is stopping). */
  signal?: AbortSignal;
}

export interface Fetcher {
  fetchPage(url: string, options?: FetchOptions): Promise<FetchResult>;
}

/** A menu title as extracted: `key` is stable within a run (its path of titles), parentKey links the nesting. */
export interface ExtractedMenuTitle {
  key: string;
  parentKey: string | null;
  /** Position in document order across the run. */
  position: number;
  title: string;
  description: string | null;
  calories: string | null;
  diets: string | null;
  addons: string | null;
  miscInfo: string | null;
  allergens: string | null;
  nutritions: string | null;
  isEverywhereAvailable: boolean;
  /** The title was empty and got the placeholder title (PLACEHOLDER_MENU_TITLE). */
  isPlaceholder: boolean;
  /** Hash of the normalised content (hash.ts): equal content gives an equal hash across runs. */
  hash: string;
}

export interface ExtractedDish {
  /** Stable within a run: the title path, the normalised name and its occurrence among equal names. */
  key: string;
  menuTitleKey: string | null;
  /** The titles from the root to the dish's section, for display. */
  menuTitlePath: string[];
  position: number;
  name: string;
  description: string | null;
  price: string | null;
  calories: string | null;
  diets: string | null;
  addons: string | null;
  miscInfo: string | null;
  allergens: string | null;
  ingredients: string | null;
  nutritions: string | null;
  /** An errored item with no name: kept and marked corrupt (shown as corrupt, spec 2 section 8). */
  isCorrupt: boolean;
  hash: string;
}

/** What one page gave (extract.ts), plus what the run needs to go on. */
export interface ExtractedPage {
  menuTitles: ExtractedMenuTitle[];
  dishes: ExtractedDish[];
  /** Required fields (FieldRule.required) that matched nothing on this page: 'dishes.fields.price'. */
  unmatchedRequiredFields: string[];
  /** Absolute URLs of the next page (pagination) and of tabs, resolved against the page URL. */
  nextPageUrl: string | null;
  tabUrls: string[];
  messages: string[];
  parseMs: number;
  /** The page's fingerprint under the instructions (probing), when the extraction was asked for it. */
  fingerprint?: MenuFingerprint;
}

/** Scraping statuses of a run: a job counts as successful on SUCCESS or PARTIAL_SUCCESS (spec 1, section 4). */
export type ScrapingStatus = 'SUCCESS' | 'PARTIAL_SUCCESS' | 'ERROR';

export interface RunReportPage {
  url: string;
  statusCode: number | null;
  durationMs: number;
  bytes: number;
  attempts: number;
  error: string | null;
}

export interface RunReportErrorGroup {
  cause: FetchFailureCause | 'REQUIRED_FIELD_UNMATCHED' | 'DISH_COUNT_DROP' | 'NO_ITEMS' | 'EXTRACTION';
  message: string;
  count: number;
  urls: string[];
  /** Kept once per cause: the page's HTML (file key in the files store), and a screenshot in debug mode. */
  htmlFileKey: string | null;
  screenshotFileKey: string | null;
}

export interface RunReport {
  pages: RunReportPage[];
  retries: number;
  errors: RunReportErrorGroup[];
  durationMs: number;
}

/** A whole run (runScrape.ts): used by the job, by "try it" and by test cases. */
export interface ScrapeRun {
  scrapingStatus: ScrapingStatus;
  menuTitles: ExtractedMenuTitle[];
  dishes: ExtractedDish[];
  messages: string[];
  exceptions: string[];
  flags: string[];
  report: RunReport;
  /** The fetched HTML per URL, for storing the response and building test cases. */
  pagesHtml: { url: string; html: string }[];
  /** Each extracted page's fingerprint, in the order read, when the run was asked for them (RunScrapeInput.fingerprint). */
  pageFingerprints?: MenuFingerprint[];
}

export interface RunScrapeInput {
  instructions: ScrapingInstructions;
  /**
   * The menu being scraped, when its instructions are a template's: page URLs are then resolved against it
   * (menuRelativePages.ts). Omitted, page URLs are used as written (a menu's own instructions are absolute).
   */
  menuUrl?: string;
  fetcher: Fetcher;
  /** The dish count of the last approved run: a run that falls by more than half against it is an error. */
  lastApprovedDishCount: number | null;
  signal?: AbortSignal;
  /**
   * Keeps the HTML of the first page behind each error cause (the job stores it in the files store) and answers its file
   * key for the report; omitted ("try it"), the report's htmlFileKey stays null.
   */
  keepPage?: (url: string, html: string, cause: RunReportErrorGroup['cause']) => Promise<string | null>;
  /** The time one page's extraction may take before it is stopped (SCRAPING_EXTRACTION_BUDGET_MS); default 5 s. */
  extractionBudgetMs?: number;
  /** The threads pages are extracted in; default: the process's shared ones (extractionThreads.ts). */
  extraction?: ExtractionThreads;
  /**
   * Also fingerprint every page (the probing job), in the extraction that reads it: one parse per page. The fingerprints
   * come back in ScrapeRun.pageFingerprints.
   */
  fingerprint?: boolean;
}

/** Change statuses of menu items between runs (spec 2, section 3). */
export type ItemChangeStatus = 'CREATED' | 'UPDATED' | 'UPDATED_SIGNIFICANTLY' | 'DELETED' | 'RESTORED';

/** The job's change counts, for menu titles and for dishes (spec 2, section 3). */
export interface ChangeCounts {
  existing: number;
  scraped: number;
  deleted: number;
  restored: number;
  significantlyUpdated: number;
  updated: number;
  created: number;
}

export type { ScrapingInstructions };
