// The menu scraping page's actions on a menu (spec 2, sections 2.6 and 4) as pure rules that answer why an action is
// refused (the button's tooltip, the API's error) or null when it may be used: Rescrape, Create test case, Send menu for
// testing. The API checks them on rescrapeMenu, createMenuScrapingTestCase and sendMenuForTesting; the SPA greys the
// buttons out with the same words.
import type { MenuFormat } from './menuSchemas';

export interface ScrapingActionFacts {
  /** The person the menu's scraping task is assigned to, if anyone. */
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

export const SCRAPING_ACTION_MESSAGES = {
  noRescrapePermission: 'You do not have permission to rescrape menus.',
  notAssignee: 'Only the assignee, an admin or a team leader can rescrape this menu.',
  deleted: 'This menu is deleted.',
  notScrapeable: 'This menu is not scrapeable.',
  inCluster: 'This menu belongs to a scraping cluster: it is rescraped with its cluster.',
  htmlAutomatic: 'This HTML menu is scraped automatically.',
  noInstructions: 'Save scraping instructions first.',
  scrapeRunning: 'A scrape of this menu is already scheduled or running.',
  notHtml: 'Only HTML menus are scraped with instructions.',
  noTestCasePermission: 'You do not have permission to create test cases.',
  noTestingPermission: 'You do not have permission to test menus.',
  testCaseNotAssignee: 'Only the assignee, an admin or a team leader can create test cases for this menu.',
  testingNotAssignee: 'Only the assignee, an admin or a team leader can send this menu for testing.',
} as const;

/** The menu's scraping task is the actor's, or the actor is an admin or a team leader: whose tools the menu's are. */
const worksTheMenu = (facts: ScrapingActionFacts, actor: ScrapingActor) => facts.assignedToId === actor.id || actor.isLeader;

const isHtmlAutomatic = (facts: ScrapingActionFacts) => facts.menu.format === 'HTML' && facts.menu.scrapingType === 'HTML_AUTOMATIC';
const isNotScrapeable = (facts: ScrapingActionFacts) => facts.menu.status === 'NOT_SCRAPEABLE' || facts.menu.format === 'HTML_NOT_SCRAPEABLE';

/**
 * Rescrape: the assignee, an admin or a team leader; not a NOT_SCRAPEABLE menu, not a menu in a cluster, not an HTML menu
 * scraped automatically (section 4); and not while a scrape of the menu is already queued or running.
 */
export function rescrapeRefusal(facts: ScrapingActionFacts, actor: ScrapingActor): string | null {
  if (!actor.mayScrape) return SCRAPING_ACTION_MESSAGES.noRescrapePermission;
  if (!worksTheMenu(facts, actor)) return SCRAPING_ACTION_MESSAGES.notAssignee;
  if (facts.menu.isDeleted) return SCRAPING_ACTION_MESSAGES.deleted;
  if (isNotScrapeable(facts)) return SCRAPING_ACTION_MESSAGES.notScrapeable;
  if (facts.isInScrapingCluster) return SCRAPING_ACTION_MESSAGES.inCluster;
  if (isHtmlAutomatic(facts)) return SCRAPING_ACTION_MESSAGES.htmlAutomatic;
  if (facts.menu.format === 'HTML' && !facts.menu.hasInstructions) return SCRAPING_ACTION_MESSAGES.noInstructions;
  if (facts.menu.isScrapeRunning) return SCRAPING_ACTION_MESSAGES.scrapeRunning;
  return null;
}

/**
 * Create test case: like rescrape, the assignee, an admin or a team leader (docs/threat-model.md); not for a menu that is
 * not scrapeable or is HTML automatic (section 2.6).
 */
export function createTestCaseRefusal(facts: ScrapingActionFacts, actor: ScrapingActor): string | null {
  if (!actor.mayScrape) return SCRAPING_ACTION_MESSAGES.noTestCasePermission;
  if (!worksTheMenu(facts, actor)) return SCRAPING_ACTION_MESSAGES.testCaseNotAssignee;
  if (isNotScrapeable(facts)) return SCRAPING_ACTION_MESSAGES.notScrapeable;
  if (isHtmlAutomatic(facts)) return SCRAPING_ACTION_MESSAGES.htmlAutomatic;
  if (facts.menu.format === 'HTML' && !facts.menu.hasInstructions) return SCRAPING_ACTION_MESSAGES.noInstructions;
  return null;
}

/** Send menu for testing: a dry run against the newest test case, by the assignee, an admin or a team leader. */
export function sendForTestingRefusal(facts: ScrapingActionFacts, actor: ScrapingActor): string | null {
  if (!actor.mayScrape) return SCRAPING_ACTION_MESSAGES.noTestingPermission;
  if (!worksTheMenu(facts, actor)) return SCRAPING_ACTION_MESSAGES.testingNotAssignee;
  if (isNotScrapeable(facts)) return SCRAPING_ACTION_MESSAGES.notScrapeable;
  return null;
}
