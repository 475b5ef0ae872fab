// The two readers on the same pages (issue 24): for menus of the kinds real sites serve (dish cards, one table, headings
// followed by their paragraphs) and instructions of the kinds scrapers write, the extraction streamed and from the tree,
// each as a ratio to a bare parse of the same page timed in the same round. Instructions the streaming reader cannot
// read are marked: 'auto' gives them to the tree. Part of scripts/benchScraping.ts; with --pages=DIR it also reads every
// .html page in a folder (real pages) with instructions that suit any page.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'htmlparser2';
import type { ScrapingInstructions } from '../domain/scrapingInstructions';
import { compileInstructions } from '../server/scraping/compileInstructions';
import { extractPage } from '../server/scraping/extract';
import { streamable } from '../server/scraping/streamPage';

const PAGE_URL = 'https://bench.example/menu';

const FOODS = ['chicken', 'halloumi', 'salmon', 'aubergine', 'lamb', 'mushroom', 'prawn', 'tofu', 'beef', 'squash', 'duck', 'falafel'];

/** A menu as one table: a heading row per section, then one row per dish with its name, price and allergens cells. */
export function buildTableMenuPage(dishCount: number): string {
  let html = '<!DOCTYPE html><html><head><title>Harbour</title><style>td{padding:2px}</style></head><body><main><table class="menu"><tbody>';
  for (let dish = 0; dish < dishCount; dish += 1) {
    if (dish % 25 === 0) html += `<tr class="section"><th colspan="3">Section ${dish / 25} <small>– served all day</small></th></tr>`;
    html +=
      `<tr class="dish"><td class="name"><b>${FOODS[dish % 12]} &amp; ${FOODS[(dish * 7) % 12]}</b> <span class="desc">With ${FOODS[(dish + 5) % 12]} sauce</span></td>` +
      `<td>&pound;${(dish % 23) + 6}.50</td><td>Contains: milk, ${FOODS[dish % 12]}</td></tr>`;
  }
  return `${html}</tbody></table></main></body></html>`;
}

/** A menu of headings: each section an h2 with a note after it, each dish an h3 followed by its description and price. */
export function buildHeadingMenuPage(dishCount: number): string {
  let html = '<!DOCTYPE html><html><head><title>Olive</title><script>var a = 1;</script></head><body><article class="menu">';
  for (let dish = 0; dish < dishCount; dish += 1) {
    if (dish % 20 === 0) html += `<h2>Section ${dish / 20}</h2><p class="note">Served from noon</p>`;
    html +=
      `<h3 class="dish">${FOODS[dish % 12]} with ${FOODS[(dish * 5) % 12]}</h3><p>Slow-cooked ${FOODS[(dish + 3) % 12]}, ` +
      `<em>${FOODS[(dish + 1) % 12]}</em> &amp; herbs</p><p class="price">&pound;${(dish % 19) + 5}.00 <i>V</i></p>`;
  }
  return `${html}</article></body></html>`;
}

/** Instructions on one page, with what they stand for. */
export interface ReaderCase {
  page: string;
  kind: string;
  html: string;
  instructions: ScrapingInstructions;
}

function document(dishes: ScrapingInstructions['dishes'], extra: Partial<ScrapingInstructions> = {}): ScrapingInstructions {
  return { format: 1, pages: [{ url: PAGE_URL }], dishes, ...extra } as ScrapingInstructions;
}

/** Generated pages with the instructions a scraper would write for them, and variants using each selector kind. */
export function readerCases(cardsHtml: string, cardsInstructions: ScrapingInstructions): ReaderCase[] {
  const table = buildTableMenuPage(400);
  const headings = buildHeadingMenuPage(400);
  const tableSections = { selector: 'tr.section', mode: 'heading', fields: { title: { selector: 'th', pattern: '^(.+?)(?:\\s+–.*)?$' }, description: { selector: 'small' } } } as const;
  const headingSections = { selector: 'h2', mode: 'heading', fields: { title: {}, description: { selector: '+ p.note' } } } as const;
  const cardsDishes = cardsInstructions.dishes;
  return [
    { page: 'cards', kind: 'descendant fields (the bench instructions)', html: cardsHtml, instructions: cardsInstructions },
    { page: 'cards', kind: ':not() in the dish selector and a field', html: cardsHtml, instructions: { ...cardsInstructions, dishes: { selector: 'li.dish:not(.sold-out)', fields: { ...cardsDishes.fields, diets: { selector: 'i.g:not(.x)', multiple: true } } } } },
    { page: 'cards', kind: 'fields by position (:first-child, :nth-child)', html: cardsHtml, instructions: { ...cardsInstructions, dishes: { selector: 'li.dish', fields: { ...cardsDishes.fields, name: { selector: 'h4:first-child' }, description: { selector: ':nth-child(2)' } } } } },
    { page: 'cards', kind: "menu-title field of two alternatives ('h2, h3')", html: cardsHtml, instructions: { ...cardsInstructions, menuTitles: { ...(cardsInstructions.menuTitles as NonNullable<ScrapingInstructions['menuTitles']>), fields: { title: { selector: 'h2, h3' } } } } },
    { page: 'cards', kind: ':has() in the dish selector', html: cardsHtml, instructions: { ...cardsInstructions, dishes: { selector: 'li:has(> .p)', fields: cardsDishes.fields } } },
    { page: 'table', kind: "price in the next cell ('+ td')", html: table, instructions: document({ selector: 'td.name', fields: { name: { selector: 'b' }, description: { selector: '.desc' }, price: { selector: '+ td' }, allergens: { selector: '+ td + td', pattern: '^Contains:\\s*(.+)$' } } }, { menuTitles: tableSections }) },
    { page: 'table', kind: 'cells by position (td:nth-child)', html: table, instructions: document({ selector: 'tr.dish', fields: { name: { selector: 'td.name b' }, price: { selector: 'td:nth-child(2)' }, allergens: { selector: 'td:nth-child(3)', pattern: '^Contains:\\s*(.+)$' } } }, { menuTitles: tableSections }) },
    { page: 'table', kind: "sibling combinator in a field ('td.name + td')", html: table, instructions: document({ selector: 'tr.dish', fields: { name: { selector: 'td.name b' }, price: { selector: 'td.name + td' } } }, { menuTitles: tableSections }) },
    { page: 'headings', kind: "description in the next <p> ('+ p', '~ p.price')", html: headings, instructions: document({ selector: 'h3.dish', fields: { name: {}, description: { selector: '+ p' }, price: { selector: '~ p.price', pattern: '([0-9.]+)' }, diets: { selector: '+ p + p.price i' } } }, { menuTitles: headingSections, cleanup: { remove: ['script'] } }) },
    { page: 'headings', kind: "sibling combinator in the dish selector ('h2 ~ h3')", html: headings, instructions: document({ selector: 'h2 ~ h3.dish', fields: { name: {} } }, { menuTitles: headingSections }) },
  ];
}

/** Instructions for any page (--pages): they match what they match; the readers are compared, not the menus. */
function anyPageCases(html: string, page: string): ReaderCase[] {
  const headings = { selector: 'h2', mode: 'heading', fields: { title: {} } } as const;
  const cleanup = { remove: ['script', 'style'] };
  return [
    { page, kind: 'descendant fields', html, instructions: document({ selector: 'li', fields: { name: { selector: 'a' }, description: { selector: 'code' }, miscInfo: { selector: 'a', attribute: 'href' } } }, { menuTitles: headings, cleanup }) },
    { page, kind: "fields after the item ('+ p', '~ pre')", html, instructions: document({ selector: 'h3', fields: { name: {}, description: { selector: '+ p' }, miscInfo: { selector: '~ pre' } } }, { menuTitles: { ...headings, fields: { title: {}, description: { selector: '+ p' } } }, cleanup }) },
    { page, kind: ':not()', html, instructions: document({ selector: 'li:not(.x)', fields: { name: { selector: 'a:not(.mark)' } } }, { menuTitles: headings, cleanup }) },
    { page, kind: 'position (:first-child, :nth-child)', html, instructions: document({ selector: 'tr', fields: { name: { selector: 'td:first-child' }, price: { selector: 'td:nth-child(2)' } } }, { cleanup }) },
    { page, kind: ':has()', html, instructions: document({ selector: 'li:has(a)', fields: { name: { selector: 'a' } } }, { menuTitles: headings, cleanup }) },
  ];
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(q * (sorted.length - 1))];
}

function median(values: number[]): number {
  return quantile(values, 0.5);
}

function cpuMs(run: () => void, times: number): number {
  const started = process.cpuUsage();
  for (let i = 0; i < times; i += 1) run();
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000 / times;
}

/** Of each reader's rounds, the fastest tenth's upper end: a neighbour's load slows some rounds, never speeds one up. */
const FAST_ROUNDS = 0.1;

export interface ReaderFigures {
  streams: boolean;
  bareMs: number;
  /** Ratios to the bare parse (streamed: null when the instructions cannot be streamed). */
  streamed: number | null;
  tree: number;
}

/** Bare parse, streamed and tree extraction of one case, interleaved round by round (CPU time). */
export function timeReaders(testCase: ReaderCase, rounds: number): ReaderFigures {
  const { html, instructions } = testCase;
  const compiled = compileInstructions(instructions);
  const streams = streamable(compiled, compiled.pagination.get(instructions.pages[0]) ?? { next: null, tabs: null });
  const context = { positionOffset: 0, pageRule: instructions.pages[0] };
  const bare = () => parseDocument(html);
  const streamed = () => extractPage(html, PAGE_URL, instructions, context, 'auto');
  const tree = () => extractPage(html, PAGE_URL, instructions, context, 'tree');
  // Warm-up, and batches of about 5 ms (short enough for some to run undisturbed on a busy machine).
  for (let i = 0; i < 10; i += 1) {
    bare();
    if (streams) streamed();
    tree();
  }
  const batch = Math.max(1, Math.round(5 / Math.max(cpuMs(bare, 3), 0.05)));
  const figures = { bare: [] as number[], streamed: [] as number[], tree: [] as number[] };
  for (let round = 0; round < rounds; round += 1) {
    figures.bare.push(cpuMs(bare, batch));
    if (streams) figures.streamed.push(cpuMs(streamed, batch));
    figures.tree.push(cpuMs(tree, batch));
  }
  const bareMs = quantile(figures.bare, FAST_ROUNDS);
  return { streams, bareMs, streamed: streams ? quantile(figures.streamed, FAST_ROUNDS) / bareMs : null, tree: quantile(figures.tree, FAST_ROUNDS) / bareMs };
}

const ratio = (value: number | null): string => (value === null ? '  (tree)' : `${value.toFixed(2)}x`.padStart(8));

export function printReaderRatios(cardsHtml: string, cardsInstructions: ScrapingInstructions, rounds: number): void {
  console.log(`The two readers on the same pages (CPU time of ${rounds} interleaved rounds, the fastest tenth's; each reader's ratio to the bare parse of the same page):`);
  console.log(`  ${'page'.padEnd(9)} ${'instructions'.padEnd(52)} ${'bare parse'.padStart(10)} ${'streamed'.padStart(8)} ${'tree'.padStart(8)}`);
  for (const testCase of readerCases(cardsHtml, cardsInstructions)) {
    const figures = timeReaders(testCase, rounds);
    const page = `${testCase.page} ${Math.round(testCase.html.length / 1024)} KB`;
    console.log(`  ${page.padEnd(9)} ${testCase.kind.padEnd(52)} ${`${figures.bareMs.toFixed(2)} ms`.padStart(10)} ${ratio(figures.streamed)} ${ratio(figures.tree)}`);
  }
  console.log('  (tree): the streaming reader cannot read these instructions; the product reads them from the tree.');
}

/** Every .html page in a folder (at most `limit`, under 2 MB each), with instructions that suit any page. */
export function printFolderRatios(folder: string, rounds: number, limit = 300): void {
  const files = readdirSync(folder)
    .filter((name) => /\.html?$/i.test(name))
    .map((name) => path.join(folder, name))
    .filter((file) => statSync(file).size < 2_000_000)
    .slice(0, limit);
  const byKind = new Map<string, { streams: number; bare: number; streamed: number[]; tree: number[]; streamedTotal: number; treeTotal: number }>();
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    for (const testCase of anyPageCases(html, path.basename(file))) {
      const figures = timeReaders(testCase, rounds);
      const entry = byKind.get(testCase.kind) ?? { streams: 0, bare: 0, streamed: [], tree: [], streamedTotal: 0, treeTotal: 0 };
      entry.bare += figures.bareMs;
      entry.treeTotal += figures.tree * figures.bareMs;
      entry.tree.push(figures.tree);
      if (figures.streamed !== null) {
        entry.streams += 1;
        entry.streamed.push(figures.streamed);
        entry.streamedTotal += figures.streamed * figures.bareMs;
      }
      byKind.set(testCase.kind, entry);
    }
  }
  const range = (values: number[]) => (values.length ? `${Math.min(...values).toFixed(2)}-${Math.max(...values).toFixed(2)}x, median ${median(values).toFixed(2)}x` : '-');
  console.log(`The two readers on ${files.length} pages of ${folder} (CPU time of ${rounds} rounds per page, the fastest tenth's; all pages' time over all bare parses, then the range per page):`);
  for (const [kind, entry] of byKind) {
    const streamed = entry.streams === files.length ? `streamed ${(entry.streamedTotal / entry.bare).toFixed(2)}x (${range(entry.streamed)})` : 'streamed: (tree)';
    console.log(`  ${kind.padEnd(40)} ${streamed}; tree ${(entry.treeTotal / entry.bare).toFixed(2)}x (${range(entry.tree)})`);
  }
}
