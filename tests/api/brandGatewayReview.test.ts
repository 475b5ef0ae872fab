// Who may save and resolve a gateway task and when (permission, assignee, stale task, stale brand), resolving through
// the pipeline, and review by difference: a QC change marks DEFINE NEEDS_REVIEW with what it changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignToSelf, fingerprint, gatewayBrand, RESOLVE, SAVE, startGatewayTestApp, viewsOf, type GatewayTestContext } from './brandGatewaySupport';

let c: GatewayTestContext;
beforeAll(async () => {
  c = await startGatewayTestApp();
});
afterAll(() => c.t.close());

const viewsOfTask = (taskId: number) => viewsOf(c, 'brandGatewayTask', taskId);
const assign = (role: 'definer' | 'qualityChecker', taskId: number) => assignToSelf(c, role, 'brandGatewayTask', taskId);

describe('refusals change nothing', () => {
  it('refuses without the permission (trainee, dish reviewer) and when the task is not assigned to the caller', async () => {
    const g = await gatewayBrand(c.t, { assignTo: c.ids.definer });
    const before = await fingerprint(c.t);
    const payload = { id: String(g.taskId), brandData: { name: 'Should Not Land' }, locationsData: [{ id: g.locationIds[0], status: 'EXCLUDED', exclusionReason: 'GROCERY' }] };
    for (const role of ['trainee', 'reviewer'] as const) {
      for (const mutation of [SAVE, RESOLVE]) expect((await c.gql(role, mutation, payload)).errors?.[0].extensions?.type, role).toBe('FORBIDDEN');
    }
    const notAssigned = await c.gql('qualityChecker', SAVE, payload);
    expect(notAssigned.errors?.[0]).toMatchObject({ message: 'Assign the task to yourself before working on it.', extensions: { type: 'FORBIDDEN' } });
    // The assignee's refusal comes before the payload's: an invalid payload from a stranger is still FORBIDDEN.
    expect((await c.gql('qualityChecker', SAVE, { id: String(g.taskId), brandData: { website: 'nope' } })).errors?.[0].extensions?.type).toBe('FORBIDDEN');
    expect(await fingerprint(c.t)).toBe(before);
  });

  it('refuses a stale task and a stale brand with CONFLICT', async () => {
    const g = await gatewayBrand(c.t, { assignTo: c.ids.definer });
    const [{ modified_date: brandVersion }] = await c.t.db.query<{ modified_date: Date }>('SELECT modified_date FROM brands WHERE id = $1', [g.brandId]);
    const saved = await c.gql<{ saveBrandGatewayTask: { modifiedDate: string } }>('definer', SAVE, { id: String(g.taskId), brandData: { name: 'First Writer', expectedModifiedDate: new Date(brandVersion).toISOString() } });
    expect(saved.errors).toBeUndefined();
    const before = await fingerprint(c.t);
    const staleTask = await c.gql('definer', SAVE, { id: String(g.taskId), expectedModifiedDate: '2020-01-01T00:00:00Z', brandData: { name: 'Second Writer' } });
    expect(staleTask.errors?.[0].extensions?.type).toBe('CONFLICT');
    const staleBrand = await c.gql('definer', SAVE, {
      id: String(g.taskId),
      expectedModifiedDate: saved.data!.saveBrandGatewayTask.modifiedDate,
      brandData: { name: 'Second Writer', expectedModifiedDate: new Date(brandVersion).toISOString() },
    });
    expect(staleBrand.errors?.[0].extensions?.type).toBe('CONFLICT');
    expect((await c.gql('definer', RESOLVE, { id: String(g.taskId), brandData: { expectedModifiedDate: new Date(brandVersion).toISOString() } })).errors?.[0].extensions?.type).toBe('CONFLICT');
    expect(await fingerprint(c.t)).toBe(before);
  });
});

describe('resolve', () => {
  it('applies the payload and resolves DEFINE in one go, then opens brand definition as the generic resolve does', async () => {
    const g = await gatewayBrand(c.t, { assignTo: c.ids.definer });
    const result = await c.gql<{ resolveBrandGatewayTask: { task: { currentViewType: string; status: string }; nextTask: { __typename: string } } }>('definer', RESOLVE, {
      id: String(g.taskId),
      locationsData: [{ id: g.locationIds[0], status: 'EXCLUDED', exclusionReason: 'GROCERY' }],
    });
    expect(result.errors).toBeUndefined();
    expect(result.data!.resolveBrandGatewayTask.task).toMatchObject({ currentViewType: 'QC', status: 'NOT_STARTED' });
    expect(result.data!.resolveBrandGatewayTask.nextTask.__typename).toBe('BrandDefinitionTask');
    const events = await c.t.db.query<{ type: string; data: unknown }>("SELECT type, data FROM events WHERE entity_type = 'BRAND_GATEWAY_TASK' AND entity_id = $1", [g.taskId]);
    expect(events).toEqual([{ type: 'RESOLVE', data: { viewType: 'DEFINE', changedBrandFields: [], changedLocationIds: [g.locationIds[0]] } }]);
  });
});

describe('review by difference', () => {
  it('a QC change marks DEFINE NEEDS_REVIEW with the changed fields and locations; QQA marks DEFINE and QC', async () => {
    const g = await gatewayBrand(c.t, { assignTo: c.ids.definer, fsaIds: [null, null, null] });
    const [first, second, third] = g.locationIds;
    // DEFINE changes the first location and the name, then resolves.
    expect((await c.gql('definer', RESOLVE, { id: String(g.taskId), brandData: { name: 'Defined Name' }, locationsData: [{ id: first, status: 'EXCLUDED', exclusionReason: 'CATERING' }] })).errors).toBeUndefined();
    let views = await viewsOfTask(g.taskId);
    expect(views[0]).toMatchObject({ type: 'DEFINE', status: 'DONE', modifiedLocationIds: [] });
    const defineChanges = await c.t.db.query<{ changed_brand_fields: string[]; changed_location_ids: number[] }>(
      "SELECT changed_brand_fields, changed_location_ids FROM task_views WHERE task_id = $1 AND type = 'DEFINE'",
      [g.taskId],
    );
    expect(defineChanges[0]).toEqual({ changed_brand_fields: ['name'], changed_location_ids: [first] });
    // The API answers the same, for the QC page to highlight.
    expect(views[0]).toMatchObject({ changedBrandFields: ['name'], changedLocationIds: [first] });

    // QC takes it and changes the first (DEFINE's) and second (not DEFINE's) locations and the messiness.
    expect((await assign('qualityChecker', g.taskId)).errors).toBeUndefined();
    const qcSave = await c.gql('qualityChecker', SAVE, {
      id: String(g.taskId),
      brandData: { messinessScore: 70 },
      locationsData: [
        { id: first, status: 'INCLUDED' },
        { id: second, status: 'EXCLUDED', exclusionReason: 'DELIVERY' },
      ],
    });
    expect(qcSave.errors).toBeUndefined();
    views = await viewsOfTask(g.taskId);
    expect(views[0]).toMatchObject({
      type: 'DEFINE',
      status: 'NEEDS_REVIEW',
      modifiedBrandFields: ['messinessScore'],
      modifiedLocationIds: [first, second],
      modifiedLocationIdsUnreviewedByDefiner: [second],
    });
    expect(views[1]).toMatchObject({ type: 'QC', status: 'NOT_DONE', changedBrandFields: ['messinessScore'], changedLocationIds: [first, second] });

    // QC resolves; QQA changes the third location: DEFINE accumulates, QC is marked too.
    expect((await c.gql('qualityChecker', RESOLVE, { id: String(g.taskId) })).errors).toBeUndefined();
    expect((await assign('qualityChecker', g.taskId)).errors).toBeUndefined();
    expect((await c.gql('qualityChecker', SAVE, { id: String(g.taskId), locationsData: [{ id: third, status: 'EXCLUDED', exclusionReason: 'GROCERY' }] })).errors).toBeUndefined();
    views = await viewsOfTask(g.taskId);
    expect(views[0]).toMatchObject({ status: 'NEEDS_REVIEW', modifiedLocationIds: [first, second, third], modifiedLocationIdsUnreviewedByDefiner: [second, third] });
    expect(views[1]).toMatchObject({ type: 'QC', status: 'NEEDS_REVIEW', modifiedBrandFields: [], modifiedLocationIds: [third], modifiedLocationIdsUnreviewedByDefiner: [third] });
    expect(views[2]).toMatchObject({ type: 'QQA', status: 'NOT_DONE', modifiedLocationIds: [] });
  });

  it('a later save that changes nothing marks nothing', async () => {
    const g = await gatewayBrand(c.t, { assignTo: c.ids.definer });
    expect((await c.gql('definer', RESOLVE, { id: String(g.taskId) })).errors).toBeUndefined();
    await assign('qualityChecker', g.taskId);
    expect((await c.gql('qualityChecker', SAVE, { id: String(g.taskId), brandData: { name: 'Gateway Grill' }, locationsData: [{ id: g.locationIds[0], status: 'INCLUDED' }] })).errors).toBeUndefined();
    expect((await viewsOfTask(g.taskId))[0]).toMatchObject({ status: 'DONE', modifiedLocationIds: [] });
  });
});
