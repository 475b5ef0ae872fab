// The report writers over a real HTTP connection: a CSV and a ZIP of endless rows stream as the client reads, and a
// client that goes away aborts the request's signal, which ends the row reader (its generator returns) instead of
// leaving it waiting for a drain that never comes. And a ZIP's entry names stay flat and unique.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { streamCsv, type CsvColumn } from './csvDownload';
import { abortOnClose } from './reportDownloads';
import { streamZip, zipEntryName } from './zipDownload';

interface Row {
  n: number;
  text: string;
}
const COLUMNS: CsvColumn<Row>[] = [
  { header: 'N', value: (row) => row.n },
  { header: 'Text', value: (row) => row.text },
];

/** Endless batches; `state` says how many were read and whether the reader was ended. */
function endless(state: { batches: number; ended: boolean }) {
  return (async function* batches() {
    try {
      for (let n = 0; ; n += 1) {
        state.batches += 1;
        yield Array.from({ length: 100 }, (_, index) => ({ n: n * 100 + index, text: `=row ${index} ${'x'.repeat(50)}` }));
      }
    } finally {
      state.ended = true;
    }
  })();
}

let server: http.Server | null = null;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function serve(handler: (response: http.ServerResponse, signal: AbortSignal) => Promise<void>): Promise<{ url: string; done: Promise<void> }> {
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  server = http.createServer((_request, response) => {
    handler(response, abortOnClose(response)).finally(finish);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, done };
}

/** Reads the first chunk of the body, then goes away. */
async function readOneChunkAndLeave(url: string): Promise<{ status: number; headers: Headers; first: string }> {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal });
  const reader = response.body!.getReader();
  const { value } = await reader.read();
  controller.abort();
  return { status: response.status, headers: response.headers, first: Buffer.from(value!).toString('latin1') };
}

describe('a client that goes away', () => {
  it('ends a CSV report: the reader returns after a few batches, not the endless rest', async () => {
    const state = { batches: 0, ended: false };
    const { url, done } = await serve((response, signal) => streamCsv(response, 'Endless.csv', COLUMNS, endless(state), signal));
    const { status, headers, first } = await readOneChunkAndLeave(url);
    expect(status).toBe(200);
    expect(headers.get('content-disposition')).toContain('filename="Endless.csv"');
    expect(first.startsWith('N,Text\r\n0,\'=row 0')).toBe(true);
    await done;
    expect(state.ended).toBe(true);
    expect(state.batches).toBeLessThan(1000);
  });

  it('ends a ZIP report the same way, from inside an entry', async () => {
    const state = { batches: 0, ended: false };
    const entries = (async function* () {
      yield { name: 'endless.csv', columns: COLUMNS, batches: endless(state) };
    })();
    const { url, done } = await serve((response, signal) => streamZip(response, { kind: 'zip', fileName: 'Endless.zip', entries }, signal));
    const { status, headers, first } = await readOneChunkAndLeave(url);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/zip');
    // A local file header: the archive began before its first entry was whole.
    expect(first.slice(0, 4)).toBe('PK\u0003\u0004');
    await done;
    expect(state.ended).toBe(true);
    expect(state.batches).toBeLessThan(1000);
  });
});

describe('zipEntryName', () => {
  it('keeps names flat and unique, whatever people are called', () => {
    const taken = new Set<string>();
    expect(zipEntryName('Sam (1).csv', taken)).toBe('Sam (1).csv');
    expect(zipEntryName('sam (1).csv', taken)).toBe('sam (1) (2).csv');
    expect(zipEntryName('../etc/passwd.csv', taken)).toBe('.._etc_passwd.csv');
    expect(zipEntryName('A\\B\u0000.csv', taken)).toBe('A_B_.csv');
  });
});
