// End-to-end scrape latency (issue 12, "Speed and safety"): a scrape of a demo site ends (menu SCRAPED) within 5 s of
// resolving its task. The real API and its job workers with the product's settings (outbox dispatch, pg-boss polling,
// per-domain politeness, robots.txt) on a fresh PGlite database, as the API tests start them; each round resolves the
// scraping task of a fresh demo site menu (Olive Grove by default) through GraphQL and times resolve -> menu SCRAPED, split into the wait for
// a worker (resolve -> job started), the run (started -> finished) and the rest. Debug mode (Chromium screenshots) is
// timed too, for information: it has no budget. Not a test: it prints its figures.
//
//   npx tsx scripts/benchScrapeLatency.ts                 8 default rounds, 3 debug-mode rounds
//   npx tsx scripts/benchScrapeLatency.ts --rounds=20 --debug-rounds=0
//   npx tsx scripts/benchScrapeLatency.ts --site=pizzeria-napoli   another demo site (three pages)
import { performance } from 'node:perf_hooks';
import { demoSiteInstructions, DEMO_SITES_WITH_INSTRUCTIONS, type DemoSiteWithInstructions } from '../server/demo-sites/demoSiteInstructions';
import { createBrandWithGatewayTask, createMenuWithTask } from '../tests/support/taskFixtures';
import { startTestApp, type TestApp } from '../tests/support/testApp';

const BUDGET_MS = 5_000;

function option(name: string, fallback: number): number {
  const raw = process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const value = raw === undefined ? NaN : Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

interface Round {
  totalMs: number;
  /** Resolve answered -> a worker started the job (outbox dispatch, pg-boss polling). */
  waitMs: number;
  /** The job's own run (fetches with politeness, extraction, screenshots in debug mode) and its persistence. */
  runMs: number;
  dishes: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function resolveAndWait(t: TestApp, token: string, site: DemoSiteWithInstructions, debug: boolean, index: number): Promise<Round> {
  const { brandId } = await createBrandWithGatewayTask(t.db, { name: `Latency brand ${debug ? 'debug ' : ''}${index}` });
  const { menuId, taskId } = await createMenuWithTask(t.db, brandId, 'MENU_SCRAPING', { instructions: demoSiteInstructions(site, t.config.demoSitesOrigin) });
  const assigned = await t.gql('mutation($id: ID!) { assignMenuScrapingTask(id: $id) { id } }', { id: String(taskId) }, token);
  if (assigned.errors) throw new Error(`assign: ${JSON.stringify(assigned.errors)}`);

  const started = performance.now();
  const resolved = await t.gql(
    'mutation($id: ID!, $debug: Boolean) { resolveMenuScrapingTask(id: $id, isDebugModeScraping: $debug) { task { status } } }',
    { id: String(taskId), debug },
    token,
  );
  if (resolved.errors) throw new Error(`resolve: ${JSON.stringify(resolved.errors)}`);
  const resolvedAt = Date.now();
  for (;;) {
    const [menu] = await t.db.query<{ status: string }>('SELECT status FROM menus WHERE id = $1', [menuId]);
    if (menu.status !== 'SCRAPE_SCHEDULED') {
      const totalMs = performance.now() - started;
      if (menu.status !== 'SCRAPED') throw new Error(`Menu ${menuId} ended ${menu.status}`);
      const [job] = await t.db.query<{ started: Date; finished: Date; dishes: number }>(
        "SELECT started_date AS started, finished_date AS finished, scraped_dish_count AS dishes FROM scraping_jobs WHERE menu_id = $1 AND kind = 'HTML_SCRAPING'",
        [menuId],
      );
      const waitMs = Math.max(0, job.started.getTime() - resolvedAt);
      return { totalMs, waitMs, runMs: job.finished.getTime() - job.started.getTime(), dishes: job.dishes };
    }
    if (performance.now() - started > 60_000) throw new Error(`Menu ${menuId} not scraped after 60 s`);
    await sleep(10);
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (value: number) => `${Math.round(value)} ms`.padStart(8);

function report(label: string, rounds: Round[], budget: number | null) {
  const totals = rounds.map((round) => round.totalMs);
  const worst = Math.max(...totals);
  const verdict = budget === null ? '(for information)' : worst <= budget ? `within the ${budget / 1000} s budget` : `OVER the ${budget / 1000} s budget`;
  console.log(
    `${label.padEnd(26)} median ${ms(median(totals))}  worst ${ms(worst)}  ${verdict}` +
      `   [waiting for a worker: median ${ms(median(rounds.map((r) => r.waitMs)))}; run + persist: median ${ms(median(rounds.map((r) => r.runMs)))}; ${rounds[0].dishes} dishes]`,
  );
}

async function main() {
  const rounds = option('rounds', 8);
  const debugRounds = option('debug-rounds', 3);
  const siteName = process.argv.find((arg) => arg.startsWith('--site='))?.split('=')[1] ?? 'olive-grove';
  const site = DEMO_SITES_WITH_INSTRUCTIONS.find((name) => name === siteName);
  if (!site) throw new Error(`--site: one of ${DEMO_SITES_WITH_INSTRUCTIONS.join(', ')}`);
  // The product's worker settings: no override of polling, dispatch, politeness or retries.
  const t = await startTestApp({}, { workers: {} });
  try {
    await t.createUser('juniorScraper', 'latency@example.com', { name: 'Latency Scraper' });
    const { accessToken } = await t.signIn('latency@example.com');
    // Rounds are spaced like separate resolves by people, beyond the demo origin's politeness gap, so each one measures
    // a scrape that finds the site idle (as a scraper resolving one task does).
    const gapMs = 1_200;
    const measured: Round[] = [];
    for (let index = 0; index < rounds; index += 1) {
      measured.push(await resolveAndWait(t, accessToken, site, false, index));
      await sleep(gapMs);
    }
    const debug: Round[] = [];
    for (let index = 0; index < debugRounds; index += 1) {
      debug.push(await resolveAndWait(t, accessToken, site, true, index));
      await sleep(gapMs);
    }
    console.log(`Resolve -> menu SCRAPED, demo site ${site}, PGlite, product worker settings (${rounds} rounds)`);
    if (measured.length) report('HTML, default mode', measured, BUDGET_MS);
    if (debug.length) report('HTML, debug mode', debug, null);
    if (debug.length > 1) console.log(`  debug mode's first round launches Chromium: ${Math.round(debug[0].totalMs)} ms; later rounds reuse it`);
  } finally {
    await t.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
