// Debug mode's screenshots (issue 12, spec 2 section 3 "Screenshot"): after a debug-mode run, each page it read is
// rendered in Chromium from the HTML already fetched (isolatedPage.ts: no network) and every item the instructions'
// selectors match (menu titles at each nesting level, dishes) is photographed, with the selector's name and CSS, how many
// elements it matched on the page, how long the shot took and when. PNGs go to the scraping bucket; the list goes to
// scraping_jobs.screenshots. Each error cause of the run report with a kept page gets one screenshot of that page too.
// A job never fails because of debug mode: a missing Chromium, a page that does not render or an element that cannot be
// photographed becomes a message, and the scrape's own result stands.
import type { Page } from 'playwright-core';
import type { MenuTitleRule, ScrapingInstructions } from '../../../domain/scrapingInstructions';
import type { Queryable } from '../../db/database';
import type { FileStore } from '../../files/fileStore';
import { SCRAPING_FILES_BUCKET } from '../../files/scrapingFiles';
import type { ScrapeRun } from '../types';
import type { DebugBrowser } from './debugBrowser';
import { openIsolatedPage } from './isolatedPage';

/** One screenshot as scraping_jobs.screenshots keeps it (migration 013) and ScrapingScreenshot answers it. */
export interface ScrapingScreenshotRecord {
  url: string;
  /** The item's first line of text (a section's title, a dish's name), to tell screenshots apart. */
  title: string | null;
  /** Where the selector is in the instructions: 'dishes', 'menuTitles', 'menuTitles.children', ... */
  selectorName: string;
  selectorCss: string;
  /** Elements the selector matched on the page. */
  elementCount: number;
  elapsedTimeMs: number;
  timestamp: string;
  fileBucketName: string;
  fileKey: string;
}

/** Item screenshots per job: past this, one per selector and page still shows each selector at work. */
export const MAX_ITEM_SCREENSHOTS_PER_JOB = 200;
/** A page that does not render, or an element that cannot be photographed, within this is skipped. */
const RENDER_TIMEOUT_MS = 10_000;

export interface DebugScreenshotDeps {
  /** The worker process's Chromium; absent, debug mode notes that screenshots are unavailable. */
  browser: DebugBrowser | undefined;
  files: FileStore;
}

export interface DebugScreenshotInput {
  jobId: number;
  instructions: ScrapingInstructions;
  run: ScrapeRun;
  signal?: AbortSignal;
}

export interface DebugScreenshots {
  screenshots: ScrapingScreenshotRecord[];
  /** For the job's messages: why screenshots are missing or fewer than the items. */
  messages: string[];
}

interface SelectorToShoot {
  name: string;
  css: string;
  /** Matches inside the parent rule's matches (nested container sections), or in the whole page. */
  parent: SelectorToShoot | null;
}

/** The menu title rules from the top level down, then the dishes. */
export function selectorsToShoot(instructions: ScrapingInstructions): SelectorToShoot[] {
  const selectors: SelectorToShoot[] = [];
  let parent: SelectorToShoot | null = null;
  let name = 'menuTitles';
  for (let rule: MenuTitleRule | undefined = instructions.menuTitles; rule; rule = rule.children) {
    const current: SelectorToShoot = { name, css: rule.selector, parent: rule.mode === 'heading' ? null : parent };
    selectors.push(current);
    parent = current;
    name = `${name}.children`;
  }
  selectors.push({ name: 'dishes', css: instructions.dishes.selector, parent: null });
  return selectors;
}

/** A relative selector ('> h3', '+ .dish') of the instructions is relative to its scope, as in extract.ts. */
function scoped(css: string): string {
  return /^\s*[>+~]/.test(css) ? `:scope ${css.trim()}` : css;
}

/** The selectors from the top rule down to this one: each is matched inside the previous one's matches. */
function chainOf(selector: SelectorToShoot): string[] {
  return [...(selector.parent ? chainOf(selector.parent) : []), scoped(selector.css)];
}

interface MatchedItem {
  /** The element's box in page coordinates (a full-page clip), and its first line of text. */
  box: { x: number; y: number; width: number; height: number };
  visible: boolean;
  text: string;
}

/**
 * The elements the selector matches, with querySelectorAll's meaning (as css-select gives extract.ts), in document order,
 * read in one evaluation by the driver (the page's own scripts stay off). Clipping a page screenshot to each box is
 * several times quicker than an element screenshot, which scrolls and waits for the element to be stable each time.
 */
async function itemsOf(page: Page, selector: SelectorToShoot): Promise<MatchedItem[]> {
  return page.evaluate((chain: string[]) => {
    let scopes: ParentNode[] = [document];
    for (const css of chain) {
      const next = new Set<Element>();
      for (const scope of scopes) for (const element of scope.querySelectorAll(css)) next.add(element);
      scopes = [...next];
    }
    return (scopes as Element[]).map((element) => {
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const text = element instanceof HTMLElement ? element.innerText : (element.textContent ?? '');
      return {
        box: { x: rect.left + window.scrollX, y: rect.top + window.scrollY, width: rect.width, height: rect.height },
        visible: rect.width >= 1 && rect.height >= 1 && style.visibility !== 'hidden',
        text: text.slice(0, 1000),
      };
    });
  }, chainOf(selector));
}

/** What extract.ts removes before reading (cookie banners, adverts) is not on the screenshots either. */
async function removeCleanedUp(page: Page, selectors: readonly string[]): Promise<void> {
  if (selectors.length === 0) return;
  await page.evaluate((list: string[]) => {
    for (const css of list) for (const element of document.querySelectorAll(css)) element.remove();
  }, [...selectors]);
}

/** Tallest viewport Chromium captures in one piece: longer pages are photographed down to here. */
const MAX_VIEWPORT_HEIGHT = 16_384;

/**
 * One viewport as tall as the page, set once: each item is then a clip of it, where a full-page screenshot would resize
 * the viewport (and lay the page out again) for every item.
 */
async function fitViewportToPage(page: Page): Promise<void> {
  const size = page.viewportSize();
  if (!size) return;
  const height = await page.evaluate(() => Math.ceil(document.documentElement.scrollHeight));
  await page.setViewportSize({ width: size.width, height: Math.min(Math.max(height, size.height), MAX_VIEWPORT_HEIGHT) });
}

function firstLine(text: string): string | null {
  const line = text.split('\n').map((part) => part.trim()).find(Boolean);
  return line ? line.slice(0, 200) : null;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message.split('\n')[0] : String(error);
}

function causeSlug(cause: string): string {
  return cause.toLowerCase().replace(/_/g, '-');
}

/**
 * Renders every page of the run and photographs its items, then one page per error cause (setting the run report's
 * screenshotFileKey). Throws only when the signal aborts (the worker stops: the job is run again); anything else going
 * wrong in Chromium becomes a message, with the screenshots taken so far.
 */
export async function captureDebugScreenshots(deps: DebugScreenshotDeps, input: DebugScreenshotInput): Promise<DebugScreenshots> {
  const taken: ScrapingScreenshotRecord[] = [];
  try {
    return await capture(deps, input, taken);
  } catch (error) {
    if (input.signal?.aborted) throw error;
    return { screenshots: taken, messages: [`Debug mode screenshots stopped: ${reasonOf(error)}`] };
  }
}

async function capture(deps: DebugScreenshotDeps, input: DebugScreenshotInput, screenshots: ScrapingScreenshotRecord[]): Promise<DebugScreenshots> {
  const launched = deps.browser ? await deps.browser.get() : { browser: null, reason: 'Debug mode screenshots unavailable: no browser in this worker' };
  if (!launched.browser) return { screenshots: [], messages: [launched.reason] };
  const { browser } = launched;
  const messages: string[] = [];
  const selectors = selectorsToShoot(input.instructions);
  let skipped = 0;

  for (const { url, html } of input.run.pagesHtml) {
    input.signal?.throwIfAborted();
    let opened;
    try {
      opened = await openIsolatedPage(browser, url, html, RENDER_TIMEOUT_MS);
    } catch (error) {
      messages.push(`Debug mode: ${url} could not be rendered: ${reasonOf(error)}`);
      continue;
    }
    try {
      await removeCleanedUp(opened.page, input.instructions.cleanup?.remove ?? []);
      await fitViewportToPage(opened.page);
      for (const selector of selectors) {
        const elements = await itemsOf(opened.page, selector);
        const room = MAX_ITEM_SCREENSHOTS_PER_JOB - screenshots.length;
        const wanted = elements.length === 0 ? 0 : Math.max(1, Math.min(elements.length, room));
        for (const element of elements.slice(0, wanted)) {
          input.signal?.throwIfAborted();
          const started = performance.now();
          // Hidden items (a sold-out dish, a closed tab's panel) have no box to photograph.
          if (!element.visible) {
            skipped += 1;
            continue;
          }
          let png: Buffer;
          try {
            png = await opened.shoot(element.box);
          } catch {
            skipped += 1;
            continue;
          }
          const text = element.text;
          const fileKey = `html-job-${input.jobId}-shot-${screenshots.length + 1}.png`;
          await deps.files.put(SCRAPING_FILES_BUCKET, fileKey, png);
          screenshots.push({
            url,
            title: firstLine(text),
            selectorName: selector.name,
            selectorCss: selector.css,
            elementCount: elements.length,
            elapsedTimeMs: Math.round(performance.now() - started),
            timestamp: new Date().toISOString(),
            fileBucketName: SCRAPING_FILES_BUCKET,
            fileKey,
          });
        }
      }
    } finally {
      await opened.close();
    }
  }
  if (screenshots.length >= MAX_ITEM_SCREENSHOTS_PER_JOB) {
    messages.push(`Debug mode: screenshots of the first ${MAX_ITEM_SCREENSHOTS_PER_JOB} items, then one per selector and page.`);
  }
  if (skipped > 0) messages.push(`Debug mode: ${skipped} matched element${skipped === 1 ? ' was' : 's were'} hidden or could not be photographed.`);

  for (const group of input.run.report.errors) {
    input.signal?.throwIfAborted();
    const html = group.htmlFileKey ? await deps.files.get(SCRAPING_FILES_BUCKET, group.htmlFileKey) : null;
    const url = group.urls[0];
    if (!html || !url) continue;
    try {
      const opened = await openIsolatedPage(browser, url, html.toString('utf8'), RENDER_TIMEOUT_MS);
      try {
        const fileKey = `html-job-${input.jobId}-error-${causeSlug(group.cause)}.png`;
        await deps.files.put(SCRAPING_FILES_BUCKET, fileKey, await opened.shoot());
        group.screenshotFileKey = fileKey;
      } finally {
        await opened.close();
      }
    } catch (error) {
      messages.push(`Debug mode: the page behind ${group.cause} could not be photographed: ${reasonOf(error)}`);
    }
  }
  return { screenshots, messages };
}

/** The job's screenshot list, written while the job is still running (persistScrape then ends it). */
export async function recordScreenshots(db: Queryable, jobId: number, screenshots: readonly ScrapingScreenshotRecord[]): Promise<void> {
  await db.query("UPDATE scraping_jobs SET screenshots = $2::jsonb WHERE id = $1 AND status = 'IN_PROGRESS'", [jobId, JSON.stringify(screenshots)]);
}
