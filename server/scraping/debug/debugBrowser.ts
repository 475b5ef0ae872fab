// The Chromium of debug-mode scrapes (issue 12): one browser per worker process, launched on the first debug-mode job
// (most processes never run one, and a launch costs a few hundred milliseconds) and closed when the workers stop. A
// missing Chromium is not an error of the job: the job scrapes without screenshots and says why in its messages.
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Headless, no background traffic of its own: debug mode's flags, and the browser tests' and benchmarks' too. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Chromium 15x loads its omnibox popup (a WebUI page of some 400 modules, in a renderer of its own) into every new
  // window, so into every browser context: on two cores it competed with the page being loaded or screenshotted (about
  // 150-200 ms of the lab LCP). A person's browser loaded it once, long before they opened the product.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup',
];

export const CHROMIUM_NOT_FOUND_MESSAGE = 'Debug mode screenshots unavailable: Chromium not found';

export interface DebugBrowser {
  /** The browser, launched on first use; null (with why) when Chromium is missing or does not start. */
  get(): Promise<{ browser: Browser } | { browser: null; reason: string }>;
  close(): Promise<void>;
}

export function createDebugBrowser(executablePath: string): DebugBrowser {
  let launching: Promise<Browser> | null = null;
  let closed = false;
  return {
    async get() {
      if (closed) return { browser: null, reason: 'Debug mode screenshots unavailable: the worker is stopping' };
      if (!existsSync(executablePath)) return { browser: null, reason: CHROMIUM_NOT_FOUND_MESSAGE };
      launching ??= chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
      try {
        const browser = await launching;
        if (!browser.isConnected()) {
          // Crashed since: launch again once.
          launching = chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
          return { browser: await launching };
        }
        return { browser };
      } catch (error) {
        launching = null;
        return { browser: null, reason: `Debug mode screenshots unavailable: Chromium did not start (${error instanceof Error ? error.message.split('\n')[0] : String(error)})` };
      }
    },
    async close() {
      closed = true;
      const browser = await launching?.catch(() => null);
      launching = null;
      await browser?.close().catch(() => undefined);
    },
  };
}
