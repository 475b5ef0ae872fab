// Property: for EVERY mutation of schema.graphql, malformed arguments (wrong scalar types, huge strings, NUL bytes,
// huge or negative numbers, bad ids, unknown enum values, missing required values, random objects), sent by an admin
// through the real endpoint, get an answer that is not INTERNAL, never an HTTP 5xx, and write nothing at all.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLInputField,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrandWithGatewayTask, createMenuWithTask, createTask } from '../support/taskFixtures';
import { startTestApp, type TestApp } from '../support/testApp';

const schema = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));
const mutations = Object.values(schema.getMutationType()!.getFields());

/** Tables that sign-in legitimately writes to count attempts (rate limits), even for refused input. */
const SIGN_IN_COUNTER_TABLES = ['sign_in_counters'];
const CASES_PER_MUTATION = 3;
const SEED = Number(process.env.PROPERTY_SEED ?? 20260207);

let t: TestApp;
let admin: string;
/** Real ids per type name, so a well-formed id reaches the checks behind it. */
const realIds: Record<string, string> = {};
let snapshotQuery = '';

beforeAll(async () => {
  t = await startTestApp();
  await t.createUser('admin', 'admin@example.com');
  realIds.User = String(await t.createUser('definer', 'definer@example.com'));
  admin = (await t.signIn('admin@example.com')).accessToken;
  const { brandId, gatewayTaskId } = await createBrandWithGatewayTask(t.db);
  realIds.BrandGatewayTask = String(gatewayTaskId);
  realIds.BrandDefinitionTask = String(await createTask(t.db, brandId, 'BRAND_DEFINITION'));
  realIds.MenuDefinitionTask = String(await createTask(t.db, brandId, 'MENU_DEFINITION'));
  realIds.MenuScrapingTask = String((await createMenuWithTask(t.db, brandId, 'MENU_SCRAPING')).taskId);
  realIds.DishReviewTask = String((await createMenuWithTask(t.db, brandId, 'DISH_REVIEW')).taskId);
  realIds.Role = String((await t.db.query<{ id: number }>("SELECT id FROM roles WHERE name = 'definer'"))[0].id);
  // Every row of every table, as one digest per table: any insert, update or delete shows.
  const tables = await t.db.query<{ name: string }>(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name",
  );
  snapshotQuery = tables
    .filter(({ name }) => !SIGN_IN_COUNTER_TABLES.includes(name))
    .map(({ name }) => `SELECT '${name}' AS name, count(*)::int AS rows, md5(coalesce(string_agg(r::text, '|' ORDER BY r::text), '')) AS digest FROM "${name}" r`)
    .join(' UNION ALL ');
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const snapshot = async () => t.db.query<{ name: string; rows: number; digest: string }>(snapshotQuery);

/** The type an ID argument names, read from the mutation ('startBrandGatewayTask' → BrandGatewayTask; toUserId → User). */
function idTypeOf(mutation: string, argument: string): string {
  if (argument === 'toUserId') return 'User';
  if (argument === 'roleIds') return 'Role';
  return /(BrandGateway|BrandDefinition|MenuDefinition|MenuScraping|DishReview)Task/.exec(mutation)?.[0] ?? (/User/.test(mutation) ? 'User' : 'Unknown');
}

const huge = fc.integer({ min: 10_001, max: 40_000 }).map((length) => 'h'.repeat(length));
const withNul = fc.string({ maxLength: 20 }).map((text) => `${text}\u0000${text}`);
const randomObject = fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean()), { maxKeys: 4 });
const hugeOrNegativeNumber = fc.oneof(fc.constantFrom(2 ** 31, 2 ** 53, -1, -(2 ** 31) - 1, 1e21, 0.5), fc.double({ noNaN: true }).filter((n) => !Number.isInteger(n)));
const badId = fc.oneof(
  fc.constantFrom('', '0', '-1', 'abc', String(2 ** 31), String(2 ** 53), '9'.repeat(40), Buffer.from('Nope:1').toString('base64'), Buffer.from('User:99999999999').toString('base64')),
  fc.string({ maxLength: 12 }).filter((text) => !/^\d+$/.test(text)),
);

/** A value the API must refuse for this type: it can never be taken as valid input. */
function malformedFor(type: GraphQLInputType, idType: string): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return fc.oneof(fc.constant(null), malformedFor(type.ofType, idType));
  if (isListType(type)) return fc.oneof(malformedFor(type.ofType, idType).map((item) => [item]), fc.constant({ not: 'a list' }));
  if (isEnumType(type)) return fc.oneof(fc.constantFrom('NOPE', 'messy_brand', `${type.getValues()[0].name}S`), fc.integer(), randomObject);
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    return fc.oneof(
      fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.constant([])),
      randomObject,
      // A required field left out, or one field malformed among plausible others.
      ...(fields.some((field) => isNonNullType(field.type))
        ? [fc.constantFrom(...fields.filter((field) => isNonNullType(field.type))).map((left) => inputObject(fields, idType, left.name))]
        : []),
      fc.constantFrom(...fields).chain((bad) => malformedFor(bad.type, idTypeOf('', bad.name) === 'Unknown' ? idType : idTypeOf('', bad.name)).map((value) => ({ ...inputObject(fields, idType), [bad.name]: value }))),
    );
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'ID':
        return fc.oneof(badId, huge, withNul, randomObject, fc.boolean(), hugeOrNegativeNumber);
      case 'String':
        return fc.oneof(huge, withNul, randomObject, fc.integer(), fc.boolean(), fc.array(fc.string(), { minLength: 1, maxLength: 3 }));
      case 'Boolean':
        return fc.oneof(fc.constantFrom('yes', 'true', 1, 0), withNul, randomObject);
      case 'Int':
        return fc.oneof(hugeOrNegativeNumber.filter((n) => !Number.isInteger(n) || Math.abs(n) > 2 ** 31 - 1), fc.string({ maxLength: 5 }), randomObject);
      case 'DateTime':
        return fc.oneof(fc.constantFrom('2026-02-30', '2026-13-01', '2026-02-28T24:30:00Z', 'yesterday', '0000-01-01', ''), withNul, fc.integer(), randomObject);
      default:
        return fc.oneof(withNul, huge);
    }
  }
  return fc.constant({ unexpected: true });
}

/** Plausible values for an input object's fields (one of them left out when `omit` is given). */
function inputObject(fields: GraphQLInputField[], idType: string, omit?: string): Record<string, unknown> {
  const plausible: Record<string, unknown> = { name: 'Pat Example', email: 'pat@example.com', isActive: true, roleIds: [realIds.Role] };
  return Object.fromEntries(fields.filter((field) => field.name !== omit).map((field) => [field.name, plausible[field.name] ?? plausibleFor(field.type, idType)]));
}

function plausibleFor(type: GraphQLInputType, idType: string): unknown {
  const named = getNamedType(type);
  const nullable = isNonNullType(type) ? type.ofType : type;
  if (isListType(nullable)) return [plausibleFor(nullable.ofType as never, idType)];
  if (isEnumType(named)) return named.getValues()[0].name;
  if (isInputObjectType(named)) return inputObject(Object.values(named.getFields()), idType);
  switch (named.name) {
    case 'ID':
      return realIds[idType] ?? '1';
    case 'Boolean':
      return true;
    case 'Int':
      return 1;
    case 'DateTime':
      return '2026-02-28';
    default:
      return 'a plausible text';
  }
}

/** Variables for one call: one argument (at `badIndex`) malformed, the others plausible or malformed; undefined = left out. */
function callArbitrary(mutation: string, args: readonly GraphQLArgument[]): fc.Arbitrary<Record<string, unknown>> {
  return fc.integer({ min: 0, max: args.length - 1 }).chain((badIndex) =>
    fc.tuple(
      ...args.map((arg, index) => {
        const idType = idTypeOf(mutation, arg.name);
        const malformed = isNonNullType(arg.type) ? fc.oneof(malformedFor(arg.type, idType), fc.constant(undefined)) : malformedFor(arg.type, idType);
        return index === badIndex ? malformed : fc.oneof(fc.constant(plausibleFor(arg.type, idType)), malformed);
      }),
    ).map((values) => Object.fromEntries(args.map((arg, index) => [arg.name, values[index]]).filter(([, value]) => value !== undefined))),
  );
}

function documentOf(mutation: string, args: readonly GraphQLArgument[]): string {
  const declarations = args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const passing = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  return `mutation Malformed(${declarations}) { ${mutation}(${passing}) { __typename } }`;
}

describe('every mutation refuses malformed arguments without INTERNAL, 5xx or any write', () => {
  it(`holds for ${mutations.length} mutations, ${CASES_PER_MUTATION} cases each (seed ${SEED})`, async () => {
    expect(mutations.length).toBeGreaterThan(60);
    for (const [index, mutation] of mutations.entries()) {
      const query = documentOf(mutation.name, mutation.args);
      await fc.assert(
        fc.asyncProperty(callArbitrary(mutation.name, mutation.args), async (variables) => {
          const before = await snapshot();
          const response = await fetch(`${t.url}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
            body: JSON.stringify({ query, variables }),
          });
          const text = await response.text();
          const context = `${mutation.name} ${JSON.stringify(variables).slice(0, 300)} → ${response.status} ${text.slice(0, 300)}`;
          expect(response.status, context).toBeLessThan(500);
          const result = JSON.parse(text) as { data?: Record<string, unknown> | null; errors?: { extensions?: { type?: string } }[] };
          expect(result.errors?.length, context).toBeGreaterThan(0);
          expect(result.errors!.map((error) => error.extensions?.type), context).not.toContain('INTERNAL');
          expect(result.errors!.every((error) => typeof error.extensions?.type === 'string'), context).toBe(true);
          expect(result.data?.[mutation.name] ?? null, context).toBeNull();
          expect(await snapshot(), context).toEqual(before);
        }),
        { numRuns: CASES_PER_MUTATION, seed: SEED + index, endOnFailure: true },
      );
    }
  }, 300_000);
});
