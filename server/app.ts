// The whole API in one http server: GraphQL at /graphql, the built SPA with client-side routing, and (later issues)
// REST downloads and the live-locks socket.
import { existsSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sirv from 'sirv';
import { createCodeDelivery, type DeliverCode } from './auth/codeDelivery';
import type { Config } from './config';
import type { Database } from './db/database';
import type { Services } from './graphql/context';
import { createGraphQLHandler } from './graphql/yoga';
import { startLiveLocks, type LiveLocks } from './locks/liveLocks';

export interface AppOptions {
  config: Config;
  db: Database;
  deliverCode?: DeliverCode;
  /** Folder of the built SPA; not served when missing. */
  spaDir?: string;
}

export interface App {
  server: http.Server;
  services: Services;
  listen(port?: number): Promise<number>;
  close(): Promise<void>;
}

export function createApp(options: AppOptions): App {
  const services: Services = {
    db: options.db,
    config: options.config,
    deliverCode: options.deliverCode ?? createCodeDelivery(options.config.smtp),
  };
  const graphql = createGraphQLHandler(services);
  const spaDir = options.spaDir ?? path.resolve('dist/spa');
  const serveSpa = existsSync(spaDir) ? sirv(spaDir, { single: true, etag: true, gzip: false }) : null;

  const server = http.createServer((request, response) => {
    const url = request.url ?? '/';
    if (url.startsWith('/graphql')) {
      void graphql.handle(request, response);
      return;
    }
    if (url === '/healthz') {
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      return;
    }
    if (serveSpa) {
      response.setHeader('x-content-type-options', 'nosniff');
      response.setHeader('referrer-policy', 'same-origin');
      serveSpa(request, response, () => {
        response.writeHead(404).end('Not found');
      });
      return;
    }
    response.writeHead(404, { 'content-type': 'text/plain' }).end('The SPA is not built: run npm run build.');
  });

  let locks: LiveLocks | null = null;
  return {
    server,
    services,
    async listen(port = options.config.port) {
      locks = await startLiveLocks(server, { config: options.config, db: options.db });
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, () => resolve((server.address() as AddressInfo).port));
      });
    },
    async close() {
      server.closeAllConnections();
      // Closing socket.io closes the http server it is attached to.
      if (locks) await locks.close();
      else await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
