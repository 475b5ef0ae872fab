// The brand gateway task's save and resolve with their payload (spec 2, section 7), replacing the generic ones of
// taskResolvers.ts for this kind, and 'Unmark as master'. Thin: check, call server/brands/, one transaction.
import type { GraphQLFieldResolver } from 'graphql';
import { gatewayPayloadOf, saveBrandGatewayWork } from '../../brands/brandGatewaySave';
import { unmarkBrandAsMaster } from '../../brands/unmarkMaster';
import { kindOf } from '../../tasks/taskKinds';
import type { GraphQLContext } from '../context';
import { parseId } from '../globalIds';
import { brandTaskWorkResolver, viewerOf, type BrandTaskWork } from './brandTaskWork';

type Resolver = GraphQLFieldResolver<unknown, GraphQLContext, Record<string, unknown>>;

const GATEWAY = kindOf('BRAND_GATEWAY');

/** The brand, relations and locations of the payload, other brands' gateway tasks opened (server/brands/brandGatewaySave.ts). */
const gatewayWork: BrandTaskWork = (tx, task, args, mode, userId, at) => saveBrandGatewayWork(tx, task, gatewayPayloadOf(args), mode, userId, at);

const unmarkBrandAsMasterResolver: Resolver = async (_parent, args, context) => {
  const viewer = viewerOf(context);
  const brandId = parseId('Brand', String(args.id));
  return context.db.transaction((tx) => unmarkBrandAsMaster(tx, brandId, viewer.id, context.config.unmarkMasterLocationLimit, new Date().toISOString()));
};

export const brandGatewayMutationResolvers: Record<string, unknown> = {
  saveBrandGatewayTask: brandTaskWorkResolver(GATEWAY, 'save', gatewayWork),
  resolveBrandGatewayTask: brandTaskWorkResolver(GATEWAY, 'done', gatewayWork),
  unmarkBrandAsMaster: unmarkBrandAsMasterResolver,
};
