// The task engine through the real endpoint: the brand gateway lifecycle, the pipeline it opens, and refused events.
import { describe, expect, it } from 'vitest';
import { createBrandWithGatewayTask, createMenuWithTask, createTask } from '../support/taskFixtures';
import { TASK, taskApiTestApp } from './taskApiSupport';

const { app, ids, gql, countRows, taskState } = taskApiTestApp();

describe('brand gateway task lifecycle', () => {
  it('assigns, saves, marks awaiting, resolves DEFINE and opens brand definition', async () => {
    const { gatewayTaskId, brandId } = await createBrandWithGatewayTask(app.t.db, { name: 'Lifecycle Grill' });
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

    const history = await app.t.db.query<{ type: string }>("SELECT type FROM events WHERE entity_type = 'BRAND_GATEWAY_TASK' AND entity_id = $1 ORDER BY id", [gatewayTaskId]);
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
    const { gatewayTaskId } = await createBrandWithGatewayTask(app.t.db, { name: 'Matched Diner', locationRanks: ['HIGHEST', 'MANUAL'] });
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
    const { brandId } = await createBrandWithGatewayTask(app.t.db);
    const id = await createTask(app.t.db, brandId, 'BRAND_DEFINITION', { isAssignable: false });
    const before = await countRows('SELECT 1 FROM events');
    const result = await gql('definer', 'mutation($id: ID!) { assignBrandDefinitionTask(id: $id) { id } }', { id: String(id) });
    expect(result.errors?.[0].message).toBe('Task is not ready for assignment in the workflow');
    expect(await countRows('SELECT 1 FROM events')).toBe(before);
    expect(await countRows('SELECT 1 FROM tasks WHERE id = $1 AND assigned_to_id IS NULL', [id])).toBe(1);
  });

  it('refuses every task operation without its permission', async () => {
    const { gatewayTaskId } = await createBrandWithGatewayTask(app.t.db);
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
    const { gatewayTaskId } = await createBrandWithGatewayTask(app.t.db);
    const id = String(gatewayTaskId);
    const colleague = await app.t.createUser('definer', `assignee.${gatewayTaskId}@example.com`, { name: 'Assigned Definer' });
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
    const { gatewayTaskId } = await createBrandWithGatewayTask(app.t.db, { status: 'EXCLUDED' }); // passes the done check, opens nothing
    const id = String(gatewayTaskId);
    await app.t.db.query('UPDATE tasks SET assigned_to_id = NULL WHERE assigned_to_id = $1', [ids.definer]);
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
    const { gatewayTaskId } = await createBrandWithGatewayTask(app.t.db);
    const id = String(gatewayTaskId);
    const colleague = await app.t.createUser('definer', `colleague.${gatewayTaskId}@example.com`, { name: 'Colleague Definer' });
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
    for (let index = 0; index < 6; index++) taskIds.push((await createBrandWithGatewayTask(app.t.db, { name: `Limit ${index}` })).gatewayTaskId);
    await app.t.db.query('UPDATE tasks SET assigned_to_id = NULL WHERE assigned_to_id = $1', [ids.definer]);
    for (const id of taskIds.slice(0, 5)) expect((await gql('definer', 'mutation($id: ID!) { assignBrandGatewayTask(id: $id) { id } }', { id: String(id) })).errors).toBeUndefined();
    const sixth = await gql('definer', 'mutation($id: ID!) { assignBrandGatewayTask(id: $id) { id } }', { id: String(taskIds[5]) });
    expect(sixth.errors?.[0].extensions?.type).toBe('MAX_ASSIGNED_DEFINITION_TASK_LIMIT_REACHED');
    expect(sixth.errors?.[0].message).toBe('Max assigned definition tasks limit reached. Please resolve the currently assigned tasks before assigning a new one.');
    expect(sixth.errors?.[0].extensions?.assignedTasks).toContainEqual({ taskType: 'BRAND_GATEWAY', counts: { NOT_STARTED: 5, STARTED: 0, REOPENED: 0 } });
  });

  it('lets only admins and team leaders take tasks of clustered menus; a refusal changes nothing', async () => {
    const { brandId } = await createBrandWithGatewayTask(app.t.db);
    const { taskId } = await createMenuWithTask(app.t.db, brandId, 'MENU_SCRAPING', { clusterId: 7 });
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
