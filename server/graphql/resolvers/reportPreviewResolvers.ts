// A report tab's preview (server/reports/reportPreview.ts). The operation needs any report permission or platform.get
// (operationPermissions.ts); the asked report's own permission is checked there, as the download checks it.
import type { GraphQLFieldResolver } from 'graphql';
import { reportPreview } from '../../reports/reportPreview';
import type { GraphQLContext } from '../context';
import { unauthenticated } from '../errors';

type Resolver = GraphQLFieldResolver<unknown, GraphQLContext, Record<string, unknown>>;

export const reportPreviewQueryResolvers: Record<string, Resolver> = {
  reportPreview: (_parent, args, { db, viewer }) => {
    if (!viewer) throw unauthenticated();
    // The preview reads a page or two and stops: nothing to cancel beyond the request itself.
    const ctx = { db, signal: new AbortController().signal, viewerId: viewer.id };
    return reportPreview(ctx, viewer.permissions, String(args.key), String(args.query));
  },
};
