// The report tabs' user pickers (server/reports/reportUserOptions.ts). The operation needs any report permission
// (operationPermissions.ts); the asked report's own permission is checked here, as the download checks it.
import type { GraphQLFieldResolver } from 'graphql';
import { REPORT_KEYS } from '../../../domain/permissions';
import { reportUserOptions } from '../../reports/reportUserOptions';
import type { GraphQLContext } from '../context';
import { forbidden, notFound } from '../errors';

type Resolver = GraphQLFieldResolver<unknown, GraphQLContext, Record<string, unknown>>;

export const reportUserOptionQueryResolvers: Record<string, Resolver> = {
  reportUserOptions: (_parent, args, { db, viewer }) => {
    const key = String(args.key);
    if (!(REPORT_KEYS as readonly string[]).includes(key)) throw notFound('Report');
    if (!viewer?.permissions.includes(`report.${key}`)) throw forbidden();
    return reportUserOptions(db, key);
  },
};
