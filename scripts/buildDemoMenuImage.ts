// Renders Taco Fiesta's image menu (a demo site, issue 12): a menu board written in HTML, screenshotted in Chromium
// (playwright-core, the same flags as the browser tests), so OCR has a real picture of text to read. The PNG is
// committed; run again after editing the board: npx tsx scripts/buildDemoMenuImage.ts
import { chromium } from 'playwright-core';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS } from '../tests/e2e/support/browser';

const OUTPUT = path.join(path.dirname(fileURLToPath(import.meta.url)), '../server/demo-sites/sites/taco-fiesta/images/menu.png');

// Large, dark-on-light, plain sans-serif text: what a restaurant's own photo of its board looks like at its best, and what
// OCR reads reliably.
const BOARD = `<!DOCTYPE html>
<html><head><meta charset="utf-8"><style>
  body { margin: 0; background: #fff8e7; font-family: 'DejaVu Sans', Arial, sans-serif; color: #1c1c1c; }
  .board { width: 720px; padding: 40px 48px; }
  h1 { font-size: 44px; margin: 0 0 6px; letter-spacing: 2px; }
  .sub { font-size: 20px; margin: 0 0 26px; }
  h2 { font-size: 30px; margin: 26px 0 10px; border-bottom: 3px solid #1c1c1c; padding-bottom: 4px; }
  .row { display: flex; justify-content: space-between; font-size: 26px; margin: 8px 0; }
  .desc { font-size: 19px; margin: -2px 0 10px 0; }
</style></head><body><div class="board">
  <h1>TACO FIESTA</h1>
  <p class="sub">Street food from Mexico City</p>
  <h2>Tacos</h2>
  <div class="row"><span>Carnitas Taco</span><span>£3.50</span></div>
  <p class="desc">Slow cooked pork, salsa verde, onion</p>
  <div class="row"><span>Chicken Tinga Taco</span><span>£3.25</span></div>
  <p class="desc">Chipotle chicken, crema, lettuce</p>
  <div class="row"><span>Mushroom Taco</span><span>£3.00</span></div>
  <p class="desc">Garlic mushrooms, black beans, pickled onion</p>
  <h2>Sides</h2>
  <div class="row"><span>Nachos</span><span>£5.50</span></div>
  <div class="row"><span>Elote Corn</span><span>£4.00</span></div>
  <h2>Drinks</h2>
  <div class="row"><span>Horchata</span><span>£3.00</span></div>
  <div class="row"><span>Jarritos</span><span>£2.80</span></div>
</div></body></html>`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS, headless: true });
try {
  const page = await browser.newPage({ viewport: { width: 720, height: 400 }, deviceScaleFactor: 1 });
  await page.setContent(BOARD);
  await page.locator('.board').screenshot({ path: OUTPUT });
  console.log(`Wrote ${OUTPUT}`);
} finally {
  await browser.close();
}
