// Every report download and tab preview (reportDefinition.ts), by key. A new report is one module in server/reports/
// and one line here; the download handler (reportDownloads.ts) and the preview query read only this list.
import type { ReportDefinition } from './reportDefinition';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const REPORT_DEFINITIONS: ReadonlyArray<ReportDefinition<any>> = [];

export function reportDefinitionOf(key: string): ReportDefinition<unknown> | null {
  return REPORT_DEFINITIONS.find((definition) => definition.key === key) ?? null;
}
