// The executable schema: schema.graphql plus the resolvers, with every operation behind its permission guard.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSchema, isObjectType } from 'graphql';
import { createSchema } from 'graphql-yoga';
import { guardRootResolvers } from '../permissions/guardOperations';
import { guardNestedReads } from '../permissions/guardNestedReads';
import type { GraphQLContext } from './context';
import { authMutationResolvers, authQueryResolvers } from './resolvers/authResolvers';
import { eventQueryResolvers, eventTypeResolvers } from './resolvers/eventResolvers';
import { nodeQueryResolvers, nodeTypeResolvers } from './resolvers/nodeResolvers';
import { DateTimeScalar, JSONScalar } from './resolvers/scalarResolvers';
import { userMutationResolvers, userQueryResolvers, userTypeResolvers } from './resolvers/userResolvers';
import { taskLookupResolvers, taskMutationResolvers, taskQueryResolvers } from './resolvers/taskResolvers';
import { taskTypeResolvers } from './resolvers/taskTypeResolvers';
import { scrapingVerificationMutationResolvers } from './resolvers/scrapingVerificationResolvers';
import { resolvedDatesMutationResolvers } from './resolvers/resolvedDatesResolvers';
import { searchQueryResolvers } from './resolvers/searchResolvers';
import { brandGatewayMutationResolvers } from './resolvers/brandGatewayResolvers';
import { brandDefinitionMutationResolvers } from './resolvers/brandDefinitionResolvers';
import { menuDefinitionMutationResolvers } from './resolvers/menuDefinitionResolvers';
import { brandMutationResolvers, brandQueryResolvers, brandTypeResolvers } from './resolvers/brandResolvers';
import { brandAssetTypeResolvers } from './resolvers/brandAssetResolvers';
import { locationMutationResolvers } from './resolvers/locationResolvers';
import { placeMutationResolvers, placeQueryResolvers, placeTypeResolvers } from './resolvers/placeResolvers';
import { menuMutationResolvers, menuQueryResolvers, menuTypeResolvers } from './resolvers/menuResolvers';
import { dishReviewMutationResolvers } from './resolvers/dishReviewResolvers';
import { menuScrapingMutationResolvers, menuScrapingQueryResolvers, menuScrapingTypeResolvers } from './resolvers/menuScrapingResolvers';
import { menuItemTypeResolvers } from './resolvers/menuItemResolvers';
import { templateMutationResolvers, templateQueryResolvers, templateTypeResolvers } from './resolvers/templateResolvers';
import { commonWebsiteMutationResolvers, commonWebsiteQueryResolvers, commonWebsiteTypeResolvers } from './resolvers/commonWebsiteResolvers';
import { platformMutationResolvers, platformQueryResolvers, platformTypeResolvers } from './resolvers/platformResolvers';
import { clusterMutationResolvers, clusterQueryResolvers, clusterTypeResolvers } from './resolvers/clusterResolvers';
import { sessionMutationResolvers, sessionQueryResolvers, sessionTypeResolvers } from './resolvers/sessionResolvers';
import { probingMutationResolvers, probingQueryResolvers, probingTypeResolvers } from './resolvers/probingResolvers';
import { reportUserOptionQueryResolvers } from './resolvers/reportUserOptionResolvers';
import { reportPreviewQueryResolvers } from './resolvers/reportPreviewResolvers';

type TypeResolvers = Record<string, Record<string, unknown>>;

/** Merges type resolver maps field by field: later maps add fields to a type (or replace a field) of earlier ones. */
function mergeTypeResolvers(...maps: TypeResolvers[]): TypeResolvers {
  const merged: TypeResolvers = {};
  for (const map of maps) for (const [type, fields] of Object.entries(map)) merged[type] = { ...merged[type], ...fields };
  return merged;
}

export const typeDefs = readFileSync(fileURLToPath(new URL('../../schema.graphql', import.meta.url)), 'utf8');

/** Names of every Query and Mutation field in the contract. */
export function rootOperationNames(): Record<string, string[]> {
  const schema = buildSchema(typeDefs);
  const names: Record<string, string[]> = {};
  for (const typeName of ['Query', 'Mutation', 'Subscription']) {
    const type = schema.getType(typeName);
    if (type && isObjectType(type)) names[typeName] = Object.keys(type.getFields());
  }
  return names;
}

/** Every resolver, behind the operation guard (root fields) and the read guard (fields reaching another kind). */
export function guardedResolvers() {
  const resolvers = guardRootResolvers(
    {
      DateTime: DateTimeScalar,
      JSON: JSONScalar,
      Query: { ...nodeQueryResolvers, ...authQueryResolvers, ...userQueryResolvers, ...eventQueryResolvers, ...taskQueryResolvers, ...taskLookupResolvers, ...searchQueryResolvers, ...brandQueryResolvers, ...placeQueryResolvers, ...menuQueryResolvers, ...menuScrapingQueryResolvers, ...templateQueryResolvers, ...commonWebsiteQueryResolvers, ...platformQueryResolvers, ...clusterQueryResolvers, ...sessionQueryResolvers, ...probingQueryResolvers, ...reportUserOptionQueryResolvers, ...reportPreviewQueryResolvers },
      Mutation: {
        ...authMutationResolvers,
        ...userMutationResolvers,
        ...taskMutationResolvers,
        ...scrapingVerificationMutationResolvers,
        ...resolvedDatesMutationResolvers,
        // After the generic task mutations: the gateway's and brand definition's save and resolve carry their editors' payloads.
        ...brandGatewayMutationResolvers,
        ...brandDefinitionMutationResolvers,
        ...menuDefinitionMutationResolvers,
        ...brandMutationResolvers,
        ...locationMutationResolvers,
        ...placeMutationResolvers,
        ...menuMutationResolvers,
        // After the generic task mutations: the menu scraping task's save and resolve carry the menu's fields.
        ...menuScrapingMutationResolvers,
        // After the generic task mutations: dish review's save and resolve carry the reviewer's edits and uploads.
        ...dishReviewMutationResolvers,
        ...templateMutationResolvers,
        ...commonWebsiteMutationResolvers,
        ...platformMutationResolvers,
        ...clusterMutationResolvers,
        ...sessionMutationResolvers,
        ...probingMutationResolvers,
      },
      ...mergeTypeResolvers(nodeTypeResolvers, userTypeResolvers, eventTypeResolvers, taskTypeResolvers as TypeResolvers, brandTypeResolvers, brandAssetTypeResolvers, placeTypeResolvers, menuTypeResolvers as TypeResolvers, menuScrapingTypeResolvers as TypeResolvers, menuItemTypeResolvers as TypeResolvers, templateTypeResolvers as TypeResolvers, commonWebsiteTypeResolvers as TypeResolvers, platformTypeResolvers as TypeResolvers, clusterTypeResolvers as TypeResolvers, sessionTypeResolvers as TypeResolvers, probingTypeResolvers as TypeResolvers),
    } as unknown as Record<string, Record<string, unknown>>,
    rootOperationNames(),
  );
  return guardNestedReads(resolvers, buildSchema(typeDefs));
}

export function buildExecutableSchema() {
  return createSchema<GraphQLContext>({ typeDefs, resolvers: guardedResolvers() as never });
}
