// Fetching for the scraping engine (issue 12, DESIGN.md section 4): every page a run reads goes through here. Each request
// is guarded (addressGuard.ts: public addresses only, checked after DNS and on every redirect, connected to the address
// checked), allowed by the site's robots.txt (robots.ts), spaced per domain with every other worker (politeness.ts), and
// bounded: a connect timeout and a total timeout per attempt, a body cap counted after decompression (a 50 MB page or a
// compression bomb stops at the cap), at most 5 redirects, retries with back-off on 429, 5xx and network errors with
// Retry-After obeyed. It never throws: a page that cannot be read is a FetchResult with its cause, for the run report.
// URLs of the demo sites' origin are answered in-process by the demo sites' handler (server/demo-sites/demoSites.ts),
// through the same robots, politeness, redirect and cap rules, so any worker reaches them whatever port the API has.
// This file is the fetch loop (guard, robots, the domain's turn, redirects, retries and back-off); the requests on the
// wire are httpTransport.ts, what an answer means (status, media type, Retry-After, charset) is fetchOutcomes.ts.
import type { Config } from '../config';
import type { Queryable } from '../db/database';
import { answerDemoSiteRequest } from '../demo-sites/demoRestaurantPages';
import { handleDemoSiteRequest, type DemoSiteResponse } from '../demo-sites/demoSites';
import { demoOriginMatcher } from '../demo-sites/demoSitesOrigin';
import { createAllowedOrigins, guardUrl, type HostResolver } from './addressGuard';
import { decodeHtml, failure, parseRetryAfter, readErrorPage, refusedContentType, type HopOutcome, type Mode, type Outcome } from './fetchOutcomes';
import { answerFromDemoSites, asTransportError, messageOf, sendHttp, tooLargeMessage, TransportError, type RawResponse, type TransportSettings } from './httpTransport';
import { createDatabasePoliteness, politenessDomainOf, type Politeness } from './politeness';
import { createDatabaseRobotsCache, MAX_ROBOTS_BYTES, robotsAllows, SCRAPER_USER_AGENT, type RobotsCache } from './robots';
import type { Fetcher, FetchOptions, FetchResult } from './types';

export const DEFAULT_TIMEOUT_MS = 15_000;
export const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;
export const DEFAULT_MAX_PAGE_BYTES = 5 * 1024 * 1024;
export const DEFAULT_MAX_FILE_BYTES = 20 * 1024 * 1024;
export const DEFAULT_MAX_REDIRECTS = 5;
export const DEFAULT_MAX_ATTEMPTS = 3;
/** A site asking us to come back later than this is reported, not waited for: a job must end in reasonable time. */
export const DEFAULT_MAX_RETRY_AFTER_MS = 60_000;

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
  /**
   * The demo sites' handler (default: server/demo-sites, with the demo data's restaurant pages when there is a database);
   * answers the demo sites' origins in-process (demoOriginMatcher: configured, stored with the demo data, the docs' own).
   */
  demoSiteHandler?: (pathname: string) => DemoSiteResponse | null | Promise<DemoSiteResponse | null>;
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

export function createFetcher(options: FetcherOptions): NetworkFetcher {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const connectTimeoutMs = Math.min(options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS, timeoutMs);
  const maxPageBytes = options.maxPageBytes ?? DEFAULT_MAX_PAGE_BYTES;
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const maxAttempts = Math.max(1, options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS);
  const maxRetryAfterMs = options.maxRetryAfterMs ?? DEFAULT_MAX_RETRY_AFTER_MS;
  const userAgent = options.userAgent ?? SCRAPER_USER_AGENT;
  const allowedOrigins = createAllowedOrigins(options.config.scraperAllowedOrigins);
  const database = options.db;
  const isDemoUrl = demoOriginMatcher({ configured: options.config.demoSitesOrigin, db: database, allowedOrigins });
  const demoSiteHandler = options.demoSiteHandler ?? (database ? (pathname: string) => answerDemoSiteRequest(database, pathname) : handleDemoSiteRequest);
  const politeness = options.db ? createDatabasePoliteness(options.db, { spacingMs: options.spacingMs }) : options.politeness;
  // The demo sites are a function call in this process, not someone's server: spacing their requests protects no one and
  // cost a multi-page demo scrape a second per page (scripts/benchScrapeLatency.ts). Their back-off and Retry-After are
  // kept (the failing demo site shows them at work).
  const demoPoliteness = options.db ? createDatabasePoliteness(options.db, { spacingMs: 0 }) : options.politeness;
  const robotsCache = options.db ? createDatabaseRobotsCache(options.db, options.robotsTtlMs) : options.robotsCache;
  const transport: TransportSettings = { userAgent, connectTimeoutMs };

  /** One request to one URL: guard, robots, the domain's turn, the answer. */
  async function requestOnce(url: URL, mode: Mode, signal: AbortSignal | undefined): Promise<HopOutcome> {
    const isDemo = await isDemoUrl(url);
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
        response = isDemo ? await answerFromDemoSites(url, demoSiteHandler) : await sendHttp(url, pinned!, requestSignal, transport);
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
