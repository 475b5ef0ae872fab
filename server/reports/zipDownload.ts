// Writing a ZIP report (the user and verification reports: a CSV per person) to the response as it is read
// (DESIGN.md section 5). yazl writes the archive as a stream: each entry is a csv-stringify stream (the CSV files'
// dialect, formula cells escaped) deflated as its rows arrive, entries one after another. An entry's rows are read only
// when the archive is ready for them and the response drains, so memory holds a few buffers, never an entry or the file.
import type http from 'node:http';
import { finished } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import type { Readable } from 'node:stream';
import { copyCsv, type CopyOut } from './csvCopy';
import { attachmentDisposition, ChunkGatherer, csvStringifier, writeCsvRows } from './csvDownload';
import type { ZipReportFile } from './reportDefinition';

/** An entry name as a file name inside the archive: no folders, and unique (a second 'Sam.csv' is 'Sam (2).csv'). */
export function zipEntryName(name: string, taken: Set<string>): string {
  const flat = name.replace(/[/\\\u0000-\u001f]/g, '_') || 'report.csv';
  const dot = flat.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [flat.slice(0, dot), flat.slice(dot)] : [flat, ''];
  let unique = flat;
  for (let copy = 2; taken.has(unique.toLowerCase()); copy += 1) unique = `${stem} (${copy})${extension}`;
  taken.add(unique.toLowerCase());
  return unique;
}

/** `copyOut` (a PostgreSQL server): the entries that have a COPY query are read through it (csvCopy.ts). */
export async function streamZip(response: http.ServerResponse, file: ZipReportFile, signal: AbortSignal, copyOut?: CopyOut): Promise<void> {
  const zip = new ZipFile();
  let copied: Readable | null = null;
  const output = zip.outputStream as NodeJS.ReadableStream & { destroy(): void };
  const taken = new Set<string>();
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    response.writeHead(200, { 'content-type': 'application/zip', 'content-disposition': attachmentDisposition(file.fileName), 'cache-control': 'no-store' });
    output.pipe(response);
  };
  try {
    for await (const entry of file.entries) {
      signal.throwIfAborted();
      start();
      // Deflate's fastest level: CSV still shrinks about ten times, at a fraction of the default level's time.
      const options = { mtime: new Date(), compressionLevel: 1 };
      if (copyOut && entry.copy) {
        copied = await copyCsv(copyOut, entry.columns, entry.copy);
        zip.addReadStream(copied, zipEntryName(entry.name, taken), options);
        await finished(copied, { signal });
        copied = null;
        continue;
      }
      const csv = csvStringifier(entry.columns);
      const gathered = csv.pipe(new ChunkGatherer());
      zip.addReadStream(gathered, zipEntryName(entry.name, taken), options);
      await writeCsvRows(csv, entry.columns, entry.batches, signal);
      csv.end();
      // The next entry's rows are read once the archive has taken this one's last bytes.
      await finished(gathered, { signal });
    }
    start();
    zip.end();
    await finished(response);
  } catch (error) {
    // An entry's COPY left unread would hold its connection and the server's statement: ending it ends both.
    copied?.destroy();
    output.destroy();
    // Once bytes have gone out the only honest answer left is a cut connection: the download fails rather than ends short.
    if (started) {
      response.destroy();
      return;
    }
    throw error;
  }
}
