import { describe, expect, it } from 'vitest';
import { countLineEnds, readReportDownload, refusalMessage, ReportDownloadError } from './readReportDownload';

const encoder = new TextEncoder();

function streamed(parts: string[], headers: Record<string, string>, init: ResponseInit = {}): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part));
      controller.close();
    },
  });
  return new Response(body, { headers, ...init });
}

describe('readReportDownload', () => {
  it('counts the CSV rows after the header as the chunks arrive and saves under the server name', async () => {
    const told: (number | null)[] = [];
    let clock = 0;
    const response = streamed(['id,name\n1,A', 'da\n2,Bo\n', '3,Cy\n'], {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="OpenTasksReport.csv"`,
    });
    const read = await readReportDownload(response, 'fallback.csv', (progress) => told.push(progress.rows), () => (clock += 1000));
    expect(read.fileName).toBe('OpenTasksReport.csv');
    expect(read.progress.rows).toBe(3);
    expect(read.progress.bytes).toBe(encoder.encode('id,name\n1,Ada\n2,Bo\n3,Cy\n').byteLength);
    expect(told).toEqual([0, 2, 3, 3]);
    expect(await read.blob.text()).toBe('id,name\n1,Ada\n2,Bo\n3,Cy\n');
  });

  it('counts bytes only for a ZIP, and takes the fallback name without a content-disposition', async () => {
    const response = streamed(['PK\u0003\u0004', 'rest'], { 'content-type': 'application/zip', 'content-length': '8' });
    const read = await readReportDownload(response, 'UsersReport.zip', () => undefined);
    expect(read.fileName).toBe('UsersReport.zip');
    expect(read.progress).toEqual({ bytes: 8, rows: null, totalBytes: 8 });
  });

  it("rejects with the server's plain-text message, or the status text, and the status", async () => {
    const refused = new Response('Date range is required', { status: 422, statusText: 'Unprocessable Entity', headers: { 'content-type': 'text/plain; charset=utf-8' } });
    await expect(readReportDownload(refused, 'x.csv', () => undefined)).rejects.toEqual(new ReportDownloadError('Date range is required', 422));
    const failed = new Response('<html>oops</html>', { status: 500, statusText: 'Internal Server Error', headers: { 'content-type': 'text/html' } });
    const error = await readReportDownload(failed, 'x.csv', () => undefined).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ReportDownloadError);
    expect((error as ReportDownloadError).message).toBe('Internal Server Error');
    expect((error as ReportDownloadError).status).toBe(500);
    expect(await refusalMessage(new Response('', { status: 403 }))).toBe('The server answered 403.');
  });

  it('counts line ends', () => {
    expect(countLineEnds(encoder.encode(''))).toBe(0);
    expect(countLineEnds(encoder.encode('a\nb\r\n\n'))).toBe(3);
  });
});
