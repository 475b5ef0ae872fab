// The task engine through the real endpoint: lists and filters, the lifecycle, the pipeline, and refused events.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/testApp';
import { createBrandWithGatewayTask, createMenuWithTask, createTask } from '../support/taskFixtures';
import { findTask } from '../../server/tasks/taskRows';

const TASK = 'id databaseId status isAssigned assignedTo { databaseId name } currentViewType isAwaiting awaitingReason reopenReason views { type status resolvedBy { name } }';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

async function countRows(sql: string, params: unknown[] = []): Promise<number> {
  return (await t.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM (${sql}) rows`, params))[0].count;
}

beforeAll(async () => {
  t = await startTestApp();
  for (const [role, email] of [
    ['definer', 'definer@example.com'],
    ['qualityChecker', 'qc@example.com'],
    ['admin', 'admin@example.com'],
    ['juniorScraper', 'scraper@example.com'],
    ['trainee', 'trainee@example.com'],
  ]) {
    ids[role] = await t.createUser(role, email, { name: `${role} person` });
    tokens[role] = (await t.signIn(email)).accessToken;
  }
});
afterAll(() => t.close());

const gql = <T>(role: string, query: string, variables: Record<string, unknown> = {}) => t.gql<T>(query, variables, tokens[role]);

/** The task's stored row (with its views) and how many history events it has: what a refusal must leave as it was. */
async function taskState(taskId: number) {
  const row = await findTask(t.db, taskId);
  return { row: JSON.parse(JSON.stringify(row)), events: await countRows('SELECT 1 FROM events WHERE entity_id = $1 AND entity_type LIKE $2', [taskId, '%_TASK']) };
}

describe('brand gateway task lifecycle', () => {
  it('assigns, saves, marks awaiting, resolves DEFINE and opens brand definition', async () => {
    const { gatewayTaskId, brandId } = await createBrandWithGatewayTask(t.db, { name: 'Lifecycle Grill' });
    const id = String(gatewayTaskId);

    const assigned = await gql<{ assignBrandGatewayTask: { isAssigned: boolean; assignedTo: { name: string } } }>('definer', `mutation($id: ID!) { assignBrandGatewayTask(id: $id) { ${TASK} } }`, { id });
    expect(assigned.errors).toBeUndefined();
    expect(assigned.data!.assignBrandGatewayTask.assignedTo.name).toBe('definer person');

    const saved = await gql<{ saveBrandGatewayTask: { status: string } }>('definer', `mutation($id: ID!) { saveBrandGatewayTask(id: $id) { ${TASK} } }`, { id });
    expect(saved.data!.saveBrandGatewayTask.status).toBe('STARTED');

    const noComment = await gql('definer', 'mutation($id: ID!) { markBrandGatewayTaskAsAwaiting(id: $id, awaitingReason: NEED_ASSISTANCE) { id } }', { id });
    expect(noComment.errors?.[0].message).toBe('Awaiting reason commment is required');
    const awaiting = await gql<{ markBrandGatewayTaskAsAwaiting: { isAwaiting: boolean } }>(
      'definer',
      `mutation($id: ID!) { markBrandGatewayTaskAsAwaiting(id: $id, awaitingReason: NEED_ASSISTANCE, awaitingReasonComment: "Two websites?") { ${TASK} } }`,
      { id },
    );
    expect(awaiting.data!.markBrandGatewayTaskAsAwaiting.isAwaiting).toBe(true);
    await gql('definer', 'mutation($id: ID!) { unmarkBrandGatewayTaskAsAwaiting(id: $id) { id } }', { id });

    const resolved = await gql<{ resolveBrandGatewayTask: { task: { status: string; currentViewType: string; isAssigned: boolean }; nextTask: { __typename: string; databaseId: number } | null } }>(
      'definer',
      `mutation($id: ID!) { resolveBrandGatewayTask(id: $id) { task { ${TASK} } nextTask { __typename databaseId } isBrandDefinitionAutoResolved } }`,
      { id },
    );
    expect(resolved.errors).toBeUndefined();
    expect(resolved.data!.resolveBrandGatewayTask.task).toMatchObject({ status: 'NOT_STARTED', currentViewType: 'QC', isAssigned: false });
    expect(resolved.data!.resolveBrandGatewayTask.nextTask?.__typename).toBe('BrandDefinitionTask');
    expect(await countRows("SELECT 1 FROM tasks WHERE brand_id = $1 AND type = 'BRAND_DEFINITION'", [brandId])).toBe(1);

    const history = await t.db.query<{ type: string }>("SELECT type FROM events WHERE entity_type = 'BRAND_GATEWAY_TASK' AND entity_id = $1 ORDER BY id", [gatewayTaskId]);
    expect(history.map((event) => event.type)).toEqual(['ASSIGN', 'SAVE', 'MARK_AS_AWAITING', 'UNMARK_AS_AWAITING', 'RESOLVE']);

    // The definer may not take the QC view; the quality checker may, and resolves QC then QQA; an admin reopens.
    const refused = await gql('definer', 'mutation($id: ID!) { assignBrandGatewayTask(id: $id) { id } }', { id });
    expect(refused.errors?.[0].extensions?.type).toBe('FORBIDDEN');
    for (const view of ['QC', 'QQA']) {
      await gql('qualityChecker', 'mutation($id: ID!) { assignBrandGatewayTask(id: $id) { id } }', { id });
      const step = await gql<{ resolveBrandGatewayTask: { task: { currentViewType: string; status: string } } }>('qualityChecker', `mutation($id: ID!) { resolveBrandGatewayTask(id: $id) { task { ${TASK} } } }`, { id });
      expect(step.errors, view).toBeUndefined();
    }
    const done = await gql<{ brandGatewayTask: { status: string } }>('admin', `query($id: ID!) { brandGatewayTask(id: $id) { ${TASK} } }`, { id });
    expect(done.data!.brandGatewayTask.status).toBe('RESOLVED');
    const reopened = await gql<{ reopenBrandGatewayTask: { status: string; reopenReason: string; currentViewType: string } }>('admin', `mutation($id: ID!) { reopenBrandGatewayTask(id: $id) { ${TASK} } }`, { id });
    expect(reopened.data!.reopenBrandGatewayTask).toMatchObject({ status: 'REOPENED', reopenReason: 'MANUAL_CHANGE', currentViewType: 'DEFINE' });
  });

  it('auto-resolves brand definition when every included location is well matched, returning menu definition', async () => {
    const { gatewayTaskId } = await createBrandWithGatewayTask(t.db, { name: 'Matched Diner', locationRanks: ['HIGHEST', 'MANUAL'] });
    await gql('definer', 'mutation($id: ID!) { assignBrandGatewayTask(id: $id) { id } }', { id: String(gatewayTaskId) });
    const resolved = await gql<{ resolveBrandGatewayTask: { nextTask: { __typename: string }; isBrandDefinitionAutoResolved: boolean } }>(
      'definer',
      'mutation($id: ID!) { resolveBrandGatewayTask(id: $id) { nextTask { __typename } isBrandDefinitionAutoResolved } }',
      { id: String(gatewayTaskId) },
    );
    expect(resolved.data!.resolveBrandGatewayTask).toEqual({ nextTask: { __typename: 'MenuDefinitionTask' }, isBrandDefinitionAutoResolved: true });
  });
});

describe('refused task events change nothing', () => {
  it('refuses a task that is not assignable yet with the spec hint', async () => {
    const { brandId } = await createBrandWithGatewayTask(t.db);
    const id = await createTask(t.db, brandId, 'BRAND_DEFINITION', { isAssignable: false });
    const before = await countRows('SELECT 1 FROM events');
    const result = await gql('definer', 'mutation($id: ID!) { assignBrandDefinitionTask(id: $id) { id } }', { id: String(id) });
    expect(result.errors?.[0].message).toBe('Task is not ready for assignment in the workflow');
    expect(await countRows('SELECT 1 FROM events')).toBe(before);
    expect(await countRows('SELECT 1 FROM tasks WHERE id = $1 AND assigned_to_id IS NULL', [id])).toBe(1);
  });

  it('refuses every task operation without its permission', async () => {
    const { gatewayTaskId } = await createBrandWithGatewayTask(t.db);
    const id = String(gatewayTaskId);
    for (const operation of ['assign', 'unassign', 'start', 'save', 'reopen', 'unmark']) {
      const mutation =
        operation === 'unmark' ? 'unmarkBrandGatewayTaskAsAwaiting(id: $id) { id }' : operation === 'save' ? 'saveBrandGatewayTask(id: $id) { id }' : `${operation}BrandGatewayTask(id: $id) { id }`;
      const result = await gql('trainee', `mutation($id: ID!) { ${mutation} }`, { id });
      expect(result.errors?.[0].extensions?.type, operation).toBe('FORBIDDEN');
    }
    expect((await gql('trainee', 'mutation($id: ID!) { resolveBrandGatewayTask(id: $id) { isBrandDefinitionAutoResolved } }', { id })).errors?.[0].extensions?.type).toBe('FORBIDDEN');
    expect((await gql('juniorScraper', '{ brandGatewayTasks { total } }')).errors?.[0].extensions?.type).toBe('FORBIDDEN');
    expect(await countRows("SELECT 1 FROM events WHERE entity_type = 'BRAND_GATEWAY_TASK' AND entity_id = $1", [gatewayTaskId])).toBe(0);
  });

  it('refuses saving a task assigned to someone else, and a stale version, changing nothing', async () => {
    const { gatewayTaskId } = await createBrandWithGatewayTask(t.db);
    const id = String(gatewayTaskId);
    const colleague = await t.createUser('definer', `assignee.${gatewayTaskId}@example.com`, { name: 'Assigned Definer' });
    const assigned = await gql<{ assignBrandGatewayTask: { id: string } }>('admin', 'mutation($id: ID!, $to: ID) { assignBrandGatewayTask(id: $id, toUserId: $to) { id } }', { id, to: String(colleague) });
    expect(assigned.errors).toBeUndefined();
    const before = await taskState(gatewayTaskId);
    expect(before.events).toBe(1);

    const wrongAssignee = await gql('definer', 'mutation($id: ID!) { saveBrandGatewayTask(id: $id) { id } }', { id });
    expect(wrongAssignee.errors?.[0].extensions?.type).toBe('FORBIDDEN');
    expect(wrongAssignee.errors?.[0].message).toBe('Assign the task to yourself before working on it.');
    expect(await taskState(gatewayTaskId)).toEqual(before);

    const stale = await gql('admin', 'mutation($id: ID!) { saveBrandGatewayTask(id: $id, expectedModifiedDate: "2020-01-01T00:00:00Z") { id } }', { id });
    expect(stale.errors?.[0].extensions?.type).toBe('CONFLICT');
    expect(await taskState(gatewayTaskId)).toEqual(before);
  });

  it('refuses resolving with a stale version, changing nothing; the current version resolves', async () => {
    const { gatewayTaskId } = await createBrandWithGatewayTask(t.db, { status: 'EXCLUDED' }); // passes the done check, opens nothing
    const id = String(gatewayTaskId);
    await t.db.query('UPDATE tasks SET assigned_to_id = NULL WHERE assigned_to_id = $1', [ids.definer]);
    expect((await gql('definer', 'mutation($id: ID!) { assignBrandGatewayTask(id: $id) { id } }', { id })).errors).toBeUndefined();
    const opened = await gql<{ brandGatewayTask: { modifiedDate: string } }>('definer', 'query($id: ID!) { brandGatewayTask(id: $id) { modifiedDate } }', { id });
    const openedAt = opened.data!.brandGatewayTask.modifiedDate;
    // Someone saves meanwhile: the version the definer opened is now stale.
    expect((await gql('admin', 'mutation($id: ID!) { saveBrandGatewayTask(id: $id) { id } }', { id })).errors).toBeUndefined();
    const before = await taskState(gatewayTaskId);

    const RESOLVE = 'mutation($id: ID!, $at: DateTime) { resolveBrandGatewayTask(id: $id, expectedModifiedDate: $at) { task { status currentViewType } } }';
    const stale = await gql('definer', RESOLVE, { id, at: openedAt });
    expect(stale.errors?.[0].extensions?.type).toBe('CONFLICT');
    expect(stale.errors?.[0].message).toBe('Someone else changed this since you opened it. Reload to see their changes.');
    expect(await taskState(gatewayTaskId)).toEqual(before);

    const current = await gql<{ resolveBrandGatewayTask: { task: { currentViewType: string } } }>('definer', RESOLVE, { id, at: before.row.modified_date });
    expect(current.errors).toBeUndefined();
    expect(current.data!.resolveBrandGatewayTask.task.currentViewType).toBe('QC');
  });

  it('refuses taking a task assigned to someone else, changing nothing', async () => {
    const { gatewayTaskId } = await createBrandWithGatewayTask(t.db);
    const id = String(gatewayTaskId);
    const colleague = await t.createUser('definer', `colleague.${gatewayTaskId}@example.com`, { name: 'Colleague Definer' });
    expect((await gql('admin', 'mutation($id: ID!, $to: ID) { assignBrandGatewayTask(id: $id, toUserId: $to) { id } }', { id, to: String(colleague) })).errors).toBeUndefined();
    const before = await taskState(gatewayTaskId);

    const taken = await gql('definer', 'mutation($id: ID!) { assignBrandGatewayTask(id: $id) { id } }', { id });
    expect(taken.errors?.[0].extensions?.type).toBe('CONFLICT');
    expect(taken.errors?.[0].message).toBe('This task is assigned to someone else.');
    const released = await gql('definer', 'mutation($id: ID!) { unassignBrandGatewayTask(id: $id) { id } }', { id });
    expect(released.errors?.[0].extensions?.type).toBe('FORBIDDEN');
    expect(released.errors?.[0].message).toBe('Only a task admin can unassign someone else.');
    expect(await taskState(gatewayTaskId)).toEqual(before);
    expect(before.row.assigned_to_id).toBe(colleague);
  });

  it('enforces the assignment limit per user and kind, listing their assigned tasks', async () => {
    const taskIds: number[] = [];
    for (let index = 0; index < 6; index++) taskIds.push((await createBrandWithGatewayTask(t.db, { name: `Limit ${index}` })).gatewayTaskId);
    await t.db.query('UPDATE tasks SET assigned_to_id = NULL WHERE assigned_to_id = $1', [ids.definer]);
    for (const id of taskIds.slice(0, 5)) expect((await gql('definer', 'mutation($id: ID!) { assignBrandGatewayTask(id: $id) { id } }', { id: String(id) })).errors).toBeUndefined();
    const sixth = await gql('definer', 'mutation($id: ID!) { assignBrandGatewayTask(id: $id) { id } }', { id: String(taskIds[5]) });
    expect(sixth.errors?.[0].extensions?.type).toBe('MAX_ASSIGNED_DEFINITION_TASK_LIMIT_REACHED');
    expect(sixth.errors?.[0].message).toBe('Max assigned definition tasks limit reached. Please resolve the currently assigned tasks before assigning a new one.');
    expect(sixth.errors?.[0].extensions?.assignedTasks).toContainEqual({ taskType: 'BRAND_GATEWAY', counts: { NOT_STARTED: 5, STARTED: 0, REOPENED: 0 } });
  });

  it('lets only admins and team leaders take tasks of clustered menus; a refusal changes nothing', async () => {
    const { brandId } = await createBrandWithGatewayTask(t.db);
    const { taskId } = await createMenuWithTask(t.db, brandId, 'MENU_SCRAPING', { clusterId: 7 });
    const before = await taskState(taskId);
    const refused = await gql('juniorScraper', 'mutation($id: ID!) { assignMenuScrapingTask(id: $id) { id } }', { id: String(taskId) });
    expect(refused.errors?.[0].extensions?.type).toBe('FORBIDDEN');
    expect(refused.errors?.[0].message).toBe('This menu belongs to a scraping cluster: only an admin or a team leader can work on its task.');
    expect(await taskState(taskId)).toEqual(before);
    expect((await gql('admin', 'mutation($id: ID!) { assignMenuScrapingTask(id: $id) { id } }', { id: String(taskId) })).errors).toBeUndefined();
    const after = await taskState(taskId);
    expect(after.row.assigned_to_id).toBe(ids.admin);
    expect(after.events).toBe(before.events + 1);
  });
});

describe('menu scraping verification', () => {
  it('lets only the resolver verify a done task, in default or debug mode, and unverify it', async () => {
    const { brandId } = await createBrandWithGatewayTask(t.db);
    const { taskId } = await createMenuWithTask(t.db, brandId, 'MENU_SCRAPING');
    const id = String(taskId);
    const early = await gql('juniorScraper', 'mutation($id: ID!) { markMenuScrapingTaskAsVerified(id: $id, isVerifiedInDebugMode: false) { verification } }', { id });
    expect(early.errors?.[0].extensions?.type).toBe('CONFLICT');
    await gql('juniorScraper', 'mutation($id: ID!) { assignMenuScrapingTask(id: $id) { id } }', { id });
    const resolved = await gql('juniorScraper', 'mutation($id: ID!) { resolveMenuScrapingTask(id: $id) { task { status } } }', { id });
    expect(resolved.errors).toBeUndefined();
    const byAdmin = await gql('admin', 'mutation($id: ID!) { markMenuScrapingTaskAsVerified(id: $id, isVerifiedInDebugMode: false) { verification } }', { id });
    expect(byAdmin.errors?.[0].message).toBe('Only the person who resolved this task can verify it.');
    const verified = await gql<{ markMenuScrapingTaskAsVerified: { verification: string; isVerifiedInDebugMode: boolean } }>(
      'juniorScraper',
      'mutation($id: ID!) { markMenuScrapingTaskAsVerified(id: $id, isVerifiedInDebugMode: true) { verification isVerifiedInDebugMode } }',
      { id },
    );
    expect(verified.data!.markMenuScrapingTaskAsVerified).toEqual({ verification: 'VERIFIED_IN_DEBUG_MODE', isVerifiedInDebugMode: true });
    const cleared = await gql<{ unmarkMenuScrapingTaskAsVerified: { verification: string } }>('juniorScraper', 'mutation($id: ID!) { unmarkMenuScrapingTaskAsVerified(id: $id) { verification } }', { id });
    expect(cleared.data!.unmarkMenuScrapingTaskAsVerified.verification).toBe('NOT_VERIFIED');
    const history = await t.db.query<{ type: string }>("SELECT type FROM events WHERE entity_type = 'MENU_SCRAPING_TASK' AND entity_id = $1 ORDER BY id", [taskId]);
    expect(history.map((event) => event.type)).toEqual(['ASSIGN', 'RESOLVE', 'MARK_AS_VERIFIED', 'UNMARK_AS_VERIFIED']);
  });
});

describe('resolving a menu scraping task with debug mode scraping', () => {
  const resolve = (taskId: number, debug: boolean) =>
    gql<{ resolveMenuScrapingTask: { task: { status: string } } }>(
      'juniorScraper',
      'mutation($id: ID!, $debug: Boolean) { resolveMenuScrapingTask(id: $id, isDebugModeScraping: $debug) { task { status } } }',
      { id: String(taskId), debug },
    );
  const menuDebugFlag = async (menuId: number) =>
    (await t.db.query<{ debug: boolean }>('SELECT is_html_menu_scraped_in_debug_mode AS debug FROM menus WHERE id = $1', [menuId]))[0].debug;

  it('marks an HTML menu as scraped in debug mode and says so in the history', async () => {
    const { brandId } = await createBrandWithGatewayTask(t.db);
    const { menuId, taskId } = await createMenuWithTask(t.db, brandId, 'MENU_SCRAPING');
    await gql('juniorScraper', 'mutation($id: ID!) { assignMenuScrapingTask(id: $id) { id } }', { id: String(taskId) });
    const resolved = await resolve(taskId, true);
    expect(resolved.errors).toBeUndefined();
    expect(resolved.data!.resolveMenuScrapingTask.task.status).toBe('RESOLVED');
    expect(await menuDebugFlag(menuId)).toBe(true);
    const [event] = await t.db.query<{ message: string; data: { isDebugModeScraping: boolean } }>(
      "SELECT message, data FROM events WHERE entity_type = 'MENU_SCRAPING_TASK' AND entity_id = $1 AND type = 'RESOLVE'",
      [taskId],
    );
    expect(event.message).toBe('Task resolved with debug mode scraping');
    expect(event.data.isDebugModeScraping).toBe(true);
  });

  it('refuses debug mode for a menu that is not HTML, changing nothing', async () => {
    const { brandId } = await createBrandWithGatewayTask(t.db);
    const { menuId, taskId } = await createMenuWithTask(t.db, brandId, 'MENU_SCRAPING');
    await t.db.query("UPDATE menus SET format = 'PDF' WHERE id = $1", [menuId]);
    await gql('juniorScraper', 'mutation($id: ID!) { assignMenuScrapingTask(id: $id) { id } }', { id: String(taskId) });
    const refused = await resolve(taskId, true);
    expect(refused.errors?.[0].extensions?.type).toBe('VALIDATION');
    expect(refused.errors?.[0].message).toBe('Debug mode scraping is only for HTML menus.');
    const [task] = await t.db.query<{ status: string }>('SELECT status FROM tasks WHERE id = $1', [taskId]);
    expect(task.status).not.toBe('RESOLVED');
    expect(await menuDebugFlag(menuId)).toBe(false);
    expect(await countRows("SELECT 1 FROM events WHERE entity_type = 'MENU_SCRAPING_TASK' AND entity_id = $1 AND type = 'RESOLVE'", [taskId])).toBe(0);

    const inDefaultMode = await resolve(taskId, false);
    expect(inDefaultMode.errors).toBeUndefined();
    expect(await menuDebugFlag(menuId)).toBe(false);
  });
});

describe('views resolved dates (admin only)', () => {
  const SET = `mutation($id: ID!, $define: DateTime, $qc: DateTime, $qqa: DateTime) {
    setBrandGatewayTaskViewsResolvedDates(id: $id, defineResolvedDate: $define, qcResolvedDate: $qc, qqaResolvedDate: $qqa) {
      defineResolvedDate qcResolvedDate qqaResolvedDate
    }
  }`;
  const storedDates = async (taskId: number) =>
    Object.fromEntries(
      (await t.db.query<{ type: string; resolved_date: Date | null }>('SELECT type, resolved_date FROM task_views WHERE task_id = $1', [taskId])).map((view) => [
        view.type,
        view.resolved_date ? new Date(view.resolved_date).toISOString() : null,
      ]),
    );

  it('sets the dates given, leaves the others, and writes the history event', async () => {
    const { gatewayTaskId } = await createBrandWithGatewayTask(t.db);
    const result = await gql<{ setBrandGatewayTaskViewsResolvedDates: Record<string, string | null> }>('admin', SET, {
      id: String(gatewayTaskId),
      define: '2026-03-01T00:00:00.000Z',
      qc: '2026-03-02T00:00:00.000Z',
    });
    expect(result.errors).toBeUndefined();
    expect(result.data!.setBrandGatewayTaskViewsResolvedDates).toEqual({
      defineResolvedDate: '2026-03-01T00:00:00.000Z',
      qcResolvedDate: '2026-03-02T00:00:00.000Z',
      qqaResolvedDate: null,
    });
    const again = await gql('admin', SET, { id: String(gatewayTaskId), qqa: '2026-03-05T00:00:00.000Z' });
    expect(again.errors).toBeUndefined();
    expect(await storedDates(gatewayTaskId)).toEqual({ DEFINE: '2026-03-01T00:00:00.000Z', QC: '2026-03-02T00:00:00.000Z', QQA: '2026-03-05T00:00:00.000Z' });
    const events = await t.db.query<{ type: string; message: string }>(
      "SELECT type, message FROM events WHERE entity_type = 'BRAND_GATEWAY_TASK' AND entity_id = $1 ORDER BY id",
      [gatewayTaskId],
    );
    expect(events).toEqual([
      { type: 'UPDATE', message: 'Resolved dates set: DEFINE 2026-03-01, QC 2026-03-02' },
      { type: 'UPDATE', message: 'Resolved dates set: QQA 2026-03-05' },
    ]);
    const history = await gql<{ events: { type: string }[] }>(
      'admin',
      `{ events(filters: { entityTypes: [BRAND_GATEWAY_TASK], entityIds: [${gatewayTaskId}] }) { type } }`,
    );
    expect(history.errors).toBeUndefined();
    expect(history.data!.events.map((event) => event.type)).toEqual(['UPDATE', 'UPDATE']);
  });

  it('refuses people without the permission and a call without a date, changing nothing; null never clears a date', async () => {
    const { gatewayTaskId } = await createBrandWithGatewayTask(t.db);
    const id = String(gatewayTaskId);
    await gql('admin', SET, { id, define: '2026-04-01T00:00:00.000Z' });
    const before = await storedDates(gatewayTaskId);

    const byDefiner = await gql('definer', SET, { id, qc: '2026-04-02T00:00:00.000Z' });
    expect(byDefiner.errors?.[0].extensions?.type).toBe('FORBIDDEN');
    const empty = await gql('admin', SET, { id });
    expect(empty.errors?.[0].extensions?.type).toBe('VALIDATION');
    expect(empty.errors?.[0].message).toBe('At least one resolved date is required');
    const onlyNulls = await gql('admin', SET, { id, define: null, qc: null, qqa: null });
    expect(onlyNulls.errors?.[0].message).toBe('At least one resolved date is required');
    expect(await storedDates(gatewayTaskId)).toEqual(before);
    expect(await countRows("SELECT 1 FROM events WHERE entity_type = 'BRAND_GATEWAY_TASK' AND entity_id = $1 AND type = 'UPDATE'", [gatewayTaskId])).toBe(1);

    const withNull = await gql('admin', SET, { id, define: null, qc: '2026-04-02T00:00:00.000Z' });
    expect(withNull.errors).toBeUndefined();
    expect(await storedDates(gatewayTaskId)).toEqual({ ...before, QC: '2026-04-02T00:00:00.000Z' });
  });
});

describe('lookups', () => {
  it('finds the dish review task of a menu, and offers the roles the spec lists as assignees', async () => {
    const { brandId } = await createBrandWithGatewayTask(t.db);
    const { menuId, taskId } = await createMenuWithTask(t.db, brandId, 'DISH_REVIEW');
    const found = await gql<{ dishReviewTaskByMenuId: { databaseId: number } }>('admin', 'query($m: Int!) { dishReviewTaskByMenuId(menuId: $m) { databaseId } }', { m: menuId });
    expect(found.data!.dishReviewTaskByMenuId.databaseId).toBe(taskId);
    const options = await gql<{ assigneeOptions: { name: string }[] }>('definer', '{ assigneeOptions(taskType: BRAND_GATEWAY) { name } }');
    const names = options.data!.assigneeOptions.map((user) => user.name);
    expect(names).toEqual(expect.arrayContaining(['definer person', 'qualityChecker person', 'admin person']));
    expect(names).not.toContain('juniorScraper person');
    expect((await gql('definer', '{ assigneeOptions(taskType: DISH_REVIEW) { name } }')).errors?.[0].extensions?.type).toBe('FORBIDDEN');
  });
});

describe('lists', () => {
  it('filters by brand search term, status, assignment and view, with a total', async () => {
    await createBrandWithGatewayTask(t.db, { name: 'Zebra Kitchen' });
    const result = await gql<{ brandGatewayTasks: { total: number; items: { brand: { name: string; locationCount: number } }[] } }>(
      'definer',
      '{ brandGatewayTasks(filters: { brandSearchTerm: "zebra", statuses: [NOT_STARTED, REOPENED], isAssigned: false, viewType: DEFINE }) { total items { brand { name locationCount } } } }',
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.brandGatewayTasks.total).toBe(1);
    expect(result.data!.brandGatewayTasks.items[0].brand).toEqual({ name: 'Zebra Kitchen', locationCount: 1 });
  });

  it("follows the brand's and the menu's current values: renames, menu changes and scraping verification", async () => {
    const { brandId } = await createBrandWithGatewayTask(t.db, { name: 'Quokka Grill' });
    const { menuId, taskId: reviewTaskId } = await createMenuWithTask(t.db, brandId, 'DISH_REVIEW');
    const scrapingTaskId = await createTask(t.db, brandId, 'MENU_SCRAPING', { menuId });
    type List = { total: number; items: { databaseId: number }[] };
    const list = async (field: string, filters: string) => {
      const result = await gql<Record<string, List>>('admin', `{ ${field}(filters: { ${filters} }) { total items { databaseId } } }`);
      expect(result.errors).toBeUndefined();
      return result.data![field].items.map((item) => item.databaseId);
    };
    const reviewQueue = 'brandSearchTerm: "wombat", menuFormats: [HTML], menuStatuses: [SCRAPED, PARTIALLY_SCRAPED], isVerified: true';

    expect(await list('brandGatewayTasks', 'brandSearchTerm: "quokka"')).toHaveLength(1);
    await t.db.query("UPDATE brands SET name = 'Wombat Grill' WHERE id = $1", [brandId]);
    expect(await list('brandGatewayTasks', 'brandSearchTerm: "quokka"')).toEqual([]);
    expect(await list('brandGatewayTasks', 'brandSearchTerm: "wo"')).toHaveLength(1);

    // Not scraped and not verified yet: outside the dish review queue.
    expect(await list('dishReviewTasks', reviewQueue)).toEqual([]);
    await t.db.query("UPDATE menus SET status = 'SCRAPED', scraped_date = now() WHERE id = $1", [menuId]);
    expect(await list('dishReviewTasks', reviewQueue)).toEqual([]);
    await t.db.query("UPDATE tasks SET verification = 'VERIFIED_IN_DEFAULT_MODE' WHERE id = $1", [scrapingTaskId]);
    expect(await list('dishReviewTasks', reviewQueue)).toEqual([reviewTaskId]);
    expect(await list('menuScrapingTasks', 'brandSearchTerm: "wombat", isVerified: true')).toEqual([scrapingTaskId]);

    // An issue comment takes the scraping task out of its queue; unverifying takes the review out of its own.
    expect(await list('menuScrapingTasks', 'brandSearchTerm: "wombat", hasScrapingIssueComment: false')).toEqual([scrapingTaskId]);
    await t.db.query("UPDATE menus SET scraping_issue_comment = 'Prices missing' WHERE id = $1", [menuId]);
    expect(await list('menuScrapingTasks', 'brandSearchTerm: "wombat", hasScrapingIssueComment: false')).toEqual([]);
    expect(await list('menuScrapingTasks', 'brandSearchTerm: "wombat", hasScrapingIssueComment: true')).toEqual([scrapingTaskId]);
    await t.db.query("UPDATE tasks SET verification = 'NOT_VERIFIED' WHERE id = $1", [scrapingTaskId]);
    expect(await list('dishReviewTasks', reviewQueue)).toEqual([]);
    expect(await list('dishReviewTasks', 'brandSearchTerm: "wombat", isVerified: false')).toEqual([reviewTaskId]);
  });

  it('sorts a menu list by the menu\'s scraped date, newest first, unscraped last', async () => {
    const { brandId } = await createBrandWithGatewayTask(t.db, { name: 'Numbat Noodles' });
    const older = await createMenuWithTask(t.db, brandId, 'MENU_SCRAPING');
    const newer = await createMenuWithTask(t.db, brandId, 'MENU_SCRAPING');
    const never = await createMenuWithTask(t.db, brandId, 'MENU_SCRAPING');
    await t.db.query("UPDATE menus SET scraped_date = now() - interval '2 days' WHERE id = $1", [older.menuId]);
    await t.db.query("UPDATE menus SET scraped_date = now() - interval '1 day' WHERE id = $1", [newer.menuId]);
    const result = await gql<{ menuScrapingTasks: { items: { databaseId: number }[] } }>(
      'admin',
      '{ menuScrapingTasks(filters: { brandSearchTerm: "numbat" }, sortingCriterion: SCRAPED_DATE, sortingOrder: desc) { items { databaseId } } }',
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.menuScrapingTasks.items.map((item) => item.databaseId)).toEqual([newer.taskId, older.taskId, never.taskId]);
  });

  it('counts each list with its default filters', async () => {
    const counts = await gql<{ taskCountsByType: Record<string, number> }>('admin', '{ taskCountsByType { brandGateway brandDefinition menuDefinition menuScraping dishReview } }');
    expect(counts.errors).toBeUndefined();
    expect(counts.data!.taskCountsByType.brandGateway).toBeGreaterThan(0);
  });

  it('sorts the scraping list by scraped date and refuses a criterion of another list', async () => {
    const ok = await gql('juniorScraper', '{ menuScrapingTasks(sortingCriterion: SCRAPED_DATE, sortingOrder: desc) { total items { menu { url } } } }');
    expect(ok.errors).toBeUndefined();
    const wrong = await gql('definer', '{ brandGatewayTasks(sortingCriterion: SCRAPED_DATE) { total } }');
    expect(wrong.errors?.[0].extensions?.type).toBe('VALIDATION');
  });
});
