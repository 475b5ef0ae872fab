// keysetPages (pages after the last row's key until a short page; none once the client is gone), seriesOf (a point per
// x for every series) and personEntryName (a ZIP entry per person).
import { describe, expect, it } from 'vitest';
import type { ReportContext } from './reportDefinition';
import { FIRST_PAGE_SIZE, keysetPages, personEntryName, seriesOf } from './scrapingReportsShared';

const contextWith = (signal: AbortSignal): ReportContext => ({ db: { query: async () => [] }, signal, viewerId: 1 });

describe('keysetPages', () => {
  const numbers = Array.from({ length: 7 }, (_, index) => index + 1);

  it('reads each page after the last key until a short page, writing only the rows kept', async () => {
    const asked: number[] = [];
    const pages = keysetPages(contextWith(new AbortController().signal), 0, 3, async (after: number) => {
      asked.push(after);
      const read = numbers.filter((n) => n > after).slice(0, 3);
      return { read, rows: read.filter((n) => n % 2 === 1) };
    }, (n) => n);
    const written: number[][] = [];
    for await (const page of pages) written.push(page);
    expect(asked).toEqual([0, 3, 6]);
    expect(written).toEqual([[1, 3], [5], [7]]);
  });

  it('asks for one more page when the last was full, and writes no empty page', async () => {
    const asked: number[] = [];
    const pages = keysetPages(contextWith(new AbortController().signal), 0, 7, async (after: number) => {
      asked.push(after);
      return { read: numbers.filter((n) => n > after).slice(0, 7) };
    }, (n) => n);
    const written: number[][] = [];
    for await (const page of pages) written.push(page);
    expect(asked).toEqual([0, 7]);
    expect(written).toEqual([numbers]);
  });

  it('asks for a small first page (the preview needs 20 rows), then full pages', async () => {
    const limits: number[] = [];
    const pages = keysetPages(contextWith(new AbortController().signal), 0, 500, async (after: number, limit: number) => {
      limits.push(limit);
      return { read: Array.from({ length: after < 600 ? limit : 7 }, (_, index) => after + index + 1) };
    }, (n) => n);
    let rows = 0;
    for await (const page of pages) rows += page.length;
    expect(limits).toEqual([FIRST_PAGE_SIZE, 500, 500]);
    expect(rows).toBe(FIRST_PAGE_SIZE + 500 + 7);
  });

  it('stops between pages once the client is gone', async () => {
    const controller = new AbortController();
    let reads = 0;
    const pages = keysetPages(contextWith(controller.signal), 0, 2, async (after: number) => {
      reads += 1;
      return { read: [after + 1, after + 2] };
    }, (n) => n);
    for await (const page of pages) {
      expect(page).toHaveLength(2);
      controller.abort();
    }
    expect(reads).toBe(1);
  });
});

describe('seriesOf', () => {
  it('gives every series a point at every x, the named series first', () => {
    const rows = [
      { x: 'Mon', series: 'ERROR', y: 2 },
      { x: 'Tue', series: 'SUCCESS', y: '3' },
      { x: 'Mon', series: 'SUCCESS', y: 1 },
    ];
    expect(seriesOf(rows, ['SUCCESS', 'ERROR', 'FAILED'])).toEqual([
      { name: 'SUCCESS', points: [{ x: 'Mon', y: 1 }, { x: 'Tue', y: 3 }] },
      { name: 'ERROR', points: [{ x: 'Mon', y: 2 }, { x: 'Tue', y: 0 }] },
    ]);
    expect(seriesOf([], [], ['Ann (1)'])).toEqual([]);
  });
});

describe('personEntryName', () => {
  it("names a person's CSV by name and id, without characters a file system refuses", () => {
    expect(personEntryName({ id: 7, name: 'Ann/Bob: "QA"' })).toBe('Ann_Bob_ _QA_ (7).csv');
    expect(personEntryName({ id: 8, name: '  ' })).toBe('user (8).csv');
  });
});
