// Document menus' engines (issue 12): MULTI_FORMAT (rules over the files' text) and PDF_AI (pdfAi.ts).
import type { PdfAiConfig } from './pdfAi';
import type { DocumentFileToScrape, DocumentScrapeRun } from './types';

export interface ScrapeDocumentFilesOptions {
  engine: 'MULTI_FORMAT' | 'PDF_AI';
  /** Required for PDF_AI (config.pdfAiUrl set); PDF_AI without it is an ERROR run. */
  pdfAi?: PdfAiConfig;
  lastApprovedDishCount: number | null;
  signal?: AbortSignal;
}

export async function scrapeDocumentFiles(files: DocumentFileToScrape[], options: ScrapeDocumentFilesOptions): Promise<DocumentScrapeRun> {
  void files;
  void options;
  throw new Error('scrapeDocumentFiles: not written yet');
}
