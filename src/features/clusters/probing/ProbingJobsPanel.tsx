// The cluster page's lead-menu probing jobs (spec 3, sections 2 and 4; docs/probing.md), 10 a page, newest first:
// the menu, the job's status and dates, the probe's status, whether the template is at risk, what changed (counts,
// with the values behind a popover, and the risks a scraper fixes the template from) and Apply, which makes the job's
// fingerprint the menu's baseline. Apply follows the cluster editing rule (assignee or admin: the page's
// editRefusal) and is on only for a completed probe with changes not applied yet; after it the cluster and the table
// are read again.
import {
  Badge,
  Button,
  Caption1,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Tooltip,
  makeStyles,
  tokens,
  type BadgeProps,
} from '@fluentui/react-components';
import { CheckmarkCircleRegular, FingerprintRegular } from '@fluentui/react-icons';
import { Suspense, useMemo, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useNotify } from '../../../app/notifications/useNotify';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { DateTimeText } from '../../../components/DateTimeText';
import { EmptyState } from '../../../components/EmptyState';
import { PagedPanel } from '../../../components/PagedPanel';
import { errorMessage } from '../../../relay/errorMessage';
import { PanelErrorBoundary } from '../../brandDefinition/PanelErrorBoundary';
import { RouterLink } from '../../brands/RouterLink';
import { humanizeEnum } from '../../tasks/taskListLogic';
import { menuPath } from '../ClusterMenuListPanels';
import { PANEL_PAGE_SIZE } from '../ClusterMenuStatusesPanel';
import { useClusterRefresh } from '../clusterRefresh';
import type { ProbingJobsPanelQuery, ProbingJobsPanelQuery$data } from './__generated__/ProbingJobsPanelQuery.graphql';
import { applyRefusal, changeGroups, changeSummary } from './probingJobSummary';
import { useApplyProbingJobMutation } from './probingMutations';
import { PROBING_TEXTS } from './probingTexts';

const TITLE = 'Lead-menu probing jobs';

const useStyles = makeStyles({
  cellStack: { display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  nowrap: { whiteSpace: 'nowrap' },
  risks: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL, color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200, maxWidth: '420px' },
  changes: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, alignItems: 'flex-start', maxWidth: '460px' },
  surface: { maxWidth: '560px', maxHeight: '420px', overflowY: 'auto', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL, fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200, wordBreak: 'break-all' },
  added: { color: tokens.colorPaletteGreenForeground1 },
  removed: { color: tokens.colorPaletteRedForeground1 },
});

const jobsQuery = graphql`
  query ProbingJobsPanelQuery($menuScrapingClusterId: ID!, $page: Int!, $pageSize: Int!) {
    menuProbingJobs(menuScrapingClusterId: $menuScrapingClusterId, page: $page, pageSize: $pageSize) {
      total
      items {
        id
        databaseId
        menuId
        menuProbingSessionId
        jobStatus
        scheduleDate
        completedDate
        probingStatus
        hasChanges
        isBaseline
        isApplied
        addedIds
        removedIds
        addedClasses
        removedClasses
        addedXPathSignatures
        removedXPathSignatures
        updatedHashCodes
        risks {
          rule
          reason
        }
        error
      }
    }
  }
`;

type JobRow = ProbingJobsPanelQuery$data['menuProbingJobs']['items'][number];

const JOB_STATUS_COLORS: Record<string, BadgeProps['color']> = { IN_PROGRESS: 'brand', COMPLETED: 'success', FAILED: 'danger' };

export interface ProbingJobsPanelProps {
  clusterId: string;
  /** Why the viewer may not apply fingerprints (not the cluster's assignee nor an admin); null when they may. */
  editRefusal: string | null;
}

export function ProbingJobsPanel(props: ProbingJobsPanelProps) {
  const refresh = useClusterRefresh();
  return (
    <PanelErrorBoundary title="The probing jobs could not be loaded.">
      <Suspense
        fallback={
          <PagedPanel title={TITLE}>
            <DataTable ariaLabel={TITLE} columns={[]} items={[]} getRowKey={() => ''} loading loadingRows={2} keyboardShortcuts={false} />
          </PagedPanel>
        }
      >
        <ProbingJobs {...props} fetchKey={refresh.key} />
      </Suspense>
    </PanelErrorBoundary>
  );
}

function ProbingJobs({ clusterId, editRefusal, fetchKey }: ProbingJobsPanelProps & { fetchKey: number }) {
  const styles = useStyles();
  const notify = useNotify();
  const refresh = useClusterRefresh();
  const apply = useApplyProbingJobMutation();
  const [page, setPage] = useState(1);
  const [applying, setApplying] = useState<string | null>(null);
  const data = useLazyLoadQuery<ProbingJobsPanelQuery>(jobsQuery, { menuScrapingClusterId: clusterId, page, pageSize: PANEL_PAGE_SIZE }, { fetchPolicy: 'network-only', fetchKey });
  const jobs = data.menuProbingJobs;

  const columns = useMemo<Array<DataTableColumn<JobRow>>>(() => {
    const runApply = async (job: JobRow) => {
      setApplying(job.id);
      try {
        await apply.run({ menuProbingJobId: job.id });
        notify.success(PROBING_TEXTS.applied);
        // The cluster's flag and the table's applied marks are read again.
        refresh.refresh();
      } catch (error) {
        notify.error(PROBING_TEXTS.applyFailed, errorMessage(error));
      } finally {
        setApplying(null);
      }
    };
    return [
      { id: 'menu', header: 'Menu ID', width: '90px', render: (job) => <RouterLink to={menuPath(job.menuId)}>{job.menuId}</RouterLink> },
      {
        id: 'status',
        header: 'Job status',
        render: (job) => (
          <span className={styles.cellStack}>
            <span className={styles.nowrap}>
              <Badge appearance="tint" shape="rounded" color={JOB_STATUS_COLORS[job.jobStatus] ?? 'informative'}>
                {humanizeEnum(job.jobStatus)}
              </Badge>
            </span>
            <Caption1 className={styles.muted}>job {job.databaseId} · session {job.menuProbingSessionId}</Caption1>
          </span>
        ),
      },
      { id: 'scheduled', header: 'Scheduled', render: (job) => <DateTimeText value={job.scheduleDate} /> },
      { id: 'completed', header: 'Completed', render: (job) => <DateTimeText value={job.completedDate} /> },
      {
        id: 'probingStatus',
        header: 'Probing status',
        render: (job) => (
          <span className={styles.cellStack}>
            <span>{job.probingStatus ? humanizeEnum(job.probingStatus) : '-'}</span>
            {job.error ? <Caption1 className={styles.removed}>{job.error}</Caption1> : null}
          </span>
        ),
      },
      {
        id: 'hasChanges',
        header: 'Has changes',
        render: (job) =>
          job.isBaseline ? (
            <Badge appearance="outline" shape="rounded" color="informative">
              Baseline
            </Badge>
          ) : job.hasChanges ? (
            <Badge appearance="filled" shape="rounded" color={job.isApplied ? 'subtle' : 'danger'}>
              {job.isApplied ? 'Changes applied' : 'Template at risk'}
            </Badge>
          ) : (
            <Badge appearance="tint" shape="rounded" color="success">
              No
            </Badge>
          ),
      },
      { id: 'changes', header: 'What changed', render: (job) => <WhatChanged job={job} /> },
      {
        id: 'actions',
        header: 'Actions',
        hideHeader: true,
        align: 'end',
        render: (job) => {
          const refusal = applyRefusal(job) ?? editRefusal;
          return (
            <Tooltip content={refusal ?? `Make this probe's fingerprint menu ${job.menuId}'s baseline`} relationship="description" withArrow>
              <Button
                size="small"
                appearance={refusal ? 'subtle' : 'primary'}
                icon={<CheckmarkCircleRegular />}
                disabledFocusable={refusal !== null || applying !== null}
                onClick={() => void runApply(job)}
              >
                Apply
              </Button>
            </Tooltip>
          );
        },
      },
    ];
  }, [styles, apply, notify, refresh, editRefusal, applying]);

  return (
    <PagedPanel title={TITLE} total={jobs.total} paging={{ page, pageSize: PANEL_PAGE_SIZE, onChange: (next) => setPage(next) }}>
      <DataTable
        ariaLabel={TITLE}
        columns={columns}
        items={jobs.items}
        getRowKey={(job) => job.id}
        keyboardShortcuts={false}
        empty={<EmptyState icon={<FingerprintRegular />} title={PROBING_TEXTS.emptyTitle} description={PROBING_TEXTS.emptyText} />}
      />
    </PagedPanel>
  );
}

/** The counts, the values behind a popover, and the risks under them. */
function WhatChanged({ job }: { job: JobRow }) {
  const styles = useStyles();
  const summary = changeSummary(job);
  const groups = changeGroups(job).filter((group) => group.added.length + group.removed.length > 0);
  if (job.isBaseline) return <Caption1 className={styles.muted}>First fingerprint: nothing to compare</Caption1>;
  if (job.jobStatus !== 'COMPLETED') return <Caption1 className={styles.muted}>-</Caption1>;
  return (
    <span className={styles.changes}>
      {groups.length > 0 || job.updatedHashCodes.length > 0 ? (
        <Popover withArrow positioning="below-start">
          <PopoverTrigger disableButtonEnhancement>
            <Button size="small" appearance="transparent" aria-label={`What changed in job ${job.databaseId}: ${summary}`}>
              {summary}
            </Button>
          </PopoverTrigger>
          <PopoverSurface className={styles.surface} aria-label={`What changed in job ${job.databaseId}`}>
            {groups.map((group) => (
              <div key={group.label}>
                <Caption1>
                  <strong>{group.label}</strong>
                </Caption1>
                <ul className={styles.list}>
                  {group.removed.map((value) => (
                    <li key={`-${value}`} className={styles.removed}>
                      − {value}
                    </li>
                  ))}
                  {group.added.map((value) => (
                    <li key={`+${value}`} className={styles.added}>
                      + {value}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
            {job.updatedHashCodes.length > 0 ? (
              <div>
                <Caption1>
                  <strong>Updated hash codes</strong>
                </Caption1>
                <ul className={styles.list}>
                  {job.updatedHashCodes.map((value) => (
                    <li key={value}>{value}</li>
                  ))}
                </ul>
              </div>
            ) : null}
          </PopoverSurface>
        </Popover>
      ) : (
        <Caption1 className={styles.muted}>{summary}</Caption1>
      )}
      {job.risks.length > 0 ? (
        <ul className={styles.risks} aria-label="Risks">
          {job.risks.map((risk) => (
            <li key={`${risk.rule}:${risk.reason}`}>
              <strong>{risk.rule}</strong>: {risk.reason}
            </li>
          ))}
        </ul>
      ) : null}
    </span>
  );
}
