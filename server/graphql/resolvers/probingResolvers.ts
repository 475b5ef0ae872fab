// Probing in the API (spec 3, sections 2, 3 and 7; docs/probing.md): thin resolvers over server/probing/. The operation
// permissions are in server/permissions/operationPermissions.ts; Apply is further limited to the cluster's assignee or
// an admin inside the write (probingWrites.ts).
import type { GraphQLFieldResolver } from 'graphql';
import type { Actor } from '../../clusters/clusterAccess';
import { findCluster, type ClusterRow } from '../../clusters/clusterRows';
import { clusterFingerprints, clusterProbingJobs, type ClusterFingerprintRow, type ProbingJobRow } from '../../probing/probingRows';
import { applyProbingJobFingerprints } from '../../probing/probingWrites';
import type { GraphQLContext } from '../context';
import { unauthenticated } from '../errors';
import { parseId, toGlobalId } from '../globalIds';
import { pageArgs } from './userResolvers';

type Resolver = GraphQLFieldResolver<unknown, GraphQLContext, Record<string, unknown>>;

const TYPE = 'MenuProbingJob';
const PAGE_SIZE = 10;

function actorOf(context: GraphQLContext): Actor {
  if (!context.viewer) throw unauthenticated();
  return { userId: context.viewer.id, permissions: context.viewer.permissions };
}

export const probingQueryResolvers: Record<string, Resolver> = {
  menuProbingJobs: (_parent, args, { db }) => {
    const { page, pageSize } = pageArgs(args.page as number | null, args.pageSize as number | null, PAGE_SIZE);
    return clusterProbingJobs(db, parseId('MenuScrapingCluster', String(args.menuScrapingClusterId)), page, pageSize);
  },
};

export const probingMutationResolvers: Record<string, Resolver> = {
  updateProbingJobFingerprints: async (_parent, args, context) => {
    const actor = actorOf(context);
    const id = parseId(TYPE, String(args.menuProbingJobId));
    return context.db.transaction(async (tx) => {
      const { clusterId } = await applyProbingJobFingerprints(tx, id, actor);
      return (await findCluster(tx, clusterId)) as ClusterRow;
    });
  },
};

export const probingTypeResolvers = {
  MenuScrapingCluster: {
    menuScrapingClusterFingerprints: (row: ClusterRow, _args: unknown, { db }: GraphQLContext) => clusterFingerprints(db, row.id),
  },
  MenuScrapingClusterFingerprint: {
    menuId: (row: ClusterFingerprintRow) => row.menu_id,
    xPathSignatures: (row: ClusterFingerprintRow) => row.xpath_signatures,
    hashCodes: (row: ClusterFingerprintRow) => row.hash_codes,
    updatedDate: (row: ClusterFingerprintRow) => row.updated_date,
  },
  MenuProbingJob: {
    id: (row: ProbingJobRow) => toGlobalId(TYPE, row.id),
    databaseId: (row: ProbingJobRow) => row.id,
    menuId: (row: ProbingJobRow) => row.menu_id,
    menuProbingSessionId: (row: ProbingJobRow) => row.menu_probing_session_id,
    jobStatus: (row: ProbingJobRow) => row.job_status,
    scheduleDate: (row: ProbingJobRow) => row.schedule_date,
    completedDate: (row: ProbingJobRow) => row.completed_date,
    probingStatus: (row: ProbingJobRow) => row.probing_status,
    hasChanges: (row: ProbingJobRow) => row.has_changes,
    isBaseline: (row: ProbingJobRow) => row.is_baseline,
    addedIds: (row: ProbingJobRow) => row.added_ids,
    removedIds: (row: ProbingJobRow) => row.removed_ids,
    addedClasses: (row: ProbingJobRow) => row.added_classes,
    removedClasses: (row: ProbingJobRow) => row.removed_classes,
    addedXPathSignatures: (row: ProbingJobRow) => row.added_xpath_signatures,
    removedXPathSignatures: (row: ProbingJobRow) => row.removed_xpath_signatures,
    updatedHashCodes: (row: ProbingJobRow) => row.updated_hash_codes,
    isApplied: (row: ProbingJobRow) => row.applied_date !== null,
    menuProbingResponse: (row: ProbingJobRow) => row.menu_probing_response,
  },
};
