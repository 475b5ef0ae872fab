// npm run bench:map: does the places map stay smooth with a big brand's pins? Builds scripts/mapBench (PlacesMap alone
// on a page, offline basemap) with Vite into a temporary folder, serves it under the product's Content-Security-Policy,
// and in Debian's Chromium pans and zooms the map with the mouse through the same steps twice: with no pins (the
// baseline: the basemap's own cost) and with 1,000 clustered pins. Prints, for each, how long until the map showed,
// the long tasks (PerformanceObserver 'longtask', over 50 ms) while loading and while moving, and the frames per second
// and the longest frame while moving. Not a test: it prints its figures (README, "Performance").
//
//   npm run bench:map                         1,000 pins next to none
//   npm run bench:map -- --pins=5000          another pin count
//   npm run bench:map -- --cpu=4              with Chromium's CPU slowdown (1 = none)
//   npm run bench:map -- --screenshot=map.png also saves the 1,000-pin map as it first shows
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium, type Page } from 'playwright-core';
import { build } from 'vite';
import { loadConfig } from '../server/config';
import { contentSecurityPolicy } from '../server/http/securityHeaders';
import { CHROMIUM_ARGS } from '../tests/e2e/support/browser';

const VIEWPORT = { width: 1280, height: 800 };
const WHOLE_RUN_LIMIT_MS = 240_000;
const READY_TIMEOUT_MS = 60_000;

interface Options {
  pins: number;
  cpu: number;
  screenshot: string | null;
}

function parseOptions(argv: string[]): Options {
  const value = (name: string) => argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const pins = Number(value('pins') ?? 1000);
  const cpu = Number(value('cpu') ?? 1);
  if (!Number.isInteger(pins) || pins < 1 || pins > 50_000) throw new Error('--pins is a whole number from 1 to 50000');
  if (!(cpu >= 1 && cpu <= 20)) throw new Error('--cpu is a slowdown from 1 to 20');
  return { pins, cpu, screenshot: value('screenshot') ?? null };
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

/** The built page, served as the product serves the SPA: same policy header, files from the build folder. */
function serve(dir: string): Promise<{ server: Server; url: string }> {
  const policyConfig = loadConfig({ DATA_DIR: dir, JWT_SECRET: 'bench', NODE_ENV: 'production' });
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://bench').pathname);
    const file = path.join(dir, pathname === '/' ? 'index.html' : pathname);
    if (!file.startsWith(dir) || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.setHeader('content-security-policy', contentSecurityPolicy(policyConfig, request.headers.host));
    response.setHeader('content-type', CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream');
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}` })));
}

async function buildPage(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: path.resolve('scripts/mapBench'),
    plugins: [react()],
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 4000 },
  });
}

interface Figures {
  readyMs: number;
  loadLongTasks: { count: number; totalMs: number; longestMs: number };
  moveLongTasks: { count: number; totalMs: number; longestMs: number };
  fps: number;
  longestFrameMs: number;
  moveMs: number;
  clusters: number;
  markers: number;
}

/** Collects long tasks from the page's first script on; `mark` starts a new phase. */
const OBSERVER_SCRIPT = `
  window.__longTasks = [];
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration }); })
    .observe({ type: 'longtask', buffered: true });
`;

/** Records every frame's time until window.__framesStop (a string: tsx's helpers do not exist inside the page). */
const FRAME_RECORDER_SCRIPT = `
  window.__frames = [];
  window.__framesStop = false;
  requestAnimationFrame(function tick(time) {
    window.__frames.push(time);
    if (!window.__framesStop) requestAnimationFrame(tick);
  });
`;

function summarise(tasks: { duration: number }[]) {
  return {
    count: tasks.length,
    totalMs: tasks.reduce((sum, task) => sum + task.duration, 0),
    longestMs: tasks.reduce((max, task) => Math.max(max, task.duration), 0),
  };
}

/** Pans and zooms with the mouse as a person would: wheel in three times, drag about, wheel out, drag back. */
async function moveAround(page: Page): Promise<void> {
  const box = (await page.locator('.leaflet-container').boundingBox())!;
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const drag = async (dx: number, dy: number) => {
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.down();
    for (let step = 1; step <= 12; step += 1) await page.mouse.move(centre.x + (dx * step) / 12, centre.y + (dy * step) / 12);
    await page.mouse.up();
    await page.waitForTimeout(350);
  };
  const wheel = async (deltaY: number) => {
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.wheel(0, deltaY);
    await page.waitForTimeout(500);
  };
  for (let zoom = 0; zoom < 3; zoom += 1) await wheel(-120);
  await drag(-320, 0);
  await drag(0, -220);
  await drag(400, 180);
  for (let zoom = 0; zoom < 4; zoom += 1) await wheel(120);
  await drag(-250, 120);
  await drag(250, -120);
  for (let zoom = 0; zoom < 2; zoom += 1) await wheel(-120);
}

async function measure(page: Page, url: string, pins: number, cpu: number, screenshot: string | null): Promise<Figures> {
  await page.addInitScript(OBSERVER_SCRIPT);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  const started = Date.now();
  await page.goto(`${url}/?pins=${pins}`);
  // Shown: the basemap's land is drawn, and with pins, the clusters are.
  await page.locator(".leaflet-placesBasemap-pane canvas").first().waitFor({ timeout: READY_TIMEOUT_MS });
  if (pins > 0) await page.locator('.leaflet-marker-icon').first().waitFor({ timeout: READY_TIMEOUT_MS });
  const readyMs = Date.now() - started;
  await page.waitForTimeout(1_000);
  if (screenshot) await page.screenshot({ path: screenshot });
  const counts = await page.evaluate(() => ({
    clusters: document.querySelectorAll('.marker-cluster, [class*="leaflet-marker-icon"] span[aria-hidden]').length,
    markers: document.querySelectorAll('.leaflet-marker-icon').length,
  }));
  const loadTasks = await page.evaluate(() => (window as unknown as { __longTasks: { duration: number }[] }).__longTasks.splice(0));
  await page.evaluate(FRAME_RECORDER_SCRIPT);
  const moveStarted = Date.now();
  await moveAround(page);
  const moveMs = Date.now() - moveStarted;
  const { frames, tasks } = await page.evaluate(() => {
    const scope = window as unknown as { __frames: number[]; __framesStop: boolean; __longTasks: { duration: number }[] };
    scope.__framesStop = true;
    return { frames: scope.__frames, tasks: scope.__longTasks.splice(0) };
  });
  let longestFrameMs = 0;
  for (let index = 1; index < frames.length; index += 1) longestFrameMs = Math.max(longestFrameMs, frames[index] - frames[index - 1]);
  const spanMs = frames.length > 1 ? frames[frames.length - 1] - frames[0] : 1;
  return {
    readyMs,
    loadLongTasks: summarise(loadTasks),
    moveLongTasks: summarise(tasks),
    fps: ((frames.length - 1) * 1000) / spanMs,
    longestFrameMs,
    moveMs,
    ...counts,
  };
}

function print(label: string, figures: Figures): void {
  const tasks = (summary: Figures['loadLongTasks']) => `${summary.count} long tasks, ${summary.totalMs.toFixed(0)} ms in all, longest ${summary.longestMs.toFixed(0)} ms`;
  console.log(`  ${label}`);
  console.log(`    shown after ${figures.readyMs} ms (${figures.markers} marker elements on screen); loading: ${tasks(figures.loadLongTasks)}`);
  console.log(`    moving for ${(figures.moveMs / 1000).toFixed(1)} s: ${figures.fps.toFixed(0)} frames/s, longest frame ${figures.longestFrameMs.toFixed(0)} ms; ${tasks(figures.moveLongTasks)}`);
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const limit = setTimeout(() => {
    console.error(`The map bench did not finish in ${WHOLE_RUN_LIMIT_MS / 1000} s.`);
    process.exit(1);
  }, WHOLE_RUN_LIMIT_MS);
  limit.unref();
  const outDir = mkdtempSync(path.join(tmpdir(), 'map-bench-'));
  let server: Server | undefined;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS, headless: true });
  try {
    const builtAt = Date.now();
    await buildPage(outDir);
    console.log(`Built the map page in ${((Date.now() - builtAt) / 1000).toFixed(1)} s; Chromium ${browser.version()}, viewport ${VIEWPORT.width}x${VIEWPORT.height}, CPU slowdown ${options.cpu}x.`);
    const served = await serve(outDir);
    server = served.server;
    const results: [string, Figures][] = [];
    for (const [label, pins] of [
      ['baseline: offline basemap, no pins', 0],
      [`${options.pins.toLocaleString('en-GB')} pins, clustered (radius 60 px)`, options.pins],
    ] as const) {
      const context = await browser.newContext({ viewport: VIEWPORT });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      const figures = await measure(page, served.url, pins, options.cpu, pins > 0 ? options.screenshot : null);
      if (errors.length) throw new Error(`The map page reported errors: ${errors.join('; ')}`);
      results.push([label, figures]);
      await context.close();
    }
    console.log('Places map, pan and zoom with the mouse (3 zooms in, 5 drags, 4 out, 2 in):');
    for (const [label, figures] of results) print(label, figures);
    const [, baseline] = results[0];
    const [, loaded] = results[1];
    console.log(
      `  pins' share while moving: ${(loaded.moveLongTasks.totalMs - baseline.moveLongTasks.totalMs).toFixed(0)} ms more in long tasks, ${(baseline.fps - loaded.fps).toFixed(0)} frames/s fewer`,
    );
  } finally {
    await browser.close();
    server?.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
