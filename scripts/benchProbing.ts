// npm run bench:probing (and in npm run bench): probing's quality and cost (issue 28, docs/probing.md).
//
// Quality: the labelled back-test (scripts/probingBackTest.ts, fixed seed): recall and precision of hasChanges for
// "template at risk", against the goals (recall >= 0.95, precision >= 0.90) and the issue's anchors: Lerman et al.
// (JAIR 2003) recall 0.95 with precision 0.73; changedetection.io says only "filter not found", after 6 failed checks.
// The same pairs are also judged by the raw sets alone (any added or removed XPath signature), the naive baseline.
// Cost: fingerprinting a page against a bare parse of the same page (htmlparser2's parseDocument) in the same run,
// interleaved; goal at most 1.5 times. The fingerprint is timed as the probing job takes it: the extraction thread's
// extractWithFingerprint (the page's scrape and its fingerprint from one parse) and the copy of the fingerprint its reply
// makes (structuredClone, postMessage's algorithm). The job before one parse per page, a scrape then a second
// extraction to fingerprint, is shown beside it.
//
//   npx tsx scripts/benchProbing.ts --pairs=400 --seed=28 --rounds=30 --verbose   (--verbose: every pair judged wrong)
import { parseArgs } from 'node:util';
import { parseDocument } from 'htmlparser2';
import { extractWithFingerprint, fingerprintPage } from '../server/probing/fingerprint';
import { diffFingerprints } from '../server/probing/fingerprintDiff';
import { extractPage } from '../server/scraping/extract';
import { backTestBasePages, backTestPairs } from './probingBackTest';

const GOAL_RECALL = 0.95;
const GOAL_PRECISION = 0.9;
const GOAL_RATIO = 1.5;

interface Counts {
  truePositive: number;
  falsePositive: number;
  falseNegative: number;
  trueNegative: number;
}

function ratio(part: number, whole: number): string {
  return whole === 0 ? 'n/a' : (part / whole).toFixed(3);
}

function tally(counts: Counts, label: boolean, predicted: boolean): void {
  if (label && predicted) counts.truePositive += 1;
  else if (!label && predicted) counts.falsePositive += 1;
  else if (label && !predicted) counts.falseNegative += 1;
  else counts.trueNegative += 1;
}

function summary(counts: Counts): { recall: number; precision: number; text: string } {
  const recall = counts.truePositive / Math.max(1, counts.truePositive + counts.falseNegative);
  const precision = counts.truePositive / Math.max(1, counts.truePositive + counts.falsePositive);
  return {
    recall,
    precision,
    text: `recall ${ratio(counts.truePositive, counts.truePositive + counts.falseNegative)}, precision ${ratio(counts.truePositive, counts.truePositive + counts.falsePositive)} (TP ${counts.truePositive}, FP ${counts.falsePositive}, FN ${counts.falseNegative}, TN ${counts.trueNegative})`,
  };
}

function quality(pairCount: number, seed: number, verbose: boolean): boolean {
  const started = performance.now();
  const pairs = backTestPairs(pairCount, seed);
  const built = performance.now() - started;
  const probe: Counts = { truePositive: 0, falsePositive: 0, falseNegative: 0, trueNegative: 0 };
  const rawSets: Counts = { truePositive: 0, falsePositive: 0, falseNegative: 0, trueNegative: 0 };
  const byKind = new Map<string, Counts>();
  for (const pair of pairs) {
    const diff = diffFingerprints(fingerprintPage(pair.oldHtml, pair.url, pair.instructions), fingerprintPage(pair.newHtml, pair.url, pair.instructions));
    tally(probe, pair.changed, diff.hasChanges);
    tally(rawSets, pair.changed, diff.addedXPathSignatures.length + diff.removedXPathSignatures.length > 0);
    const kind = pair.markup ? `markup: ${pair.markup.split(':')[0]}` : 'content only';
    const counts = byKind.get(kind) ?? { truePositive: 0, falsePositive: 0, falseNegative: 0, trueNegative: 0 };
    tally(counts, pair.changed, diff.hasChanges);
    byKind.set(kind, counts);
    if (verbose && pair.changed !== diff.hasChanges) {
      console.log(`  ${pair.changed ? 'missed' : 'false alarm'} #${pair.id} ${pair.base} | ${[...pair.edits, pair.markup ?? ''].filter(Boolean).join('; ')} | ${diff.risks.map((risk) => `${risk.rule}: ${risk.reason}`).join('; ')}`);
    }
  }
  const changed = pairs.filter((pair) => pair.changed).length;
  console.log(`Probing back-test (seed ${seed}): ${pairs.length} page pairs from ${new Set(pairs.map((pair) => pair.base)).size} pages (${changed} template at risk, verified by scraping; ${pairs.length - changed} not), built in ${(built / 1000).toFixed(1)} s`);
  const result = summary(probe);
  console.log(`  hasChanges:               ${result.text}`);
  console.log(`  baseline, raw XPath sets: ${summary(rawSets).text}`);
  console.log(`  goals: recall >= ${GOAL_RECALL}, precision >= ${GOAL_PRECISION}; anchors: Lerman et al. (JAIR 2003) recall 0.95, precision 0.73; changedetection.io "filter not found" after 6 failed checks`);
  for (const [kind, counts] of [...byKind].sort(([a], [b]) => a.localeCompare(b))) {
    const pairsOfKind = counts.truePositive + counts.falsePositive + counts.falseNegative + counts.trueNegative;
    console.log(`    ${kind.padEnd(32)} ${String(pairsOfKind).padStart(4)} pairs, at risk ${counts.truePositive + counts.falseNegative}, flagged ${counts.truePositive + counts.falsePositive}, wrong ${counts.falsePositive + counts.falseNegative}`);
  }
  return result.recall >= GOAL_RECALL && result.precision >= GOAL_PRECISION;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function cost(rounds: number): boolean {
  const pages = backTestBasePages();
  // As the job's run reads a page: its page rule, positions from 0.
  const fingerprinted = (page: (typeof pages)[number]) => structuredClone(extractWithFingerprint(page.html, page.url, page.instructions, { positionOffset: 0, pageRule: page.instructions.pages[0] }).fingerprint);
  // Warm-up: compiled instructions, the JIT.
  for (let i = 0; i < 5; i += 1) for (const page of pages) {
    parseDocument(page.html);
    extractPage(page.html, page.url, page.instructions, { positionOffset: 0, pageRule: page.instructions.pages[0] });
    fingerprinted(page);
  }
  // Per round, the ratio of the round's totals: rounds interleave the three, so a busy moment of the machine weighs on
  // all of them alike; the median ratio of the rounds is the figure.
  const parseMs: number[] = [];
  const scrapeMs: number[] = [];
  const fingerprintMs: number[] = [];
  const ratios: number[] = [];
  const twoParseRatios: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    let parse = 0;
    let scrape = 0;
    let fingerprint = 0;
    for (const page of pages) {
      let at = performance.now();
      parseDocument(page.html);
      parse += performance.now() - at;
      at = performance.now();
      extractPage(page.html, page.url, page.instructions, { positionOffset: 0, pageRule: page.instructions.pages[0] });
      scrape += performance.now() - at;
      at = performance.now();
      fingerprinted(page);
      fingerprint += performance.now() - at;
    }
    parseMs.push(parse);
    scrapeMs.push(scrape);
    fingerprintMs.push(fingerprint);
    ratios.push(fingerprint / parse);
    twoParseRatios.push((scrape + fingerprint) / parse);
  }
  const bytes = pages.reduce((sum, page) => sum + page.html.length, 0);
  const ratio = median(ratios);
  console.log(
    `Fingerprint cost: ${pages.length} pages (${(bytes / 1024).toFixed(0)} KB) per round, medians of ${rounds} rounds: bare parse (htmlparser2 parseDocument) ${median(parseMs).toFixed(2)} ms, ` +
      `the engine's scrape ${median(scrapeMs).toFixed(2)} ms, the scrape with its fingerprint (one parse, as the job's extraction threads take it) ${median(fingerprintMs).toFixed(2)} ms; ` +
      `fingerprint / bare parse ${ratio.toFixed(2)}x, the median of the rounds' ratios (the medians' ratio ${(median(fingerprintMs) / median(parseMs)).toFixed(2)}x; goal <= ${GOAL_RATIO}x); ` +
      `a scrape and a second extraction to fingerprint (the job before one parse per page) ${median(twoParseRatios).toFixed(2)}x`,
  );
  return ratio <= GOAL_RATIO;
}

const { values } = parseArgs({ options: { pairs: { type: 'string' }, seed: { type: 'string' }, rounds: { type: 'string' }, verbose: { type: 'boolean' } } });
const qualityMet = quality(Number(values.pairs ?? 400), Number(values.seed ?? 28), values.verbose === true);
const costMet = cost(Number(values.rounds ?? 30));
console.log(qualityMet && costMet ? 'Probing: goals met.' : 'Probing: a goal is not met.');
