// The menu scraping page's own decisions (spec 2, sections 2.6 and 4) as pure functions that answer the reason a button
// is off (its tooltip), or null when it may be used: the page title, Rescrape, Create test case, Send menu for testing
// and the Try it run. The API checks the same rules on rescrapeMenu and the test case mutations.
import { isDocumentFormat } from '../../../domain/menuScrapingSchemas';
import type { MenuFormat } from '../../../domain/menuSchemas';

export function menuScrapingTitle(format: MenuFormat | null | undefined): string {
  return isDocumentFormat(format) ? 'Document Menu Scraping Task' : 'HTML Menu Scraping Task';
}

export interface ScrapingActionFacts {
  /** The person the task is assigned to, if anyone. */
  assignedToId: number | null;
  isInScrapingCluster: boolean;
  menu: {
    status: string;
    format: MenuFormat | null;
    scrapingType: string | null;
    isDeleted: boolean;
    isScrapeRunning: boolean;
    hasInstructions: boolean;
  };
}

export interface ScrapingActor {
  id: number;
  /** Admins and team leaders (machines/taskRules.ts isLeader). */
  isLeader: boolean;
  /** May run the scraper's tools (menuScrapingTask.resolve or .admin). */
  mayScrape: boolean;
}

const isHtmlAutomatic = (facts: ScrapingActionFacts) => facts.menu.format === 'HTML' && facts.menu.scrapingType === 'HTML_AUTOMATIC';

/**
 * Rescrape: the assignee, an admin or a team leader; not a NOT_SCRAPEABLE menu, not a menu in a cluster, not an HTML menu
 * scraped automatically (section 4); and not while a scrape of the menu is already queued or running.
 */
export function rescrapeRefusal(facts: ScrapingActionFacts, actor: ScrapingActor): string | null {
  if (!actor.mayScrape) return 'You do not have permission to rescrape menus.';
  if (facts.assignedToId !== actor.id && !actor.isLeader) return 'Only the assignee, an admin or a team leader can rescrape this menu.';
  if (facts.menu.isDeleted) return 'This menu is deleted.';
  if (facts.menu.status === 'NOT_SCRAPEABLE' || facts.menu.format === 'HTML_NOT_SCRAPEABLE') return 'This menu is not scrapeable.';
  if (facts.isInScrapingCluster) return 'This menu belongs to a scraping cluster: it is rescraped with its cluster.';
  if (isHtmlAutomatic(facts)) return 'This HTML menu is scraped automatically.';
  if (facts.menu.format === 'HTML' && !facts.menu.hasInstructions) return 'Save scraping instructions first.';
  if (facts.menu.isScrapeRunning) return 'A scrape of this menu is already scheduled or running.';
  return null;
}

/** Create test case: not for a menu that is not scrapeable or is HTML automatic (section 2.6). */
export function createTestCaseRefusal(facts: ScrapingActionFacts, actor: ScrapingActor): string | null {
  if (!actor.mayScrape) return 'You do not have permission to create test cases.';
  if (facts.menu.status === 'NOT_SCRAPEABLE' || facts.menu.format === 'HTML_NOT_SCRAPEABLE') return 'This menu is not scrapeable.';
  if (isHtmlAutomatic(facts)) return 'This HTML menu is scraped automatically.';
  if (facts.menu.format === 'HTML' && !facts.menu.hasInstructions) return 'Save scraping instructions first.';
  return null;
}

/** Send menu for testing: a dry run against the newest test case, for the people who may scrape. */
export function sendForTestingRefusal(facts: ScrapingActionFacts, actor: ScrapingActor): string | null {
  if (!actor.mayScrape) return 'You do not have permission to test menus.';
  if (facts.menu.status === 'NOT_SCRAPEABLE' || facts.menu.format === 'HTML_NOT_SCRAPEABLE') return 'This menu is not scrapeable.';
  return null;
}

/** Try it: HTML menus, with instructions that parse, for the people who may scrape. */
export function tryRefusal(format: MenuFormat | null, instructions: unknown, actor: ScrapingActor): string | null {
  if (!actor.mayScrape) return 'You do not have permission to run the scraper.';
  if (format !== 'HTML') return 'Try it runs HTML scraping instructions: set the format to HTML.';
  if (instructions === undefined) return 'The instructions are not valid JSON.';
  if (instructions === null) return 'Write or upload scraping instructions first.';
  return null;
}

/** A duration in milliseconds as the spec shows it: hh:mm:ss (null: the spec's dash). */
export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms < 0) return '-';
  const seconds = Math.round(ms / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}
