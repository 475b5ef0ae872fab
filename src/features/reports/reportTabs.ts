// The Reports area's tabs (spec 3, section 2): one per report key, in the spec's order, each shown only with its own
// permission (report.{key}). Only labels and paths: the command palette reads them on every page; what each tab asks
// for and downloads is in reportCatalogue.ts, loaded with the Reports page.
import { REPORT_KEYS, type ReportKey } from '../../../domain/permissions';

export const REPORT_TAB_LABELS: Readonly<Record<ReportKey, string>> = {
  user: 'User',
  'user-counts': 'User counts',
  'menus-having-allergens': 'Menus having allergens',
  'scraping-engine': 'Scraping engine',
  'scraping-issue': 'Scraping issue',
  'scraping-attempts': 'Scraping attempts',
  'scraping-verification': 'Scraping verification',
  'scraping-clusters': 'Scraping clusters',
  counts: 'Counts',
  'open-tasks': 'Open tasks',
  'changed-menu-urls': 'Changed menu URLs',
  'menus-in-probing-status': 'Menus in probing status',
  'misc-tasks-verification': 'Misc tasks verification',
};

export const REPORTS_PATH = '/reports';
export const reportPath = (key: ReportKey) => `${REPORTS_PATH}/${key}`;

/** The report keys this person may open, in the tabs' order: each needs its own report permission. */
export function permittedReportKeys(permissions: readonly string[]): ReportKey[] {
  return REPORT_KEYS.filter((key) => permissions.includes(`report.${key}`));
}
