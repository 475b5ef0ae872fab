// A report download read as it streams (spec 3, sections 7 to 9; issue 29 "Progress"): fetched with the access token
// in a header (never in the URL), its body read chunk by chunk so the tab can say how far it is (rows so far for a CSV,
// by its line ends; bytes for a ZIP) and cancel it (the abort closes the connection, and the server stops reading).
// A refusal rejects with what to show under the spec's title: the server's words, or the HTTP status text.
import { fileNameOf } from '../settings/platforms/downloadInvalidMenusCsv';

export interface DownloadProgress {
  bytes: number;
  /** CSV only: data rows so far (line ends after the header). */
  rows: number | null;
  /** The whole size, when the server said it. */
  totalBytes: number | null;
}

export interface ReadDownload {
  blob: Blob;
  fileName: string;
  progress: DownloadProgress;
}

export class ReportDownloadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

const NEWLINE = 0x0a;
/** How often progress is told while reading (a report may arrive in thousands of small chunks). */
const PROGRESS_EVERY_MS = 100;

/** Counts the line ends of a chunk. */
export function countLineEnds(chunk: Uint8Array): number {
  let count = 0;
  for (let index = chunk.indexOf(NEWLINE); index !== -1; index = chunk.indexOf(NEWLINE, index + 1)) count += 1;
  return count;
}

/** What a refused download says: a short plain-text message of the server, else the status text, else the code. */
export async function refusalMessage(response: Response): Promise<string> {
  const type = response.headers.get('content-type') ?? '';
  const text = type.startsWith('text/plain') ? (await response.text().catch(() => '')).trim() : '';
  if (text && text.length <= 300) return text;
  return response.statusText || `The server answered ${response.status}.`;
}

export async function readReportDownload(
  response: Response,
  fallbackFileName: string,
  onProgress: (progress: DownloadProgress) => void,
  now: () => number = () => Date.now(),
): Promise<ReadDownload> {
  if (!response.ok) throw new ReportDownloadError(await refusalMessage(response), response.status);
  const fileName = fileNameOf(response.headers.get('content-disposition'), fallbackFileName);
  const isCsv = !/\.zip$/i.test(fileName) && !(response.headers.get('content-type') ?? '').includes('zip');
  const length = Number(response.headers.get('content-length'));
  const progress: DownloadProgress = { bytes: 0, rows: isCsv ? 0 : null, totalBytes: Number.isFinite(length) && length > 0 ? length : null };
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let lineEnds = 0;
  let toldAt = 0;
  const reader = response.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      progress.bytes += value.byteLength;
      if (isCsv) {
        lineEnds += countLineEnds(value);
        progress.rows = Math.max(0, lineEnds - 1);
      }
      if (now() - toldAt >= PROGRESS_EVERY_MS) {
        toldAt = now();
        onProgress({ ...progress });
      }
    }
  }
  onProgress({ ...progress });
  return { blob: new Blob(chunks, { type: response.headers.get('content-type') ?? 'application/octet-stream' }), fileName, progress };
}
