// A page of a debug-mode render, cut off from the network: Chromium only ever sees the HTML the fetcher already read
// (through the address guard, robots.txt and politeness), never a URL of its own. So a menu page cannot make Chromium
// reach a private address, the metadata service or the site itself: JavaScript is off, the context is offline, every
// request Chromium would make (styles, images, frames, navigations) is aborted by the route below except data: URLs,
// and a <meta http-equiv="refresh"> is taken out because it would navigate the page away from the content. The <base>
// keeps the page's relative links meaningful in the screenshots' metadata without fetching them.
import type { Browser, BrowserContext, Page } from 'playwright-core';

export interface IsolatedPage {
  page: Page;
  /** Every URL Chromium tried to request (all refused but data:), for the tests and the job's messages. */
  refusedRequests: string[];
  /**
   * A PNG of the box (page coordinates), or of the viewport. Straight through the DevTools protocol: Playwright's own
   * screenshot waits for fonts and restyles animations on every call, about 3 times slower per item here.
   */
  shoot(clip?: { x: number; y: number; width: number; height: number }): Promise<Buffer>;
  close(): Promise<void>;
}

const VIEWPORT = { width: 1280, height: 900 };
const META_REFRESH = /<meta\b[^>]*\bhttp-equiv\s*=\s*["']?\s*refresh\b[^>]*>/gi;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The fetched HTML with a <base> first in the document and no refresh: the first <base> is the one that counts. */
export function renderableHtml(html: string, url: string): string {
  const base = `<base href="${escapeAttribute(url)}">`;
  const cleaned = html.replace(META_REFRESH, '');
  const head = /<head\b[^>]*>/i.exec(cleaned);
  if (head) return cleaned.slice(0, head.index + head[0].length) + base + cleaned.slice(head.index + head[0].length);
  return `${base}${cleaned}`;
}

export async function openIsolatedPage(browser: Browser, url: string, html: string, timeoutMs: number): Promise<IsolatedPage> {
  const context: BrowserContext = await browser.newContext({ javaScriptEnabled: false, offline: true, serviceWorkers: 'block', viewport: VIEWPORT });
  const refusedRequests: string[] = [];
  try {
    await context.route('**/*', (route) => {
      const requested = route.request().url();
      if (requested.startsWith('data:')) return route.continue();
      refusedRequests.push(requested);
      return route.abort('blockedbyclient');
    });
    const page = await context.newPage();
    page.setDefaultTimeout(timeoutMs);
    await page.setContent(renderableHtml(html, url), { waitUntil: 'load', timeout: timeoutMs });
    const devTools = await context.newCDPSession(page);
    const shoot = async (clip?: { x: number; y: number; width: number; height: number }) => {
      const { data } = await devTools.send('Page.captureScreenshot', { format: 'png', ...(clip ? { clip: { ...clip, scale: 1 }, captureBeyondViewport: true } : {}) });
      return Buffer.from(data, 'base64');
    };
    return { page, refusedRequests, shoot, close: () => context.close().catch(() => undefined) };
  } catch (error) {
    await context.close().catch(() => undefined);
    throw error;
  }
}
