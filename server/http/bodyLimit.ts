// Request bodies are read up to a cap before anything parses or logs them; a larger one is answered 413 at once.
// /graphql takes 1 MB from anyone, and 8 MB from a request carrying a valid signed-in session (a corrected dish review
// file of a 5,000-dish menu is about 1.1 MB): strangers cannot make the server buffer more than 1 MB a request.
import type http from 'node:http';
import { viewerFromAuthorization, type Services } from '../graphql/context';

export const GRAPHQL_BODY_LIMIT_BYTES = 1024 * 1024;
export const SIGNED_IN_GRAPHQL_BODY_LIMIT_BYTES = 8 * 1024 * 1024;

export interface GraphQLBodyCap {
  limit: number;
  /**
   * The request carried a token that is not (or no longer) a valid session: a body over 1 MB is then answered
   * 'Unauthenticated.' (still 413, unread), so that the SPA renews its access token and sends it again.
   */
  sessionRefused: boolean;
}

/**
 * The cap for this /graphql request's body. A body announced within 1 MB, or a request without an Authorization header,
 * gets 1 MB without any look-up. Otherwise the token is checked as the API checks it (signature, expiry, then the
 * user's session in one indexed query): a valid session gets 8 MB, anything else 1 MB. A chunked body (no length) of a
 * signed-in caller is checked too, so it may pass 1 MB.
 */
export async function graphqlBodyCap(services: Services, request: http.IncomingMessage): Promise<GraphQLBodyCap> {
  const announced = Number(request.headers['content-length']);
  const authorization = request.headers.authorization;
  if ((request.headers['content-length'] !== undefined && Number.isFinite(announced) && announced <= GRAPHQL_BODY_LIMIT_BYTES) || !authorization) {
    return { limit: GRAPHQL_BODY_LIMIT_BYTES, sessionRefused: false };
  }
  const viewer = await viewerFromAuthorization(services, authorization);
  return viewer ? { limit: SIGNED_IN_GRAPHQL_BODY_LIMIT_BYTES, sessionRefused: false } : { limit: GRAPHQL_BODY_LIMIT_BYTES, sessionRefused: true };
}

/** The whole body, or null when it is (or announces itself as) larger than `limit` bytes. */
export async function readBodyWithin(request: http.IncomingMessage, limit: number): Promise<Buffer | null> {
  const announced = Number(request.headers['content-length']);
  if (Number.isFinite(announced) && announced > limit) return null;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = (result: Buffer | null) => {
      request.off('data', onData).off('end', onEnd).off('error', reject);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      // Chunked bodies announce no length: stop reading as soon as the cap is passed (without destroying the socket,
      // which would lose the 413).
      if (size > limit) {
        request.pause();
        stop(null);
      } else chunks.push(chunk);
    };
    const onEnd = () => stop(Buffer.concat(chunks));
    request.on('data', onData).once('end', onEnd).once('error', reject);
  });
}

/**
 * 413 and close the connection, so the rest of an oversized body is never read. With `sessionRefused` the error is the
 * API's 'Unauthenticated.' (the SPA renews its token on it and retries, then within the signed-in cap).
 */
export function refuseTooLarge(response: http.ServerResponse, limit: number, sessionRefused = false): void {
  const error = sessionRefused
    ? { message: 'Unauthenticated.', extensions: { type: 'UNAUTHENTICATED' } }
    : { message: `The request body is larger than ${limit} bytes.`, extensions: { type: 'VALIDATION' } };
  const body = JSON.stringify({ errors: [error] });
  response.writeHead(413, { 'content-type': 'application/json; charset=utf-8', connection: 'close', 'content-length': Buffer.byteLength(body) });
  response.end(body);
}
