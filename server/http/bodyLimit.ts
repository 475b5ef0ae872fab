// Request bodies are read up to a cap before anything parses or logs them; a larger one is answered 413 at once.
import type http from 'node:http';

export const GRAPHQL_BODY_LIMIT_BYTES = 1024 * 1024;

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

/** 413 and close the connection, so the rest of an oversized body is never read. */
export function refuseTooLarge(response: http.ServerResponse, limit: number): void {
  const body = JSON.stringify({ errors: [{ message: `The request body is larger than ${limit} bytes.`, extensions: { type: 'VALIDATION' } }] });
  response.writeHead(413, { 'content-type': 'application/json; charset=utf-8', connection: 'close', 'content-length': Buffer.byteLength(body) });
  response.end(body);
}
