// Every field that reaches an entity kind from another object reads it with the kind's read permission, as node(id)
// does: an exporter who may read a menu does not read its dish review task through it. Root fields keep their own
// requirement (operationPermissions.ts). Refused, a field that may be null answers null (a menu's task link: the SPA
// counts any error in a mutation's answer as a failure, and the link is of no use to whoever may not open it);
// a list or a non-null field answers FORBIDDEN.
import {
  defaultFieldResolver,
  getNamedType,
  isAbstractType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLFieldResolver,
  type GraphQLResolveInfo,
  type GraphQLSchema,
} from 'graphql';
import { forbidden } from '../graphql/errors';
import type { GraphQLContext } from '../graphql/context';
import { mayRead, READ_PERMISSIONS } from './readPermissions';

const ROOT_TYPES = new Set(['Query', 'Mutation', 'Subscription']);

/** Fields that reach a read-guarded kind and are read without its permission, with the reason. */
export const UNGUARDED_NESTED_READS: Readonly<Record<string, string>> = {
  'AuthPayload.user': 'the answer of signing in: the person reads themselves',
  'User.roles': "a user's role is read with the user: oneself through me, anyone else with user.get, which reads roles too",
};

const guardedResolvers = new WeakSet<object>();

/** True when the resolver is this guard (a test checks every field reaching a guarded kind has it). */
export function isNestedReadGuarded(resolve: unknown): boolean {
  return typeof resolve === 'function' && guardedResolvers.has(resolve);
}

/** The read-guarded kinds a field's value can be (an interface's implementations for an interface). */
export function guardedKindsOf(schema: GraphQLSchema, field: GraphQLField<unknown, unknown>): string[] {
  const type = getNamedType(field.type);
  const candidates = isAbstractType(type) ? schema.getPossibleTypes(type).map((object) => object.name) : [type.name];
  return candidates.filter((name) => READ_PERMISSIONS[name]);
}

/** 'DishReviewTask' -> 'dish review tasks'. */
const kindWords = (typeName: string) => `${typeName.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()}s`;

function refuse(field: GraphQLField<unknown, unknown>, typeName: string): null {
  if (isNonNullType(field.type) || getNamedType(field.type) !== field.type) {
    throw forbidden(`You do not have permission to read ${kindWords(typeName)}.`);
  }
  return null;
}

type Resolver = GraphQLFieldResolver<unknown, GraphQLContext>;
type ResolverMap = Record<string, Record<string, unknown>>;
type ResolveType = (value: unknown, context: GraphQLContext, info: GraphQLResolveInfo) => unknown;

/** For an interface field: the concrete type of each value it resolved to (the interface's own __resolveType), checked after resolving. */
function guardAbstract(field: GraphQLField<unknown, unknown>, resolve: Resolver, resolveType: ResolveType | undefined): Resolver {
  return async (source, args, context, info) => {
    const value = await resolve(source, args, context, info);
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === null || item === undefined) continue;
      const typeName = String(await resolveType?.(item, context, info));
      if (!mayRead(typeName, context.viewer?.permissions)) return refuse(field, typeName);
    }
    return value;
  };
}

/**
 * The resolver map with the resolver of every non-root field whose value can be a read-guarded kind wrapped. `schema` is
 * schema.graphql built here (graphql's type checks do not work across its two builds, and yoga's schema may be the other).
 */
export function guardNestedReads<T extends ResolverMap>(resolvers: T, schema: GraphQLSchema): T {
  const guarded: ResolverMap = { ...resolvers };
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__') || ROOT_TYPES.has(type.name)) continue;
    const fields = { ...(resolvers[type.name] ?? {}) } as Record<string, Resolver>;
    for (const field of Object.values(type.getFields())) {
      const kinds = guardedKindsOf(schema, field);
      if (kinds.length === 0 || UNGUARDED_NESTED_READS[`${type.name}.${field.name}`]) continue;
      const resolve = fields[field.name] ?? (defaultFieldResolver as Resolver);
      const named = getNamedType(field.type);
      const wrapped: Resolver = isAbstractType(named)
        ? guardAbstract(field, resolve, resolvers[named.name]?.__resolveType as ResolveType | undefined)
        : (source, args, context, info) => (mayRead(named.name, context.viewer?.permissions) ? resolve(source, args, context, info) : refuse(field, named.name));
      guardedResolvers.add(wrapped);
      fields[field.name] = wrapped;
    }
    guarded[type.name] = fields;
  }
  return guarded as T;
}
