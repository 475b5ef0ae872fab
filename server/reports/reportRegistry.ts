// Every report download and tab preview (reportDefinition.ts), by key. A new report is one module in server/reports/
// and one line here; the download handler (reportDownloads.ts) and the preview query read only this list.
import { changedMenuUrlsReport } from './changedMenuUrlsReport';
import { countsReport } from './countsReport';
import { menusHavingAllergensReport } from './menusHavingAllergensReport';
import { menusInProbingStatusReport } from './menusInProbingStatusReport';
import { menusNotMatchingNormalizationRegexReport } from './menusNotMatchingNormalizationRegexReport';
import { miscTasksVerificationReport } from './miscTasksVerificationReport';
import { openTasksReport } from './openTasksReport';
import type { ReportDefinition } from './reportDefinition';
import { scrapingAttemptsReport } from './scrapingAttemptsReport';
import { scrapingClusterMenusReportDefinition, scrapingClustersReportDefinition } from './scrapingClusterReports';
import { scrapingEngineReport } from './scrapingEngineReport';
import { scrapingIssueReport } from './scrapingIssueReport';
import { scrapingVerificationReport } from './scrapingVerificationReport';
import { userCountsReport } from './userCountsReport';
import { userReport } from './userReport';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const REPORT_DEFINITIONS: ReadonlyArray<ReportDefinition<any>> = [
  userReport,
  scrapingClustersReportDefinition,
  scrapingClusterMenusReportDefinition,
  menusNotMatchingNormalizationRegexReport,
  userCountsReport,
  openTasksReport,
  miscTasksVerificationReport,
  menusInProbingStatusReport,
  scrapingEngineReport,
  scrapingIssueReport,
  scrapingAttemptsReport,
  scrapingVerificationReport,
  changedMenuUrlsReport,
  countsReport,
  menusHavingAllergensReport,
];

export function reportDefinitionOf(key: string): ReportDefinition<unknown> | null {
  return REPORT_DEFINITIONS.find((definition) => definition.key === key) ?? null;
}
