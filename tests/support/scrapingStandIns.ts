// Local stand-ins for the fetcher's tests: an HTTP server on 127.0.0.1 that records what it was asked, and a politeness
// and robots cache kept in memory (the database ones are tested in tests/api/scrapingPoliteness.test.ts).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Politeness } from '../../server/scraping/politeness';
import type { RobotsCache } from '../../server/scraping/robots';

export interface StandIn {
  origin: string;
  port: number;
  requests: { path: string; headers: http.IncomingHttpHeaders; at: number }[];
  close(): Promise<void>;
}

export async function startStandIn(handler: (request: http.IncomingMessage, response: http.ServerResponse) => void): Promise<StandIn> {
  const requests: StandIn['requests'] = [];
  const server = http.createServer((request, response) => {
    requests.push({ path: request.url ?? '', headers: request.headers, at: performance.now() });
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface RecordingPoliteness extends Politeness {
  failures: { domain: string; retryAfterMs: number | undefined }[];
  successes: string[];
}

/** No waiting; records what the fetcher reported, so tests can see the back-off was asked for. */
export function recordingPoliteness(): RecordingPoliteness {
  const failures: RecordingPoliteness['failures'] = [];
  const successes: string[] = [];
  return {
    failures,
    successes,
    async waitForTurn() {},
    async recordSuccess(domain) {
      successes.push(domain);
    },
    async recordFailure(domain, retryAfterMs) {
      failures.push({ domain, retryAfterMs });
    },
  };
}

export function memoryRobotsCache(): RobotsCache & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    async read(domain) {
      const text = entries.get(domain);
      return text === undefined ? null : { text, isFresh: true };
    },
    async write(domain, text) {
      entries.set(domain, text);
    },
  };
}
