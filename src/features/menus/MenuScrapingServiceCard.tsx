// The menu page's Scraping service information (spec 2, section 2.13): the report download, the 'Scraping details' eye
// button (enabled only when the menu was scraped in debug mode; its tooltip says why when it is not) that opens the HTML
// or document debug viewer in its own chunk, the menu annotations, the error code and the messages of the latest run.
import { Badge, Button, Caption1, Card, CardHeader, Subtitle2, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, EyeRegular } from '@fluentui/react-icons';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { EMPTY_VALUE } from '../../../domain/dates';
import { useNotify } from '../../app/notifications/useNotify';
import { DateTimeText } from '../../components/DateTimeText';
import { JsonViewer } from '../../components/JsonViewer';
import { errorMessage } from '../../relay/errorMessage';
import { scrapingDetailsAvailability } from '../debugViewer/scrapingDetailsAvailability';
import { downloadScrapingReport } from '../menuScraping/scrapingDownloads';
import { MessageList } from '../menuScraping/ScrapingServicePanel';
import { humanize } from '../taskPage/taskPageLogic';
import { FactList } from '../brands/FactList';
import type { MenuScrapingServiceCard_menu$key } from './__generated__/MenuScrapingServiceCard_menu.graphql';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalM },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
});

export interface MenuScrapingServiceCardProps {
  menu: MenuScrapingServiceCard_menu$key;
  onOpenScrapingDetails(): void;
}

export function MenuScrapingServiceCard({ menu: menuKey, onOpenScrapingDetails }: MenuScrapingServiceCardProps) {
  const styles = useStyles();
  const notify = useNotify();
  const environment = useRelayEnvironment();
  const menu = useFragment(
    graphql`
      fragment MenuScrapingServiceCard_menu on Menu {
        databaseId
        format
        isHtmlMenuScrapedInDebugMode
        htmlMenuScrapingJob {
          databaseId
          status
          scrapingStatus
          isDebugMode
          finishedDate
          messages
          exceptions
          menuAnnotations
          report {
            errors {
              cause
              count
            }
          }
        }
        documentMenuScrapingJob {
          databaseId
          status
          scrapingStatus
          finishedDate
          messages
          exceptions
        }
      }
    `,
    menuKey,
  );
  const availability = scrapingDetailsAvailability({
    format: menu.format,
    isHtmlMenuScrapedInDebugMode: menu.isHtmlMenuScrapedInDebugMode,
    documentJobStatus: menu.documentMenuScrapingJob?.status,
  });
  const job = availability.variant === 'DOCUMENT' ? menu.documentMenuScrapingJob : menu.htmlMenuScrapingJob;
  const htmlJob = availability.variant === 'HTML' ? menu.htmlMenuScrapingJob : null;
  const errorCauses = htmlJob?.report?.errors.map((error) => `${humanize(error.cause)} (${error.count})`) ?? [];
  const errorCode = job?.scrapingStatus === 'ERROR' || job?.scrapingStatus === 'PARTIAL_SUCCESS' ? errorCauses.join(', ') || humanize(job.scrapingStatus) : null;

  const downloadReport = async () => {
    try {
      await downloadScrapingReport(environment, menu.databaseId);
    } catch (error) {
      notify.error('Download scraping report failed.', errorMessage(error));
    }
  };

  return (
    <Card className={styles.card} aria-labelledby="menu-scraping-service-title">
      <CardHeader
        header={<Subtitle2 id="menu-scraping-service-title">Scraping service information</Subtitle2>}
        description={
          <Caption1 className={styles.muted}>
            {job ? (
              <>
                {`Job ${job.databaseId} · ${humanize(job.status)}${job.scrapingStatus ? `, ${humanize(job.scrapingStatus)}` : ''} · `}
                <DateTimeText value={job.finishedDate} />
              </>
            ) : (
              'This menu has not been scraped yet.'
            )}
          </Caption1>
        }
      />
      <div className={styles.actions}>
        <Button icon={<ArrowDownloadRegular />} disabled={!job} onClick={() => void downloadReport()}>
          Report
        </Button>
        <Tooltip content={availability.hint} relationship="description" withArrow>
          <Button
            icon={<EyeRegular />}
            appearance={availability.enabled ? 'primary' : 'secondary'}
            disabledFocusable={!availability.enabled}
            onClick={availability.enabled ? onOpenScrapingDetails : undefined}
          >
            Scraping details
          </Button>
        </Tooltip>
      </div>
      <FactList
        facts={[
          { label: 'Mode', value: htmlJob ? (htmlJob.isDebugMode ? <Badge appearance="tint" color="brand">Debug</Badge> : 'Default') : EMPTY_VALUE },
          { label: 'Error code', value: errorCode ?? EMPTY_VALUE },
        ]}
      />
      {htmlJob?.menuAnnotations ? <JsonViewer value={htmlJob.menuAnnotations} collapsed label="Menu annotations" /> : <Caption1 className={styles.muted}>No menu annotations.</Caption1>}
      <MessageList title="Messages" items={job?.messages ?? []} empty="No messages." />
      {job?.exceptions.length ? <MessageList title="Exceptions" items={job.exceptions} empty="No exceptions." exceptions /> : null}
    </Card>
  );
}
