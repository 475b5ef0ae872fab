// What each report tab asks for and what file it downloads (spec 3, sections 5, 7 and 9). Read by the lazily loaded
// Reports page only; the tabs' labels and paths, which every page's command palette needs, are in reportTabs.ts.
import { REPORT_KEYS, type ReportKey } from '../../../domain/permissions';
import { REPORT_TAB_LABELS } from './reportTabs';

export type ReportInputField = 'users' | 'user' | 'dateRange' | 'taskTypes' | 'includeSystemEvents' | 'includeAllAttempts' | 'includeOnlyStuckMenus';

export interface ReportTab {
  key: ReportKey;
  label: string;
  /** One sentence under the tab: what a team leader reads in it. */
  description: string;
  /** Spec 3 section 9's name; the server's content-disposition wins when it sends one. */
  fileName: string;
  /** The inputs the tab shows, in the form's order (spec 3, sections 5 and 7). */
  fields: readonly ReportInputField[];
  /** Whether the user picker is limited to the scraping roles of spec 3 section 5 (the server decides who). */
  scrapingPeople?: boolean;
}

const TABS: readonly Omit<ReportTab, 'label'>[] = [
  {
    key: 'user',
    description: 'Every event of the chosen people in the chosen task types and days, a CSV per person.',
    fileName: 'UsersReport.zip',
    fields: ['users', 'dateRange', 'taskTypes', 'includeSystemEvents'],
  },
  {
    key: 'user-counts',
    description: "One person's work counted by task type and outcome.",
    fileName: 'UserCountsReport.csv',
    fields: ['user'],
  },
  {
    key: 'menus-having-allergens',
    description: 'Menus whose dishes carry allergens or nutrition values.',
    fileName: 'Menu_allergens_nutritions.csv',
    fields: [],
  },
  {
    key: 'scraping-engine',
    description: 'Menus the chosen scrapers resolved in the days, with the engine that scraped them.',
    fileName: 'ScrapingEngineReport.csv',
    fields: ['users', 'dateRange'],
    scrapingPeople: true,
  },
  {
    key: 'scraping-issue',
    description: 'Scraping issues raised in the days, by menu.',
    fileName: 'ScrapingIssueReport.csv',
    fields: ['dateRange'],
  },
  {
    key: 'scraping-attempts',
    description: "The chosen scrapers' scraping attempts in the days and how each ended.",
    fileName: 'ScrapingAttemptsReport.csv',
    fields: ['users', 'dateRange', 'includeAllAttempts'],
    scrapingPeople: true,
  },
  {
    key: 'scraping-verification',
    description: "Which of the chosen scrapers' menus passed or failed verification, a CSV per person.",
    fileName: 'ScrapingVerificationReport.zip',
    fields: ['users', 'dateRange'],
    scrapingPeople: true,
  },
  {
    key: 'scraping-clusters',
    description: 'Every scraping cluster with its template, assignee, menus and rerun step.',
    fileName: 'ScrapingClustersReport.csv',
    fields: [],
  },
  {
    key: 'counts',
    description: 'Brands, locations, menus and tasks counted by status.',
    fileName: 'Counts_report.csv',
    fields: [],
  },
  {
    key: 'open-tasks',
    description: 'Tasks not resolved yet, by kind and age.',
    fileName: 'OpenTasksReport.csv',
    fields: ['taskTypes'],
  },
  {
    key: 'changed-menu-urls',
    description: 'Menus whose URL changed, with the old and the new one.',
    fileName: 'changed_menu_urls.csv',
    fields: [],
  },
  {
    key: 'menus-in-probing-status',
    description: 'Menus waiting for a probe of their cluster lead, and for how long.',
    fileName: 'menus_in_probing_status.csv',
    fields: ['includeOnlyStuckMenus'],
  },
  {
    key: 'misc-tasks-verification',
    description: "The chosen people's tasks of the chosen types in the days and how their verification went.",
    fileName: 'MiscTasksVerificationReport.csv',
    fields: ['users', 'dateRange', 'taskTypes'],
  },
];

export const REPORT_TABS: readonly ReportTab[] = TABS.map((tab) => ({ ...tab, label: REPORT_TAB_LABELS[tab.key] }));

// Every key of domain/permissions.ts has its tab, in the same order.
if (REPORT_TABS.map((tab) => tab.key).join() !== REPORT_KEYS.join()) throw new Error('REPORT_TABS must follow REPORT_KEYS');

/** The download of spec 3 section 7, under the API prefix (the SPA owns /reports/{key}). */
export const reportDownloadUrl = (key: ReportKey, query: string) => `/api/reports/${key}${query ? `?${query}` : ''}`;

export function reportTabOf(key: string): ReportTab | null {
  return REPORT_TABS.find((tab) => tab.key === key) ?? null;
}

/** The tabs this person may open: each needs its own report permission. */
export function permittedReportTabs(permissions: readonly string[]): ReportTab[] {
  return REPORT_TABS.filter((tab) => permissions.includes(`report.${tab.key}`));
}

/** Spec 3 section 8: the probing report's title differs by one word. */
export function reportFailureTitle(key: ReportKey): string {
  return key === 'menus-in-probing-status' ? 'Failed to generate a report.' : 'Failed to generate report.';
}
