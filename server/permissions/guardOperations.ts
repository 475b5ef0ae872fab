// Wraps every root field resolver with its requirement from OPERATION_PERMISSIONS, so no resolver can forget a check.
import type { GraphQLFieldResolver } from 'graphql';
import { forbidden, unauthenticated } from '../graphql/errors';
import type { GraphQLContext } from '../graphql/context';
import { OPERATION_PERMISSIONS, type Requirement } from './operationPermissions';

type ResolverMap = Record<string, Record<string, unknown>>;

export function checkRequirement(requirement: Requirement | undefined, context: GraphQLContext): void {
  if (!requirement) throw forbidden();
  if (requirement.kind === 'public') return;
  if (!context.viewer) throw unauthenticated();
  if (requirement.kind === 'signedIn') return;
  if (!requirement.permissions.some((permission) => context.viewer?.permissions.includes(permission))) throw forbidden();
}

export function guardRootResolvers<T extends ResolverMap>(resolvers: T, rootTypes: Record<string, string[]>): T {
  const guarded: ResolverMap = { ...resolvers };
  for (const [typeName, fieldNames] of Object.entries(rootTypes)) {
    const fields = { ...(resolvers[typeName] ?? {}) } as Record<string, GraphQLFieldResolver<unknown, GraphQLContext>>;
    for (const fieldName of fieldNames) {
      const resolve = fields[fieldName];
      const requirement = OPERATION_PERMISSIONS[`${typeName}.${fieldName}`];
      fields[fieldName] = (source, args, context, info) => {
        checkRequirement(requirement, context);
        if (!resolve) throw forbidden();
        return resolve(source, args, context, info);
      };
    }
    guarded[typeName] = fields;
  }
  return guarded as T;
}
