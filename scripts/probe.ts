// npm run probe -- --instructions FILE old.html new.html: the probe of two pages (docs/probing.md). Fingerprints both
// under the instructions (a template's or a menu's JSON, as uploaded) and prints the diff, hasChanges and why, as JSON.
//
//   --url URL   the page's address, for the links the template reads (default https://probe.example/menu)
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { ScrapingInstructions } from '../domain/scrapingInstructions';
import { fingerprintPage } from '../server/probing/fingerprint';
import { diffFingerprints } from '../server/probing/fingerprintDiff';
import { validateInstructionsForEngine } from '../server/scraping/validateInstructions';

function fail(message: string): never {
  process.stderr.write(`${message}\nUsage: npm run probe -- --instructions FILE [--url URL] old.html new.html\n`);
  process.exit(2);
}

function main(): void {
  const { values, positionals } = parseArgs({ options: { instructions: { type: 'string' }, url: { type: 'string' } }, allowPositionals: true });
  if (!values.instructions) fail('--instructions FILE is required.');
  if (positionals.length !== 2) fail('Give the old page and the new page.');
  let document: unknown;
  try {
    document = JSON.parse(readFileSync(values.instructions, 'utf8'));
  } catch (error) {
    fail(`Cannot read the instructions: ${error instanceof Error ? error.message : String(error)}`);
  }
  // A template's page URLs may be relative to the menu ('menu'): accepted as the templates' upload accepts them.
  const checked = validateInstructionsForEngine(document, { pageUrls: 'relativeToMenu' });
  if (!checked.ok) fail(`The instructions are not valid:\n${checked.errors.join('\n')}`);
  const instructions: ScrapingInstructions = checked.value;
  const url = values.url ?? 'https://probe.example/menu';
  const [oldHtml, newHtml] = positionals.map((file) => {
    try {
      return readFileSync(file, 'utf8');
    } catch (error) {
      return fail(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
  const before = fingerprintPage(oldHtml, url, instructions);
  const after = fingerprintPage(newHtml, url, instructions);
  process.stdout.write(`${JSON.stringify(diffFingerprints(before, after), null, 2)}\n`);
}

main();
