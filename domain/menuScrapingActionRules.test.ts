import { describe, expect, it } from 'vitest';
import { createTestCaseRefusal, rescrapeRefusal, SCRAPING_ACTION_MESSAGES, sendForTestingRefusal, type ScrapingActionFacts } from './menuScrapingActionRules';

const facts = (menu: Partial<ScrapingActionFacts['menu']> = {}, task: Partial<Omit<ScrapingActionFacts, 'menu'>> = {}): ScrapingActionFacts => ({
  assignedToId: 1,
  isInScrapingCluster: false,
  ...task,
  menu: { status: 'SCRAPED', format: 'HTML', scrapingType: null, isDeleted: false, isScrapeRunning: false, hasInstructions: true, ...menu },
});
const assignee = { id: 1, isLeader: false, mayScrape: true };
const colleague = { id: 2, isLeader: false, mayScrape: true };
const leader = { id: 3, isLeader: true, mayScrape: true };

describe('rescrape (spec 2, section 4)', () => {
  it('is for the assignee, an admin or a team leader', () => {
    expect(rescrapeRefusal(facts(), assignee)).toBeNull();
    expect(rescrapeRefusal(facts(), leader)).toBeNull();
    expect(rescrapeRefusal(facts(), colleague)).toBe(SCRAPING_ACTION_MESSAGES.notAssignee);
    expect(rescrapeRefusal(facts(), { ...assignee, mayScrape: false })).toBe(SCRAPING_ACTION_MESSAGES.noRescrapePermission);
  });

  it('is refused for a menu not scrapeable, in a cluster, HTML automatic, without instructions or already scraping, even to a leader', () => {
    expect(rescrapeRefusal(facts({ status: 'NOT_SCRAPEABLE' }), leader)).toBe(SCRAPING_ACTION_MESSAGES.notScrapeable);
    expect(rescrapeRefusal(facts({ format: 'HTML_NOT_SCRAPEABLE' }), leader)).toBe(SCRAPING_ACTION_MESSAGES.notScrapeable);
    expect(rescrapeRefusal(facts({}, { isInScrapingCluster: true }), leader)).toBe(SCRAPING_ACTION_MESSAGES.inCluster);
    expect(rescrapeRefusal(facts({ scrapingType: 'HTML_AUTOMATIC' }), leader)).toBe(SCRAPING_ACTION_MESSAGES.htmlAutomatic);
    expect(rescrapeRefusal(facts({ format: 'PDF', scrapingType: 'HTML_AUTOMATIC' }), leader)).toBeNull();
    expect(rescrapeRefusal(facts({ hasInstructions: false }), leader)).toBe(SCRAPING_ACTION_MESSAGES.noInstructions);
    expect(rescrapeRefusal(facts({ isScrapeRunning: true }), leader)).toBe(SCRAPING_ACTION_MESSAGES.scrapeRunning);
    expect(rescrapeRefusal(facts({ isDeleted: true }), leader)).toBe(SCRAPING_ACTION_MESSAGES.deleted);
  });
});

describe('test cases (spec 2, section 2.6)', () => {
  it('creating one is refused for a menu not scrapeable or HTML automatic', () => {
    expect(createTestCaseRefusal(facts(), assignee)).toBeNull();
    expect(createTestCaseRefusal(facts({ status: 'NOT_SCRAPEABLE' }), leader)).toBe(SCRAPING_ACTION_MESSAGES.notScrapeable);
    expect(createTestCaseRefusal(facts({ scrapingType: 'HTML_AUTOMATIC' }), leader)).toBe(SCRAPING_ACTION_MESSAGES.htmlAutomatic);
    expect(createTestCaseRefusal(facts(), { ...colleague, mayScrape: false })).toBe(SCRAPING_ACTION_MESSAGES.noTestCasePermission);
  });

  it("creating one and sending for testing are the assignee's, an admin's or a team leader's", () => {
    expect(createTestCaseRefusal(facts(), colleague)).toBe(SCRAPING_ACTION_MESSAGES.testCaseNotAssignee);
    expect(sendForTestingRefusal(facts(), colleague)).toBe(SCRAPING_ACTION_MESSAGES.testingNotAssignee);
    expect(createTestCaseRefusal(facts({}, { assignedToId: null }), colleague)).toBe(SCRAPING_ACTION_MESSAGES.testCaseNotAssignee);
    expect(createTestCaseRefusal(facts(), leader)).toBeNull();
    expect(sendForTestingRefusal(facts(), leader)).toBeNull();
    expect(sendForTestingRefusal(facts(), assignee)).toBeNull();
  });

  it('sending for testing needs a scrapeable menu and a scraper', () => {
    expect(sendForTestingRefusal(facts({ scrapingType: 'HTML_AUTOMATIC' }), assignee)).toBeNull();
    expect(sendForTestingRefusal(facts({ format: 'HTML_NOT_SCRAPEABLE' }), leader)).toBe(SCRAPING_ACTION_MESSAGES.notScrapeable);
    expect(sendForTestingRefusal(facts(), { ...colleague, mayScrape: false })).toBe(SCRAPING_ACTION_MESSAGES.noTestingPermission);
  });
});
