// The cluster's scraping sessions panel (spec 3, sections 2 and 4): the start form its step offers (roles or ids during
// TEMPLATE_VALIDATION, statuses during SCRAPING; machines/rerunFlowMachine.ts panelsForStep) above the sessions, 10 a
// page, newest first; in CLEANUP and DONE the table alone, read-only. Abort follows the server's answer for the viewer
// (assignee or admin, in progress only). While a session runs the page is polled, and when one ends the cluster's
// figures (the flow's scraped count Done on scraping waits for) are read again.
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { SESSION_START_TEXTS } from '../../../../domain/scrapingSessions';
import { useRegisterCommands, type Command } from '../../../app/commands/useRegisterCommands';
import { DataTable } from '../../../components/DataTable';
import { PagedPanel } from '../../../components/PagedPanel';
import { PanelErrorBoundary } from '../../brandDefinition/PanelErrorBoundary';
import { hasSessionInProgress } from '../../sessions/sessionDisplay';
import { SessionsTable } from '../../sessions/SessionsTable';
import { useSessionRowActions } from '../../sessions/useSessionRowActions';
import { useSessionsPolling } from '../../sessions/useSessionsPolling';
import { PANEL_PAGE_SIZE } from '../ClusterMenuStatusesPanel';
import { useClusterRefresh } from '../clusterRefresh';
import type { ClusterSessionsPanelQuery } from './__generated__/ClusterSessionsPanelQuery.graphql';
import type { ClusterSessionsPanelReportUrlQuery } from './__generated__/ClusterSessionsPanelReportUrlQuery.graphql';
import { ClusterSessionStartForm, type ClusterSessionFormKind } from './ClusterSessionStartForm';
import { useAbortClusterSessionMutation } from './clusterSessionMutations';

const TITLE = 'Scraping sessions';

const sessionsQuery = graphql`
  query ClusterSessionsPanelQuery($menuScrapingClusterId: ID!, $page: Int!, $pageSize: Int!) {
    menuScrapingClusterHtmlScrapingSessions(menuScrapingClusterId: $menuScrapingClusterId, page: $page, pageSize: $pageSize) {
      items {
        id
        databaseId
        status
        abortRefusal
      }
      ...SessionsTable_page
    }
  }
`;

const reportUrlQuery = graphql`
  query ClusterSessionsPanelReportUrlQuery($id: ID!) {
    menuScrapingClusterHtmlScrapingSessionReportUrl(id: $id)
  }
`;
const menuScrapingClusterHtmlScrapingSessionReportUrlOf = (answer: ClusterSessionsPanelReportUrlQuery['response']) => answer.menuScrapingClusterHtmlScrapingSessionReportUrl;

export interface ClusterSessionsPanelProps {
  clusterId: string;
  /** The form the step offers; null: the table alone (CLEANUP, DONE). */
  sessionForm: ClusterSessionFormKind | null;
  areWorkingHoursIrrelevant: boolean;
  /** Why the viewer may not start or abort (not the assignee nor an admin), or why the step is read-only (CLEANUP, DONE); null when they may. */
  editRefusal: string | null;
}

export function ClusterSessionsPanel(props: ClusterSessionsPanelProps) {
  const refresh = useClusterRefresh();
  // A started session shows at once: the table reads again (the form stays as it was, for the next one).
  const [startedKey, setStartedKey] = useState(0);
  const onStarted = useCallback(() => {
    setStartedKey((key) => key + 1);
    refresh.refresh();
  }, [refresh]);
  return (
    <>
      {props.sessionForm ? (
        <ClusterSessionStartForm
          key={props.sessionForm}
          kind={props.sessionForm}
          clusterId={props.clusterId}
          areWorkingHoursIrrelevant={props.areWorkingHoursIrrelevant}
          editRefusal={props.editRefusal}
          onStarted={onStarted}
        />
      ) : null}
      <PanelErrorBoundary title="The scraping sessions could not be loaded.">
        <Suspense
          fallback={
            <PagedPanel title={TITLE}>
              <DataTable ariaLabel={TITLE} columns={[]} items={[]} getRowKey={() => ''} loading loadingRows={2} keyboardShortcuts={false} />
            </PagedPanel>
          }
        >
          <Sessions {...props} fetchKey={`${refresh.key}:${startedKey}`} />
        </Suspense>
      </PanelErrorBoundary>
    </>
  );
}

function Sessions({ clusterId, editRefusal, sessionForm, fetchKey }: ClusterSessionsPanelProps & { fetchKey: string }) {
  const refresh = useClusterRefresh();
  const abort = useAbortClusterSessionMutation();
  const [page, setPage] = useState(1);
  const variables = { menuScrapingClusterId: clusterId, page, pageSize: PANEL_PAGE_SIZE };
  const data = useLazyLoadQuery<ClusterSessionsPanelQuery>(sessionsQuery, variables, { fetchPolicy: 'network-only', fetchKey });
  const sessions = data.menuScrapingClusterHtmlScrapingSessions;
  const running = hasSessionInProgress(sessions.items);
  useSessionsPolling<ClusterSessionsPanelQuery>(sessionsQuery, variables, running);

  // A session that ends changes the flow's scraped count: the cluster's figures are read again.
  const wasRunning = useRef(running);
  useEffect(() => {
    if (wasRunning.current && !running) refresh.refresh();
    wasRunning.current = running;
  }, [running, refresh]);

  const { runAbort, runReport } = useSessionRowActions<ClusterSessionsPanelReportUrlQuery>({ abort, abortFailedTitle: SESSION_START_TEXTS.sessionAbortFailed, reportUrlQuery, reportUrlOf: menuScrapingClusterHtmlScrapingSessionReportUrlOf });

  // The palette's Abort session: the newest session in progress on this page (the table's Abort for the others).
  const abortable = sessions.items.find((session) => session.status === 'IN_PROGRESS') ?? null;
  const abortCommandRefusal = abortable ? (editRefusal ?? abortable.abortRefusal ?? null) : 'No session is in progress.';
  const commands = useMemo<Command[]>(
    () => [
      {
        id: 'cluster.session.abort',
        title: abortable ? `Abort session ${abortable.databaseId}` : 'Abort session',
        group: 'Cluster',
        keywords: ['scraping', 'session', 'stop', 'cancel'],
        disabled: abortCommandRefusal !== null || abort.isInFlight,
        run: () => abortable && void runAbort(abortable),
      },
    ],
    [abortable, abortCommandRefusal, abort.isInFlight, runAbort],
  );
  useRegisterCommands(commands);

  return (
    <SessionsTable
      title={TITLE}
      sessions={sessions}
      page={page}
      pageSize={PANEL_PAGE_SIZE}
      onPage={setPage}
      abortRefusal={editRefusal}
      onAbort={runAbort}
      onOpenReport={runReport}
      emptyText={sessionForm ? 'No sessions yet: start one above' : 'No sessions in this rerun flow'}
    />
  );
}
