// A document menu file's text (issue 12). The type is read from the bytes (a site's Content-Type is often wrong), never
// from the name: PDFs through unpdf (pdf.js's text layer, pages merged in order), PNG, JPEG and WebP images through
// tesseract.js OCR with the English data shipped by npm (@tesseract.js-data/eng), so no download happens at run time.
// One OCR worker is started on first use and reused (starting one costs about half a second); a recognition that takes
// longer than the time limit ends the worker, and the next file starts a new one. closeDocumentReader ends it on
// shutdown. A PDF without a text layer (a scan) gives empty text: rendering its pages for OCR needs a canvas library
// this project does not ship, so the prediction reports no text and the scraper decides.
import { createRequire } from 'node:module';
import { createWorker, type Worker } from 'tesseract.js';
import { extractText, getDocumentProxy } from 'unpdf';
import { sniffImageType } from '../../files/sniffContentType';
import type { DocumentText } from './types';

export const DEFAULT_OCR_TIMEOUT_MS = 60_000;
export const DEFAULT_PDF_TIMEOUT_MS = 30_000;
/** More pages than a menu has: a catalogue or a book is not read through. */
export const MAX_PDF_PAGES = 60;
/** An image larger than this (pixels) is refused before decoding: a small PNG can declare a huge canvas. */
export const MAX_IMAGE_PIXELS = 40_000_000;

export class DocumentReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DocumentReadError';
  }
}

export type DocumentFileType = 'application/pdf' | 'image/png' | 'image/jpeg' | 'image/webp';

/** The file's type from its first bytes; null for anything the reader does not take. */
export function sniffDocumentType(bytes: Buffer): DocumentFileType | null {
  // '%PDF-' may follow a few bytes of junk (some generators write a BOM or whitespace first): pdf.js allows 1 KB.
  if (bytes.subarray(0, 1024).includes('%PDF-')) return 'application/pdf';
  return sniffImageType(bytes);
}

export interface ReadDocumentOptions {
  ocrTimeoutMs?: number;
  pdfTimeoutMs?: number;
}

/** `contentType` is the site's claim, used in the message only: the bytes decide. */
export async function readDocumentFile(bytes: Buffer, contentType: string, options: ReadDocumentOptions = {}): Promise<DocumentText> {
  const type = sniffDocumentType(bytes);
  if (type === null) throw new DocumentReadError(`The file is not a PDF, PNG, JPEG or WebP image (the site said ${contentType || 'nothing'}).`);
  if (type === 'application/pdf') return readPdf(bytes, options.pdfTimeoutMs ?? DEFAULT_PDF_TIMEOUT_MS);
  const pixels = pngPixels(bytes);
  if (pixels !== null && pixels > MAX_IMAGE_PIXELS) throw new DocumentReadError(`The image has ${pixels} pixels, more than the ${MAX_IMAGE_PIXELS} the reader takes.`);
  return { text: await recognise(bytes, options.ocrTimeoutMs ?? DEFAULT_OCR_TIMEOUT_MS), pageCount: 1, method: 'OCR' };
}

async function readPdf(bytes: Buffer, timeoutMs: number): Promise<DocumentText> {
  // A copy: pdf.js takes over (detaches) the array it is given.
  const pdf = await withTimeout(getDocumentProxy(new Uint8Array(bytes)), timeoutMs, 'The PDF could not be opened').catch((error: unknown) => {
    throw error instanceof DocumentReadError ? error : new DocumentReadError(`The PDF could not be read: ${messageOf(error)}`);
  });
  try {
    if (pdf.numPages > MAX_PDF_PAGES) throw new DocumentReadError(`The PDF has ${pdf.numPages} pages, more than the ${MAX_PDF_PAGES} a menu is read to.`);
    const { text, totalPages } = await withTimeout(extractText(pdf, { mergePages: true }), timeoutMs, 'The PDF\'s text could not be read');
    return { text: text.trim(), pageCount: totalPages, method: 'PDF_TEXT' };
  } finally {
    // Frees the document's worker-side state (the loading task owns it).
    await pdf.loadingTask.destroy().catch(() => undefined);
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// OCR: one worker for the process.

interface EnglishData {
  langPath: string;
  gzip: boolean;
}

let workerPromise: Promise<Worker> | null = null;

function englishData(): EnglishData {
  // The package is CommonJS without types: its index names the folder of eng.traineddata.gz.
  const data = createRequire(import.meta.url)('@tesseract.js-data/eng') as EnglishData;
  return { langPath: data.langPath, gzip: data.gzip };
}

function ocrWorker(): Promise<Worker> {
  if (!workerPromise) {
    const { langPath, gzip } = englishData();
    // OEM 1: the LSTM engine alone (the data is the LSTM model); cacheMethod 'none': nothing written beside the data.
    workerPromise = createWorker('eng', 1, { langPath, gzip, cacheMethod: 'none' });
    workerPromise.catch(() => {
      workerPromise = null;
    });
  }
  return workerPromise;
}

async function recognise(bytes: Buffer, timeoutMs: number): Promise<string> {
  const worker = await ocrWorker().catch((error: unknown) => {
    throw new DocumentReadError(`The OCR engine could not start: ${messageOf(error)}`);
  });
  try {
    const result = await withTimeout(worker.recognize(bytes), timeoutMs, 'The image\'s text could not be read');
    return result.data.text.trim();
  } catch (error) {
    if (error instanceof DocumentReadError) {
      // Stuck on this image: the worker goes, the next file gets a fresh one.
      await closeDocumentReader();
      throw error;
    }
    throw new DocumentReadError(`The image could not be read: ${messageOf(error)}`);
  }
}

/** Ends the OCR worker (the process is stopping, or a recognition was stuck). */
export async function closeDocumentReader(): Promise<void> {
  const pending = workerPromise;
  workerPromise = null;
  if (!pending) return;
  const worker = await pending.catch(() => null);
  await worker?.terminate().catch(() => undefined);
}

// ---------------------------------------------------------------------------------------------------------------------

/** Width times height from a PNG's header; null for other types (JPEG and WebP are bounded by the download cap). */
function pngPixels(bytes: Buffer): number | null {
  if (sniffImageType(bytes) !== 'image/png' || bytes.length < 24) return null;
  return bytes.readUInt32BE(16) * bytes.readUInt32BE(20);
}

async function withTimeout<T>(promise: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DocumentReadError(`${what} within ${Math.round(timeoutMs / 1000)} s.`)), timeoutMs);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
