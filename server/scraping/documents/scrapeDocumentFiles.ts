// Document menus' engines (issue 12): the chosen files' text -> menu titles and dishes, in the same shapes, keys and
// hashes as an HTML page's (extract.ts), so persistScrape stores them, compares them with the previous run and moves
// the menu's status the same way.
//   MULTI_FORMAT (ours, rules: menuText.ts): per file, the file's confirmed title is the top title, the text's headings
//     its sections, and a name with a price (on its line or the next) a dish, with the lines after it as description.
//   PDF_AI (pdfAi.ts): the configured model reads each file's text; its answer is compared with the rules' reading
//     and every disagreement becomes a discrepancy for the reviewer: a dish whose name is nowhere in the text is a
//     hallucination (HIGH), a different price MEDIUM, a dish only one of them found LOW.
// The same broken-run rules as runScrape: no dish -> ERROR; a fall of more than half against the last approved run ->
// ERROR (nothing is marked deleted). Files that gave no dish while others did make the run PARTIAL_SUCCESS.
import { hashDish, hashMenuTitle } from '../hash';
import { normaliseText, normaliseValue } from '../normalise';
import type { ExtractedDish, ExtractedMenuTitle, RunReportErrorGroup, RunReportPage, ScrapingStatus } from '../types';
import { readMenuText } from './menuText';
import { PdfAiError, requestPdfAiMenu, type PdfAiConfig, type PdfAiMenu } from './pdfAi';
import type { DocumentDiscrepancy, DocumentFileToScrape, DocumentScrapeRun } from './types';

export interface ScrapeDocumentFilesOptions {
  engine: 'MULTI_FORMAT' | 'PDF_AI';
  /** Required for PDF_AI (config.pdfAiUrl set: pdfAiConfigOf); PDF_AI without it is an ERROR run. */
  pdfAi?: PdfAiConfig;
  lastApprovedDishCount: number | null;
  signal?: AbortSignal;
}

/** The run had discrepancies between the PDF_AI model and the rules (HIGH ones are hallucinations). */
export const FLAG_PDF_AI_DISCREPANCIES = 'PDF_AI_DISCREPANCIES';
export const FLAG_PDF_AI_HALLUCINATIONS = 'PDF_AI_HALLUCINATIONS';

/** A file's reading, before keys, positions and hashes. */
interface FileMenu {
  sections: { title: string; description: string | null; isTop: boolean }[];
  dishes: { sectionIndex: number; name: string; description: string | null; price: string | null }[];
}

type ErrorCause = RunReportErrorGroup['cause'];

export async function scrapeDocumentFiles(files: DocumentFileToScrape[], options: ScrapeDocumentFilesOptions): Promise<DocumentScrapeRun> {
  const startedAt = performance.now();
  const { engine, signal } = options;
  const builder = createItemBuilder();
  // PDF_AI: the rules' reading built alongside, so a dish the model missed is named by the key the rules gave it.
  const rulesBuilder = createItemBuilder();
  const pages: RunReportPage[] = [];
  const failures: { url: string; cause: ErrorCause; message: string }[] = [];
  const messages: string[] = [];
  const discrepancies: DocumentDiscrepancy[] = [];
  let filesWithDishes = 0;

  if (engine === 'PDF_AI' && !options.pdfAi) {
    failures.push({ url: '', cause: 'EXTRACTION', message: 'The PDF_AI engine is not configured (PDF_AI_URL is unset): scrape with MULTI_FORMAT.' });
  } else {
    for (const file of files) {
      signal?.throwIfAborted();
      const fileStartedAt = performance.now();
      const url = fileLabel(file);
      const report: RunReportPage = { url, statusCode: null, durationMs: 0, bytes: Buffer.byteLength(file.text), attempts: 1, error: null };
      pages.push(report);
      const rules = readByRules(file);
      let menu = rules;
      if (engine === 'PDF_AI') {
        try {
          const answer = await requestPdfAiMenu(file.text, file.title, options.pdfAi as PdfAiConfig, signal);
          menu = fromPdfAi(file, answer);
        } catch (error) {
          if (!(error instanceof PdfAiError)) throw error;
          report.error = error.message;
          report.durationMs = Math.round(performance.now() - fileStartedAt);
          failures.push({ url, cause: 'EXTRACTION', message: error.message });
          continue;
        }
      }
      const built = builder.add(menu);
      if (engine === 'PDF_AI') discrepancies.push(...compareWithRules(file.text, built.dishes, rulesBuilder.add(rules).dishes));
      report.durationMs = Math.round(performance.now() - fileStartedAt);
      if (menu.dishes.length > 0) filesWithDishes += 1;
      else {
        report.error = file.text.trim() === '' ? 'The file has no text.' : 'No dish was found in the file\'s text (no line with a price).';
        messages.push(`${url}: ${report.error}`);
      }
    }
  }

  const { menuTitles, dishes } = builder;
  const runErrors: { cause: ErrorCause; message: string }[] = [];
  if (files.length === 0) runErrors.push({ cause: 'NO_ITEMS', message: 'No document file was chosen to scrape.' });
  else if (dishes.length === 0 && failures.length === 0) {
    runErrors.push({ cause: 'NO_ITEMS', message: `No dish was found in the ${files.length} file${files.length === 1 ? '' : 's'}: no line with a name and a price.` });
  } else if (dishes.length > 0 && options.lastApprovedDishCount !== null && dishes.length * 2 < options.lastApprovedDishCount) {
    runErrors.push({
      cause: 'DISH_COUNT_DROP',
      message: `Found ${dishes.length} dishes against ${options.lastApprovedDishCount} in the last approved run, a fall of more than half: check the files chosen before rescraping. No dish is marked deleted.`,
    });
  }

  let scrapingStatus: ScrapingStatus;
  if (runErrors.length > 0 || dishes.length === 0) {
    scrapingStatus = 'ERROR';
    messages.unshift(...runErrors.map((entry) => entry.message), ...(runErrors.length === 0 ? failures.map((entry) => entry.message).slice(0, 1) : []));
  } else {
    scrapingStatus = filesWithDishes < files.length ? 'PARTIAL_SUCCESS' : 'SUCCESS';
  }
  messages.push(`Read ${files.length} file${files.length === 1 ? '' : 's'} with ${engine}; found ${menuTitles.length} menu titles and ${dishes.length} dishes${engine === 'PDF_AI' ? `, ${discrepancies.length} discrepanc${discrepancies.length === 1 ? 'y' : 'ies'} with the rules` : ''}.`);

  const flags: string[] = [];
  if (discrepancies.length > 0) flags.push(FLAG_PDF_AI_DISCREPANCIES);
  if (discrepancies.some((entry) => entry.isHallucination)) flags.push(FLAG_PDF_AI_HALLUCINATIONS);

  return {
    engine,
    scrapingStatus,
    menuTitles,
    dishes,
    discrepancies,
    messages,
    exceptions: failures.map((entry) => (entry.url ? `${entry.url}: ${entry.message}` : entry.message)),
    flags,
    report: {
      pages,
      retries: 0,
      errors: groupErrors([...failures, ...runErrors.map((entry) => ({ url: pages[0]?.url ?? '', ...entry }))]),
      durationMs: Math.round(performance.now() - startedAt),
    },
    pagesHtml: [],
  };
}

/** A file in the report and the messages (a document has no page URL of its own here). */
function fileLabel(file: DocumentFileToScrape): string {
  return `document file ${file.fileId} (${file.title})`;
}

function readByRules(file: DocumentFileToScrape): FileMenu {
  const sections = readMenuText(file.text, file.title);
  const menu: FileMenu = { sections: [{ title: file.title, description: null, isTop: true }], dishes: [] };
  for (const section of sections) {
    let sectionIndex = 0;
    if (!section.isLead) {
      menu.sections.push({ title: section.title, description: section.description, isTop: false });
      sectionIndex = menu.sections.length - 1;
    }
    for (const dish of section.dishes) menu.dishes.push({ sectionIndex, name: dish.name, description: dish.description, price: dish.price });
  }
  return menu;
}

function fromPdfAi(file: DocumentFileToScrape, answer: PdfAiMenu): FileMenu {
  const menu: FileMenu = { sections: [{ title: file.title, description: null, isTop: true }], dishes: [] };
  const byTitle = new Map<string, number>();
  const sectionOf = (title: string | null, description: string | null): number => {
    const text = title === null ? '' : normaliseText(title);
    if (text === '' || looseText(text) === looseText(file.title)) return 0;
    const known = byTitle.get(looseText(text));
    if (known !== undefined) return known;
    menu.sections.push({ title: text, description, isTop: false });
    byTitle.set(looseText(text), menu.sections.length - 1);
    return menu.sections.length - 1;
  };
  for (const title of answer.menuTitles) sectionOf(title.title, title.description);
  for (const dish of answer.dishes) {
    if (normaliseText(dish.name) === '') continue;
    menu.dishes.push({ sectionIndex: sectionOf(dish.menuTitle, null), name: dish.name, description: dish.description, price: dish.price });
  }
  // Sections the model named without any dish under them are left out, as the rules leave them out.
  const used = new Set(menu.dishes.map((dish) => dish.sectionIndex));
  const keep = menu.sections.map((section, index) => section.isTop || used.has(index));
  const renumber = new Map<number, number>();
  let next = 0;
  keep.forEach((kept, index) => {
    if (kept) renumber.set(index, next++);
  });
  return {
    sections: menu.sections.filter((_, index) => keep[index]),
    dishes: menu.dishes.map((dish) => ({ ...dish, sectionIndex: renumber.get(dish.sectionIndex) ?? 0 })),
  };
}

// ---------------------------------------------------------------------------------------------------------------------
// Items: keys, positions and hashes as extract.ts makes them.

/** The items one file gave. */
interface BuiltFile {
  dishes: ExtractedDish[];
}

function createItemBuilder() {
  const menuTitles: ExtractedMenuTitle[] = [];
  const dishes: ExtractedDish[] = [];
  const occurrences = new Map<string, number>();
  let position = 0;

  function add(menu: FileMenu): BuiltFile {
    const titles: ExtractedMenuTitle[] = [];
    const built: ExtractedDish[] = [];
    for (const section of menu.sections) {
      const parent = section.isTop ? null : titles[0];
      const title = normaliseText(section.title);
      const content = {
        title,
        description: normaliseValue(section.description),
        calories: null,
        diets: null,
        addons: null,
        miscInfo: null,
        allergens: null,
        nutritions: null,
        isEverywhereAvailable: false,
        isPlaceholder: false,
      } satisfies Omit<ExtractedMenuTitle, 'hash' | 'key' | 'parentKey' | 'position'>;
      const segmentKey = `${parent ? `${parent.key}/` : ''}${keySegment(title)}`;
      titles.push({ key: `${segmentKey}#${nextOccurrence(occurrences, segmentKey)}`, parentKey: parent?.key ?? null, position: 0, ...content, hash: hashMenuTitle(content) });
    }
    // Document order: the top title, then each section followed by its dishes (a file's lead dishes right after its top).
    const order: (ExtractedMenuTitle | ExtractedDish)[] = [];
    const dishesBySection = new Map<number, typeof menu.dishes>();
    for (const dish of menu.dishes) dishesBySection.set(dish.sectionIndex, [...(dishesBySection.get(dish.sectionIndex) ?? []), dish]);
    titles.forEach((title, sectionIndex) => {
      order.push(title);
      menuTitles.push(title);
      const path = sectionIndex === 0 ? [title.title] : [titles[0].title, title.title];
      for (const dish of dishesBySection.get(sectionIndex) ?? []) {
        const name = normaliseText(dish.name);
        const values = {
          name,
          description: normaliseValue(dish.description),
          price: normaliseValue(dish.price),
          calories: null,
          diets: null,
          addons: null,
          miscInfo: null,
          allergens: null,
          ingredients: null,
          nutritions: null,
          isCorrupt: false,
        };
        const dishKey = `${title.key}|${keySegment(name)}`;
        const extracted: ExtractedDish = {
          key: `${dishKey}#${nextOccurrence(occurrences, dishKey)}`,
          menuTitleKey: title.key,
          menuTitlePath: path,
          position: 0,
          ...values,
          hash: hashDish(values),
        };
        order.push(extracted);
        dishes.push(extracted);
        built.push(extracted);
      }
    });
    for (const item of order) item.position = position++;
    return { dishes: built };
  }

  return { menuTitles, dishes, add };
}

// The key rule of extract.ts: reserved characters of the key syntax (path '/', occurrence '#', dish '|') become '-'.
function keySegment(text: string): string {
  return normaliseText(text).toLowerCase().replace(/[/#|]/g, '-');
}

function nextOccurrence(occurrences: Map<string, number>, key: string): number {
  const count = occurrences.get(key) ?? 0;
  occurrences.set(key, count + 1);
  return count;
}

// ---------------------------------------------------------------------------------------------------------------------
// Discrepancies: the model's dishes against the rules' reading of the same text.

/** Letters and digits only, lower case: 'Flat-White ' and 'flat white' are one name. */
function looseText(text: string): string {
  return text.normalize('NFKD').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** A price's amount ('£8.50', '8.50', '8,50 €' -> '8.50'); null when there is no number. */
function amountOf(price: string | null): string | null {
  const match = price ? /(\d+)(?:[.,](\d{1,2}))?/.exec(price) : null;
  if (!match) return null;
  return `${Number(match[1])}.${(match[2] ?? '0').padEnd(2, '0')}`;
}

function compareWithRules(text: string, modelDishes: ExtractedDish[], ruleDishes: ExtractedDish[]): DocumentDiscrepancy[] {
  const looseFileText = looseText(text);
  const unmatched = ruleDishes.map((dish) => ({ dish, loose: looseText(dish.name), matched: false }));
  const result: DocumentDiscrepancy[] = [];
  for (const dish of modelDishes) {
    const loose = looseText(dish.name);
    if (loose === '' || !looseFileText.includes(loose)) {
      result.push({ nodeId: dish.key, isHallucination: true, impactLevel: 'HIGH', description: `"${dish.name}" is not in the file's text: the model made it up.` });
      continue;
    }
    const rule = unmatched.find((candidate) => !candidate.matched && candidate.loose === loose);
    if (!rule) {
      result.push({ nodeId: dish.key, isHallucination: false, impactLevel: 'LOW', description: `"${dish.name}" was found by the model only, not by the rules.` });
      continue;
    }
    rule.matched = true;
    if (amountOf(dish.price) !== amountOf(rule.dish.price)) {
      result.push({
        nodeId: dish.key,
        isHallucination: false,
        impactLevel: 'MEDIUM',
        description: `"${dish.name}": the model read the price ${dish.price ?? 'none'}, the rules ${rule.dish.price ?? 'none'}.`,
      });
    }
  }
  for (const { dish, matched } of unmatched) {
    if (matched) continue;
    result.push({
      nodeId: dish.key,
      isHallucination: false,
      impactLevel: 'LOW',
      description: `"${dish.name}"${dish.price ? ` (${dish.price})` : ''} was found by the rules but not by the model.`,
    });
  }
  return result;
}

function groupErrors(entries: { url: string; cause: ErrorCause; message: string }[]): RunReportErrorGroup[] {
  const groups = new Map<ErrorCause, RunReportErrorGroup>();
  for (const entry of entries) {
    let group = groups.get(entry.cause);
    if (!group) {
      group = { cause: entry.cause, message: entry.message, count: 0, urls: [], htmlFileKey: null, screenshotFileKey: null };
      groups.set(entry.cause, group);
    }
    group.count += 1;
    if (entry.url && !group.urls.includes(entry.url)) group.urls.push(entry.url);
  }
  return [...groups.values()];
}
