// GET /api/reports/{key}/… (DESIGN.md section 5: the SPA owns /reports/{key}, the downloads sit under /api). The caller
// is the viewer of the Bearer access token, as for /graphql; cookies are never read, so another site cannot start a
// download. Each report checks its own permission; a refusal is a plain-text answer a person can read.
import type http from 'node:http';
import { hasAnyPermission } from '../../domain/permissions';
import type { Services } from '../graphql/context';
import { viewerFromAuthorization } from '../graphql/context';
import { isAppError } from '../graphql/errors';
import { parseId } from '../graphql/globalIds';
import { streamCsv } from './csvDownload';
import { INVALID_MENU_COLUMNS, invalidMenusReport, MENUS_NOT_MATCHING_REPORT_KEY } from './menusNotMatchingNormalizationRegexReport';
import {
  CLUSTER_COLUMNS,
  CLUSTER_MENU_COLUMNS,
  SCRAPING_CLUSTER_MENUS_FILE_NAME,
  SCRAPING_CLUSTER_MENUS_REPORT_KEY,
  SCRAPING_CLUSTER_REPORTS_PERMISSION,
  SCRAPING_CLUSTERS_FILE_NAME,
  SCRAPING_CLUSTERS_REPORT_KEY,
  scrapingClusterMenusReport,
  scrapingClustersReport,
} from './scrapingClusterReports';

export const REPORTS_PATH_PREFIX = '/api/reports/';

export function isReportDownloadPath(url: string): boolean {
  return url.startsWith(REPORTS_PATH_PREFIX);
}

const STATUS_OF_ERROR: Record<string, number> = { UNAUTHENTICATED: 401, FORBIDDEN: 403, NOT_FOUND: 404, VALIDATION: 422 };

function answer(response: http.ServerResponse, status: number, message: string) {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).end(message);
}

interface ReportRoute {
  permission: string;
  run(): Promise<void>;
}

/**
 * Each download: its path (one id, or none: 'scraping-clusters/' as spec 3 writes it, or without the slash), the
 * permission it needs, and how it streams. Null: no such download.
 */
function routeOf(services: Services, response: http.ServerResponse, key: string, id: string | undefined, extraSegments: number): ReportRoute | null {
  if (extraSegments > 0) return null;
  if (key === MENUS_NOT_MATCHING_REPORT_KEY && id) {
    return {
      permission: 'platform.get',
      async run() {
        const report = await invalidMenusReport(services.db, parseId('Platform', decodeURIComponent(id)));
        await streamCsv(response, report.fileName, INVALID_MENU_COLUMNS, report.batches);
      },
    };
  }
  if (key === SCRAPING_CLUSTER_MENUS_REPORT_KEY && id) {
    return {
      permission: SCRAPING_CLUSTER_REPORTS_PERMISSION,
      async run() {
        const batches = await scrapingClusterMenusReport(services.db, parseId('MenuScrapingCluster', decodeURIComponent(id)));
        await streamCsv(response, SCRAPING_CLUSTER_MENUS_FILE_NAME, CLUSTER_MENU_COLUMNS, batches);
      },
    };
  }
  if (key === SCRAPING_CLUSTERS_REPORT_KEY && !id) {
    return {
      permission: SCRAPING_CLUSTER_REPORTS_PERMISSION,
      run: () => streamCsv(response, SCRAPING_CLUSTERS_FILE_NAME, CLUSTER_COLUMNS, scrapingClustersReport(services.db)),
    };
  }
  return null;
}

export function createReportDownloadHandler(services: Services) {
  return async (request: http.IncomingMessage, response: http.ServerResponse) => {
    if (request.method !== 'GET') {
      response.setHeader('allow', 'GET');
      answer(response, 405, 'Method not allowed.');
      return;
    }
    const [key, id, ...rest] = (request.url ?? '').split('?')[0].slice(REPORTS_PATH_PREFIX.length).split('/');
    const route = routeOf(services, response, key, id, rest.length);
    if (!route) {
      answer(response, 404, 'Not found.');
      return;
    }
    try {
      const viewer = await viewerFromAuthorization(services, request.headers.authorization ?? null);
      if (!viewer) return answer(response, 401, 'Sign in to download this report.');
      if (!hasAnyPermission(viewer.permissions, [route.permission])) return answer(response, 403, 'You do not have permission to do this.');
      await route.run();
    } catch (error) {
      if (response.headersSent) return;
      if (isAppError(error)) return answer(response, STATUS_OF_ERROR[String(error.extensions.type)] ?? 400, error.message);
      throw error;
    }
  };
}
