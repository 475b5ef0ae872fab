// The whole API in one http server: GraphQL at /graphql, the brand images upload, signed file downloads, the built SPA
// with client-side routing, (later issues) REST downloads, and the live-locks socket. Every response carries the
// security headers.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createCodeDelivery, type DeliverCode } from './auth/codeDelivery';
import { createReportDownloadHandler, isReportDownloadPath } from './reports/reportDownloads';
import { answerDemoSiteRequest } from './demo-sites/demoRestaurantPages';
import { isDemoSitesPath } from './demo-sites/demoSites';
import type { Config } from './config';
import type { Database } from './db/database';
import type { Services } from './graphql/context';
import { createGraphQLHandler } from './graphql/yoga';
import { graphqlBodyCap, readBodyWithin, refuseTooLarge } from './http/bodyLimit';
import { BRAND_IMAGES_PATH, createBrandImagesUploadHandler } from './http/brandImagesUpload';
import { createFileDownloadHandler, isFileDownloadPath } from './http/fileDownloads';
import { setSecurityHeaders } from './http/securityHeaders';
import { createSessionEndpoints, isSessionEndpoint } from './http/sessionEndpoints';
import { createSpaHandler } from './http/spaFiles';
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
  let locks: LiveLocks | null = null;
  const services: Services = {
    db: options.db,
    config: options.config,
    deliverCode: options.deliverCode ?? createCodeDelivery(options.config.smtp),
    // Ended sessions disconnect their live-locks sockets; before listen() there are none, so it does nothing.
    sessions: {
      endUser: (userId) => locks?.endUser(userId) ?? Promise.resolve(),
      endFamily: (familyId) => locks?.endFamily(familyId) ?? Promise.resolve(),
    },
  };
  const graphql = createGraphQLHandler(services);
  const spaDir = options.spaDir ?? path.resolve('dist/spa');
  const serveSpa = createSpaHandler(spaDir, { isProduction: options.config.isProduction });
  const uploadBrandImages = createBrandImagesUploadHandler(services);
  const downloadFile = createFileDownloadHandler(options.config);
  const downloadReport = createReportDownloadHandler(services);
  const sessionEndpoint = createSessionEndpoints(services);

  const server = http.createServer((request, response) => {
    const url = request.url ?? '/';
    if (url.startsWith('/graphql')) {
      // GraphiQL (development only) is a page of CDN scripts that the SPA's policy would block.
      setSecurityHeaders(request, response, options.config, { withPolicy: options.config.isProduction });
      handleGraphQL(request, response).catch(() => response.destroy());
      return;
    }
    setSecurityHeaders(request, response, options.config);
    if (url === '/healthz') {
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      return;
    }
    if (url.split('?')[0] === BRAND_IMAGES_PATH) {
      uploadBrandImages(request, response).catch(() => response.destroy());
      return;
    }
    if (isSessionEndpoint(url)) {
      sessionEndpoint(request, response).catch(() => response.destroy());
      return;
    }
    if (isFileDownloadPath(url)) {
      downloadFile(request, response).catch(() => response.destroy());
      return;
    }
    if (isReportDownloadPath(url)) {
      downloadReport(request, response).catch(() => response.destroy());
      return;
    }
    // The demo restaurant sites (static pages, no scripts; the demo data's restaurant pages from the database) and the
    // origin's robots.txt, which speaks for them.
    if ((request.method === 'GET' || request.method === 'HEAD') && isDemoSitesPath(url)) {
      answerDemoSiteRequest(options.db, url)
        .then((demoSite) => {
          if (!demoSite) throw new Error(`No demo sites answer for ${url}`);
          response.writeHead(demoSite.status, demoSite.headers).end(request.method === 'HEAD' ? undefined : demoSite.body);
        })
        .catch(() => response.destroy());
      return;
    }
    if (serveSpa) {
      serveSpa(request, response);
      return;
    }
    response.writeHead(404, { 'content-type': 'text/plain' }).end('The SPA is not built: run npm run build.');
  });

  async function handleGraphQL(request: http.IncomingMessage, response: http.ServerResponse) {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS') {
      // 1 MB, or 8 MB for a signed-in session (server/http/bodyLimit.ts).
      const cap = await graphqlBodyCap(services, request);
      const body = await readBodyWithin(request, cap.limit);
      if (!body) {
        refuseTooLarge(response, cap.limit, cap.sessionRefused);
        return;
      }
      // Yoga takes a body already read from `request.body` (as it would from a framework's body parser).
      (request as http.IncomingMessage & { body?: Buffer }).body = body;
    }
    await graphql.handle(request, response);
  }

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
