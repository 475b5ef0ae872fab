// A page of HTML scraping sessions (spec 3, sections 2, 3 and 4), for the cluster's sessions panel and the reruns page:
// id, status, created date and by, time slots (with their span as hh:mm:ss), start time, estimated completion, completed
// date (with how long it ran), total and scraped menus, job counts by scraping status, the configuration and the
// scraping-instructions version (the 'Version' column). Each row opens its report (a signed URL, in a new tab) and, in progress only, has Abort:
// enabled as the server says for the viewer (abortRefusal) unless the page has its own reason (a read-only step).
import { Badge, Button, Caption1, Tooltip, makeStyles, tokens, type BadgeProps } from '@fluentui/react-components';
import { DismissCircleRegular, DocumentArrowDownRegular } from '@fluentui/react-icons';
import { useMemo, useState, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { SESSION_STATUS_LABELS, type SessionStatus } from '../../../domain/scrapingSessions';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { DateTimeText } from '../../components/DateTimeText';
import { EmptyState } from '../../components/EmptyState';
import { PagedPanel } from '../../components/PagedPanel';
import type { SessionsTable_page$data, SessionsTable_page$key } from './__generated__/SessionsTable_page.graphql';
import { configurationLines, sessionDuration, timeSlotSpan } from './sessionDisplay';

const useStyles = makeStyles({
  nowrap: { whiteSpace: 'nowrap' },
  scroll: { overflowX: 'auto' },
  cellStack: { display: 'flex', flexDirection: 'column', gap: '2px' },
  muted: { color: tokens.colorNeutralForeground3 },
  counts: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXS, maxWidth: '200px' },
  configuration: { margin: 0, paddingInlineStart: 0, listStyleType: 'none', maxWidth: '220px', fontSize: tokens.fontSizeBase200 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, justifyContent: 'flex-end' },
});

export type SessionRow = SessionsTable_page$data['items'][number];

const STATUS_COLORS: Record<SessionStatus, BadgeProps['color']> = {
  IN_PROGRESS: 'brand',
  COMPLETED: 'success',
  MANUALLY_ABORTED: 'warning',
  AUTOMATICALLY_ABORTED: 'danger',
};

export function SessionStatusBadge({ status }: { status: string }) {
  const known = status as SessionStatus;
  return (
    <Badge appearance="tint" shape="rounded" color={STATUS_COLORS[known] ?? 'informative'}>
      {SESSION_STATUS_LABELS[known] ?? status}
    </Badge>
  );
}

const JOB_COUNTS: ReadonlyArray<{ key: keyof SessionRow['jobCountByScrapingStatus']; label: string; color: BadgeProps['color'] }> = [
  { key: 'inProgress', label: 'In progress', color: 'brand' },
  { key: 'success', label: 'Success', color: 'success' },
  { key: 'partialSuccess', label: 'Partial success', color: 'warning' },
  { key: 'error', label: 'Error', color: 'danger' },
  { key: 'aborted', label: 'Aborted', color: 'subtle' },
];

export interface SessionsTableProps {
  title: string;
  sessions: SessionsTable_page$key;
  page: number;
  pageSize: number;
  pageSizes?: number[];
  onPage(page: number, pageSize: number): void;
  /** Why Abort is off on this page whatever the row says (a read-only step, a missing permission); null when not. */
  abortRefusal: string | null;
  onAbort(session: SessionRow): Promise<void>;
  onOpenReport(session: SessionRow): Promise<void>;
  toolbar?: ReactNode;
  emptyText: string;
}

export function SessionsTable({ title, sessions, page, pageSize, pageSizes, onPage, abortRefusal, onAbort, onOpenReport, toolbar, emptyText }: SessionsTableProps) {
  const styles = useStyles();
  const [busy, setBusy] = useState<string | null>(null);
  const data = useFragment(
    graphql`
      fragment SessionsTable_page on HtmlScrapingSessionPage {
        total
        items {
          id
          databaseId
          status
          createdDate
          createdBy {
            name
          }
          scrapingInstructionsVersionNumber
          timeSlotCount
          startTime
          estimatedCompletionTime
          completedDate
          totalMenuCount
          scrapedMenuCount
          configuration
          jobCountByScrapingStatus {
            inProgress
            success
            partialSuccess
            error
            aborted
          }
          abortedReason
          abortRefusal
        }
      }
    `,
    sessions,
  );

  const columns = useMemo<Array<DataTableColumn<SessionRow>>>(() => {
    const run = (row: SessionRow, action: (row: SessionRow) => Promise<void>, kind: string) => {
      setBusy(`${kind}:${row.id}`);
      void action(row).finally(() => setBusy(null));
    };
    return [
      { id: 'id', header: 'Id', width: '64px', render: (row) => row.databaseId },
      {
        id: 'status',
        header: 'Status',
        render: (row) => (
          <span className={styles.cellStack}>
            <span className={styles.nowrap}>
              <SessionStatusBadge status={row.status} />
            </span>
            {row.abortedReason ? <Caption1 className={styles.muted}>{row.abortedReason}</Caption1> : null}
          </span>
        ),
      },
      {
        id: 'created',
        header: 'Created',
        render: (row) => (
          <span className={styles.cellStack}>
            <DateTimeText value={row.createdDate} />
            <Caption1 className={styles.muted}>by {row.createdBy?.name ?? 'the system'}</Caption1>
          </span>
        ),
      },
      {
        id: 'timeSlots',
        header: 'Time slots',
        render: (row) => (
          <span className={styles.cellStack}>
            <span>{row.timeSlotCount}</span>
            <Caption1 className={styles.muted}>{timeSlotSpan(row.timeSlotCount)}</Caption1>
          </span>
        ),
      },
      { id: 'start', header: 'Start time', render: (row) => <DateTimeText value={row.startTime} /> },
      { id: 'estimated', header: 'Estimated completion', render: (row) => <DateTimeText value={row.estimatedCompletionTime} /> },
      {
        id: 'completed',
        header: 'Completed',
        render: (row) => (
          <span className={styles.cellStack}>
            <DateTimeText value={row.completedDate} />
            {row.completedDate ? <Caption1 className={styles.muted}>took {sessionDuration(row.startTime, row.completedDate)}</Caption1> : null}
          </span>
        ),
      },
      { id: 'total', header: 'Menus', align: 'end', render: (row) => row.totalMenuCount },
      { id: 'scraped', header: 'Scraped', align: 'end', render: (row) => row.scrapedMenuCount },
      {
        id: 'jobs',
        header: 'Jobs by scraping status',
        render: (row) => (
          <span className={styles.counts}>
            {JOB_COUNTS.map(({ key, label, color }) => (
              <Badge key={key} appearance={row.jobCountByScrapingStatus[key] > 0 ? 'tint' : 'outline'} shape="rounded" color={color} aria-label={`${label}: ${row.jobCountByScrapingStatus[key]}`}>
                {label} {row.jobCountByScrapingStatus[key]}
              </Badge>
            ))}
          </span>
        ),
      },
      {
        id: 'configuration',
        header: 'Configuration',
        render: (row) => (
          <ul className={styles.configuration}>
            {configurationLines(row.configuration).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ),
      },
      { id: 'version', header: 'Version', align: 'end', render: (row) => row.scrapingInstructionsVersionNumber ?? '-' },
      {
        id: 'actions',
        header: 'Actions',
        hideHeader: true,
        align: 'end',
        render: (row) => {
          const refusal = abortRefusal ?? row.abortRefusal ?? null;
          return (
            <span className={styles.actions}>
              <Tooltip content={`Report of session ${row.databaseId}: every menu's outcome, opened in a new tab`} relationship="description" withArrow>
                <Button
                  size="small"
                  appearance="subtle"
                  icon={<DocumentArrowDownRegular />}
                  disabledFocusable={busy === `report:${row.id}`}
                  onClick={() => run(row, onOpenReport, 'report')}
                  aria-label={`Report of session ${row.databaseId}`}
                />
              </Tooltip>
              {row.status === 'IN_PROGRESS' ? (
                <Tooltip content={refusal ?? `Abort session ${row.databaseId}: its jobs not started yet are cancelled`} relationship="description" withArrow>
                  <Button
                    size="small"
                    icon={<DismissCircleRegular />}
                    disabledFocusable={refusal !== null || busy !== null}
                    onClick={() => run(row, onAbort, 'abort')}
                    aria-label={`Abort session ${row.databaseId}`}
                  >
                    Abort
                  </Button>
                </Tooltip>
              ) : null}
            </span>
          );
        },
      },
    ];
  }, [styles, abortRefusal, busy, onAbort, onOpenReport]);

  return (
    <PagedPanel title={title} total={data.total} toolbar={toolbar} paging={{ page, pageSize, pageSizes: pageSizes ?? [pageSize], onChange: onPage }}>
      {/* Wide: it scrolls sideways, and takes the focus so the keyboard can scroll it too. */}
      <div className={styles.scroll} tabIndex={0} role="group" aria-label={`${title}, scrolls sideways`}>
        <DataTable
          ariaLabel={title}
          columns={columns}
          items={data.items}
          getRowKey={(row) => row.id}
          keyboardShortcuts={false}
          empty={<EmptyState title={emptyText} />}
        />
      </div>
    </PagedPanel>
  );
}
