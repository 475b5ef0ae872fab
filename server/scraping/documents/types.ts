// Document menus (PDF, IMAGE; issue 12): the seams between the crawl, the file reading, the rules that predict each
// file's category and title, and the engines that turn the chosen files' text into titles and dishes.
//   crawlDocumentMenu (crawl.ts: the site's pages -> menu file links -> downloads)
//   -> readDocumentFile (readDocumentFile.ts: PDF text through unpdf, images through tesseract.js, offline)
//   -> predictDocumentFile (predictDocumentFile.ts: category, title, menu score, dish count, rationale, by rules)
//   -> scrapeDocumentFiles (scrapeDocumentFiles.ts: MULTI_FORMAT rules or the PDF_AI adapter -> ScrapeRun)
import type { MenuFileCategory } from '../../../domain/menuScrapingSchemas';
import type { NetworkFetcher } from '../fetcher';
import type { RunReport, ScrapeRun } from '../types';

export interface CrawlInput {
  /** The menu's URL: a page that links to its files, or a file itself. */
  url: string;
  additionalUrls: string[];
  /** Broader link rules: any document link, one level deeper, no 'menu' word needed. */
  useFallbackSettings: boolean;
  fetcher: NetworkFetcher;
  signal?: AbortSignal;
}

export interface CrawledFile {
  sourceUrl: string;
  fileName: string;
  contentType: string;
  bytes: Buffer;
  /** sha256 hex of the bytes: the same file found again is the same row. */
  contentHash: string;
  /** The link's text or the file's name, for the title prediction. */
  linkText: string | null;
}

export interface CrawlRun {
  files: CrawledFile[];
  messages: string[];
  exceptions: string[];
  report: RunReport;
}

export interface DocumentText {
  text: string;
  pageCount: number;
  /** 'PDF_TEXT' when the PDF had a text layer, 'OCR' for images (and PDFs without one, when supported). */
  method: 'PDF_TEXT' | 'OCR';
}

export interface DocumentFilePrediction {
  category: MenuFileCategory | null;
  title: string | null;
  /** 0 to 1: how much the text looks like a menu (prices, dish-like lines, menu words). */
  menuScore: number;
  dishCount: number;
  /** Why, in a sentence a scraper can check: 'Found 14 priced lines and the word "Lunch" in the title'. */
  rationale: string;
}

export interface DocumentFileToScrape {
  fileId: number;
  text: string;
  title: string;
  category: MenuFileCategory;
}

export interface DocumentDiscrepancy {
  nodeId: string;
  isHallucination: boolean;
  impactLevel: 'HIGH' | 'MEDIUM' | 'LOW';
  description: string;
}

export interface DocumentScrapeRun extends ScrapeRun {
  engine: 'MULTI_FORMAT' | 'PDF_AI';
  discrepancies: DocumentDiscrepancy[];
}

export type { MenuFileCategory, NetworkFetcher };
