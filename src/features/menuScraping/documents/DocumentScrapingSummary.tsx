// Scraping service information for a document menu (spec 2, sections 2.6 and 3): the latest document scraping job's
// status, engine, reason, duration (hh:mm:ss), the titles and dishes it scraped, its high, medium and low discrepancy
// counts (where PDF_AI and our rules disagree) with the discrepancies listed, and its messages and exceptions.
import { Badge, Caption1, Subtitle2, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { DocumentRegular } from '@fluentui/react-icons';
import { graphql, useFragment } from 'react-relay';
import { DateTimeText } from '../../../components/DateTimeText';
import { EmptyState } from '../../../components/EmptyState';
import { Fact, FactGrid } from '../../taskPage/Facts';
import { humanize } from '../../taskPage/taskPageLogic';
import type { DocumentScrapingSummary_menu$key } from './__generated__/DocumentScrapingSummary_menu.graphql';
import { formatDuration } from '../menuScrapingRules';
import { MessageList } from '../ScrapingServicePanel';
import { jobStatusColor, scrapingStatusColor } from '../scrapingStatusColors';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  lists: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))', gap: tokens.spacingHorizontalL },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  counts: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  table: { maxWidth: '1100px' },
  empty: { color: tokens.colorNeutralForeground3 },
});

const IMPACT_COLOR = { HIGH: 'danger', MEDIUM: 'warning', LOW: 'informative' } as const;
const impactColor = (level: string) => IMPACT_COLOR[level as keyof typeof IMPACT_COLOR] ?? 'informative';

export function DocumentScrapingSummary({ menu: menuKey }: { menu: DocumentScrapingSummary_menu$key }) {
  const styles = useStyles();
  const menu = useFragment(
    graphql`
      fragment DocumentScrapingSummary_menu on Menu {
        documentMenuScrapingJob {
          databaseId
          status
          scrapingStatus
          scrapingReason
          scrapingEngine
          scrapedMenuTitleCount
          scrapedDishCount
          highDiscrepancyCount
          mediumDiscrepancyCount
          lowDiscrepancyCount
          discrepancies {
            nodeId
            isHallucination
            impactLevel
            description
          }
          messages
          exceptions
          requestedBy {
            name
          }
          startedDate
          finishedDate
          durationMs
          createdDate
        }
      }
    `,
    menuKey,
  );
  const job = menu.documentMenuScrapingJob;
  if (!job) {
    return <EmptyState icon={<DocumentRegular />} title="No document scraping job yet" description="Done with a selected file schedules the first scrape of this menu’s files." />;
  }
  return (
    <div className={styles.root}>
      <FactGrid label="Latest document scraping job">
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
        <Fact label="Engine">{humanize(job.scrapingEngine)}</Fact>
        <Fact label="Reason">{humanize(job.scrapingReason)}</Fact>
        <Fact label="Duration">{formatDuration(job.durationMs)}</Fact>
        <Fact label="Requested by">{job.requestedBy?.name}</Fact>
        <Fact label="Started">
          <DateTimeText value={job.startedDate ?? job.createdDate} />
        </Fact>
        <Fact label="Finished">
          <DateTimeText value={job.finishedDate} />
        </Fact>
        <Fact label="Scraped">
          {job.scrapedMenuTitleCount ?? '-'} titles, {job.scrapedDishCount ?? '-'} dishes
        </Fact>
        <Fact label="Discrepancies">
          <span className={styles.counts} aria-label="Discrepancy counts">
            <Badge appearance="tint" color="danger">High {job.highDiscrepancyCount}</Badge>
            <Badge appearance="tint" color="warning">Medium {job.mediumDiscrepancyCount}</Badge>
            <Badge appearance="tint" color="informative">Low {job.lowDiscrepancyCount}</Badge>
          </span>
        </Fact>
      </FactGrid>

      <section className={styles.section} aria-label="Discrepancies">
        <Subtitle2 as="h3">Discrepancies</Subtitle2>
        {job.discrepancies.length ? (
          <Table size="small" className={styles.table} aria-label="Discrepancies list">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>Item</TableHeaderCell>
                <TableHeaderCell>Impact</TableHeaderCell>
                <TableHeaderCell>Hallucination</TableHeaderCell>
                <TableHeaderCell>Description</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {job.discrepancies.map((discrepancy, index) => (
                <TableRow key={`${discrepancy.nodeId}-${index}`}>
                  <TableCell>{discrepancy.nodeId}</TableCell>
                  <TableCell>
                    <Badge appearance="tint" color={impactColor(discrepancy.impactLevel)}>
                      {humanize(discrepancy.impactLevel)}
                    </Badge>
                  </TableCell>
                  <TableCell>{discrepancy.isHallucination ? 'Yes' : 'No'}</TableCell>
                  <TableCell>{discrepancy.description ?? '-'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : (
          <Caption1 className={styles.empty}>No discrepancies: the engines agree, or only one engine ran.</Caption1>
        )}
      </section>

      <div className={styles.lists}>
        <MessageList title="Messages" items={job.messages} empty="No messages." />
        <MessageList title="Exceptions" items={job.exceptions} empty="No exceptions." exceptions />
      </div>
    </div>
  );
}
