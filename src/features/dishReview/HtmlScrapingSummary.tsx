// The Scraping summary of an HTML menu's review (spec 2, section 2.7): the latest HTML job's status, engine (the menu's
// scraping type), reason, mode, duration, what it scraped and what it changed, titles and dishes. Document menus show
// menuScraping/documents/DocumentScrapingSummary instead (engine and discrepancy counts).
import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { BotRegular } from '@fluentui/react-icons';
import { graphql, useFragment } from 'react-relay';
import { DateTimeText } from '../../components/DateTimeText';
import { EmptyState } from '../../components/EmptyState';
import { formatDuration } from '../menuScraping/menuScrapingRules';
import { jobStatusColor, scrapingStatusColor } from '../menuScraping/scrapingStatusColors';
import { Fact, FactGrid } from '../taskPage/Facts';
import { humanize } from '../taskPage/taskPageLogic';
import type { HtmlScrapingSummary_menu$key } from './__generated__/HtmlScrapingSummary_menu.graphql';

const useStyles = makeStyles({ counts: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' } });

type Counts = { readonly created: number; readonly updated: number; readonly significantlyUpdated: number; readonly deleted: number; readonly restored: number; readonly scraped: number } | null | undefined;

function ChangeCounts({ counts }: { counts: Counts }) {
  const styles = useStyles();
  if (!counts) return null;
  return (
    <span className={styles.counts}>
      <Badge appearance="outline">{counts.scraped} scraped</Badge>
      <Badge appearance="tint" color="success">{counts.created} created</Badge>
      <Badge appearance="tint" color="warning">{counts.updated} updated</Badge>
      <Badge appearance="tint" color="warning">{counts.significantlyUpdated} significantly</Badge>
      <Badge appearance="tint" color="danger">{counts.deleted} deleted</Badge>
      <Badge appearance="tint" color="important">{counts.restored} restored</Badge>
    </span>
  );
}

export function HtmlScrapingSummary({ menu: menuKey }: { menu: HtmlScrapingSummary_menu$key }) {
  const menu = useFragment(
    graphql`
      fragment HtmlScrapingSummary_menu on Menu {
        scrapingType
        htmlMenuScrapingJob {
          databaseId
          status
          scrapingStatus
          reason
          isDebugMode
          durationMs
          finishedDate
          scrapedMenuTitleCount
          scrapedDishCount
          messages
          exceptions
          menuTitleChangeCounts {
            scraped
            created
            updated
            significantlyUpdated
            deleted
            restored
          }
          dishChangeCounts {
            scraped
            created
            updated
            significantlyUpdated
            deleted
            restored
          }
        }
      }
    `,
    menuKey,
  );
  const job = menu.htmlMenuScrapingJob;
  if (!job) return <EmptyState icon={<BotRegular />} title="No scraping job yet" description="This menu has not been scraped by the HTML scraper." />;
  return (
    <FactGrid label="Scraping summary">
      <Fact label="Job">{job.databaseId}</Fact>
      <Fact label="Engine">{menu.scrapingType ? humanize(menu.scrapingType) : 'HTML'}</Fact>
      <Fact label="Job status">
        <Badge appearance="tint" color={jobStatusColor(job.status)}>
          {humanize(job.status)}
        </Badge>
      </Fact>
      <Fact label="Scraping status">
        {job.scrapingStatus ? (
          <Badge appearance="tint" color={scrapingStatusColor(job.scrapingStatus)}>
            {humanize(job.scrapingStatus)}
          </Badge>
        ) : null}
      </Fact>
      <Fact label="Reason">{humanize(job.reason)}</Fact>
      <Fact label="Mode">{job.isDebugMode ? 'Debug' : 'Default'}</Fact>
      <Fact label="Duration">{formatDuration(job.durationMs)}</Fact>
      <Fact label="Finished at">{job.finishedDate ? <DateTimeText value={job.finishedDate} /> : null}</Fact>
      <Fact label="Titles scraped">{job.scrapedMenuTitleCount}</Fact>
      <Fact label="Dishes scraped">{job.scrapedDishCount}</Fact>
      <Fact label="Messages">{job.messages.length}</Fact>
      <Fact label="Exceptions">{job.exceptions.length}</Fact>
      <Fact label="Menu title changes" wide>
        <ChangeCounts counts={job.menuTitleChangeCounts} />
      </Fact>
      <Fact label="Dish changes" wide>
        <ChangeCounts counts={job.dishChangeCounts} />
      </Fact>
    </FactGrid>
  );
}
