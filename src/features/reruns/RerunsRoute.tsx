// /menu-scraping-reruns (spec 3, sections 2 and 6): the start form for a bulk HTML scraping session over any menus, and the
// sessions, newest first, paged (page and page size in the query string, the shared sizes, 10 by default). Each session
// opens its report in a new tab; one in progress has Abort ('Menu scraping rerun abort failed.' when refused). The route
// needs menuScrapingRerun.list; starting, aborting and the reports need menuScrapingRerun.get (the server checks too).
// While a session runs the page is polled, so its counts and status move on screen.
import { makeStyles, tokens } from '@fluentui/react-components';
import { useCallback, useMemo, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { SESSION_START_TEXTS } from '../../../domain/scrapingSessions';
import { useRegisterCommands, type Command } from '../../app/commands/useRegisterCommands';
import { usePageRetryKey } from '../../app/errors/pageRetryKey';
import { useSession } from '../../app/session/useSession';
import { useDocumentTitle } from '../../app/shell/useDocumentTitle';
import { PageHeader } from '../../components/PageHeader';
import { PAGE_SIZES } from '../../components/Paginator';
import { readPaging, writePaging } from '../../components/pagingParams';
import { useQueryStringUpdate } from '../../components/useQueryStringUpdate';
import { hasSessionInProgress } from '../sessions/sessionDisplay';
import { SessionsTable } from '../sessions/SessionsTable';
import { useSessionRowActions } from '../sessions/useSessionRowActions';
import { useSessionsPolling } from '../sessions/useSessionsPolling';
import type { RerunsRouteQuery } from './__generated__/RerunsRouteQuery.graphql';
import type { RerunsRouteReportUrlQuery } from './__generated__/RerunsRouteReportUrlQuery.graphql';
import { RerunStartForm } from './RerunStartForm';
import { useAbortRerunSessionMutation } from './rerunSessionMutations';

export const RERUNS_PAGE_SIZE = 10;
export const RERUN_GET_PERMISSION = 'menuScrapingRerun.get';
export const RERUN_GET_MISSING = 'Starting and aborting rerun sessions and their reports need the menu scraping rerun get permission.';
const TITLE = 'Rerun sessions';

const useStyles = makeStyles({
  // As the other operations pages (templates, clusters), a little wider for the sessions' many columns.
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    paddingBlock: tokens.spacingVerticalXXL,
    paddingInline: tokens.spacingHorizontalXXL,
    maxWidth: '1600px',
    marginInline: 'auto',
    boxSizing: 'border-box',
    width: '100%',
    minWidth: 0,
  },
});

const sessionsQuery = graphql`
  query RerunsRouteQuery($page: Int!, $pageSize: Int!) {
    htmlMenuScrapingRerunSessions(page: $page, pageSize: $pageSize) {
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
  query RerunsRouteReportUrlQuery($id: ID!) {
    htmlMenuScrapingRerunSessionReportUrl(id: $id)
  }
`;
const htmlMenuScrapingRerunSessionReportUrlOf = (answer: RerunsRouteReportUrlQuery['response']) => answer.htmlMenuScrapingRerunSessionReportUrl;

export function RerunsRoute() {
  const styles = useStyles();
  useDocumentTitle('Menu scraping reruns');
  const { can } = useSession();
  const getRefusal = can(RERUN_GET_PERMISSION) ? null : RERUN_GET_MISSING;
  const [params, updateParams] = useQueryStringUpdate();
  const paging = readPaging(params, RERUNS_PAGE_SIZE, PAGE_SIZES);
  const [startedKey, setStartedKey] = useState(0);
  const retryKey = usePageRetryKey();
  const variables = { page: paging.page, pageSize: paging.pageSize };
  const data = useLazyLoadQuery<RerunsRouteQuery>(sessionsQuery, variables, { fetchPolicy: 'store-and-network', fetchKey: `${retryKey}:${startedKey}` });
  const sessions = data.htmlMenuScrapingRerunSessions;
  useSessionsPolling<RerunsRouteQuery>(sessionsQuery, variables, hasSessionInProgress(sessions.items));

  const abort = useAbortRerunSessionMutation();
  const { runAbort, runReport } = useSessionRowActions<RerunsRouteReportUrlQuery>({ abort, abortFailedTitle: SESSION_START_TEXTS.rerunAbortFailed, reportUrlQuery, reportUrlOf: htmlMenuScrapingRerunSessionReportUrlOf });
  // A started session is the newest: back to page 1, read again.
  const onStarted = useCallback(() => {
    updateParams((current) => writePaging(current, { page: 1, pageSize: paging.pageSize }, RERUNS_PAGE_SIZE));
    setStartedKey((key) => key + 1);
  }, [updateParams, paging.pageSize]);

  const abortable = sessions.items.find((session) => session.status === 'IN_PROGRESS') ?? null;
  const abortRefusal = abortable ? (getRefusal ?? abortable.abortRefusal ?? null) : 'No session is in progress.';
  const commands = useMemo<Command[]>(
    () => [
      {
        id: 'reruns.abort',
        title: abortable ? `Abort session ${abortable.databaseId}` : 'Abort session',
        group: 'Reruns',
        keywords: ['rerun', 'session', 'stop', 'cancel'],
        disabled: abortRefusal !== null || abort.isInFlight,
        run: () => abortable && void runAbort(abortable),
      },
    ],
    [abortable, abortRefusal, abort.isInFlight, runAbort],
  );
  useRegisterCommands(commands);

  return (
    <div className={styles.page}>
      <PageHeader title="Menu scraping reruns" subtitle="Scrape menus again in bulk, spread over 15-minute time slots while their restaurants are open." />
      <RerunStartForm startRefusal={getRefusal} onStarted={onStarted} />
      <SessionsTable
        title={TITLE}
        sessions={sessions}
        page={paging.page}
        pageSize={paging.pageSize}
        pageSizes={PAGE_SIZES}
        onPage={(page, pageSize) => updateParams((current) => writePaging(current, { page: pageSize === paging.pageSize ? page : 1, pageSize }, RERUNS_PAGE_SIZE))}
        abortRefusal={getRefusal}
        onAbort={runAbort}
        onOpenReport={runReport}
        emptyText="No rerun sessions yet: start one above"
      />
    </div>
  );
}
