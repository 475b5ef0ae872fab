// The Reports area's tabs (spec 3, section 2): one per report key, in the spec's order, each shown only with its own
// permission (report.{key}). Only labels and paths: the command palette reads them on every page; what each tab asks
// for and downloads is in reportCatalogue.ts, loaded with the Reports page.
import { REPORT_KEYS, type ReportKey } from '../../../domain/permissions';

/** 'user-counts' -> 'User counts', 'changed-menu-urls' -> 'Changed menu URLs': the key in words (this file is in every
 * page's bundle, so the labels are derived rather than listed). */
export function reportTabLabel(key: ReportKey): string {
  const words = key.replace(/-/g, ' ').replace(/\burls\b/, 'URLs');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const REPORT_TAB_LABELS = Object.fromEntries(REPORT_KEYS.map((key) => [key, reportTabLabel(key)])) as Readonly<Record<ReportKey, string>>;

export const REPORTS_PATH = '/reports';
export const reportPath = (key: ReportKey) => `${REPORTS_PATH}/${key}`;

/** The report keys this person may open, in the tabs' order: each needs its own report permission. */
export function permittedReportKeys(permissions: readonly string[]): ReportKey[] {
  return REPORT_KEYS.filter((key) => permissions.includes(`report.${key}`));
}
