// Fetching for the scraping engine (issue 12, DESIGN.md section 4): every page a run reads goes through here. Each request
// is guarded (addressGuard.ts: public addresses only, checked after DNS and on every redirect, connected to the address
// checked), allowed by the site's robots.txt (robots.ts), spaced per domain with every other worker (politeness.ts), and
// bounded: a connect timeout and a total timeout per attempt, a body cap counted after decompression (a 50 MB page or a
// compression bomb stops at the cap), at most 5 redirects, retries with back-off on 429, 5xx and network errors with
// Retry-After obeyed. It never throws: a page that cannot be read is a FetchResult with its cause, for the run report.
// URLs of the demo sites' origin are answered in-process by the demo sites' handler (server/demo-sites/demoSites.ts),
// through the same robots, politeness, redirect and cap rules, so any worker reaches them whatever port the API has.
import http from 'node:http';
import https from 'node:https';
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { Config } from '../config';
import type { Queryable } from '../db/database';
import { handleDemoSiteRequest, type DemoSiteResponse } from '../demo-sites/demoSites';
import { createAllowedOrigins, guardUrl, pinnedLookup, type HostResolver } from './addressGuard';
import { createDatabasePoliteness, politenessDomainOf, type Politeness } from './politeness';
import { createDatabaseRobotsCache, MAX_ROBOTS_BYTES, robotsAllows, SCRAPER_USER_AGENT, type RobotsCache } from './robots';
import type { FetchFailureCause, Fetcher, FetchOptions, FetchResult } from './types';

export const DEFAULT_TIMEOUT_MS = 15_000;
export const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;
export const DEFAULT_MAX_PAGE_BYTES = 5 * 1024 * 1024;
export const DEFAULT_MAX_FILE_BYTES = 20 * 1024 * 1024;
export const DEFAULT_MAX_REDIRECTS = 5;
export const DEFAULT_MAX_ATTEMPTS = 3;
/** A site asking us to come back later than this is reported, not waited for: a job must end in reasonable time. */
export const DEFAULT_MAX_RETRY_AFTER_MS = 60_000;

const HTML_TYPES = ['text/html', 'application/xhtml+xml'];

export interface FetcherLimits {
  /** Per attempt, from the request's start to the body's last byte. */
  timeoutMs?: number;
  connectTimeoutMs?: number;
  maxPageBytes?: number;
  maxRedirects?: number;
  /** Attempts per page, the first included. */
  maxAttempts?: number;
  maxRetryAfterMs?: number;
  userAgent?: string;
}

interface FetcherWiring extends FetcherLimits {
  config: Pick<Config, 'scraperAllowedOrigins' | 'demoSitesOrigin'>;
  /** Tests resolve names their own way; production uses the system resolver. */
  resolve?: HostResolver;
  /** The demo sites' handler (default: server/demo-sites); answers config.demoSitesOrigin in-process. */
  demoSiteHandler?: (pathname: string) => DemoSiteResponse | null;
}

/**
 * The workers pass the database (politeness and the robots.txt cache shared by every worker); tests without a database
 * pass their own politeness and robots cache (null: robots.txt not read).
 */
export type FetcherOptions = FetcherWiring &
  ({ db: Queryable; spacingMs?: number; robotsTtlMs?: number } | { db?: undefined; politeness: Politeness; robotsCache: RobotsCache | null });

/** A file (PDF, image) fetched as bytes, for the document menus. */
export type BytesFetchResult =
  | { ok: true; url: string; finalUrl: string; statusCode: number; contentType: string | null; body: Buffer; bytes: number; durationMs: number; attempts: number }
  | Extract<FetchResult, { ok: false }>;

export interface BytesFetchOptions extends FetchOptions {
  maxBytes?: number;
  /** Media types accepted ('application/pdf', 'image/'): a prefix match; omitted, any type. */
  acceptContentTypes?: string[];
}

export interface NetworkFetcher extends Fetcher {
  fetchBytes(url: string, options?: BytesFetchOptions): Promise<BytesFetchResult>;
}

type Mode =
  | { kind: 'page'; maxBytes: number }
  | { kind: 'bytes'; maxBytes: number; accept: string[] | null }
  | { kind: 'robots'; maxBytes: number };

/** One answer, before the retry decision. */
type HopOutcome =
  | { type: 'body'; finalUrl: string; statusCode: number; contentType: string | null; body: Buffer }
  | { type: 'redirect'; location: string; statusCode: number }
  | { type: 'failure'; cause: FetchFailureCause; message: string; statusCode: number | null; retryable: boolean; errorPage?: Buffer; errorPageType?: string | null };

type Outcome = Exclude<HopOutcome, { type: 'redirect' }>;

/** What a transport answers: the status, the headers, and the body to read under the cap. */
interface RawResponse {
  statusCode: number;
  headers: Record<string, string | undefined>;
  /** The body decoded (gzip, br, deflate), or TOO_LARGE once more than maxBytes came out. */
  readBody(maxBytes: number, truncate: boolean): Promise<{ ok: true; body: Buffer } | { ok: false; cause: FetchFailureCause; message: string }>;
  discard(): void;
}

class TransportError extends Error {
  constructor(
    readonly failureCause: FetchFailureCause,
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

export function createFetcher(options: FetcherOptions): NetworkFetcher {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const connectTimeoutMs = Math.min(options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS, timeoutMs);
  const maxPageBytes = options.maxPageBytes ?? DEFAULT_MAX_PAGE_BYTES;
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const maxAttempts = Math.max(1, options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS);
  const maxRetryAfterMs = options.maxRetryAfterMs ?? DEFAULT_MAX_RETRY_AFTER_MS;
  const userAgent = options.userAgent ?? SCRAPER_USER_AGENT;
  const allowedOrigins = createAllowedOrigins(options.config.scraperAllowedOrigins);
  const demoOrigin = safeOrigin(options.config.demoSitesOrigin);
  const demoSiteHandler = options.demoSiteHandler ?? handleDemoSiteRequest;
  const politeness = options.db ? createDatabasePoliteness(options.db, { spacingMs: options.spacingMs }) : options.politeness;
  // The demo sites are a function call in this process, not someone's server: spacing their requests protects no one and
  // cost a multi-page demo scrape a second per page (scripts/benchScrapeLatency.ts). Their back-off and Retry-After are
  // kept (the failing demo site shows them at work).
  const demoPoliteness = options.db ? createDatabasePoliteness(options.db, { spacingMs: 0 }) : options.politeness;
  const robotsCache = options.db ? createDatabaseRobotsCache(options.db, options.robotsTtlMs) : options.robotsCache;

  /** One request to one URL: guard, robots, the domain's turn, the answer. */
  async function requestOnce(url: URL, mode: Mode, signal: AbortSignal | undefined): Promise<HopOutcome> {
    const isDemo = demoOrigin !== null && url.origin === demoOrigin;
    let pinned: { address: string; family: 4 | 6 } | null = null;
    if (!isDemo) {
      const guarded = await guardUrl(url, { allowedOrigins, resolve: options.resolve });
      if (!guarded.ok) return { type: 'failure', cause: guarded.cause, message: guarded.message, statusCode: null, retryable: false };
      pinned = { address: guarded.address, family: guarded.family };
    }
    if (mode.kind !== 'robots' && !(await isAllowedByRobots(url, signal))) {
      return { type: 'failure', cause: 'ROBOTS_DISALLOWED', message: `${url.origin}/robots.txt does not let crawlers read ${url.pathname}.`, statusCode: null, retryable: false };
    }
    const domain = politenessDomainOf(url);
    await (isDemo ? demoPoliteness : politeness).waitForTurn(domain, signal);

    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(new TransportError('TIMEOUT', `No complete answer within ${timeoutMs} ms.`, false)), timeoutMs);
    const requestSignal = signal ? AbortSignal.any([signal, deadline.signal]) : deadline.signal;
    try {
      let response: RawResponse;
      try {
        response = isDemo ? answerFromDemoSites(url) : await sendHttp(url, pinned!, requestSignal);
      } catch (error) {
        const failure = asTransportError(error, requestSignal);
        if (failure.retryable || failure.failureCause === 'TIMEOUT') await politeness.recordFailure(domain);
        return { type: 'failure', cause: failure.failureCause, message: failure.message, statusCode: null, retryable: failure.retryable };
      }
      const { statusCode, headers } = response;
      if (statusCode >= 300 && statusCode < 400 && headers.location) {
        response.discard();
        await politeness.recordSuccess(domain);
        return { type: 'redirect', location: headers.location, statusCode };
      }
      if (statusCode === 429 || statusCode >= 500) {
        const errorPage = await readErrorPage(response);
        const retryAfterMs = parseRetryAfter(headers['retry-after']);
        await politeness.recordFailure(domain, Math.min(retryAfterMs ?? 0, maxRetryAfterMs));
        if (retryAfterMs !== null && retryAfterMs > maxRetryAfterMs) {
          return { type: 'failure', cause: 'HTTP_ERROR', message: `The site answered ${statusCode} and asked to come back in ${Math.round(retryAfterMs / 1000)} s.`, statusCode, retryable: false, ...errorPage };
        }
        return { type: 'failure', cause: 'HTTP_ERROR', message: `The site answered ${statusCode}.`, statusCode, retryable: true, ...errorPage };
      }
      await politeness.recordSuccess(domain);
      if (statusCode < 200 || statusCode >= 300) {
        if (mode.kind === 'robots') {
          response.discard();
          return { type: 'body', finalUrl: url.href, statusCode, contentType: null, body: Buffer.alloc(0) };
        }
        return { type: 'failure', cause: 'HTTP_ERROR', message: `The site answered ${statusCode}.`, statusCode, retryable: false, ...(await readErrorPage(response)) };
      }
      const contentType = headers['content-type'] ?? null;
      const refusedType = refusedContentType(mode, contentType);
      if (refusedType) {
        response.discard();
        return { type: 'failure', cause: 'NOT_HTML', message: refusedType, statusCode, retryable: false };
      }
      const declaredLength = Number(headers['content-length']);
      if (mode.kind !== 'robots' && !headers['content-encoding'] && Number.isFinite(declaredLength) && declaredLength > mode.maxBytes) {
        response.discard();
        return { type: 'failure', cause: 'TOO_LARGE', message: tooLargeMessage(mode.maxBytes, declaredLength), statusCode, retryable: false };
      }
      const read = await response.readBody(mode.maxBytes, mode.kind === 'robots').catch((error: unknown) => {
        const failure = asTransportError(error, requestSignal);
        return { ok: false as const, cause: failure.failureCause, message: failure.message };
      });
      if (!read.ok) return { type: 'failure', cause: read.cause, message: read.message, statusCode, retryable: read.cause === 'NETWORK' };
      return { type: 'body', finalUrl: url.href, statusCode, contentType, body: read.body };
    } finally {
      clearTimeout(timer);
    }
  }

  /** Follows redirects, each one guarded again; the sixth is refused. */
  async function followRedirects(start: URL, mode: Mode, signal: AbortSignal | undefined): Promise<Outcome> {
    let url = start;
    for (let hop = 0; ; hop += 1) {
      const outcome = await requestOnce(url, mode, signal);
      if (outcome.type !== 'redirect') return outcome;
      if (hop >= maxRedirects) {
        return { type: 'failure', cause: 'TOO_MANY_REDIRECTS', message: `More than ${maxRedirects} redirects (the last to ${outcome.location}).`, statusCode: outcome.statusCode, retryable: false };
      }
      try {
        url = new URL(outcome.location, url);
      } catch {
        return { type: 'failure', cause: 'INVALID_URL', message: `The site redirected to an invalid address: ${outcome.location}`, statusCode: outcome.statusCode, retryable: false };
      }
    }
  }

  /** Attempts with back-off: the back-off itself is the domain's (politeness.ts), so every worker waits it. */
  async function fetchWithRetries(rawUrl: string, mode: Mode, signal: AbortSignal | undefined, attemptLimit = maxAttempts) {
    const startedAt = performance.now();
    let url: URL;
    try {
      url = new URL(rawUrl);
    } catch {
      return { outcome: failure('INVALID_URL', `Not a valid address: ${rawUrl}`), attempts: 0, durationMs: 0 };
    }
    let attempts = 0;
    let outcome: Outcome;
    for (;;) {
      attempts += 1;
      try {
        outcome = await followRedirects(url, mode, signal);
      } catch (error) {
        // Only a cancellation or a database failure of politeness gets here.
        outcome = signal?.aborted ? failure('NETWORK', 'The fetch was stopped: the run was cancelled.') : failure('NETWORK', `The fetch failed: ${messageOf(error)}`);
        break;
      }
      if (outcome.type === 'body' || !outcome.retryable || attempts >= attemptLimit || signal?.aborted) break;
    }
    return { outcome, attempts, durationMs: Math.round(performance.now() - startedAt) };
  }

  async function isAllowedByRobots(url: URL, signal: AbortSignal | undefined): Promise<boolean> {
    if (!robotsCache) return true;
    const robotsUrl = new URL('/robots.txt', url.origin);
    if (url.pathname === '/robots.txt') return true;
    const domain = politenessDomainOf(url);
    let cached = await robotsCache.read(domain);
    if (!cached?.isFresh) {
      // One attempt: a site struggling to serve robots.txt gets its page tried, and the page's own error reported.
      const { outcome } = await fetchWithRetries(robotsUrl.href, { kind: 'robots', maxBytes: MAX_ROBOTS_BYTES }, signal, 1);
      if (outcome.type === 'body') {
        const text = outcome.statusCode >= 200 && outcome.statusCode < 300 ? outcome.body.toString('utf8') : '';
        await robotsCache.write(domain, text);
        cached = { text, isFresh: true };
      } else if (!cached) {
        return true;
      }
    }
    return robotsAllows(cached.text, robotsUrl.href, url.href);
  }

  function answerFromDemoSites(url: URL): RawResponse {
    const answer = demoSiteHandler(url.pathname) ?? { status: 404, headers: { 'content-type': 'text/plain' }, body: Buffer.from('Not found') };
    const headers: Record<string, string | undefined> = {};
    for (const [name, value] of Object.entries(answer.headers)) headers[name.toLowerCase()] = value;
    return {
      statusCode: answer.status,
      headers,
      async readBody(maxBytes, truncate) {
        if (answer.body.length > maxBytes && !truncate) return { ok: false, cause: 'TOO_LARGE', message: tooLargeMessage(maxBytes, answer.body.length) };
        return { ok: true, body: answer.body.subarray(0, maxBytes) };
      },
      discard() {},
    };
  }

  function sendHttp(url: URL, pinned: { address: string; family: 4 | 6 }, signal: AbortSignal): Promise<RawResponse> {
    return new Promise((resolve, reject) => {
      const client = url.protocol === 'https:' ? https : http;
      const request = client.request(url, {
        method: 'GET',
        headers: {
          'user-agent': userAgent,
          accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
          'accept-encoding': 'gzip, deflate, br',
          'accept-language': 'en',
        },
        lookup: pinnedLookup(pinned.address, pinned.family),
        // A fresh connection per request: keep-alive pools are keyed by host name, not by the address checked.
        agent: false,
        signal,
      });
      const connectTimer = setTimeout(
        () => request.destroy(new TransportError('TIMEOUT', `Could not connect to ${url.host} within ${connectTimeoutMs} ms.`, true)),
        connectTimeoutMs,
      );
      request.once('socket', (socket) => {
        if (!socket.connecting) clearTimeout(connectTimer);
        socket.once(url.protocol === 'https:' ? 'secureConnect' : 'connect', () => clearTimeout(connectTimer));
      });
      request.once('error', (error) => {
        clearTimeout(connectTimer);
        reject(error);
      });
      request.once('response', (message) => {
        clearTimeout(connectTimer);
        resolve(wrapIncoming(message));
      });
      request.end();
    });
  }

  async function fetchPage(rawUrl: string, fetchOptions: FetchOptions = {}): Promise<FetchResult> {
    const { outcome, attempts, durationMs } = await fetchWithRetries(rawUrl, { kind: 'page', maxBytes: maxPageBytes }, fetchOptions.signal);
    if (outcome.type === 'failure') {
      const errorPageHtml = outcome.errorPage ? decodeHtml(outcome.errorPage, outcome.errorPageType ?? null) : undefined;
      return { ok: false, url: rawUrl, cause: outcome.cause, message: outcome.message, statusCode: outcome.statusCode, durationMs, attempts, ...(errorPageHtml !== undefined && { errorPageHtml }) };
    }
    return {
      ok: true,
      url: rawUrl,
      finalUrl: outcome.finalUrl,
      statusCode: outcome.statusCode,
      contentType: outcome.contentType,
      body: decodeHtml(outcome.body, outcome.contentType),
      bytes: outcome.body.length,
      durationMs,
      attempts,
    };
  }

  async function fetchBytes(rawUrl: string, fetchOptions: BytesFetchOptions = {}): Promise<BytesFetchResult> {
    const mode: Mode = { kind: 'bytes', maxBytes: fetchOptions.maxBytes ?? DEFAULT_MAX_FILE_BYTES, accept: fetchOptions.acceptContentTypes ?? null };
    const { outcome, attempts, durationMs } = await fetchWithRetries(rawUrl, mode, fetchOptions.signal);
    if (outcome.type === 'failure') return { ok: false, url: rawUrl, cause: outcome.cause, message: outcome.message, statusCode: outcome.statusCode, durationMs, attempts };
    return { ok: true, url: rawUrl, finalUrl: outcome.finalUrl, statusCode: outcome.statusCode, contentType: outcome.contentType, body: outcome.body, bytes: outcome.body.length, durationMs, attempts };
  }

  return { fetchPage, fetchBytes };
}

/** An error status's page, when it is HTML: the first 256 KB, for the run report (a maintenance page says why). */
const MAX_ERROR_PAGE_BYTES = 256 * 1024;

async function readErrorPage(response: RawResponse): Promise<{ errorPage?: Buffer; errorPageType?: string | null }> {
  const contentType = response.headers['content-type'] ?? null;
  const mediaType = contentType?.split(';')[0].trim().toLowerCase() ?? '';
  if (!HTML_TYPES.includes(mediaType)) {
    response.discard();
    return {};
  }
  const read = await response.readBody(MAX_ERROR_PAGE_BYTES, true).catch(() => null);
  return read?.ok && read.body.length > 0 ? { errorPage: read.body, errorPageType: contentType } : {};
}

function failure(cause: FetchFailureCause, message: string): Outcome {
  return { type: 'failure', cause, message, statusCode: null, retryable: false };
}

function wrapIncoming(message: IncomingMessage): RawResponse {
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(message.headers)) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  return {
    statusCode: message.statusCode ?? 0,
    headers,
    readBody: (maxBytes, truncate) => readCapped(message, headers['content-encoding'], maxBytes, truncate),
    discard: () => message.destroy(),
  };
}

/** Reads the body through its decoder, counting decoded bytes: past maxBytes it stops reading and destroys the stream. */
async function readCapped(
  message: IncomingMessage,
  encoding: string | undefined,
  maxBytes: number,
  truncate: boolean,
): Promise<{ ok: true; body: Buffer } | { ok: false; cause: FetchFailureCause; message: string }> {
  let stream: Readable = message;
  const coding = (encoding ?? '').trim().toLowerCase();
  if (coding === 'gzip' || coding === 'x-gzip') stream = message.pipe(zlib.createGunzip());
  else if (coding === 'br') stream = message.pipe(zlib.createBrotliDecompress());
  else if (coding === 'deflate') stream = message.pipe(zlib.createInflate());
  else if (coding !== '' && coding !== 'identity') {
    message.destroy();
    return { ok: false, cause: 'NETWORK', message: `The site sent an encoding the scraper cannot read (${coding}).` };
  }
  // A decoder error (corrupt gzip) must reach the reader, and the socket must close with it.
  if (stream !== message) message.once('error', (error) => stream.destroy(error));
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of stream) {
      const buffer = chunk as Buffer;
      total += buffer.length;
      if (total > maxBytes) {
        if (truncate) {
          chunks.push(buffer.subarray(0, buffer.length - (total - maxBytes)));
          break;
        }
        return { ok: false, cause: 'TOO_LARGE', message: tooLargeMessage(maxBytes, null) };
      }
      chunks.push(buffer);
    }
  } finally {
    message.destroy();
    if (stream !== message) stream.destroy();
  }
  return { ok: true, body: Buffer.concat(chunks) };
}

function refusedContentType(mode: Mode, contentType: string | null): string | null {
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

function tooLargeMessage(maxBytes: number, actual: number | null): string {
  const limit = `${Math.round(maxBytes / 1024 / 1024)} MB`;
  return actual === null ? `The page is larger than ${limit}; it was not read further.` : `The page is ${Math.round(actual / 1024 / 1024)} MB, more than the ${limit} the scraper reads.`;
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

function asTransportError(error: unknown, signal: AbortSignal): TransportError {
  if (error instanceof TransportError) return error;
  if (signal.aborted && signal.reason instanceof TransportError) return signal.reason;
  if (signal.aborted) return new TransportError('NETWORK', 'The fetch was stopped: the run was cancelled.', false);
  const code = error && typeof error === 'object' && 'code' in error ? String(error.code) : '';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return new TransportError('DNS', `The host could not be resolved (${code}).`, false);
  if (code.startsWith('ERR_TLS') || code.includes('CERT') || code === 'DEPTH_ZERO_SELF_SIGNED_CERT') {
    return new TransportError('NETWORK', `The site's certificate was refused (${code}).`, false);
  }
  return new TransportError('NETWORK', `The connection failed (${code || messageOf(error)}).`, true);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function safeOrigin(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}
