// A scraping run's report (issue 12): every page with its status code, time, size and attempts, the retries, and the
// errors grouped by cause with the page's HTML and a screenshot kept once per cause, so a scraper sees why a run failed
// without reading logs. Shared by the latest job and the try-it run.
import {
  Badge,
  Caption1,
  Link,
  Table,
  TableBody,
  TableCell,
  TableCellLayout,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ErrorCircleRegular, ImageRegular, CodeRegular } from '@fluentui/react-icons';
import { formatDuration } from './menuScrapingRules';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  summary: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  scroll: { overflowX: 'auto', maxHeight: '320px', overflowY: 'auto', border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium },
  url: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200, overflowWrap: 'anywhere' },
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  errors: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyleType: 'none' },
  error: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorPaletteRedBackground1,
    border: `1px solid ${tokens.colorPaletteRedBorder1}`,
  },
  errorHead: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  errorIcon: { color: tokens.colorPaletteRedForeground1 },
  links: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  linkIcon: { verticalAlign: 'middle', marginInlineEnd: tokens.spacingHorizontalXXS },
  muted: { color: tokens.colorNeutralForeground3 },
});

const statusColor = (code: number | null | undefined): 'success' | 'warning' | 'danger' | 'informative' =>
  code === null || code === undefined ? 'informative' : code < 300 ? 'success' : code < 400 ? 'warning' : 'danger';

const kilobytes = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`);

export interface ScrapingRunReport {
  readonly retries: number;
  readonly durationMs: number;
  readonly pages: ReadonlyArray<{ readonly url: string; readonly statusCode?: number | null; readonly durationMs: number; readonly bytes: number; readonly attempts: number; readonly error?: string | null }>;
  readonly errors: ReadonlyArray<{ readonly cause: string; readonly message: string; readonly count: number; readonly urls: ReadonlyArray<string>; readonly htmlUrl?: string | null; readonly screenshotUrl?: string | null }>;
}

/**
 * The report as plain data: its fields are selected where the report is read (the latest job, the try-it run) rather
 * than through a fragment of its own, because a fragment spread counts twice against the API's query depth limit and
 * the job's report already sits deep in the task's query.
 */
export function ScrapingRunReportView({ report, label = 'Run report' }: { report: ScrapingRunReport; label?: string }) {
  const styles = useStyles();
  return (
    <section className={styles.root} aria-label={label}>
      <div className={styles.summary}>
        <Badge appearance="tint" color="informative">
          {report.pages.length} {report.pages.length === 1 ? 'page' : 'pages'}
        </Badge>
        <Badge appearance="tint" color={report.retries ? 'warning' : 'informative'}>
          {report.retries} {report.retries === 1 ? 'retry' : 'retries'}
        </Badge>
        <Badge appearance="tint" color={report.errors.length ? 'danger' : 'success'}>
          {report.errors.length ? `${report.errors.length} ${report.errors.length === 1 ? 'cause' : 'causes'} of errors` : 'No errors'}
        </Badge>
        <Caption1 className={styles.muted}>Took {formatDuration(report.durationMs)}</Caption1>
      </div>
      {report.pages.length ? (
        <div className={styles.scroll} role="region" aria-label={`${label}: pages, scrollable`} tabIndex={0}>
          <Table size="small" aria-label={`${label}: pages`}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>Page</TableHeaderCell>
                <TableHeaderCell style={{ width: '90px' }}>Status</TableHeaderCell>
                <TableHeaderCell style={{ width: '90px' }}>Time</TableHeaderCell>
                <TableHeaderCell style={{ width: '90px' }}>Size</TableHeaderCell>
                <TableHeaderCell style={{ width: '80px' }}>Attempts</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {report.pages.map((page, index) => (
                <TableRow key={`${page.url}-${index}`}>
                  <TableCell>
                    <TableCellLayout description={page.error ?? undefined}>
                      <span className={styles.url}>{page.url}</span>
                    </TableCellLayout>
                  </TableCell>
                  <TableCell>
                    <Badge appearance="filled" color={statusColor(page.statusCode)}>
                      {page.statusCode ?? (page.error ? 'Failed' : '-')}
                    </Badge>
                  </TableCell>
                  <TableCell className={styles.number}>{page.durationMs} ms</TableCell>
                  <TableCell className={styles.number}>{kilobytes(page.bytes)}</TableCell>
                  <TableCell className={styles.number}>{page.attempts}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      ) : (
        <Text className={styles.muted}>No page was fetched.</Text>
      )}
      {report.errors.length ? (
        <ul className={styles.errors} aria-label={`${label}: errors by cause`}>
          {report.errors.map((group) => (
            <li key={group.cause} className={styles.error}>
              <div className={styles.errorHead}>
                <ErrorCircleRegular className={styles.errorIcon} aria-hidden="true" />
                <Text weight="semibold">{group.cause}</Text>
                <Badge appearance="tint" color="danger">
                  {group.count} {group.count === 1 ? 'time' : 'times'}
                </Badge>
              </div>
              <Text>{group.message}</Text>
              {group.urls.length ? (
                <Caption1 className={styles.url}>
                  {group.urls.slice(0, 3).join(', ')}
                  {group.urls.length > 3 ? ` and ${group.urls.length - 3} more` : ''}
                </Caption1>
              ) : null}
              {group.htmlUrl || group.screenshotUrl ? (
                <div className={styles.links}>
                  {group.htmlUrl ? (
                    <Link href={group.htmlUrl} target="_blank" rel="noreferrer noopener">
                      <CodeRegular className={styles.linkIcon} aria-hidden="true" />
                      Kept HTML
                    </Link>
                  ) : null}
                  {group.screenshotUrl ? (
                    <Link href={group.screenshotUrl} target="_blank" rel="noreferrer noopener">
                      <ImageRegular className={styles.linkIcon} aria-hidden="true" />
                      Screenshot
                    </Link>
                  ) : null}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
