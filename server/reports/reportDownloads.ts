// GET /api/reports/{key}[/{id}]?{query} (DESIGN.md section 5: the SPA owns /reports/{key}, the downloads sit under
// /api). Every report of REPORT_DEFINITIONS (reportRegistry.ts) goes through this one path: the caller is the viewer of
// the Bearer access token, as for /graphql (cookies are never read, so another site cannot start a download); then the
// report's permission, its inputs (the spec's message on a 422), and the file streamed as the response drains. A
// client that goes away aborts the request's signal: the report stops reading between pages.
import type http from 'node:http';
import type { Services } from '../graphql/context';
import { viewerFromAuthorization } from '../graphql/context';
import { isAppError } from '../graphql/errors';
import { copyCsv } from './csvCopy';
import { streamCsv } from './csvDownload';
import { mayRunReport, type ReportContext, type ReportDefinition } from './reportDefinition';
import { reportDefinitionOf } from './reportRegistry';
import { streamZip } from './zipDownload';

export const REPORTS_PATH_PREFIX = '/api/reports/';

export function isReportDownloadPath(url: string): boolean {
  return url.startsWith(REPORTS_PATH_PREFIX);
}

const STATUS_OF_ERROR: Record<string, number> = { UNAUTHENTICATED: 401, FORBIDDEN: 403, NOT_FOUND: 404, VALIDATION: 422 };

function answer(response: http.ServerResponse, status: number, message: string) {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).end(message);
}

interface ReportRequest {
  definition: ReportDefinition<unknown>;
  pathId: string | undefined;
  query: URLSearchParams;
}

/**
 * The report a path names, with its id segment ('scraping-clusters/' as spec 3 writes it is the same as without the
 * slash) and query; null when no report has that path (an id where none is taken, none where one is needed, more).
 */
export function reportRequestOf(url: string): ReportRequest | null {
  const [path, search = ''] = url.split(/\?(.*)/s);
  const [key, rawId, ...rest] = path.slice(REPORTS_PATH_PREFIX.length).split('/');
  const definition = reportDefinitionOf(key);
  if (!definition || rest.length > 0) return null;
  let pathId: string | undefined;
  try {
    pathId = rawId ? decodeURIComponent(rawId) : undefined;
  } catch {
    return null;
  }
  if (Boolean(definition.takesPathId) !== (pathId !== undefined)) return null;
  return { definition, pathId, query: new URLSearchParams(search) };
}

/** Aborted when the response closes before it finished: the client cancelled or went away. */
export function abortOnClose(response: http.ServerResponse): AbortSignal {
  const controller = new AbortController();
  response.once('close', () => {
    if (!response.writableFinished) controller.abort();
  });
  return controller.signal;
}

export function createReportDownloadHandler(services: Services) {
  return async (request: http.IncomingMessage, response: http.ServerResponse) => {
    if (request.method !== 'GET') {
      response.setHeader('allow', 'GET');
      answer(response, 405, 'Method not allowed.');
      return;
    }
    const report = reportRequestOf(request.url ?? '');
    if (!report) {
      answer(response, 404, 'Not found.');
      return;
    }
    const signal = abortOnClose(response);
    try {
      const viewer = await viewerFromAuthorization(services, request.headers.authorization ?? null);
      if (!viewer) return answer(response, 401, 'Sign in to download this report.');
      if (!mayRunReport(viewer.permissions, report.definition)) return answer(response, 403, 'You do not have permission to do this.');
      const ctx: ReportContext = { db: services.db, signal, viewerId: viewer.id };
      const input = await report.definition.parseInput(ctx, report.query, report.pathId);
      const file = await report.definition.file(ctx, input);
      // A PostgreSQL server writes the CSV of the reports that give their rows as one query (csvCopy.ts).
      const copyOut = services.db.copyOut?.bind(services.db);
      if (file.kind === 'zip') await streamZip(response, file, signal, copyOut);
      else {
        const { copy } = file;
        const copied = copyOut && copy ? () => copyCsv(copyOut, file.columns, copy) : undefined;
        await streamCsv(response, file.fileName, file.columns, file.batches, signal, copied);
      }
    } catch (error) {
      if (response.headersSent || signal.aborted) return;
      if (isAppError(error)) return answer(response, STATUS_OF_ERROR[String(error.extensions.type)] ?? 400, error.message);
      throw error;
    }
  };
}
