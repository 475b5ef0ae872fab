// One scraping run (issue 12, DESIGN.md section 4): every page rule of the instructions is fetched (fetcher.ts) and
// extracted (extract.ts), following pagination and tabs, and the results are merged in page order into one list of
// titles and dishes with the run report. The job, the "try it" run and the regression test cases all call this.
// A broken scrape is a failure, never a menu that shrank: the run is ERROR when no page could be read, when a required
// field matched nothing on any page, when no dish was found, or when the dish count fell by more than half against the
// last approved run; the caller then saves nothing as deleted. PARTIAL_SUCCESS: some pages failed, dishes were found.
import { instructionsForMenu } from './menuRelativePages';
import { distinctPages, pageIdentity } from './pageIdentity';
import type { PageRule } from '../../domain/scrapingInstructions';
import { DEFAULT_EXTRACTION_BUDGET_MS } from './extractionBudget';
import { sharedExtractionThreads } from './extractionThreads';
import type {
  ExtractedDish,
  ExtractedMenuTitle,
  ExtractedPage,
  RunReportErrorGroup,
  RunReportPage,
  RunScrapeInput,
  ScrapeRun,
  ScrapingStatus,
} from './types';

type ErrorCause = RunReportErrorGroup['cause'];

/** A page to read: its URL, the rule it came from, and the key prefix that keeps its sections apart from other pages'. */
interface PageVisit {
  url: string;
  rule: PageRule;
  titleKeyPrefix: string | undefined;
}

/** Reached after maxPages pages of one rule although a next link was there. */
export const FLAG_PAGINATION_LIMIT = 'PAGINATION_LIMIT_REACHED';
/** A next link or a tab pointed back at a page already read: not read again. */
export const FLAG_PAGE_LOOP = 'PAGE_LOOP_STOPPED';
export const FLAG_TABS_LIMIT = 'TABS_LIMIT_REACHED';

export async function runScrape(input: RunScrapeInput): Promise<ScrapeRun> {
  const { fetcher, signal } = input;
  const instructions = input.menuUrl === undefined ? input.instructions : instructionsForMenu(input.instructions, input.menuUrl);
  const extraction = input.extraction ?? sharedExtractionThreads();
  const startedAt = performance.now();
  const pages: RunReportPage[] = [];
  const pagesHtml: { url: string; html: string }[] = [];
  const failures: { url: string; cause: ErrorCause; message: string; html: string | null }[] = [];
  const extracted: ExtractedPage[] = [];
  const pageFingerprints: NonNullable<ExtractedPage['fingerprint']>[] = [];
  const menuTitles: ExtractedMenuTitle[] = [];
  const dishes: ExtractedDish[] = [];
  // Equal names on two pages (a section continued over pages, a dish on two tabs) get distinct keys across the run.
  const keyOccurrences = new Map<string, number>();
  const messages: string[] = [];
  const flags = new Set<string>();
  const visited = new Set<string>();
  let nextPosition = 0;

  /** Fetches and extracts one page; answers what it gave, or null when it could not be read. */
  async function readPage(visit: PageVisit): Promise<ExtractedPage | null> {
    signal?.throwIfAborted();
    visited.add(pageIdentity(visit.url));
    const fetched = await fetcher.fetchPage(visit.url, { signal });
    signal?.throwIfAborted();
    if (!fetched.ok) {
      pages.push({ url: visit.url, statusCode: fetched.statusCode, durationMs: fetched.durationMs, bytes: 0, attempts: fetched.attempts, error: fetched.message });
      failures.push({ url: visit.url, cause: fetched.cause, message: fetched.message, html: fetched.errorPageHtml ?? null });
      return null;
    }
    visited.add(pageIdentity(fetched.finalUrl));
    pagesHtml.push({ url: fetched.finalUrl, html: fetched.body });
    const report: RunReportPage = { url: visit.url, statusCode: fetched.statusCode, durationMs: fetched.durationMs, bytes: fetched.bytes, attempts: fetched.attempts, error: null };
    pages.push(report);
    let page: ExtractedPage;
    try {
      page = await extraction.extract(
        { html: fetched.body, pageUrl: fetched.finalUrl, instructions, pageRule: visit.rule, positionOffset: nextPosition, titleKeyPrefix: visit.titleKeyPrefix, keyOccurrences, fingerprint: input.fingerprint },
        { budgetMs: input.extractionBudgetMs ?? DEFAULT_EXTRACTION_BUDGET_MS, signal },
      );
    } catch (error) {
      signal?.throwIfAborted();
      const message = `The instructions could not be applied to this page: ${error instanceof Error ? error.message : String(error)}`;
      report.error = message;
      failures.push({ url: visit.url, cause: 'EXTRACTION', message, html: fetched.body });
      return null;
    }
    extracted.push(page);
    if (page.fingerprint) pageFingerprints.push(page.fingerprint);
    mergePage(page, fetched.finalUrl);
    return page;
  }

  /** Appends a page's items in order (keys are unique across the run: extract counts occurrences over keyOccurrences). */
  function mergePage(page: ExtractedPage, url: string) {
    for (const title of page.menuTitles) {
      menuTitles.push(title);
      nextPosition = Math.max(nextPosition, title.position + 1);
    }
    for (const dish of page.dishes) {
      dishes.push(dish);
      nextPosition = Math.max(nextPosition, dish.position + 1);
    }
    for (const message of page.messages) messages.push(`${url}: ${message}`);
  }

  for (const [ruleIndex, rule] of instructions.pages.entries()) {
    // The first rule's sections keep plain keys; other rules' sections are their own even when named alike.
    const rulePrefix = ruleIndex === 0 ? undefined : `page:${ruleIndex + 1}/`;
    if (visited.has(pageIdentity(rule.url))) continue;
    const first = await readPage({ url: rule.url, rule, titleKeyPrefix: rulePrefix });
    if (!first) continue;

    if (rule.pagination) {
      let current: ExtractedPage | null = first;
      for (let count = 1; current?.nextPageUrl; count += 1) {
        if (count >= rule.pagination.maxPages) {
          flags.add(FLAG_PAGINATION_LIMIT);
          messages.push(`${rule.url}: stopped after ${rule.pagination.maxPages} pages (pagination.maxPages) although a next page was linked.`);
          break;
        }
        if (visited.has(pageIdentity(current.nextPageUrl))) {
          flags.add(FLAG_PAGE_LOOP);
          messages.push(`${rule.url}: the next page link points back to ${current.nextPageUrl}, already read; pagination stopped.`);
          break;
        }
        current = await readPage({ url: current.nextPageUrl, rule, titleKeyPrefix: rulePrefix });
      }
    }

    if (rule.tabs) {
      const unread = distinctPages(first.tabUrls, visited);
      if (unread.length > rule.tabs.maxTabs) {
        flags.add(FLAG_TABS_LIMIT);
        messages.push(`${rule.url}: ${unread.length} tabs linked, ${rule.tabs.maxTabs} read (tabs.maxTabs).`);
      }
      for (const [tabIndex, url] of unread.slice(0, rule.tabs.maxTabs).entries()) {
        // A tab is its own menu part: its sections keep apart from the first page's even when named alike.
        await readPage({ url, rule, titleKeyPrefix: `${rulePrefix ?? ''}tab:${tabIndex + 2}/` });
      }
    }
  }

  const validDishCount = dishes.filter((dish) => !dish.isCorrupt).length;
  const runErrors: { cause: ErrorCause; message: string }[] = [];
  const readCount = extracted.length;
  if (readCount > 0) {
    for (const field of unmatchedEverywhere(extracted)) {
      const selector = selectorOf(instructions, field);
      runErrors.push({
        cause: 'REQUIRED_FIELD_UNMATCHED',
        message: `The required field ${field}${selector ? ` (selector '${selector}')` : ''} matched nothing on the ${readCount} page${readCount === 1 ? '' : 's'} read: the page's layout or the selector changed.`,
      });
    }
    if (validDishCount === 0) {
      runErrors.push({
        cause: 'NO_ITEMS',
        message: `No dish was found on the ${readCount} page${readCount === 1 ? '' : 's'} read: the dish selector '${instructions.dishes.selector}'${instructions.menuTitles ? ` inside the sections '${instructions.menuTitles.selector}'` : ''} matched nothing with a name.`,
      });
    } else if (input.lastApprovedDishCount !== null && validDishCount * 2 < input.lastApprovedDishCount) {
      runErrors.push({
        cause: 'DISH_COUNT_DROP',
        message: `Found ${validDishCount} dishes against ${input.lastApprovedDishCount} in the last approved run, a fall of more than half: check whether the site's layout changed or pages failed before rescraping. No dish is marked deleted.`,
      });
    }
  }

  const exceptions = failures.map((entry) => `${entry.url}: ${entry.message}`);
  let scrapingStatus: ScrapingStatus;
  if (readCount === 0) {
    scrapingStatus = 'ERROR';
    messages.unshift(`No page could be read${failures[0] ? `: ${failures[0].message}` : ': the instructions list no page.'}`);
  } else if (runErrors.length > 0) {
    scrapingStatus = 'ERROR';
    messages.unshift(...runErrors.map((entry) => entry.message));
  } else {
    scrapingStatus = failures.length > 0 ? 'PARTIAL_SUCCESS' : 'SUCCESS';
  }
  messages.push(`Read ${readCount} of ${pages.length} page${pages.length === 1 ? '' : 's'}; found ${menuTitles.length} menu titles and ${dishes.length} dishes${dishes.length > validDishCount ? ` (${dishes.length - validDishCount} corrupt)` : ''}.`);

  const firstHtml = pagesHtml[0] ?? null;
  const errors = await groupErrors(
    [...failures, ...runErrors.map((entry) => ({ url: firstHtml?.url ?? instructions.pages[0]?.url ?? '', cause: entry.cause, message: entry.message, html: firstHtml?.html ?? null }))],
    input.keepPage,
  );

  return {
    scrapingStatus,
    menuTitles,
    dishes,
    messages,
    exceptions,
    flags: [...flags],
    report: {
      pages,
      retries: pages.reduce((sum, page) => sum + Math.max(0, page.attempts - 1), 0),
      errors,
      durationMs: Math.round(performance.now() - startedAt),
    },
    pagesHtml,
    ...(input.fingerprint ? { pageFingerprints } : {}),
  };
}

/** Errors grouped by cause in the order met; the first page with HTML behind each cause is kept through keepPage. */
async function groupErrors(
  entries: { url: string; cause: ErrorCause; message: string; html: string | null }[],
  keepPage: RunScrapeInput['keepPage'],
): Promise<RunReportErrorGroup[]> {
  const groups = new Map<ErrorCause, RunReportErrorGroup & { html: string | null; htmlUrl: string | null }>();
  for (const entry of entries) {
    let group = groups.get(entry.cause);
    if (!group) {
      group = { cause: entry.cause, message: entry.message, count: 0, urls: [], htmlFileKey: null, screenshotFileKey: null, html: null, htmlUrl: null };
      groups.set(entry.cause, group);
    }
    group.count += 1;
    if (!group.urls.includes(entry.url)) group.urls.push(entry.url);
    if (group.html === null && entry.html !== null) {
      group.html = entry.html;
      group.htmlUrl = entry.url;
    }
  }
  const result: RunReportErrorGroup[] = [];
  for (const { html, htmlUrl, ...group } of groups.values()) {
    if (keepPage && html !== null && htmlUrl !== null) group.htmlFileKey = await keepPage(htmlUrl, html, group.cause);
    result.push(group);
  }
  return result;
}

/** Required fields that matched nothing on every page read (a field found on one page is there). */
function unmatchedEverywhere(pages: ExtractedPage[]): string[] {
  const [first, ...rest] = pages;
  return first.unmatchedRequiredFields.filter((field) => rest.every((page) => page.unmatchedRequiredFields.includes(field)));
}

/** The selector a field path such as 'dishes.fields.price' names in the instructions, for the message. */
function selectorOf(instructions: RunScrapeInput['instructions'], fieldPath: string): string | null {
  let node: unknown = instructions;
  for (const part of fieldPath.split('.')) {
    if (!node || typeof node !== 'object') return null;
    node = (node as Record<string, unknown>)[part];
  }
  if (node && typeof node === 'object' && 'selector' in node && typeof node.selector === 'string') return node.selector;
  return null;
}

