// HTML scraping sessions in the API (spec 3, sections 2, 3, 7 and 8; docs/sessions.md): thin resolvers over
// server/sessions/, one transaction per write. The operation permissions are in server/permissions/operationPermissions.ts;
// a cluster session's start and abort are further limited to the cluster's assignee or an admin inside the writes.
import type { GraphQLFieldResolver } from 'graphql';
import type { Actor } from '../../clusters/clusterAccess';
import { fileStoreOf } from '../../files/fileStoreOf';
import { abortSessionOfPage } from '../../sessions/sessionAbort';
import { abortRefusalOf, sessionOfPage, type SessionPage } from '../../sessions/sessionAccess';
import { sessionReportUrl } from '../../sessions/sessionReport';
import { clusterSessions, jobCountsOf, rerunSessions, type SessionRow } from '../../sessions/sessionRows';
import { startClusterSessionByRolesOrIds, startClusterSessionByStatuses, startRerunsSession } from '../../sessions/sessionStart';
import { rerunsFormOf, rolesOrIdsFormOf, statusesFormOf } from '../../sessions/sessionStartInput';
import type { GraphQLContext } from '../context';
import { unauthenticated } from '../errors';
import { parseId, toGlobalId } from '../globalIds';
import { userSummary } from './menuScrapingResolvers';
import { pageArgs } from './userResolvers';

type Resolver = GraphQLFieldResolver<unknown, GraphQLContext, Record<string, unknown>>;
type Context = GraphQLContext;

const TYPE = 'HtmlScrapingSession';
const PAGE_SIZE = 10;
const sessionIdOf = (value: unknown) => parseId(TYPE, String(value));
const clusterIdOf = (value: unknown) => parseId('MenuScrapingCluster', String(value));
const paging = (args: Record<string, unknown>) => pageArgs(args.page as number | null, args.pageSize as number | null, PAGE_SIZE);
const dataOf = (args: Record<string, unknown>) => (args.data ?? {}) as Record<string, unknown>;

function actorOf(context: Context): Actor {
  if (!context.viewer) throw unauthenticated();
  return { userId: context.viewer.id, permissions: context.viewer.permissions };
}

async function reportUrl(context: Context, id: unknown, page: SessionPage): Promise<string> {
  const session = await sessionOfPage(context.db, sessionIdOf(id), page);
  return sessionReportUrl(context.db, fileStoreOf(context.config), session);
}

export const sessionQueryResolvers: Record<string, Resolver> = {
  menuScrapingClusterHtmlScrapingSessions: (_parent, args, { db }) => {
    const { page, pageSize } = paging(args);
    return clusterSessions(db, clusterIdOf(args.menuScrapingClusterId), page, pageSize);
  },
  menuScrapingClusterHtmlScrapingSessionReportUrl: (_parent, args, context) => reportUrl(context, args.id, 'CLUSTER'),
  htmlMenuScrapingRerunSessions: (_parent, args, { db }) => {
    const { page, pageSize } = paging(args);
    return rerunSessions(db, page, pageSize);
  },
  htmlMenuScrapingRerunSessionReportUrl: (_parent, args, context) => reportUrl(context, args.id, 'RERUNS'),
};

export const sessionMutationResolvers: Record<string, Resolver> = {
  startMenuScrapingClusterSessionByStatuses: (_parent, args, context) => {
    const actor = actorOf(context);
    const clusterId = clusterIdOf(args.menuScrapingClusterId);
    const form = statusesFormOf(dataOf(args));
    return context.db.transaction((tx) => startClusterSessionByStatuses(tx, context.config, clusterId, form, actor));
  },
  startMenuScrapingClusterSessionByRolesOrIds: (_parent, args, context) => {
    const actor = actorOf(context);
    const clusterId = clusterIdOf(args.menuScrapingClusterId);
    const form = rolesOrIdsFormOf(dataOf(args));
    return context.db.transaction((tx) => startClusterSessionByRolesOrIds(tx, context.config, clusterId, form, actor));
  },
  abortHtmlScrapingSession: (_parent, args, context) => {
    const actor = actorOf(context);
    const id = sessionIdOf(args.id);
    return context.db.transaction((tx) => abortSessionOfPage(tx, id, 'CLUSTER', actor));
  },
  startHtmlMenuScrapingRerunSession: (_parent, args, context) => {
    const actor = actorOf(context);
    const form = rerunsFormOf(dataOf(args));
    return context.db.transaction((tx) => startRerunsSession(tx, context.config, form, actor));
  },
  abortHtmlMenuScrapingRerunSession: (_parent, args, context) => {
    const actor = actorOf(context);
    const id = sessionIdOf(args.id);
    return context.db.transaction((tx) => abortSessionOfPage(tx, id, 'RERUNS', actor));
  },
};

type None = Record<string, never>;

export const sessionTypeResolvers = {
  HtmlScrapingSession: {
    id: (row: SessionRow) => toGlobalId(TYPE, row.id),
    databaseId: (row: SessionRow) => row.id,
    kind: (row: SessionRow) => row.kind,
    status: (row: SessionRow) => row.status,
    menuScrapingClusterId: (row: SessionRow) => row.menu_scraping_cluster_id,
    createdDate: (row: SessionRow) => row.created_date,
    createdBy: (row: SessionRow, _args: None, context: Context) => userSummary(context, row.created_by_id),
    scrapingInstructionsVersionNumber: (row: SessionRow) => row.scraping_instructions_version_number,
    timeSlotCount: (row: SessionRow) => row.time_slot_count,
    startTime: (row: SessionRow) => row.start_time,
    estimatedCompletionTime: (row: SessionRow) => row.estimated_completion_time,
    completedDate: (row: SessionRow) => row.completed_date,
    totalMenuCount: (row: SessionRow) => row.total_menu_count,
    scrapedMenuCount: (row: SessionRow) => row.scraped_menu_count,
    configuration: (row: SessionRow) => row.configuration,
    jobCountByScrapingStatus: (row: SessionRow) => jobCountsOf(row),
    abortedReason: (row: SessionRow) => row.aborted_reason,
    abortRefusal: (row: SessionRow, _args: None, context: Context) => abortRefusalOf(context.db, row, actorOf(context)),
  },
};
