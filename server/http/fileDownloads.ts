// GET /files/{bucket}/{key}?expires=…&signature=…: a file of the folder store, for whoever holds an unexpired URL
// signed by this server (server/files/signedUrls.ts). No token is needed, so <img src> works; the URL was handed out
// only to someone allowed to read the file's owner. Images are served as the type their bytes are, anything else as
// a download, and nothing served here may run script or be framed.
import type http from 'node:http';
import type { Config } from '../config';
import { fileStoreOf } from '../files/fileStoreOf';
import { checkSignedFileUrl, FILE_URL_PREFIX } from '../files/signedUrls';
import { sniffImageType } from '../files/sniffContentType';

export function isFileDownloadPath(url: string): boolean {
  return url.startsWith(FILE_URL_PREFIX);
}

function answer(response: http.ServerResponse, status: number, message: string, headers: http.OutgoingHttpHeaders = {}) {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers }).end(message);
}

export function createFileDownloadHandler(config: Config) {
  const store = fileStoreOf(config);
  return async (request: http.IncomingMessage, response: http.ServerResponse) => {
    // A file's own policy: it is never a document that runs script, whatever its bytes.
    response.setHeader('content-security-policy', "default-src 'none'; sandbox");
    response.setHeader('cross-origin-resource-policy', 'same-origin');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      answer(response, 405, 'Method not allowed.', { allow: 'GET, HEAD' });
      return;
    }
    const check = checkSignedFileUrl(config.jwtSecret, request.url ?? '/');
    if (!check.ok) {
      if (check.reason === 'NOT_A_FILE_URL') answer(response, 404, 'Not found.');
      else if (check.reason === 'EXPIRED') answer(response, 403, 'This link has expired: reload the page for a new one.');
      else answer(response, 403, 'This link is not valid.');
      return;
    }
    const body = await store.get(check.bucket, check.key);
    if (!body) {
      answer(response, 404, 'Not found.');
      return;
    }
    const imageType = sniffImageType(body);
    const maxAge = Math.max(0, check.expires - Math.floor(Date.now() / 1000));
    response.writeHead(200, {
      'content-type': imageType ?? 'application/octet-stream',
      ...(imageType ? {} : { 'content-disposition': 'attachment' }),
      'content-length': body.length,
      // The bytes at a key never change (every upload gets a new key); the URL only lives until it expires.
      'cache-control': `private, max-age=${maxAge}, immutable`,
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  };
}
