// Requests nested thousands of levels deep (JSON variables, list literals, selections) overflowed graphql-js's recursion
// and answered INTERNAL: they are refused before parsing with HTTP 400 and a VALIDATION error (server/graphql/nestingLimit.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type GraphQLResponse, type TestApp } from '../support/testApp';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  await t.createUser('admin', 'admin@example.com');
  admin = (await t.signIn('admin@example.com')).accessToken;
});
afterAll(() => t.close());

async function post(query: string, variables: unknown = {}): Promise<{ status: number; result: GraphQLResponse }> {
  const response = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, result: (await response.json()) as GraphQLResponse };
}

/** `levels` arrays inside one another. */
const nestedArrays = (levels: number) => JSON.parse(`${'['.repeat(levels)}${']'.repeat(levels)}`) as unknown;
const SAVE = 'mutation($i: JSON) { saveMenuScrapingTask(id: "1", menuData: { scrapingInstructions: $i }) { id } }';
const deepListLiteral = (levels: number) => `query { users(filters: { roleIds: ${'['.repeat(levels)}"1"${']'.repeat(levels)} }) { total } }`;
const deepSelection = (levels: number) => `query { ${'me { '.repeat(levels)}id${' }'.repeat(levels)} }`;

function expectTooDeep(answer: { status: number; result: GraphQLResponse }, what: string) {
  expect(answer.status).toBe(400);
  expect(answer.result.errors).toHaveLength(1);
  expect(answer.result.errors![0]).toMatchObject({ message: `${what} exceeds the nesting depth limit of 32 levels.`, extensions: { type: 'VALIDATION' } });
}

describe('deeply nested requests are refused before parsing', () => {
  it('refuses JSON variables 5,000 levels deep, in a JSON value and in a variable the operation does not use', async () => {
    const body = `{"query":${JSON.stringify(SAVE)},"variables":{"i":${'['.repeat(5000)}${']'.repeat(5000)}}}`;
    const response = await fetch(`${t.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` }, body });
    expectTooDeep({ status: response.status, result: (await response.json()) as GraphQLResponse }, 'The variables');
    const unused = `{"query":"query { me { id } }","variables":{"x":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}}`;
    const second = await fetch(`${t.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` }, body: unused });
    expectTooDeep({ status: second.status, result: (await second.json()) as GraphQLResponse }, 'The variables');
  });

  it('refuses list literals and selections 5,000 levels deep', async () => {
    expectTooDeep(await post(deepListLiteral(5000)), 'The query');
    expectTooDeep(await post(deepSelection(5000)), 'The query');
  });

  it('lets nesting up to the limit through to the usual checks, and brackets in strings and comments do not count', async () => {
    // 31 levels of variables (with the variables object itself, 32): past the nesting check, refused as the wrong type.
    const atLimit = await post('query($ids: [ID!]) { users(filters: { roleIds: $ids }) { total } }', { ids: nestedArrays(31) });
    expect(atLimit.result.errors?.[0]?.message).not.toMatch(/nesting depth limit/);
    expect(atLimit.result.errors?.[0]?.extensions?.type).toBe('VALIDATION');
    const withBrackets = await post(`query { # ${'{'.repeat(100)}\n users(filters: { searchTerm: "${'[('.repeat(100)}" }) { total } }`);
    expect(withBrackets.result.errors).toBeUndefined();
    expect(withBrackets.result.data).toEqual({ users: { total: 0 } });
    // Deeper than armor's 12 levels of selections, within 32 brackets: armor's own refusal.
    const armor = await post(deepSelection(20));
    expect(armor.result.errors?.[0]?.message).not.toMatch(/nesting depth limit/);
    expect(armor.result.errors?.[0]?.extensions?.type).toBe('VALIDATION');
  });
});
