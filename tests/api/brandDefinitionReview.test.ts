// Who may save and resolve a brand definition task and when (permission, assignee, stale task, stale brand), and review
// by difference: a QC change marks DEFINE NEEDS_REVIEW with what it changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignToSelf, fingerprint, startGatewayTestApp, viewsOf, type GatewayTestContext } from './brandGatewaySupport';
import { definitionBrand, insertPlace, match, RESOLVE_DEFINITION, SAVE_DEFINITION } from './brandDefinitionSupport';

let c: GatewayTestContext;
beforeAll(async () => {
  c = await startGatewayTestApp();
});
afterAll(() => c.t.close());

const viewsOfTask = (taskId: number) => viewsOf(c, 'brandDefinitionTask', taskId);
const assign = (role: 'definer' | 'qualityChecker', taskId: number) => assignToSelf(c, role, 'brandDefinitionTask', taskId);

describe('refusals change nothing', () => {
  it('refuses without the permission (trainee, dish reviewer) and when the task is not assigned to the caller', async () => {
    const d = await definitionBrand(c.t, { assignTo: c.ids.definer });
    const place = await insertPlace(c.t);
    const before = await fingerprint(c.t);
    const payload = { id: String(d.taskId), brandData: { name: 'Should Not Land' }, locationsData: [match(d.locationIds[0], { googleLocationId: place })] };
    for (const role of ['trainee', 'reviewer'] as const) {
      for (const mutation of [SAVE_DEFINITION, RESOLVE_DEFINITION]) expect((await c.gql(role, mutation, payload)).errors?.[0].extensions?.type, role).toBe('FORBIDDEN');
    }
    const notAssigned = await c.gql('qualityChecker', SAVE_DEFINITION, payload);
    expect(notAssigned.errors?.[0]).toMatchObject({ message: 'Assign the task to yourself before working on it.', extensions: { type: 'FORBIDDEN' } });
    // The assignee's refusal comes before the payload's: an invalid payload from a stranger is still FORBIDDEN.
    expect((await c.gql('qualityChecker', RESOLVE_DEFINITION, { id: String(d.taskId), brandData: { name: '' } })).errors?.[0].extensions?.type).toBe('FORBIDDEN');
    expect(await fingerprint(c.t)).toBe(before);
  });

  it('refuses a stale task and a stale brand with CONFLICT', async () => {
    const d = await definitionBrand(c.t, { assignTo: c.ids.definer });
    const [{ modified_date: brandVersion }] = await c.t.db.query<{ modified_date: Date }>('SELECT modified_date FROM brands WHERE id = $1', [d.brandId]);
    const saved = await c.gql<{ saveBrandDefinitionTask: { modifiedDate: string } }>('definer', SAVE_DEFINITION, {
      id: String(d.taskId),
      brandData: { name: 'First Writer', expectedModifiedDate: new Date(brandVersion).toISOString() },
    });
    expect(saved.errors).toBeUndefined();
    const before = await fingerprint(c.t);
    const staleTask = await c.gql('definer', SAVE_DEFINITION, { id: String(d.taskId), expectedModifiedDate: '2020-01-01T00:00:00Z', brandData: { name: 'Second Writer' } });
    expect(staleTask.errors?.[0].extensions?.type).toBe('CONFLICT');
    const staleBrand = await c.gql('definer', SAVE_DEFINITION, {
      id: String(d.taskId),
      expectedModifiedDate: saved.data!.saveBrandDefinitionTask.modifiedDate,
      brandData: { name: 'Second Writer', expectedModifiedDate: new Date(brandVersion).toISOString() },
    });
    expect(staleBrand.errors?.[0].extensions?.type).toBe('CONFLICT');
    const staleResolve = await c.gql('definer', RESOLVE_DEFINITION, { id: String(d.taskId), brandData: { expectedModifiedDate: new Date(brandVersion).toISOString() } });
    expect(staleResolve.errors?.[0].extensions?.type).toBe('CONFLICT');
    expect(await fingerprint(c.t)).toBe(before);
    // At the current versions, the save lands.
    const [{ modified_date: current }] = await c.t.db.query<{ modified_date: Date }>('SELECT modified_date FROM brands WHERE id = $1', [d.brandId]);
    const fresh = await c.gql('definer', SAVE_DEFINITION, {
      id: String(d.taskId),
      expectedModifiedDate: saved.data!.saveBrandDefinitionTask.modifiedDate,
      brandData: { name: 'Second Writer', expectedModifiedDate: new Date(current).toISOString() },
    });
    expect(fresh.errors).toBeUndefined();
  });
});

describe('review by difference', () => {
  it("a QC change marks DEFINE NEEDS_REVIEW with the changed fields and locations, those DEFINE never touched as unreviewed", async () => {
    const d = await definitionBrand(c.t, { assignTo: c.ids.definer, locations: 4 });
    const [first, second, third, fourth] = d.locationIds;
    const [placeA, placeB, imported] = [await insertPlace(c.t), await insertPlace(c.t), await insertPlace(c.t)];
    // The fourth came matched from the import: DEFINE leaves it alone.
    await c.t.db.query("UPDATE locations SET google_location_id = $2, google_match_rank = 'HIGHEST' WHERE id = $1", [fourth, imported]);
    // DEFINE matches every location and renames the brand, then resolves.
    const defined = await c.gql('definer', RESOLVE_DEFINITION, {
      id: String(d.taskId),
      brandData: { name: 'Defined Diner' },
      locationsData: [match(first, { googleLocationId: placeA }), match(second, { duplicateOfId: first }), match(third, { isHasNoGoogleMatchConfirmed: true })],
    });
    expect(defined.errors).toBeUndefined();
    let views = await viewsOfTask(d.taskId);
    expect(views[0]).toMatchObject({ type: 'DEFINE', status: 'DONE', changedBrandFields: ['name'], changedLocationIds: [first, second, third], modifiedLocationIds: [] });

    // QC takes it, moves the first location to another place, finds the fourth's match wrong, and ticks 'Use brand name
    // as location name'.
    expect((await assign('qualityChecker', d.taskId)).errors).toBeUndefined();
    const qcSave = await c.gql('qualityChecker', SAVE_DEFINITION, {
      id: String(d.taskId),
      brandData: { useBrandNameAsLocationName: true },
      locationsData: [match(first, { googleLocationId: placeB }), match(second, { duplicateOfId: first }), match(fourth, { isHasNoGoogleMatchConfirmed: true })],
    });
    expect(qcSave.errors).toBeUndefined();
    views = await viewsOfTask(d.taskId);
    expect(views[0]).toMatchObject({
      type: 'DEFINE',
      status: 'NEEDS_REVIEW',
      modifiedBrandFields: ['useBrandNameAsLocationName'],
      modifiedLocationIds: [first, fourth],
      modifiedLocationIdsUnreviewedByDefiner: [fourth],
    });
    expect(views[1]).toMatchObject({ type: 'QC', status: 'NOT_DONE', changedBrandFields: ['useBrandNameAsLocationName'], changedLocationIds: [first, fourth] });
  });

  it('a later save that changes nothing marks nothing', async () => {
    const d = await definitionBrand(c.t, { assignTo: c.ids.definer, locations: 1 });
    const confirmed = [match(d.locationIds[0], { isHasNoGoogleMatchConfirmed: true })];
    expect((await c.gql('definer', RESOLVE_DEFINITION, { id: String(d.taskId), locationsData: confirmed })).errors).toBeUndefined();
    await assign('qualityChecker', d.taskId);
    expect((await c.gql('qualityChecker', SAVE_DEFINITION, { id: String(d.taskId), brandData: { name: 'Definition Diner' }, locationsData: confirmed })).errors).toBeUndefined();
    expect((await viewsOfTask(d.taskId))[0]).toMatchObject({ status: 'DONE', modifiedLocationIds: [], modifiedBrandFields: [] });
  });
});
