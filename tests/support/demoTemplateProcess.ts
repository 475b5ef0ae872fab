// The process that makes the run's demo template (databaseTemplates.ts): the product's first start, as `npm start` runs
// it (server/startProduct.ts: migrations, roles, demo data and its files, the start-up clustering), then the jobs that
// start queued (the demo's document crawls) run to their end before it stops. Without that wait every test server copied
// from the template ran the same crawls again, OCR included, beside its own tests: seconds of CPU per file on two cores.
import { loadConfig } from '../../server/config';
import { startProduct } from '../../server/startProduct';

/** Queued jobs that have not ended by then are left to the copies (and said so): the template never waits forever. */
const SETTLE_LIMIT_MS = 240_000;

const product = await startProduct(loadConfig(), { log: (line) => console.log(line) });
const began = Date.now();
for (;;) {
  const [{ waiting }] = await product.db.query<{ waiting: number }>("SELECT count(*)::int AS waiting FROM scraping_jobs WHERE status = 'IN_PROGRESS'");
  if (waiting === 0) break;
  if (Date.now() - began > SETTLE_LIMIT_MS) {
    console.log(`The demo template keeps ${waiting} jobs still running after ${SETTLE_LIMIT_MS / 1000} s: the test servers will run them.`);
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 250));
}
await product.stop();
console.log(`The demo template is ready (its start-up jobs settled in ${((Date.now() - began) / 1000).toFixed(1)} s).`);
process.exit(0);
