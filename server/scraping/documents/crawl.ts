// Document menus' crawl (issue 12): the menu's pages -> links to menu files -> downloads. Every request goes through
// the NetworkFetcher (address guard, robots.txt, per-domain politeness, caps), so a crawl is as polite and as guarded
// as a scrape. Pages are parsed with htmlparser2 (cheerio's parser) in one walk that remembers the last heading, so a
// link is judged by its text, its file name and the heading it sits under.
//   Default rules: a link to a PDF or an image (by its extension or its type attribute), or an image shown on the
//     page, that a menu word names (link text, title or alt, file name, or the nearest heading before it); same-site
//     pages whose link names a menu are read one level deeper.
//   Fallback settings (the scraper's recrawl): any document link or shown image, and every same-site page one level
//     deeper.
// Bounded: at most MAX_CRAWL_PAGES pages and MAX_CRAWL_FILES downloads. A file's type is checked on its bytes; equal
// bytes (sha256) are one file.
import { pageIdentity } from '../pageIdentity';
import { createHash } from 'node:crypto';
import type { AnyNode, Element } from 'domhandler';
import { isTag, isText } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { DEFAULT_MAX_FILE_BYTES } from '../fetcher';
import type { RunReportErrorGroup, RunReportPage } from '../types';
import { sniffDocumentType } from './readDocumentFile';
import type { CrawledFile, CrawlInput, CrawlRun } from './types';

export const MAX_CRAWL_PAGES = 10;
export const MAX_CRAWL_FILES = 20;

/** Words that make a link a menu's (default rules). */
const MENU_WORDS = /\b(?:menus?|carte|food|eat|drinks?|wines?|cocktails?|beverages?|lunch|dinner|supper|breakfast|brunch|desserts?|puddings?|kids|children|set|specials?|takeaway|take[ -]?away|take[ -]?out|tasting|festive|christmas|dishes|a la carte|bar)\b/i;
const DOCUMENT_EXTENSION = /\.(?:pdf|png|jpe?g|webp)(?:$|[?#&;])/i;
const DOCUMENT_TYPE = /^(?:application\/pdf|image\/(?:png|jpeg|webp))\b/i;
/** Links that are not pages to read for more links. */
const NOT_A_PAGE = /\.(?:css|js|json|xml|rss|zip|gz|docx?|xlsx?|pptx?|mp[34]|mov|avi|gif|svg|ico|ics|vcf|woff2?|ttf)(?:$|[?#])/i;

interface LinkFound {
  url: string;
  text: string;
  heading: string | null;
  /** An <img> shown on the page rather than a link to a file. */
  isImage: boolean;
  isDocument: boolean;
}

interface Candidate {
  url: string;
  linkText: string | null;
  /** Where it was found, for the messages. */
  pageUrl: string | null;
}

export async function crawlDocumentMenu(input: CrawlInput): Promise<CrawlRun> {
  const { fetcher, signal, useFallbackSettings } = input;
  const startedAt = performance.now();
  const pages: RunReportPage[] = [];
  const failures: { url: string; cause: RunReportErrorGroup['cause']; message: string }[] = [];
  const messages: string[] = [];
  const candidates = new Map<string, Candidate>();
  const readPages = new Set<string>();
  let pagesRead = 0;

  const addCandidate = (candidate: Candidate) => {
    const identity = pageIdentity(candidate.url);
    const known = candidates.get(identity);
    if (!known) candidates.set(identity, candidate);
    else if (!known.linkText && candidate.linkText) known.linkText = candidate.linkText;
  };

  /** Reads a page and answers the same-site page links to follow; a page that is a file becomes a candidate. */
  async function readPage(url: string, depth: number): Promise<string[]> {
    signal?.throwIfAborted();
    readPages.add(pageIdentity(url));
    const fetched = await fetcher.fetchPage(url, { signal });
    if (!fetched.ok) {
      if (fetched.cause === 'NOT_HTML' && depth === 0) {
        // The menu's URL answers a file without a file extension: the file is the menu.
        addCandidate({ url, linkText: null, pageUrl: null });
        return [];
      }
      pages.push({ url, statusCode: fetched.statusCode, durationMs: fetched.durationMs, bytes: 0, attempts: fetched.attempts, error: fetched.message });
      failures.push({ url, cause: fetched.cause, message: fetched.message });
      return [];
    }
    pagesRead += 1;
    readPages.add(pageIdentity(fetched.finalUrl));
    pages.push({ url, statusCode: fetched.statusCode, durationMs: fetched.durationMs, bytes: fetched.bytes, attempts: fetched.attempts, error: null });
    const links = findLinks(fetched.body, fetched.finalUrl);
    let found = 0;
    for (const link of links) {
      if (!link.isDocument) continue;
      if (useFallbackSettings || namesMenu(link)) {
        addCandidate({ url: link.url, linkText: link.text || null, pageUrl: fetched.finalUrl });
        found += 1;
      }
    }
    messages.push(`${fetched.finalUrl}: ${found} menu file link${found === 1 ? '' : 's'} of ${links.filter((link) => link.isDocument).length} document link${links.filter((link) => link.isDocument).length === 1 ? '' : 's'}.`);
    if (depth > 0) return [];
    return links
      .filter((link) => !link.isDocument && !link.isImage && sameSite(link.url, fetched.finalUrl) && !NOT_A_PAGE.test(new URL(link.url).pathname))
      .filter((link) => useFallbackSettings || namesMenu(link))
      .map((link) => link.url);
  }

  const starts = [input.url, ...input.additionalUrls].filter((url, index, all) => url.trim() !== '' && all.indexOf(url) === index);
  const deeper: string[] = [];
  for (const url of starts) {
    if (isDocumentUrl(url)) {
      addCandidate({ url, linkText: null, pageUrl: null });
      continue;
    }
    if (readPages.has(pageIdentity(url)) || readPages.size >= MAX_CRAWL_PAGES) continue;
    deeper.push(...(await readPage(url, 0)));
  }
  let skippedPages = 0;
  for (const url of deeper) {
    if (readPages.has(pageIdentity(url))) continue;
    if (readPages.size >= MAX_CRAWL_PAGES) {
      skippedPages += 1;
      continue;
    }
    await readPage(url, 1);
  }
  if (skippedPages > 0) messages.push(`${skippedPages} more same-site page${skippedPages === 1 ? ' was' : 's were'} not read: a crawl reads at most ${MAX_CRAWL_PAGES} pages.`);

  // Downloads, in the order found; the type is checked on the bytes.
  const files: CrawledFile[] = [];
  const byHash = new Map<string, CrawledFile>();
  const queue = [...candidates.values()];
  if (queue.length > MAX_CRAWL_FILES) messages.push(`${queue.length} file links found; the first ${MAX_CRAWL_FILES} were downloaded.`);
  let duplicates = 0;
  for (const candidate of queue.slice(0, MAX_CRAWL_FILES)) {
    signal?.throwIfAborted();
    const fetched = await fetcher.fetchBytes(candidate.url, { signal, maxBytes: DEFAULT_MAX_FILE_BYTES });
    if (!fetched.ok) {
      pages.push({ url: candidate.url, statusCode: fetched.statusCode, durationMs: fetched.durationMs, bytes: 0, attempts: fetched.attempts, error: fetched.message });
      failures.push({ url: candidate.url, cause: fetched.cause, message: fetched.message });
      continue;
    }
    const type = sniffDocumentType(fetched.body);
    const report: RunReportPage = { url: candidate.url, statusCode: fetched.statusCode, durationMs: fetched.durationMs, bytes: fetched.bytes, attempts: fetched.attempts, error: null };
    pages.push(report);
    if (type === null) {
      report.error = `Not a PDF, PNG, JPEG or WebP file (the site said ${fetched.contentType ?? 'nothing'}).`;
      failures.push({ url: candidate.url, cause: 'EXTRACTION', message: report.error });
      continue;
    }
    const contentHash = createHash('sha256').update(fetched.body).digest('hex');
    const known = byHash.get(contentHash);
    if (known) {
      duplicates += 1;
      if (!known.linkText && candidate.linkText) known.linkText = candidate.linkText;
      continue;
    }
    const file: CrawledFile = {
      sourceUrl: fetched.finalUrl,
      fileName: fileNameOf(fetched.finalUrl, type),
      contentType: type,
      bytes: fetched.body,
      contentHash,
      linkText: candidate.linkText,
    };
    byHash.set(contentHash, file);
    files.push(file);
  }

  if (files.length === 0) {
    const advice = useFallbackSettings
      ? 'no PDF or image was found on the pages read or one level deeper.'
      : 'no link to a PDF or an image named a menu. Recrawl with fallback settings to take any document link and the pages one level deeper.';
    messages.unshift(`No menu file found: ${advice}`);
    failures.push({ url: input.url, cause: 'NO_ITEMS', message: `No menu file found: ${advice}` });
  }
  messages.push(
    `Read ${pagesRead} page${pagesRead === 1 ? '' : 's'}${useFallbackSettings ? ' with fallback settings' : ''}; ${candidates.size} file link${candidates.size === 1 ? '' : 's'}, ${files.length} file${files.length === 1 ? '' : 's'} kept${duplicates ? ` (${duplicates} duplicate${duplicates === 1 ? '' : 's'} of the same bytes)` : ''}.`,
  );

  return {
    files,
    messages,
    exceptions: failures.filter((entry) => entry.cause !== 'NO_ITEMS').map((entry) => `${entry.url}: ${entry.message}`),
    report: {
      pages,
      retries: pages.reduce((sum, page) => sum + Math.max(0, page.attempts - 1), 0),
      errors: groupFailures(failures),
      durationMs: Math.round(performance.now() - startedAt),
    },
  };
}

/** Every link and shown image of a page, absolute, with its text and the last heading before it. */
export function findLinks(html: string, pageUrl: string): LinkFound[] {
  const document = parseDocument(html);
  const links: LinkFound[] = [];
  const seen = new Set<string>();
  let heading: string | null = null;

  const add = (raw: string | undefined, text: string, isImage: boolean, typeAttribute: string | undefined) => {
    if (!raw) return;
    let url: URL;
    try {
      url = new URL(raw.trim(), pageUrl);
    } catch {
      return;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return;
    const isDocument = DOCUMENT_EXTENSION.test(url.pathname + url.search) || (typeAttribute !== undefined && DOCUMENT_TYPE.test(typeAttribute));
    const key = `${isImage ? 'img' : 'a'} ${url.href}`;
    if (seen.has(key)) return;
    seen.add(key);
    links.push({ url: url.href, text: text.replace(/\s+/g, ' ').trim(), heading, isImage, isDocument });
  };

  const walk = (nodes: AnyNode[]) => {
    for (const node of nodes) {
      if (!isTag(node)) continue;
      const name = node.name;
      if (name === 'script' || name === 'style' || name === 'template' || name === 'noscript') continue;
      if (/^h[1-6]$/.test(name)) {
        heading = textOf(node) || heading;
        walk(node.children);
        continue;
      }
      if (name === 'a') {
        const images = node.children.filter(isTag).filter((child) => child.name === 'img');
        const label = [textOf(node), node.attribs.title ?? '', ...images.map((image) => image.attribs.alt ?? '')].filter(Boolean).join(' ');
        add(node.attribs.href, label, false, node.attribs.type);
        walk(node.children);
        continue;
      }
      if (name === 'img') add(node.attribs.src, node.attribs.alt ?? node.attribs.title ?? '', true, undefined);
      if (name === 'embed' || name === 'iframe') add(node.attribs.src, node.attribs.title ?? '', false, node.attribs.type);
      if (name === 'object') add(node.attribs.data, node.attribs.title ?? '', false, node.attribs.type);
      walk(node.children);
    }
  };
  walk(document.children);
  // An image shown on the page is a document only when it is a raster file (not an icon in SVG or GIF).
  return links.map((link) => (link.isImage ? { ...link, isDocument: /\.(?:png|jpe?g|webp)(?:$|[?#&])/i.test(new URL(link.url).pathname) } : link));
}

function textOf(element: Element): string {
  let text = '';
  const collect = (nodes: AnyNode[]) => {
    for (const node of nodes) {
      if (isText(node)) text += node.data;
      else if (isTag(node) && node.name !== 'script' && node.name !== 'style') collect(node.children);
    }
  };
  collect(element.children);
  return text.replace(/\s+/g, ' ').trim();
}

/** The default rules: a menu word in the link's text, its file name or the heading it sits under. */
function namesMenu(link: LinkFound): boolean {
  const path = new URL(link.url).pathname;
  const fileName = decodeSafely(path.split('/').filter(Boolean).pop() ?? '').replace(/[-_+.]+/g, ' ');
  return MENU_WORDS.test(link.text) || MENU_WORDS.test(fileName) || (link.heading !== null && MENU_WORDS.test(link.heading));
}

function isDocumentUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return DOCUMENT_EXTENSION.test(parsed.pathname);
  } catch {
    return false;
  }
}

/** Same host, 'www.' aside. */
function sameSite(url: string, pageUrl: string): boolean {
  const host = (value: string) => new URL(value).hostname.replace(/^www\./, '');
  const target = new URL(url);
  return (target.protocol === 'http:' || target.protocol === 'https:') && host(url) === host(pageUrl) && pageIdentity(url) !== pageIdentity(pageUrl);
}

function fileNameOf(url: string, type: string): string {
  const last = decodeSafely(new URL(url).pathname.split('/').filter(Boolean).pop() ?? '');
  if (last !== '' && /\.[a-z0-9]{2,5}$/i.test(last)) return last;
  const extension = { 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' }[type] ?? 'bin';
  return `${last || 'menu'}.${extension}`;
}

function decodeSafely(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}


function groupFailures(entries: { url: string; cause: RunReportErrorGroup['cause']; message: string }[]): RunReportErrorGroup[] {
  const groups = new Map<RunReportErrorGroup['cause'], RunReportErrorGroup>();
  for (const entry of entries) {
    let group = groups.get(entry.cause);
    if (!group) {
      group = { cause: entry.cause, message: entry.message, count: 0, urls: [], htmlFileKey: null, screenshotFileKey: null };
      groups.set(entry.cause, group);
    }
    group.count += 1;
    if (!group.urls.includes(entry.url)) group.urls.push(entry.url);
  }
  return [...groups.values()];
}

