// Crawling Service Information (spec 2, sections 2.6 and 9): the document (PDF or image) menu's latest crawl: status,
// whether the fallback settings (broader link rules) were used, the files found, the duration as hh:mm:ss, when, and
// its messages and exceptions (each list scrolling at 230 px). HTML menus are not crawled: the spec's dashes and why.
import { Badge, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import { DateTimeText } from '../../components/DateTimeText';
import { Fact, FactGrid } from '../taskPage/Facts';
import { humanize } from '../taskPage/taskPageLogic';
import type { CrawlingServiceInformation_menu$key } from './__generated__/CrawlingServiceInformation_menu.graphql';
import { formatDuration } from './menuScrapingRules';
import { MessageList } from './ScrapingServicePanel';
import { jobStatusColor } from './scrapingStatusColors';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  lists: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))', gap: tokens.spacingHorizontalL },
  muted: { color: tokens.colorNeutralForeground3 },
});

export function CrawlingServiceInformation({ menu: menuKey, isDocument }: { menu: CrawlingServiceInformation_menu$key; isDocument: boolean }) {
  const styles = useStyles();
  const menu = useFragment(
    graphql`
      fragment CrawlingServiceInformation_menu on Menu {
        menuCrawlingJob {
          databaseId
          crawlingStatus
          useFallbackSettings
          filesFound
          messages
          exceptions
          durationMs
          createdDate
          finishedDate
        }
      }
    `,
    menuKey,
  );
  const job = menu.menuCrawlingJob;
  return (
    <div className={styles.root}>
      <FactGrid label="Latest crawling job">
        <Fact label="Crawling job">{job?.databaseId}</Fact>
        <Fact label="Status">
          {job ? (
            <Badge appearance="filled" color={jobStatusColor(job.crawlingStatus)}>
              {humanize(job.crawlingStatus)}
            </Badge>
          ) : null}
        </Fact>
        <Fact label="Fallback settings">{job ? (job.useFallbackSettings ? 'Used' : 'Not used') : null}</Fact>
        <Fact label="Files found">{job?.filesFound}</Fact>
        <Fact label="Duration">{job ? formatDuration(job.durationMs) : null}</Fact>
        <Fact label="Started">{job ? <DateTimeText value={job.createdDate} /> : null}</Fact>
        <Fact label="Finished">{job?.finishedDate ? <DateTimeText value={job.finishedDate} /> : null}</Fact>
      </FactGrid>
      {job ? (
        <div className={styles.lists}>
          <MessageList title="Crawling messages" items={job.messages} empty="No messages." />
          <MessageList title="Crawling exceptions" items={job.exceptions} empty="No exceptions." exceptions />
        </div>
      ) : (
        <Caption1 className={styles.muted}>
          {isDocument ? 'No crawling job has run for this menu yet.' : 'HTML menus are not crawled: document crawling finds the PDF and image menus on a site.'}
        </Caption1>
      )}
    </div>
  );
}
