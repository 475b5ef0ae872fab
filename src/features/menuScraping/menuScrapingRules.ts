// The menu scraping page's own decisions (spec 2, sections 2.6 and 9): the page title, the Try it button's rule (the
// reason it is off, or null) and durations as hh:mm:ss ('< 1 s' under a second). Rescrape, Create test case and Send menu for testing follow
// domain/menuScrapingActionRules.ts, the rules the API checks too.
import { Duration } from 'luxon';
import { EMPTY_VALUE } from '../../../domain/dates';
import type { ScrapingActor } from '../../../domain/menuScrapingActionRules';
import { isDocumentFormat } from '../../../domain/menuScrapingSchemas';
import type { MenuFormat } from '../../../domain/menuSchemas';

export function menuScrapingTitle(format: MenuFormat | null | undefined): string {
  return isDocumentFormat(format) ? 'Document Menu Scraping Task' : 'HTML Menu Scraping Task';
}

/** Try it: HTML menus, with instructions that parse, for the people who may scrape. */
export function tryRefusal(format: MenuFormat | null, instructions: unknown, actor: ScrapingActor): string | null {
  if (!actor.mayScrape) return 'You do not have permission to run the scraper.';
  if (format !== 'HTML') return 'Try it runs HTML scraping instructions: set the format to HTML.';
  if (instructions === undefined) return 'The instructions are not valid JSON.';
  if (instructions === null) return 'Write or upload scraping instructions first.';
  return null;
}

/**
 * A duration in milliseconds as the spec shows it: hh:mm:ss, rounded to the second; under a second '< 1 s', since
 * '00:00:00' reads as "did not run" for a 10 ms scrape (null: the spec's dash).
 */
export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms < 0) return EMPTY_VALUE;
  if (ms < 1000) return '< 1 s';
  return Duration.fromMillis(Math.round(ms / 1000) * 1000).toFormat('hh:mm:ss');
}
