// People read only what they may: history events only of entities the reader may read (enforced in the query), and
// node(id) with the same permission as each type's own query, for every type that implements Node in the schema, and
// every field that reaches such a type from another object with the same permission as node(id).
import { readFileSync } from 'node:fs';
import { buildSchema, getNamedType, isAbstractType, isNonNullType, isObjectType, type GraphQLInterfaceType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_NAMES, permissionsOfRoles } from '../../domain/roles';
import { OPERATION_PERMISSIONS } from '../../server/permissions/operationPermissions';
import { toGlobalId } from '../../server/graphql/globalIds';
import { guardedResolvers } from '../../server/graphql/schema';
import { isNestedReadGuarded, UNGUARDED_NESTED_READS } from '../../server/permissions/guardNestedReads';
import { recordEvent } from '../../server/history/eventRows';
import { mintSession } from '../support/mintSession';
import { createBrandWithGatewayTask, createMenuWithTask, createTask } from '../support/taskFixtures';
import { startTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
const tokenOfRole: Record<string, string> = {};
const userIdOfRole: Record<string, number> = {};

interface EventNode {
  entityType: string;
  entityId: number;
  type: string;
}

const EVENTS_QUERY = `query($filters: EventFilters!) { events(filters: $filters) { entityType entityId type } }`;

async function events(role: string, filters: Record<string, unknown> = {}): Promise<EventNode[]> {
  const result = await t.gql<{ events: EventNode[] }>(EVENTS_QUERY, { filters }, tokenOfRole[role]);
  expect(result.errors).toBeUndefined();
  return result.data!.events;
}

const TASK_ENTITY_TYPES = ['BRAND_GATEWAY_TASK', 'BRAND_DEFINITION_TASK', 'MENU_DEFINITION_TASK', 'MENU_SCRAPING_TASK', 'DISH_REVIEW_TASK'];
let fixture: {
  brandId: number;
  locationId: number;
  googleLocationId: number;
  menuId: number;
  taskIds: Record<string, number>;
  userEventId: number;
  scrapingJobId: number;
  menuTitleId: number;
  dishId: number;
  documentJobId: number;
  documentFileId: number;
};

beforeAll(async () => {
  t = await startTestApp();
  for (const role of ROLE_NAMES) {
    userIdOfRole[role] = await t.createUser(role, `${role.toLowerCase()}@example.com`, { name: `The ${role}` });
    tokenOfRole[role] = (await mintSession(t, userIdOfRole[role])).accessToken;
  }
  // The LOGIN event sign-in writes: a USER event naming the person (written here as signIn does, without its code flow).
  await recordEvent(t.db, { userId: userIdOfRole.trainee, type: 'LOGIN', subType: 'EMAIL', entityType: 'USER', entityId: userIdOfRole.trainee, message: 'The trainee signed in with email' });

  const { brandId, gatewayTaskId } = await createBrandWithGatewayTask(t.db, { name: 'Reading Brand' });
  const scraping = await createMenuWithTask(t.db, brandId, 'MENU_SCRAPING');
  const review = await createMenuWithTask(t.db, brandId, 'DISH_REVIEW', {});
  // The scraped menu also has its dish review task: both task fields of one menu have something to hide.
  await createTask(t.db, brandId, 'DISH_REVIEW', { menuId: scraping.menuId });
  const taskIds: Record<string, number> = {
    BRAND_GATEWAY_TASK: gatewayTaskId,
    BRAND_DEFINITION_TASK: await createTask(t.db, brandId, 'BRAND_DEFINITION'),
    MENU_DEFINITION_TASK: await createTask(t.db, brandId, 'MENU_DEFINITION'),
    MENU_SCRAPING_TASK: scraping.taskId,
    DISH_REVIEW_TASK: review.taskId,
  };
  for (const [entityType, entityId] of Object.entries(taskIds)) {
    await recordEvent(t.db, { userId: null, type: 'CREATE', entityType, entityId, message: `${entityType} created` });
  }
  await recordEvent(t.db, { userId: null, type: 'UPDATE', entityType: 'BRAND', entityId: brandId, message: 'Brand updated' });
  await recordEvent(t.db, { userId: null, type: 'UPDATE', entityType: 'MENU_SCRAPING_CLUSTER', entityId: 1, message: 'Cluster updated' });
  const [{ id: userEventId }] = await t.db.query<{ id: number }>(
    "SELECT id FROM events WHERE entity_type = 'USER' AND type = 'LOGIN' ORDER BY id DESC LIMIT 1",
  );
  const [{ id: googleLocationId }] = await t.db.query<{ id: number }>("INSERT INTO google_locations (place_id, name) VALUES ('ChIJreading', 'Reading Brand') RETURNING id");
  const [{ id: locationId }] = await t.db.query<{ id: number }>('UPDATE locations SET google_location_id = $2 WHERE brand_id = $1 RETURNING id', [brandId, googleLocationId]);
  // A scrape of the menu: its job, a title and a dish.
  const [{ id: scrapingJobId }] = await t.db.query<{ id: number }>("INSERT INTO scraping_jobs (kind, menu_id) VALUES ('HTML_SCRAPING', $1) RETURNING id", [scraping.menuId]);
  const [{ id: menuTitleId }] = await t.db.query<{ id: number }>(
    "INSERT INTO menu_titles (menu_id, identity_key, title, hash) VALUES ($1, 'starters', 'Starters', 'h') RETURNING id",
    [scraping.menuId],
  );
  const [{ id: dishId }] = await t.db.query<{ id: number }>(
    "INSERT INTO dishes (menu_id, menu_title_id, identity_key, name, hash) VALUES ($1, $2, 'soup', 'Soup', 'h') RETURNING id",
    [scraping.menuId, menuTitleId],
  );
  // A document menu's job and the file its crawl found.
  const [{ id: documentJobId }] = await t.db.query<{ id: number }>("INSERT INTO scraping_jobs (kind, menu_id, scraping_engine) VALUES ('DOCUMENT_SCRAPING', $1, 'MULTI_FORMAT') RETURNING id", [scraping.menuId]);
  const [{ id: documentFileId }] = await t.db.query<{ id: number }>(
    `INSERT INTO menu_document_files (menu_id, source_url, file_name, file_bucket_name, file_key, content_type, byte_size, content_hash)
     VALUES ($1, 'https://brand.example.com/menu.pdf', 'menu.pdf', 'menu-documents', 'menu-1-abc.pdf', 'application/pdf', 10, 'abc') RETURNING id`,
    [scraping.menuId],
  );
  fixture = { brandId, locationId, googleLocationId, menuId: scraping.menuId, taskIds, userEventId: Number(userEventId), scrapingJobId, menuTitleId, dishId, documentJobId, documentFileId };
});
afterAll(async () => {
  await t.close();
});

describe('history shows only events of entities the reader may read', () => {
  it('gives a trainee no USER events, LOGIN included, with or without the entity type filter', async () => {
    expect(await events('trainee', { entityTypes: ['USER'] })).toEqual([]);
    const all = await events('trainee');
    expect(all.length).toBeGreaterThan(0);
    expect(all.filter((event) => event.entityType === 'USER')).toEqual([]);
    expect(await events('trainee', { types: ['LOGIN'] })).toEqual([]);
  });

  it('gives an admin the USER events, the trainee sign-in among them', async () => {
    const userEvents = await events('admin', { entityTypes: ['USER'] });
    expect(userEvents).toContainEqual({ entityType: 'USER', entityId: userIdOfRole.trainee, type: 'LOGIN' });
  });

  it("shows a role the events of the task kinds it may get, and no other kind's", async () => {
    // juniorScraper holds menuScrapingTask.get and no other task kind's get.
    const seen = new Set((await events('juniorScraper')).map((event) => event.entityType));
    expect(TASK_ENTITY_TYPES.filter((type) => seen.has(type))).toEqual(['MENU_SCRAPING_TASK']);
    expect(seen.has('BRAND')).toBe(true);
    expect(seen.has('USER')).toBe(false);
    const asked = await events('juniorScraper', { entityTypes: ['BRAND_GATEWAY_TASK', 'MENU_SCRAPING_TASK'] });
    expect(asked.map((event) => event.entityType)).toEqual(['MENU_SCRAPING_TASK']);
  });

  it('shows nobody the events of an entity type without a rule, admin included', async () => {
    await recordEvent(t.db, { userId: null, type: 'UPDATE', entityType: 'UNRULED_ENTITY', entityId: 1, message: 'An entity no screen reads' });
    const all = await events('admin');
    expect(all.length).toBeGreaterThan(0);
    expect(all.filter((event) => event.entityType === 'UNRULED_ENTITY')).toEqual([]);
  });

  it('shows the events of clusters to those who may open the cluster screens only', async () => {
    const clusterEvent = { entityType: 'MENU_SCRAPING_CLUSTER', entityId: 1, type: 'UPDATE' };
    expect(await events('admin', { entityTypes: ['MENU_SCRAPING_CLUSTER'] })).toEqual([clusterEvent]);
    expect(await events('seniorScraper', { entityTypes: ['MENU_SCRAPING_CLUSTER'] })).toEqual([clusterEvent]);
    expect(await events('juniorScraper', { entityTypes: ['MENU_SCRAPING_CLUSTER'] })).toEqual([]);
  });
});

/**
 * For each type implementing Node: the object to refetch and whether a set of permissions may read it, written from the
 * type's own query in the operation table (Brand and Menu: their get permission). A Node type missing
 * here fails the walk below.
 */
const anyOfQuery = (operation: string) => (permissions: string[]) => {
  const requirement = OPERATION_PERMISSIONS[operation];
  return requirement?.kind === 'anyOf' && requirement.permissions.some((permission) => permissions.includes(permission));
};
const taskRule = (entityType: string, prefix: string) => ({
  id: () => fixture.taskIds[entityType],
  mayRead: anyOfQuery(`Query.${prefix}`),
});
const NODE_RULES: Record<string, { id: () => number; mayRead: (permissions: string[]) => boolean }> = {
  User: { id: () => userIdOfRole.admin, mayRead: anyOfQuery('Query.user') },
  Role: { id: () => 1, mayRead: anyOfQuery('Query.roles') },
  // The LOGIN event of a user: events(filters) and user.get, the rule of USER events.
  Event: { id: () => fixture.userEventId, mayRead: (permissions) => anyOfQuery('Query.events')(permissions) && permissions.includes('user.get') },
  Brand: { id: () => fixture.brandId, mayRead: (permissions) => permissions.includes('brand.get') },
  Menu: { id: () => fixture.menuId, mayRead: (permissions) => permissions.includes('menu.get') },
  HtmlMenuScrapingJob: { id: () => fixture.scrapingJobId, mayRead: anyOfQuery('Query.htmlMenuScrapingJob') },
  DocumentMenuScrapingJob: { id: () => fixture.documentJobId, mayRead: anyOfQuery('Query.documentMenuScrapingJob') },
  // A menu's files are read as its document jobs are.
  MenuDocumentFile: { id: () => fixture.documentFileId, mayRead: anyOfQuery('Query.documentMenuScrapingJob') },
  // A menu's titles and dishes are read as the menu is.
  MenuTitle: { id: () => fixture.menuTitleId, mayRead: (permissions) => permissions.includes('menu.get') },
  Dish: { id: () => fixture.dishId, mayRead: (permissions) => permissions.includes('menu.get') },
  Location: { id: () => fixture.locationId, mayRead: anyOfQuery('Query.location') },
  // A map place is read with its location: location(id)'s permission.
  GoogleLocation: { id: () => fixture.googleLocationId, mayRead: anyOfQuery('Query.location') },
  BrandGatewayTask: taskRule('BRAND_GATEWAY_TASK', 'brandGatewayTask'),
  BrandDefinitionTask: taskRule('BRAND_DEFINITION_TASK', 'brandDefinitionTask'),
  MenuDefinitionTask: taskRule('MENU_DEFINITION_TASK', 'menuDefinitionTask'),
  MenuScrapingTask: taskRule('MENU_SCRAPING_TASK', 'menuScrapingTask'),
  DishReviewTask: taskRule('DISH_REVIEW_TASK', 'dishReviewTask'),
};

const schema = buildSchema(readFileSync('schema.graphql', 'utf8'));
const nodeTypes = schema.getImplementations(schema.getType('Node') as GraphQLInterfaceType).objects.map((type) => type.name);

describe('node(id) applies the permission of each type', () => {
  it('has a rule for every type that implements Node', () => {
    expect(nodeTypes.filter((type) => !NODE_RULES[type])).toEqual([]);
  });

  it.each(nodeTypes)('refuses %s to every role lacking its permission and returns it to every role holding it', async (type) => {
    const rule = NODE_RULES[type];
    expect(rule, `no rule for Node type ${type}`).toBeDefined();
    const globalId = toGlobalId(type, rule.id());
    const holders: string[] = [];
    const lackers: string[] = [];
    for (const role of ROLE_NAMES) {
      const result = await t.gql<{ node: { __typename: string; id: string } | null }>(
        'query($id: ID!) { node(id: $id) { __typename id } }',
        { id: globalId },
        tokenOfRole[role],
      );
      if (rule.mayRead(permissionsOfRoles([role]))) {
        holders.push(role);
        expect(result.errors, `${role} reading ${type}`).toBeUndefined();
        expect(result.data?.node, `${role} reading ${type}`).toEqual({ __typename: type, id: globalId });
      } else {
        lackers.push(role);
        const refused = result.errors?.[0]?.extensions?.type === 'FORBIDDEN' || (result.errors === undefined && result.data?.node === null);
        expect(refused, `${role} must not read ${type}: ${JSON.stringify(result)}`).toBe(true);
      }
    }
    // Both sides are exercised for every type.
    expect(holders, `a role holding ${type}'s permission`).not.toEqual([]);
    expect(lackers, `a role lacking ${type}'s permission`).not.toEqual([]);
  });

  it('refuses a Role to a trainee', async () => {
    const result = await t.gql('query($id: ID!) { node(id: $id) { id } }', { id: toGlobalId('Role', 1) }, tokenOfRole.trainee);
    expect(result.errors?.[0]?.extensions?.type).toBe('FORBIDDEN');
  });
});

/**
 * Every field of a non-root object type whose value can be a type implementing Node, found in schema.graphql here (not
 * by the guard's own walk): the guard must be on each in the running server, unless UNGUARDED_NESTED_READS says why not.
 */
const nestedReads = Object.values(schema.getTypeMap())
  .filter((type) => isObjectType(type) && !type.name.startsWith('__') && !['Query', 'Mutation', 'Subscription'].includes(type.name))
  .flatMap((type) =>
    Object.values((type as import('graphql').GraphQLObjectType).getFields()).flatMap((field) => {
      const named = getNamedType(field.type);
      const kinds = (isAbstractType(named) ? schema.getPossibleTypes(named).map((object) => object.name) : [named.name]).filter((name) => nodeTypes.includes(name));
      if (kinds.length === 0) return [];
      const isNullableSingle = !isNonNullType(field.type) && named === field.type;
      return [{ coordinate: `${type.name}.${field.name}`, parent: type.name, field: field.name, kinds, isNullableSingle }];
    }),
  );

/** How a query reaches a parent type that is not a Node itself: through a Node's field (all arguments optional). */
const REACH: Record<string, { via: string; wrap: (inner: string) => string } | { notByQuery: string }> = {
  DishPage: { via: 'Menu', wrap: (inner) => `dishes { ${inner} }` },
  LocationPage: { via: 'Brand', wrap: (inner) => `locations { ${inner} }` },
  RelatedBrand: { via: 'Brand', wrap: (inner) => `relatedBrands { relatedBrands { ${inner} } }` },
  MenuItemChange: { via: 'Menu', wrap: (inner) => `itemChanges { items { ${inner} } }` },
  // Root answers reached through their operation only; the operation table guards them, the guard their fields.
  UserPage: { notByQuery: 'Query.users' },
  MenuPage: { notByQuery: 'Query.menus' },
  BrandPage: { notByQuery: 'Query.brands' },
  SimilarBrands: { notByQuery: 'Query.similarBrands' },
  Place: { notByQuery: 'Query.placeSearch' },
  BrandGatewayTaskPage: { notByQuery: 'Query.brandGatewayTasks' },
  BrandDefinitionTaskPage: { notByQuery: 'Query.brandDefinitionTasks' },
  MenuDefinitionTaskPage: { notByQuery: 'Query.menuDefinitionTasks' },
  MenuScrapingTaskPage: { notByQuery: 'Query.menuScrapingTasks' },
  DishReviewTaskPage: { notByQuery: 'Query.dishReviewTasks' },
  // A resolve mutation's answer. nextTask is another kind (gateway -> definition), but today every role that may resolve
  // a brand task may read the next kinds: no role shows a refusal through it; the guard's presence is checked above.
  TaskResolution: { notByQuery: 'the resolve mutations' },
};

/** Whether node(id) refuses each role each Node type, as the server answers it (the oracle of the nested reads). */
const nodeRefusals = new Map<string, boolean>();
async function nodeRefuses(role: string, type: string): Promise<boolean> {
  const key = `${role}:${type}`;
  if (!nodeRefusals.has(key)) {
    const result = await t.gql<{ node: { id: string } | null }>('query($id: ID!) { node(id: $id) { id } }', { id: toGlobalId(type, NODE_RULES[type].id()) }, tokenOfRole[role]);
    nodeRefusals.set(key, result.errors?.[0]?.extensions?.type === 'FORBIDDEN' || result.data?.node === null);
  }
  return nodeRefusals.get(key)!;
}

describe('fields reaching another kind read it as node(id) does', () => {
  it('finds the fields of the issue among them', () => {
    expect(nestedReads.map((read) => read.coordinate)).toEqual(expect.arrayContaining(['Menu.menuScrapingTask', 'Menu.dishReviewTask', 'TaskResolution.nextTask']));
  });

  it('has the guard on every such field among the resolvers the server runs, or a reason in UNGUARDED_NESTED_READS', () => {
    const running = guardedResolvers();
    const missing = nestedReads.filter((read) => !UNGUARDED_NESTED_READS[read.coordinate] && !isNestedReadGuarded(running[read.parent]?.[read.field]));
    expect(missing.map((read) => read.coordinate)).toEqual([]);
    const stale = Object.keys(UNGUARDED_NESTED_READS).filter((coordinate) => !nestedReads.some((read) => read.coordinate === coordinate));
    expect(stale).toEqual([]);
  });

  it('knows how to reach the parent of every guarded field', () => {
    const unreachable = nestedReads.filter((read) => !UNGUARDED_NESTED_READS[read.coordinate] && !nodeTypes.includes(read.parent) && !REACH[read.parent]);
    expect(unreachable.map((read) => read.coordinate)).toEqual([]);
  });

  const queried = nestedReads.filter((read) => {
    const reach = REACH[read.parent];
    return !UNGUARDED_NESTED_READS[read.coordinate] && (nodeTypes.includes(read.parent) || (reach && 'via' in reach));
  });

  it.each(queried.map((read) => [read.coordinate, read] as const))('%s: refused to exactly the roles node(id) refuses its kind', async (_coordinate, read) => {
    const reach = REACH[read.parent];
    const via = reach && 'via' in reach ? reach : { via: read.parent, wrap: (inner: string) => inner };
    const inner = `${read.field} { __typename }`;
    const selection = nodeTypes.includes(read.parent) && via.via === read.parent ? inner : via.wrap(inner);
    const query = `query($id: ID!) { node(id: $id) { ... on ${via.via} { ${selection} } } }`;
    const sides = { allowed: 0, allowedWithValue: 0, refused: 0 };
    for (const role of ROLE_NAMES) {
      if (await nodeRefuses(role, via.via)) continue;
      const result = await t.gql<{ node: Record<string, unknown> | null }>(query, { id: toGlobalId(via.via, NODE_RULES[via.via].id()) }, tokenOfRole[role]);
      const values = JSON.stringify(result.data?.node ?? null);
      const refusedKinds = (await Promise.all(read.kinds.map((kind) => nodeRefuses(role, kind)))).every(Boolean);
      if (!refusedKinds) {
        sides.allowed += 1;
        expect(result.errors, `${role} reading ${read.coordinate}`).toBeUndefined();
        if (read.kinds.some((kind) => values.includes(`"__typename":"${kind}"`))) sides.allowedWithValue += 1;
      } else {
        sides.refused += 1;
        const forbidden = result.errors?.some((error) => error.extensions?.type === 'FORBIDDEN' && (error as { path?: unknown[] }).path?.includes(read.field));
        const hidden = read.isNullableSingle && result.errors === undefined && !read.kinds.some((kind) => values.includes(`"__typename":"${kind}"`));
        expect(forbidden || hidden, `${role} must not read ${read.coordinate}: ${JSON.stringify(result)}`).toBe(true);
      }
    }
    // Where some role is refused, some other role reads a real value: the fixture has something to hide.
    if (sides.refused > 0) expect(sides.allowedWithValue, `a role reading a value of ${read.coordinate}`).toBeGreaterThan(0);
  });
});
