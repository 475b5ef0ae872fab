// The palette's way to each report tab the person may open (spec 3, section 2): 'Open User report', ...
import type { Command } from '../../app/commands/commandTypes';
import { REPORT_TAB_LABELS, permittedReportKeys, reportPath } from './reportTabs';

export function reportCommands(permissions: readonly string[], open: (path: string) => void): Command[] {
  return permittedReportKeys(permissions).map((key) => ({
    id: `report-${key}`,
    title: `Open ${REPORT_TAB_LABELS[key]} report`,
    group: 'Reports',
    keywords: ['report', 'download', 'csv'],
    run: () => open(reportPath(key)),
  }));
}
