// Scraping service information (spec 2, sections 2.6 and 9): the menu's latest HTML scraping job with its status and
// scraping status, the duration as hh:mm:ss, the messages and exceptions (each list scrolling at 230 px), the change
// counts of titles and dishes against the run before, and the run report.
import {
  Badge,
  Caption1,
  Spinner,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { BotRegular } from '@fluentui/react-icons';
import { graphql, useFragment } from 'react-relay';
import { DateTimeText } from '../../components/DateTimeText';
import { EmptyState } from '../../components/EmptyState';
import { Fact, FactGrid } from '../taskPage/Facts';
import { humanize } from '../taskPage/taskPageLogic';
import type { ScrapingServicePanel_menu$key } from './__generated__/ScrapingServicePanel_menu.graphql';
import { formatDuration } from './menuScrapingRules';
import { ScrapingRunReportView } from './ScrapingRunReportView';
import { ScrapingScreenshots } from './ScrapingScreenshots';
import { jobStatusColor, scrapingStatusColor } from './scrapingStatusColors';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  running: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  lists: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))', gap: tokens.spacingHorizontalL },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  list: {
    // Spec 2, section 9: the messages and exceptions lists scroll at 230 px.
    maxHeight: '230px',
    overflowY: 'auto',
    margin: 0,
    paddingBlock: tokens.spacingVerticalS,
    paddingInlineStart: tokens.spacingHorizontalXXL,
    paddingInlineEnd: tokens.spacingHorizontalM,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase300,
    overflowWrap: 'anywhere',
  },
  exception: { fontFamily: tokens.fontFamilyMonospace, color: tokens.colorPaletteRedForeground1 },
  empty: { color: tokens.colorNeutralForeground3, paddingBlock: tokens.spacingVerticalS },
  counts: { maxWidth: '900px' },
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
});

const COUNT_COLUMNS = [
  ['existing', 'Existing'],
  ['scraped', 'Scraped'],
  ['created', 'Created'],
  ['updated', 'Updated'],
  ['significantlyUpdated', 'Significantly updated'],
  ['deleted', 'Deleted'],
  ['restored', 'Restored'],
] as const;

export function ScrapingServicePanel({ menu: menuKey }: { menu: ScrapingServicePanel_menu$key }) {
  const styles = useStyles();
  const menu = useFragment(
    graphql`
      fragment ScrapingServicePanel_menu on Menu {
        isScrapeRunning
        isHtmlMenuScrapedInDebugMode
        htmlMenuScrapingJob {
          databaseId
          status
          scrapingStatus
          reason
          comment
          isDebugMode
          isRerun
          instructionsVersion
          attempts
          startedDate
          finishedDate
          durationMs
          messages
          exceptions
          flags
          scrapedMenuTitleCount
          scrapedDishCount
          requestedBy {
            name
          }
          menuTitleChangeCounts {
            existing
            scraped
            created
            updated
            significantlyUpdated
            deleted
            restored
          }
          dishChangeCounts {
            existing
            scraped
            created
            updated
            significantlyUpdated
            deleted
            restored
          }
          report {
            retries
            durationMs
            pages {
              url
              statusCode
              durationMs
              bytes
              attempts
              error
            }
            errors {
              cause
              message
              count
              urls
              htmlUrl
              screenshotUrl
            }
          }
          createdDate
        }
      }
    `,
    menuKey,
  );
  const job = menu.htmlMenuScrapingJob;
  const running = menu.isScrapeRunning ? (
    <div className={styles.running} role="status">
      <Spinner size="tiny" />
      <Text>A scrape of this menu is scheduled or running; this panel updates when it ends.</Text>
    </div>
  ) : null;
  if (!job) {
    return (
      <div className={styles.root}>
        {running}
        {!running ? <EmptyState icon={<BotRegular />} title="No scraping job yet" description="Resolving the task or Rescrape schedules the first scrape of this menu." /> : null}
      </div>
    );
  }
  const counts = [
    ['Menu titles', job.menuTitleChangeCounts],
    ['Dishes', job.dishChangeCounts],
  ] as const;
  return (
    <div className={styles.root}>
      {running}
      <FactGrid label="Latest scraping job">
        <Fact label="Job">{job.databaseId}</Fact>
        <Fact label="Status">
          <Badge appearance="filled" color={jobStatusColor(job.status)}>
            {humanize(job.status)}
          </Badge>
        </Fact>
        <Fact label="Scraping status">
          {job.scrapingStatus ? (
            <Badge appearance="filled" color={scrapingStatusColor(job.scrapingStatus)}>
              {humanize(job.scrapingStatus)}
            </Badge>
          ) : null}
        </Fact>
        <Fact label="Duration">{formatDuration(job.durationMs)}</Fact>
        <Fact label="Reason">{humanize(job.reason)}{job.isRerun ? ' (rerun)' : ''}</Fact>
        <Fact label="Requested by">{job.requestedBy?.name}</Fact>
        <Fact label="Started">
          <DateTimeText value={job.startedDate ?? job.createdDate} />
        </Fact>
        <Fact label="Finished">
          <DateTimeText value={job.finishedDate} />
        </Fact>
        <Fact label="Mode">{job.isDebugMode ? 'Debug (Chromium, screenshots)' : 'Default'}</Fact>
        <Fact label="Instructions version">{job.instructionsVersion}</Fact>
        <Fact label="Attempts">{job.attempts}</Fact>
        <Fact label="Scraped">
          {job.scrapedMenuTitleCount ?? '-'} titles, {job.scrapedDishCount ?? '-'} dishes
        </Fact>
        {job.flags.length ? <Fact label="Flags">{job.flags.map(humanize).join(', ')}</Fact> : null}
        {job.comment ? (
          <Fact label="Comment" wide>
            {job.comment}
          </Fact>
        ) : null}
      </FactGrid>

      <div className={styles.lists}>
        <MessageList title="Messages" items={job.messages} empty="No messages." />
        <MessageList title="Exceptions" items={job.exceptions} empty="No exceptions." exceptions />
      </div>

      <section className={styles.section} aria-label="Change counts">
        <Subtitle2 as="h3">Changes against the previous run</Subtitle2>
        {job.menuTitleChangeCounts || job.dishChangeCounts ? (
          <Table size="small" className={styles.counts} aria-label="Change counts">
            <TableHeader>
              <TableRow>
                <TableHeaderCell />
                {COUNT_COLUMNS.map(([key, label]) => (
                  <TableHeaderCell key={key}>{label}</TableHeaderCell>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {counts.map(([label, row]) => (
                <TableRow key={label}>
                  <TableCell>
                    <Text weight="semibold">{label}</Text>
                  </TableCell>
                  {COUNT_COLUMNS.map(([key]) => (
                    <TableCell key={key} className={styles.number}>
                      {row ? row[key] : '-'}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : (
          <Caption1 className={styles.empty}>This run has no change counts (it ended before the menu was compared).</Caption1>
        )}
      </section>

      {job.isDebugMode ? <ScrapingScreenshots key={job.databaseId} jobId={job.databaseId} /> : null}

      <section className={styles.section} aria-label="Run report">
        <Subtitle2 as="h3">Run report</Subtitle2>
        {job.report ? <ScrapingRunReportView report={job.report} label="Latest run report" /> : <Caption1 className={styles.empty}>No report was kept for this run.</Caption1>}
      </section>
    </div>
  );
}

export function MessageList({ title, items, empty, exceptions = false }: { title: string; items: readonly string[]; empty: string; exceptions?: boolean }) {
  const styles = useStyles();
  return (
    <section className={styles.section} aria-label={title}>
      <Subtitle2 as="h3">
        {title} <Badge appearance="tint" color={items.length && exceptions ? 'danger' : 'informative'}>{items.length}</Badge>
      </Subtitle2>
      {items.length ? (
        <ol className={styles.list} tabIndex={0} aria-label={`${title} list`}>
          {items.map((item, index) => (
            <li key={index} className={exceptions ? styles.exception : undefined}>
              {item}
            </li>
          ))}
        </ol>
      ) : (
        <Text className={styles.empty}>{empty}</Text>
      )}
    </section>
  );
}
