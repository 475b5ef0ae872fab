// The transports a scraping request goes out on (issue 12, DESIGN.md section 4): an HTTP(S) GET connected to the address
// addressGuard.ts checked, with a connect timeout, whose body is read through its decoder under a cap counted after
// decompression; or the demo sites' handler answering in-process. Transport errors become a TransportError with the
// run report's cause and whether a retry may help.
import http from 'node:http';
import https from 'node:https';
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { DemoSiteResponse } from '../demo-sites/demoSites';
import { pinnedLookup } from './addressGuard';
import type { FetchFailureCause } from './types';

export interface TransportSettings {
  userAgent: string;
  connectTimeoutMs: number;
}

/** What a transport answers: the status, the headers, and the body to read under the cap. */
export interface RawResponse {
  statusCode: number;
  headers: Record<string, string | undefined>;
  /** The body decoded (gzip, br, deflate), or TOO_LARGE once more than maxBytes came out. */
  readBody(maxBytes: number, truncate: boolean): Promise<{ ok: true; body: Buffer } | { ok: false; cause: FetchFailureCause; message: string }>;
  discard(): void;
}

export class TransportError extends Error {
  constructor(
    readonly failureCause: FetchFailureCause,
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

/** The demo sites' answer, from their handler in this process: no socket, the same status, headers and cap. */
export async function answerFromDemoSites(url: URL, demoSiteHandler: (pathname: string) => DemoSiteResponse | null | Promise<DemoSiteResponse | null>): Promise<RawResponse> {
  const answer = (await demoSiteHandler(url.pathname)) ?? { status: 404, headers: { 'content-type': 'text/plain' }, body: Buffer.from('Not found') };
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

/** One GET on a fresh connection to the address the guard checked (pinned), with a connect timeout of its own. */
export function sendHttp(url: URL, pinned: { address: string; family: 4 | 6 }, signal: AbortSignal, settings: TransportSettings): Promise<RawResponse> {
  const { userAgent, connectTimeoutMs } = settings;
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

export function tooLargeMessage(maxBytes: number, actual: number | null): string {
  const limit = `${Math.round(maxBytes / 1024 / 1024)} MB`;
  return actual === null ? `The page is larger than ${limit}; it was not read further.` : `The page is ${Math.round(actual / 1024 / 1024)} MB, more than the ${limit} the scraper reads.`;
}

export function asTransportError(error: unknown, signal: AbortSignal): TransportError {
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

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
