// The instructions' history (spec 2, section 2.6): the versions (who, when, comment, download), the rescraping comments
// (the rescrapes asked for with a comment and the menu's scraping rejections: a reviewer's reject on dish review or a
// comment set on the menu's page) and the scraping responses of the finished HTML jobs, each downloadable as .json
// ('Download scraping response failed.' when the download fails).
import {
  Badge,
  Button,
  Caption1,
  Tab,
  TabList,
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
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import { useNotify } from '../../../app/notifications/useNotify';
import { DateTimeText } from '../../../components/DateTimeText';
import { errorMessage } from '../../../relay/errorMessage';
import { downloadJson, scrapingInstructionsFileName, scrapingInstructionsText } from '../../brands/scrapingInstructionsFile';
import { humanize } from '../../taskPage/taskPageLogic';
import type { InstructionsHistoryQuery } from './__generated__/InstructionsHistoryQuery.graphql';
import { formatDuration } from '../menuScrapingRules';
import { rejectionSource } from '../scrapingRejections';
import { downloadScrapingResponse } from '../scrapingDownloads';
import { jobStatusColor, scrapingStatusColor } from '../scrapingStatusColors';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  scroll: { maxHeight: '360px', overflow: 'auto', border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium },
  comment: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
  nowrap: { whiteSpace: 'nowrap' },
});

type HistoryTab = 'versions' | 'comments' | 'responses';

interface RescrapingComment {
  key: string;
  source: string;
  date: unknown;
  by: string | null;
  comment: string | null;
}

export function InstructionsHistory({ menuId, fetchKey }: { menuId: number; fetchKey: number }) {
  const styles = useStyles();
  const environment = useRelayEnvironment();
  const notify = useNotify();
  const [tab, setTab] = useState<HistoryTab>('versions');
  const [downloading, setDownloading] = useState<number | null>(null);
  const data = useLazyLoadQuery<InstructionsHistoryQuery>(
    graphql`
      query InstructionsHistoryQuery($menuId: Int!) {
        menuScrapingInstructionsVersions(menuId: $menuId) {
          version
          scrapingInstructions
          comment
          createdDate
          createdBy {
            name
          }
        }
        menuScrapingRejections(menuId: $menuId) {
          comment
          rejectedDate
          source
          menuStatus
          dishReviewTaskId
          rejectedBy {
            name
          }
        }
        completedHtmlMenuScrapingJobsForMenu(menuId: $menuId) {
          databaseId
          status
          scrapingStatus
          reason
          comment
          isDebugMode
          instructionsVersion
          durationMs
          scrapedMenuTitleCount
          scrapedDishCount
          createdDate
          finishedDate
          requestedBy {
            name
          }
        }
      }
    `,
    { menuId },
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  const versions = data.menuScrapingInstructionsVersions;
  const jobs = data.completedHtmlMenuScrapingJobsForMenu;
  const rescrapes = jobs.filter((job) => job.reason === 'RESCRAPE' || job.comment);
  const comments: RescrapingComment[] = [
    ...rescrapes.map((job) => ({ key: `job-${job.databaseId}`, source: `Rescrape, job ${job.databaseId}`, date: job.createdDate, by: job.requestedBy?.name ?? null, comment: job.comment ?? null })),
    ...data.menuScrapingRejections.map((rejection, index) => ({
      key: `rejection-${index}`,
      source: rejectionSource(rejection),
      date: rejection.rejectedDate,
      by: rejection.rejectedBy?.name ?? null,
      comment: rejection.comment,
    })),
  ].sort((a, b) => String(b.date).localeCompare(String(a.date)));

  const downloadResponse = async (jobId: number) => {
    setDownloading(jobId);
    try {
      await downloadScrapingResponse(environment, menuId, jobId);
    } catch (error) {
      notify.error('Download scraping response failed.', errorMessage(error));
    } finally {
      setDownloading(null);
    }
  };

  return (
    <div className={styles.root}>
      <TabList size="small" selectedValue={tab} onTabSelect={(_event, data) => setTab(data.value as HistoryTab)} aria-label="Scraping history">
        <Tab value="versions">Instruction versions ({versions.length})</Tab>
        <Tab value="comments">Rescraping comments ({comments.length})</Tab>
        <Tab value="responses">Scraping responses ({jobs.length})</Tab>
      </TabList>

      {tab === 'versions' ? (
        versions.length ? (
          <div className={styles.scroll} role="region" aria-label="Instruction versions, scrollable" tabIndex={0}>
            <Table size="small" aria-label="Instruction versions">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell style={{ width: '90px' }}>Version</TableHeaderCell>
                  <TableHeaderCell style={{ width: '180px' }}>Saved</TableHeaderCell>
                  <TableHeaderCell style={{ width: '180px' }}>By</TableHeaderCell>
                  <TableHeaderCell>Comment</TableHeaderCell>
                  <TableHeaderCell style={{ width: '130px' }} />
                </TableRow>
              </TableHeader>
              <TableBody>
                {versions.map((row) => (
                  <TableRow key={row.version}>
                    <TableCell>
                      <Badge appearance="tint" color="brand">
                        v{row.version}
                      </Badge>
                    </TableCell>
                    <TableCell className={styles.nowrap}>
                      <DateTimeText value={row.createdDate} />
                    </TableCell>
                    <TableCell>{row.createdBy?.name ?? '-'}</TableCell>
                    <TableCell className={styles.comment}>{row.comment || <span className={styles.muted}>-</span>}</TableCell>
                    <TableCell>
                      <Button
                        size="small"
                        appearance="subtle"
                        icon={<ArrowDownloadRegular />}
                        onClick={() => downloadJson(scrapingInstructionsFileName(menuId, row.version), scrapingInstructionsText(row.scrapingInstructions))}
                      >
                        Download
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        ) : (
          <Text className={styles.muted}>No instructions were saved for this menu yet.</Text>
        )
      ) : null}

      {tab === 'comments' ? (
        comments.length ? (
          <div className={styles.scroll} role="region" aria-label="Rescraping comments, scrollable" tabIndex={0}>
            <Table size="small" aria-label="Rescraping comments">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell style={{ width: '260px' }}>Source</TableHeaderCell>
                  <TableHeaderCell style={{ width: '180px' }}>When</TableHeaderCell>
                  <TableHeaderCell style={{ width: '180px' }}>By</TableHeaderCell>
                  <TableHeaderCell>Comment</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {comments.map((row) => (
                  <TableRow key={row.key}>
                    <TableCell>{row.source}</TableCell>
                    <TableCell className={styles.nowrap}>
                      <DateTimeText value={row.date} />
                    </TableCell>
                    <TableCell>{row.by ?? '-'}</TableCell>
                    <TableCell className={styles.comment}>{row.comment || <span className={styles.muted}>No comment</span>}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        ) : (
          <Text className={styles.muted}>No rescrapes were asked for with a comment, and the menu was never rejected.</Text>
        )
      ) : null}

      {tab === 'responses' ? (
        jobs.length ? (
          <div className={styles.scroll} role="region" aria-label="Scraping responses, scrollable" tabIndex={0}>
            <Table size="small" aria-label="Scraping responses">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell style={{ width: '80px' }}>Job</TableHeaderCell>
                  <TableHeaderCell style={{ width: '170px' }}>Finished</TableHeaderCell>
                  <TableHeaderCell>Reason</TableHeaderCell>
                  <TableHeaderCell>Status</TableHeaderCell>
                  <TableHeaderCell>Found</TableHeaderCell>
                  <TableHeaderCell style={{ width: '90px' }}>Duration</TableHeaderCell>
                  <TableHeaderCell style={{ width: '140px' }} />
                </TableRow>
              </TableHeader>
              <TableBody>
                {jobs.map((job) => (
                  <TableRow key={job.databaseId}>
                    <TableCell>{job.databaseId}</TableCell>
                    <TableCell className={styles.nowrap}>
                      <DateTimeText value={job.finishedDate ?? job.createdDate} />
                    </TableCell>
                    <TableCell>
                      {humanize(job.reason)}
                      {job.isDebugMode ? ' · debug' : ''}
                      {job.instructionsVersion ? <Caption1 className={styles.muted}> · v{job.instructionsVersion}</Caption1> : null}
                    </TableCell>
                    <TableCell>
                      <Badge appearance="tint" color={jobStatusColor(job.status)}>
                        {humanize(job.status)}
                      </Badge>{' '}
                      {job.scrapingStatus ? (
                        <Badge appearance="tint" color={scrapingStatusColor(job.scrapingStatus)}>
                          {humanize(job.scrapingStatus)}
                        </Badge>
                      ) : null}
                    </TableCell>
                    <TableCell>
                      {job.scrapedMenuTitleCount ?? '-'} titles, {job.scrapedDishCount ?? '-'} dishes
                    </TableCell>
                    <TableCell>{formatDuration(job.durationMs)}</TableCell>
                    <TableCell>
                      <Button
                        size="small"
                        appearance="subtle"
                        icon={<ArrowDownloadRegular />}
                        disabled={downloading === job.databaseId}
                        onClick={() => void downloadResponse(job.databaseId)}
                      >
                        Response
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        ) : (
          <Text className={styles.muted}>No scraping job of this menu has finished yet.</Text>
        )
      ) : null}
    </div>
  );
}
