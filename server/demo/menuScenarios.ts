// The scenarios a demo menu plays after its creation (DESIGN.md's pipeline): its menu scraping task worked and resolved,
// the scrape, the dish review task it opens, approval, reruns, rejections and reopenings, so that every menu status that
// matters and every task status of both kinds shows up. A scraped menu's story is kept (DemoScrapeHistory) for
// writeDemoScrapes.ts to give it its runs.
import { MENU_NOT_SCRAPEABLE_REASONS } from '../../domain/menuValues';
import type { EventType } from '../history/eventTypes';
import { NEED_ASSISTANCE_COMMENTS, SCRAPING_ISSUE_COMMENTS } from './catalogue';
import type { DemoContext, DemoUser, IdSequence } from './context';
import type { DemoMenu, MenuFormat } from './demoMenuRow';
import { demoRestaurantInstructions } from './demoRestaurantSite';
import { iso, type Random } from './random';
import { TaskDraft, type TaskRow } from './taskDraft';

export const SCENARIOS = [
  'NEW_UNASSIGNED',
  'NEW_PROBING',
  'NEW_STARTED',
  'CURRENTLY_UNSCRAPEABLE',
  'NOT_SCRAPEABLE',
  'SCRAPE_SCHEDULED',
  'SCRAPED',
  'SCRAPED_AUTOMATICALLY',
  'SCRAPED_REVIEW_ASSIGNED',
  'PARTIALLY_SCRAPED',
  'APPROVED',
  'AUTO_APPROVED',
  'REJECTED_RESCRAPE',
  'REJECTED_NEW',
  'SCRAPING_RERUN_ERROR',
  'SCRAPING_RERUN_SIGNIFICANT_CHANGES',
  'REVIEW_REOPENED',
] as const;
export type Scenario = (typeof SCENARIOS)[number];

export const SCENARIO_WEIGHTS: readonly (readonly [Scenario, number])[] = SCENARIOS.map((scenario) => [
  scenario,
  scenario === 'APPROVED' ? 6 : scenario === 'SCRAPED' || scenario === 'NEW_UNASSIGNED' || scenario === 'AUTO_APPROVED' ? 2 : 1,
]);

/** A menu's scraping story as the scenario played it (dates and people only: the runs' contents come later). */
export interface DemoScrapeHistory {
  menuId: number;
  brandName: string;
  /** The first run: its date, the menu status it left and who resolved the scraping task (null: automatic). */
  firstRun: { at: Date; status: string; scraperId: number | null };
  /** When a reviewer approved the dishes (the approved run is the last one before this). */
  approvedAt: Date | null;
  /** The scheduled rerun after approval, and the menu status it left. */
  rerun: { at: Date; status: string } | null;
}

/** Plays one menu's scraping (and review) history; returns its tasks. */
export function playScenario(ctx: DemoContext, menu: DemoMenu, scenario: Scenario, taskIds: IdSequence, history: Partial<DemoScrapeHistory>): TaskRow[] {
  const { random, pools } = ctx;
  const row = menu.row;
  const scraping = new TaskDraft(ctx, { id: taskIds.next(), type: 'MENU_SCRAPING', brandId: row.brand_id, menuId: row.id, createdAt: menu.createdAt });
  const state: { review: TaskDraft | null } = { review: null };
  const touched = (at: Date) => {
    if (iso(at) > row.modified_date) row.modified_date = iso(at);
  };
  const menuEvent = (user: DemoUser | null, type: EventType, message: string, data: Record<string, unknown>, at: Date) => {
    ctx.event({ user, type, entityType: 'MENU', entityId: row.id, message, data, at });
    touched(at);
  };
  const assignOpen = (draft: TaskDraft, pool: readonly DemoUser[], by?: DemoUser) => {
    const user = ctx.assignee(pool, draft.row.type);
    if (user) draft.assign(user, by ?? user);
    return user;
  };

  /** A scraper works the task and resolves it; the menu gets its scraping type. */
  const resolveScraping = (automatic = false): DemoUser | null => {
    if (automatic) {
      row.scraping_type = 'HTML_AUTOMATIC';
      scraping.resolve(null, { comment: 'the menu matched an automatic scraping template' });
      return null;
    }
    const scraper = ctx.worker(pools.scrape);
    scraping.assign(scraper);
    scraping.start(scraper);
    if (random.chance(0.5)) scraping.note(scraper, 'SAVE', `Task saved by ${scraper.name}`, { format: row.format });
    row.scraping_type = scrapingTypeOf(random, row.format);
    if (row.scraping_type === 'HTML_MANUAL' || row.scraping_type === 'HTML_TEMPLATE') {
      row.scraping_instructions_version = random.int(1, 3);
      // Instructions in our format (docs/scraping-instructions.md) for the menu's own page; buildMenus.ts then moves the
      // menu onto the demo restaurant sites the product serves, where its page is.
      row.scraping_instructions = demoRestaurantInstructions(row.url);
    }
    touched(scraping.resolve(scraper));
    return scraper;
  };
  /** A scraping run finishes with status; SCRAPED and PARTIALLY_SCRAPED open the dish review task. */
  const scrape = (status: string, scraper: DemoUser | null): Date => {
    const at = scraping.clock.advance(1, 12);
    row.status = status;
    row.scraped_date = iso(at);
    row.scraped_by_id = scraper?.id ?? null;
    row.is_scraped_automatically = scraper === null;
    row.is_awaiting_scraping = false;
    row.dish_count = status === 'PARTIALLY_SCRAPED' ? random.int(5, 40) : random.int(20, 180);
    menuEvent(null, 'SCRAPE', `Menu scraped: ${status.toLowerCase().replace(/_/g, ' ')} (${row.dish_count} dishes)`, { menuStatus: status, dishCount: row.dish_count }, at);
    history.firstRun ??= { at, status, scraperId: scraper?.id ?? null };
    if (!state.review) state.review = new TaskDraft(ctx, { id: taskIds.next(), type: 'DISH_REVIEW', brandId: row.brand_id, menuId: row.id, createdAt: at });
    return at;
  };
  const approve = (): DemoUser => {
    const reviewer = ctx.worker(pools.review);
    const draft = reviewOf();
    draft.assign(reviewer);
    draft.start(reviewer);
    const at = draft.resolve(reviewer);
    touched(at);
    history.approvedAt = at;
    row.status = 'APPROVED';
    return reviewer;
  };
  const reviewOf = (): TaskDraft => {
    if (!state.review) throw new Error('Demo menu has no dish review task yet');
    return state.review;
  };
  /** A scraper verifies the resolved scraping task: every other time, or always when the run waits for its review. */
  const verify = (always = false) => {
    const turn = ctx.count('scrapingVerified');
    if (!always && turn % 2 === 0) return;
    const debug = row.format === 'HTML' && turn % 4 === 3;
    if (debug) row.is_html_menu_scraped_in_debug_mode = true;
    scraping.verifyScraping(ctx.worker(pools.scrape), debug ? 'VERIFIED_IN_DEBUG_MODE' : 'VERIFIED_IN_DEFAULT_MODE');
  };
  /** Later, the scheduled rerun scrapes the approved menu again. */
  const rerun = (status: string): Date => {
    const at = reviewOf().clock.advance(24, 200);
    scraping.clock.syncTo(at);
    scraping.row.is_rerun_flow = true;
    row.status = status;
    row.scraped_date = iso(at);
    row.is_scraped_automatically = true;
    menuEvent(null, status === 'SCRAPING_RERUN_ERROR' ? 'SCRAPE_ERROR' : 'SCRAPE', `Scheduled rerun: ${status.toLowerCase().replace(/_/g, ' ')}`, { menuStatus: status }, at);
    history.rerun = { at, status };
    return at;
  };

  switch (scenario) {
    case 'NEW_UNASSIGNED':
      break;
    case 'NEW_PROBING':
      row.is_awaiting_probing = true;
      assignOpen(scraping, pools.scrape);
      break;
    case 'NEW_STARTED': {
      const user = assignOpen(scraping, pools.scrape);
      if (user) scraping.start(user);
      scraping.row.status = 'STARTED';
      break;
    }
    case 'CURRENTLY_UNSCRAPEABLE': {
      const user = assignOpen(scraping, pools.scrape) ?? ctx.worker(pools.scrape);
      scraping.start(user);
      scraping.row.status = 'STARTED';
      row.status = 'CURRENTLY_UNSCRAPEABLE';
      row.scraping_issue_comment = 'Menu page is down for maintenance; try again next week.';
      menuEvent(user, 'SCRAPING_ISSUE_COMMENT', `Scraping issue: ${row.scraping_issue_comment}`, { menuStatus: row.status, comment: row.scraping_issue_comment }, scraping.clock.now());
      break;
    }
    case 'NOT_SCRAPEABLE': {
      row.format = 'HTML_NOT_SCRAPEABLE';
      row.url = htmlUrl(row.url);
      row.not_scrapeable_reason = random.pick(MENU_NOT_SCRAPEABLE_REASONS);
      row.not_scrapeable_comment = row.not_scrapeable_reason === 'OTHER' ? 'Menu is only shown inside an embedded booking widget.' : null;
      resolveScraping();
      row.scraping_type = null;
      row.status = 'NOT_SCRAPEABLE';
      break;
    }
    case 'SCRAPE_SCHEDULED':
      resolveScraping();
      row.status = 'SCRAPE_SCHEDULED';
      row.is_awaiting_scraping = true;
      break;
    // Verified runs wait in the dish review queue (its default filters ask for verified, unassigned HTML menus).
    case 'SCRAPED':
      scrape('SCRAPED', resolveScraping());
      verify(true);
      break;
    case 'SCRAPED_AUTOMATICALLY':
      row.format = 'HTML';
      row.url = htmlUrl(row.url);
      row.additional_urls = null;
      resolveScraping(true);
      scrape('SCRAPED', null);
      verify(true);
      break;
    case 'SCRAPED_REVIEW_ASSIGNED':
      scrape('SCRAPED', resolveScraping());
      assignOpen(reviewOf(), pools.review, random.pick(pools.leads));
      break;
    case 'PARTIALLY_SCRAPED': {
      scrape('PARTIALLY_SCRAPED', resolveScraping());
      row.scraping_issue_comment = random.pick(SCRAPING_ISSUE_COMMENTS);
      const user = assignOpen(reviewOf(), pools.review);
      if (user) reviewOf().start(user);
      reviewOf().row.status = 'STARTED';
      break;
    }
    case 'APPROVED':
      scrape('SCRAPED', resolveScraping());
      verify();
      approve();
      break;
    case 'AUTO_APPROVED': {
      scrape('SCRAPED', resolveScraping());
      approve();
      rerun('AUTO_APPROVED');
      const draft = reviewOf();
      draft.row.is_rerun_flow = true;
      draft.reopen('MENU_SCRAPING', null);
      touched(draft.resolve(null, { comment: 'the rerun found no significant changes' }));
      break;
    }
    case 'REJECTED_RESCRAPE':
    case 'REJECTED_NEW': {
      const status = scenario;
      scrape('SCRAPED', resolveScraping());
      const reviewer = ctx.worker(pools.review);
      const draft = reviewOf();
      draft.assign(reviewer);
      draft.start(reviewer);
      draft.note(reviewer, 'SAVE', `Dishes rejected by ${reviewer.name}: ${status === 'REJECTED_NEW' ? 'menu must be defined again' : 'menu must be rescraped'}`, { menuStatus: status });
      touched(draft.resolve(reviewer));
      row.status = status;
      scraping.clock.syncTo(draft.clock.now());
      touched(scraping.reopen('REJECT_DISH_REVIEW_TASK', reviewer));
      assignOpen(scraping, pools.scrape, reviewer);
      break;
    }
    case 'SCRAPING_RERUN_ERROR':
      scrape('SCRAPED', resolveScraping());
      approve();
      rerun('SCRAPING_RERUN_ERROR');
      touched(scraping.reopen('MENU_SCRAPING_ERROR', null));
      if (random.chance(0.5)) assignOpen(scraping, pools.scrape, random.pick(pools.leads));
      break;
    case 'SCRAPING_RERUN_SIGNIFICANT_CHANGES': {
      scrape('SCRAPED', resolveScraping());
      approve();
      rerun('SCRAPING_RERUN_SIGNIFICANT_CHANGES');
      const draft = reviewOf();
      draft.row.is_rerun_flow = true;
      touched(draft.reopen('MENU_SCRAPING_SIGNIFICANT_CHANGES', null));
      if (random.chance(0.5)) assignOpen(draft, pools.review);
      break;
    }
    case 'REVIEW_REOPENED': {
      scrape('SCRAPED', resolveScraping());
      approve();
      const draft = reviewOf();
      touched(draft.reopen('MANUAL_CHANGE', random.pick(pools.leads)));
      row.status = 'SCRAPED';
      assignOpen(draft, pools.review, random.pick(pools.leads));
      break;
    }
  }

  const drafts = state.review ? [scraping, state.review] : [scraping];
  for (const draft of drafts) {
    if (draft.row.status === 'RESOLVED') continue;
    if (ctx.count(`awaiting:${draft.row.type}`) % 4 !== 1) continue;
    const pool = draft.row.type === 'DISH_REVIEW' ? pools.review : pools.scrape;
    const by = pool.find((user) => user.id === draft.row.assigned_to_id) ?? ctx.worker(pool);
    draft.markAwaiting(by, 'NEED_ASSISTANCE', random.pick(NEED_ASSISTANCE_COMMENTS));
  }
  return drafts.map((draft) => draft.row);
}

/** The menu page a document menu's URL sits next to. */
const htmlUrl = (url: string) => url.replace(/\/(files|images)\/menu\.\w+$/, '/menu');

function scrapingTypeOf(random: Random, format: MenuFormat): string | null {
  switch (format) {
    case 'HTML':
      return random.weighted([['HTML_MANUAL', 6], ['HTML_AUTOMATIC', 2], ['HTML_TEMPLATE', 2]] as const);
    case 'PDF':
    case 'DOCUMENT':
      return 'DOCUMENT_PDF';
    case 'IMAGE':
      return 'DOCUMENT_IMAGE';
    case 'HTML_NOT_SCRAPEABLE':
      return null;
  }
}
