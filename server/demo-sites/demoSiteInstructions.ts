// Scraping instructions for the demo restaurant sites (issue 12), kept as JSON files in ./instructions so they read
// exactly as a scraper would upload them (and as docs/scraping-instructions.md shows them). The files name the default
// origin (http://localhost:4000, a plain `npm start`); the demo data and the tests rebase them on config.demoSitesOrigin.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ScrapingInstructions } from '../../domain/scrapingInstructions';

/** The origin the instruction files are written for. */
export const DEMO_INSTRUCTIONS_ORIGIN = 'http://localhost:4000';

/** Demo sites with instructions (the failing one too: its instructions are fine, its server is not). */
export const DEMO_SITES_WITH_INSTRUCTIONS = ['olive-grove', 'harbour-grill', 'sakura-noodle-bar', 'pizzeria-napoli', 'corner-bistro', 'lighthouse-diner'] as const;
export type DemoSiteWithInstructions = (typeof DEMO_SITES_WITH_INSTRUCTIONS)[number];

const INSTRUCTIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'instructions');

/** The instructions file as written (pretty JSON), its URLs under `origin`. */
export function demoSiteInstructionsJson(site: DemoSiteWithInstructions, origin: string): string {
  const text = readFileSync(path.join(INSTRUCTIONS_DIR, `${site}.json`), 'utf8');
  return text.split(`"${DEMO_INSTRUCTIONS_ORIGIN}/demo-sites/`).join(`"${origin.replace(/\/+$/, '')}/demo-sites/`);
}

export function demoSiteInstructions(site: DemoSiteWithInstructions, origin: string): ScrapingInstructions {
  return JSON.parse(demoSiteInstructionsJson(site, origin)) as ScrapingInstructions;
}
