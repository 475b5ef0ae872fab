// Shared by the brand gateway API tests: people, brands built with SQL, the save and resolve calls, and a fingerprint of
// every table a gateway save may touch (a refused call must leave it as it was).
import { startTestApp, type GraphQLResponse, type TestApp } from '../support/testApp';
import { createBrandWithGatewayTask, createTask } from '../support/taskFixtures';

export const ROLES = ['definer', 'qualityChecker', 'admin', 'trainee', 'reviewer'] as const;
export type Role = (typeof ROLES)[number];

export interface GatewayTestContext {
  t: TestApp;
  ids: Record<Role, number>;
  gql<T = Record<string, unknown>>(role: Role, query: string, variables?: Record<string, unknown>): Promise<GraphQLResponse<T>>;
}

export async function startGatewayTestApp(overrides: Parameters<typeof startTestApp>[0] = {}): Promise<GatewayTestContext> {
  const t = await startTestApp(overrides);
  const ids = {} as Record<Role, number>;
  const tokens = {} as Record<Role, string>;
  for (const role of ROLES) {
    ids[role] = await t.createUser(role, `${role.toLowerCase()}@example.com`, { name: `${role} person` });
    tokens[role] = (await t.signIn(`${role.toLowerCase()}@example.com`)).accessToken;
  }
  return { t, ids, gql: (role, query, variables = {}) => t.gql(query, variables, tokens[role]) };
}

const ARGS = `$id: ID!, $expectedModifiedDate: DateTime, $brandData: BrandGatewayBrandInput, $locationsData: [BrandGatewayLocationInput!],
  $newSlaveBrandIds: [Int!], $newNotSameBrandIds: [Int!], $removedSlaveBrandIds: [Int!], $removedNotSameBrandIds: [Int!]`;
const PASS = `id: $id, expectedModifiedDate: $expectedModifiedDate, brandData: $brandData, locationsData: $locationsData,
  newSlaveBrandIds: $newSlaveBrandIds, newNotSameBrandIds: $newNotSameBrandIds, removedSlaveBrandIds: $removedSlaveBrandIds, removedNotSameBrandIds: $removedNotSameBrandIds`;
export const TASK_FIELDS = `databaseId status currentViewType modifiedDate reopenReason
  views { type status modifiedBrandFields modifiedLocationIds modifiedLocationIdsUnreviewedByDefiner changedBrandFields changedLocationIds }`;
export const SAVE = `mutation(${ARGS}) { saveBrandGatewayTask(${PASS}) { ${TASK_FIELDS} } }`;
export const RESOLVE = `mutation(${ARGS}) { resolveBrandGatewayTask(${PASS}) { task { ${TASK_FIELDS} } nextTask { __typename databaseId } isBrandDefinitionAutoResolved } }`;

/** A brand task's view as TASK_FIELDS reads it. */
export interface TaskViewValues {
  type: string;
  status: string;
  modifiedBrandFields: string[];
  modifiedLocationIds: number[];
  modifiedLocationIdsUnreviewedByDefiner: number[];
  changedBrandFields: string[];
  changedLocationIds: number[];
}

type BrandTaskField = 'brandGatewayTask' | 'brandDefinitionTask';

/** The task's views as the admin reads them. */
export async function viewsOf(c: GatewayTestContext, task: BrandTaskField, taskId: number): Promise<TaskViewValues[]> {
  const result = await c.gql<Record<BrandTaskField, { views: TaskViewValues[] }>>('admin', `query($id: ID!) { ${task}(id: $id) { ${TASK_FIELDS} } }`, { id: String(taskId) });
  return result.data![task].views;
}

/** The person assigns the task to themselves. */
export function assignToSelf(c: GatewayTestContext, role: Role, task: BrandTaskField, taskId: number) {
  const stem = task.charAt(0).toUpperCase() + task.slice(1);
  return c.gql(role, `mutation($id: ID!) { assign${stem}(id: $id) { databaseId } }`, { id: String(taskId) });
}

export interface GatewayBrand {
  brandId: number;
  taskId: number;
  locationIds: number[];
}

/** A brand with locations (fsa ids given per location) and its gateway task assigned to the user, STARTED. */
export async function gatewayBrand(
  t: TestApp,
  options: { name?: string; rank?: 'MASTER' | 'SLAVE'; status?: 'NEW' | 'INCLUDED' | 'EXCLUDED'; fsaIds?: (string | null)[]; assignTo?: number | null } = {},
): Promise<GatewayBrand> {
  const fsaIds = options.fsaIds ?? [null, null];
  const { brandId, gatewayTaskId } = await createBrandWithGatewayTask(t.db, { name: options.name ?? 'Gateway Grill', rank: options.rank, status: options.status, locationRanks: fsaIds.map(() => 'LOW') });
  const locations = await t.db.query<{ id: number }>('SELECT id FROM locations WHERE brand_id = $1 ORDER BY position', [brandId]);
  for (const [index, location] of locations.entries()) await t.db.query('UPDATE locations SET fsa_id = $2 WHERE id = $1', [location.id, fsaIds[index]]);
  if (options.assignTo) await t.db.query("UPDATE tasks SET assigned_to_id = $2, status = 'STARTED' WHERE id = $1", [gatewayTaskId, options.assignTo]);
  return { brandId, taskId: gatewayTaskId, locationIds: locations.map((location) => location.id) };
}

/** A plain brand (no task unless asked), e.g. a target for moved locations or a related brand. */
export async function plainBrand(t: TestApp, options: { name?: string; rank?: 'MASTER' | 'SLAVE' | null; masterBrandId?: number | null; withTask?: 'RESOLVED' | 'NOT_STARTED' } = {}): Promise<{ brandId: number; taskId: number | null }> {
  const [{ id: brandId }] = await t.db.query<{ id: number }>(
    "INSERT INTO brands (name, website, rank, status, master_brand_id) VALUES ($1, 'https://other.example.com', $2, $3, $4) RETURNING id",
    [options.name ?? 'Other Brand', options.rank === undefined ? 'MASTER' : options.rank, options.rank === 'SLAVE' ? 'NEW' : 'INCLUDED', options.masterBrandId ?? null],
  );
  if (!options.withTask) return { brandId, taskId: null };
  const taskId = await createTask(t.db, brandId, 'BRAND_GATEWAY');
  if (options.withTask === 'RESOLVED') await resolveAllViews(t, taskId);
  return { brandId, taskId };
}

/** Marks a brand task resolved in every view, as if QQA had resolved it. */
export async function resolveAllViews(t: TestApp, taskId: number): Promise<void> {
  await t.db.query("UPDATE tasks SET status = 'RESOLVED', current_view_type = 'QQA', resolved_date = now(), resolved_type = 'MANUAL' WHERE id = $1", [taskId]);
  await t.db.query("UPDATE task_views SET status = 'DONE', resolved_date = now() WHERE task_id = $1", [taskId]);
}

/** Every row of the tables a gateway save writes: equal before and after a refused call. */
export async function fingerprint(t: TestApp): Promise<string> {
  const parts: unknown[] = [];
  for (const [table, order] of [
    ['brands', 'id'],
    ['locations', 'id'],
    ['brand_relations', 'brand_id, related_brand_id'],
    ['tasks', 'id'],
    ['task_views', 'task_id, type'],
    ['events', 'id'],
  ]) {
    parts.push(await t.db.query(`SELECT * FROM ${table} ORDER BY ${order}`));
  }
  return JSON.stringify(parts);
}

export async function eventsOf(t: TestApp, entityType: string, entityId: number): Promise<{ type: string; message: string; data: Record<string, unknown> | null }[]> {
  return t.db.query('SELECT type, message, data FROM events WHERE entity_type = $1 AND entity_id = $2 ORDER BY id', [entityType, entityId]);
}

export async function taskRow(t: TestApp, taskId: number): Promise<{ status: string; reopen_reason: string | null; current_view_type: string; is_assignable: boolean }> {
  return (await t.db.query<{ status: string; reopen_reason: string | null; current_view_type: string; is_assignable: boolean }>('SELECT status, reopen_reason, current_view_type, is_assignable FROM tasks WHERE id = $1', [taskId]))[0];
}
