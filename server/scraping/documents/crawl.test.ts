// The document crawl (issue 12) against the demo sites, through the real fetcher (createFetcher with the demo origin,
// as server/demo-sites/demoSites.test.ts does): the default rules find the PDF and the image menus; a site whose links
// name no menu needs the fallback settings, which also read the same-site pages one level deeper; files are checked by
// their bytes and kept once per content hash.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { memoryRobotsCache, recordingPoliteness } from '../../../tests/support/scrapingStandIns';
import { DEMO_SITE_PATHS, handleDemoSiteRequest, type DemoSiteResponse } from '../../demo-sites/demoSites';
import { createFetcher } from '../fetcher';
import { crawlDocumentMenu, MAX_CRAWL_PAGES } from './crawl';

const ORIGIN = 'http://demo-sites.test';

function html(body: string): DemoSiteResponse {
  const bytes = Buffer.from(`<!DOCTYPE html><html><head><title>Plain Café</title></head><body>${body}</body></html>`);
  return { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body: bytes };
}

function file(pathname: string, contentType: string): DemoSiteResponse {
  const answer = handleDemoSiteRequest(pathname)!;
  return { status: 200, headers: { 'content-type': contentType }, body: answer.body };
}

/** A site of the test's own beside the demo sites: its links say nothing of a menu, and its image is one page down. */
function plainCafe(pathname: string): DemoSiteResponse | null {
  const pages: Record<string, () => DemoSiteResponse> = {
    '/demo-sites/plain-cafe/': () =>
      html(`<h1>Welcome</h1><p>Fresh every day.</p>
        <a href="/demo-sites/plain-cafe/files/card-2024.pdf">Download (PDF)</a>
        <a href="/demo-sites/plain-cafe/files/card-copy.pdf#page=1">Same file again</a>
        <a href="/demo-sites/plain-cafe/files/broken.pdf">Old file</a>
        <a href="/demo-sites/plain-cafe/about">About us</a>
        <a href="/demo-sites/plain-cafe/styles.css">Styles</a>
        <a href="mailto:hello@plain.example">Write to us</a>`),
    '/demo-sites/plain-cafe/about': () => html('<h2>Our story</h2><p><a href="/demo-sites/plain-cafe/files/board.png">Our board</a></p>'),
    '/demo-sites/plain-cafe/files/card-2024.pdf': () => file(DEMO_SITE_PATHS.greenLeafPdf, 'application/octet-stream'),
    '/demo-sites/plain-cafe/files/card-copy.pdf': () => file(DEMO_SITE_PATHS.greenLeafPdf, 'application/pdf'),
    '/demo-sites/plain-cafe/files/broken.pdf': () => html('<p>Sorry, this file has moved.</p>'),
    '/demo-sites/plain-cafe/files/board.png': () => file(DEMO_SITE_PATHS.tacoFiestaImage, 'image/png'),
  };
  const page = pages[pathname.split(/[?#]/)[0]];
  return page ? page() : handleDemoSiteRequest(pathname);
}

function demoFetcher() {
  return createFetcher({
    config: { scraperAllowedOrigins: [], demoSitesOrigin: ORIGIN },
    politeness: recordingPoliteness(),
    robotsCache: memoryRobotsCache(),
    maxAttempts: 1,
    demoSiteHandler: plainCafe,
  });
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('crawlDocumentMenu', () => {
  it('finds the PDF menu linked from the demo PDF site with the default rules and downloads it', async () => {
    const run = await crawlDocumentMenu({ url: `${ORIGIN}${DEMO_SITE_PATHS.greenLeafPage}`, additionalUrls: [], useFallbackSettings: false, fetcher: demoFetcher() });
    expect(run.files).toHaveLength(1);
    const [pdf] = run.files;
    expect(pdf).toMatchObject({ sourceUrl: `${ORIGIN}${DEMO_SITE_PATHS.greenLeafPdf}`, fileName: 'menu.pdf', contentType: 'application/pdf' });
    expect(pdf.contentHash).toBe(sha256(handleDemoSiteRequest(DEMO_SITE_PATHS.greenLeafPdf)!.body));
    expect(pdf.linkText).toBe('Menu');
    expect(run.report.pages.map((page) => [page.url, page.statusCode, page.error])).toEqual([
      [`${ORIGIN}${DEMO_SITE_PATHS.greenLeafPage}`, 200, null],
      [`${ORIGIN}${DEMO_SITE_PATHS.greenLeafPdf}`, 200, null],
    ]);
    expect(run.report.errors).toEqual([]);
    expect(run.exceptions).toEqual([]);
  });

  it('finds the image menu of the demo image site (a link and the image shown are one file)', async () => {
    const run = await crawlDocumentMenu({ url: `${ORIGIN}${DEMO_SITE_PATHS.tacoFiestaPage}`, additionalUrls: [], useFallbackSettings: false, fetcher: demoFetcher() });
    expect(run.files.map((found) => [found.fileName, found.contentType])).toEqual([['menu.png', 'image/png']]);
    expect(run.files[0].linkText).toMatch(/menu/i);
  });

  it('downloads a menu URL that is itself a file', async () => {
    const run = await crawlDocumentMenu({ url: `${ORIGIN}${DEMO_SITE_PATHS.tacoFiestaImage}`, additionalUrls: [], useFallbackSettings: false, fetcher: demoFetcher() });
    expect(run.files.map((found) => found.contentType)).toEqual(['image/png']);
    expect(run.report.pages).toHaveLength(1);
  });

  it('finds nothing with the default rules on a site whose links name no menu, and says to use the fallback settings', async () => {
    const run = await crawlDocumentMenu({ url: `${ORIGIN}/demo-sites/plain-cafe/`, additionalUrls: [], useFallbackSettings: false, fetcher: demoFetcher() });
    expect(run.files).toEqual([]);
    expect(run.messages[0]).toContain('Recrawl with fallback settings');
    expect(run.report.errors.map((error) => error.cause)).toEqual(['NO_ITEMS']);
    // The about page's link names no menu either: not read under the default rules.
    expect(run.report.pages.map((page) => page.url)).toEqual([`${ORIGIN}/demo-sites/plain-cafe/`]);
  });

  it('with fallback settings takes any document link and the same-site pages one level deeper; equal bytes are one file, a non-document refused', async () => {
    const run = await crawlDocumentMenu({ url: `${ORIGIN}/demo-sites/plain-cafe/`, additionalUrls: [], useFallbackSettings: true, fetcher: demoFetcher() });
    expect(run.files.map((found) => [found.fileName, found.contentType, found.linkText])).toEqual([
      ['card-2024.pdf', 'application/pdf', 'Download (PDF)'],
      ['board.png', 'image/png', 'Our board'],
    ]);
    expect(run.messages.at(-1)).toContain('1 duplicate of the same bytes');
    expect(run.report.pages.map((page) => page.url)).toContain(`${ORIGIN}/demo-sites/plain-cafe/about`);
    expect(run.report.pages.map((page) => page.url)).not.toContain(`${ORIGIN}/demo-sites/plain-cafe/styles.css`);
    expect(run.report.errors).toEqual([expect.objectContaining({ cause: 'EXTRACTION', urls: [`${ORIGIN}/demo-sites/plain-cafe/files/broken.pdf`] })]);
    expect(run.exceptions[0]).toContain('Not a PDF, PNG, JPEG or WebP file');
    expect(run.report.pages.length).toBeLessThanOrEqual(MAX_CRAWL_PAGES + 20);
  });

  it('reports a page that could not be read with its cause, and reads the additional URLs too', async () => {
    const run = await crawlDocumentMenu({
      url: `${ORIGIN}/demo-sites/harbour-grill/staff-only/menu`,
      additionalUrls: [`${ORIGIN}${DEMO_SITE_PATHS.greenLeafPage}`],
      useFallbackSettings: false,
      fetcher: demoFetcher(),
    });
    expect(run.files.map((found) => found.fileName)).toEqual(['menu.pdf']);
    expect(run.report.errors.map((error) => error.cause)).toEqual(['ROBOTS_DISALLOWED']);
    expect(run.exceptions[0]).toContain('robots.txt');
  });
});
