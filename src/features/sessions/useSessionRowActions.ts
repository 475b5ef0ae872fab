// What a sessions table's rows do, the same on the cluster page and the reruns page: Abort (the page's own mutation and
// failure title; 'Session aborted' on success) and the report, its signed URL asked for on click and opened in a new
// tab. The abort answer's fields are one fragment both pages' abort mutations spread, so the row updates in place.
import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { SESSION_START_TEXTS } from '../../../domain/scrapingSessions';
import { useNotify } from '../../app/notifications/useNotify';
import { errorMessage } from '../../relay/errorMessage';
import { openSessionReport } from './openSessionReport';
import { SESSION_REPORT_FAILED } from './sessionTexts';

// Spread by the abort mutations (clusterSessionMutations.ts, rerunSessionMutations.ts): what an aborted row shows.
graphql`
  fragment useSessionRowActions_abortedSession on HtmlScrapingSession {
    id
    status
    completedDate
    abortRefusal
    jobCountByScrapingStatus {
      inProgress
      success
      partialSuccess
      error
      aborted
    }
  }
`;

export interface SessionRowActionsOptions<Report extends OperationType> {
  abort: { run(variables: { id: string }): Promise<unknown> };
  /** 'Menu scraping session abort failed.' or 'Menu scraping rerun abort failed.' (spec 3, section 8). */
  abortFailedTitle: string;
  reportUrlQuery: GraphQLTaggedNode;
  reportUrlOf: (answer: Report['response']) => string;
}

export function useSessionRowActions<Report extends OperationType & { variables: { id: string } }>({ abort, abortFailedTitle, reportUrlQuery, reportUrlOf }: SessionRowActionsOptions<Report>) {
  const notify = useNotify();
  const environment = useRelayEnvironment();
  const runAbort = useCallback(
    async (session: { id: string }) => {
      try {
        await abort.run({ id: session.id });
        notify.success(SESSION_START_TEXTS.sessionAborted);
      } catch (error) {
        notify.error(abortFailedTitle, errorMessage(error));
      }
    },
    [abort, abortFailedTitle, notify],
  );
  const runReport = useCallback(
    async (session: { id: string }) => {
      try {
        await openSessionReport<Report>(environment, reportUrlQuery, { id: session.id }, reportUrlOf);
      } catch (error) {
        notify.error(SESSION_REPORT_FAILED, errorMessage(error));
      }
    },
    [environment, notify, reportUrlQuery, reportUrlOf],
  );
  return { runAbort, runReport };
}
