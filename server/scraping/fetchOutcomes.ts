// What an answer means for a fetch (issue 12, DESIGN.md section 4): the outcome of one request before the retry
// decision, the media types each kind of fetch accepts, an error status's HTML page kept for the run report, Retry-After,
// and the page's charset.
import type { RawResponse } from './httpTransport';
import type { FetchFailureCause } from './types';

const HTML_TYPES = ['text/html', 'application/xhtml+xml'];

/** What is fetched (a page, a file, robots.txt), under which cap. */
export type Mode =
  | { kind: 'page'; maxBytes: number }
  | { kind: 'bytes'; maxBytes: number; accept: string[] | null }
  | { kind: 'robots'; maxBytes: number };

/** One answer, before the retry decision. */
export type HopOutcome =
  | { type: 'body'; finalUrl: string; statusCode: number; contentType: string | null; body: Buffer }
  | { type: 'redirect'; location: string; statusCode: number }
  | { type: 'failure'; cause: FetchFailureCause; message: string; statusCode: number | null; retryable: boolean; errorPage?: Buffer; errorPageType?: string | null };

export type Outcome = Exclude<HopOutcome, { type: 'redirect' }>;

/** An error status's page, when it is HTML: the first 256 KB, for the run report (a maintenance page says why). */
const MAX_ERROR_PAGE_BYTES = 256 * 1024;

export async function readErrorPage(response: RawResponse): Promise<{ errorPage?: Buffer; errorPageType?: string | null }> {
  const contentType = response.headers['content-type'] ?? null;
  const mediaType = contentType?.split(';')[0].trim().toLowerCase() ?? '';
  if (!HTML_TYPES.includes(mediaType)) {
    response.discard();
    return {};
  }
  const read = await response.readBody(MAX_ERROR_PAGE_BYTES, true).catch(() => null);
  return read?.ok && read.body.length > 0 ? { errorPage: read.body, errorPageType: contentType } : {};
}

export function failure(cause: FetchFailureCause, message: string): Outcome {
  return { type: 'failure', cause, message, statusCode: null, retryable: false };
}

export function refusedContentType(mode: Mode, contentType: string | null): string | null {
  const mediaType = contentType?.split(';')[0].trim().toLowerCase() ?? null;
  if (mode.kind === 'page') {
    // No Content-Type at all is read as HTML: old sites omit it, and the parser copes with anything.
    if (mediaType === null || mediaType === '' || HTML_TYPES.includes(mediaType)) return null;
    return `The address answered ${mediaType}, not an HTML page.`;
  }
  if (mode.kind === 'bytes' && mode.accept && !mode.accept.some((prefix) => mediaType?.startsWith(prefix))) {
    return `The address answered ${mediaType ?? 'no content type'}, not ${mode.accept.join(' or ')}.`;
  }
  return null;
}

/** Retry-After as milliseconds: delta-seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | undefined, now = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** The charset of the Content-Type, else of a <meta> in the first bytes, else UTF-8. */
export function decodeHtml(body: Buffer, contentType: string | null): string {
  const declared = /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType ?? '')?.[1] ?? /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(body.subarray(0, 2048).toString('latin1'))?.[1];
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(declared ?? 'utf-8');
  } catch {
    decoder = new TextDecoder('utf-8');
  }
  return decoder.decode(body);
}
