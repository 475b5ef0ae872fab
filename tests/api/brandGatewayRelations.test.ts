// Related brands on the gateway task and 'Unmark as master': slaves and not-same pairs, the edges that reopen other
// brands' gateway tasks (UNMARK_BRAND_AS_MASTER, UNMARK_BRAND_AS_SLAVE), the unmark limit, and refusals changing nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsOf, fingerprint, gatewayBrand, plainBrand, SAVE, startGatewayTestApp, taskRow, type GatewayTestContext } from './brandGatewaySupport';

let c: GatewayTestContext;
beforeAll(async () => {
  c = await startGatewayTestApp({ unmarkMasterLocationLimit: 3 });
});
afterAll(() => c.t.close());

const brandOf = async (id: number) => (await c.t.db.query<Record<string, unknown>>('SELECT rank, status, master_brand_id FROM brands WHERE id = $1', [id]))[0];
const notSamePairs = (id: number) =>
  c.t.db.query<{ brand_id: number; related_brand_id: number }>('SELECT brand_id, related_brand_id FROM brand_relations WHERE brand_id = $1 OR related_brand_id = $1 ORDER BY 1, 2', [id]);
const UNMARK = 'mutation($id: ID!) { unmarkBrandAsMaster(id: $id) { __typename databaseId rank status } }';

describe('related brands', () => {
  it('adds and removes slaves and not-same brands, with an event on each brand changed and on the brand in hand', async () => {
    const g = await gatewayBrand(c.t, { assignTo: c.ids.definer });
    const slave = await plainBrand(c.t, { name: 'Future Slave', rank: null, withTask: 'RESOLVED' });
    const notSame = await plainBrand(c.t, { name: 'Different Business' });
    const added = await c.gql('definer', SAVE, { id: String(g.taskId), newSlaveBrandIds: [slave.brandId], newNotSameBrandIds: [notSame.brandId] });
    expect(added.errors).toBeUndefined();
    expect(await brandOf(slave.brandId)).toEqual({ rank: 'SLAVE', status: 'NEW', master_brand_id: g.brandId });
    expect(await notSamePairs(g.brandId)).toEqual([{ brand_id: Math.min(g.brandId, notSame.brandId), related_brand_id: Math.max(g.brandId, notSame.brandId) }]);
    expect((await eventsOf(c.t, 'BRAND', slave.brandId)).map((event) => event.type)).toEqual(['ATTACH_TO_MASTER']);
    const [brandEvent] = await eventsOf(c.t, 'BRAND', g.brandId);
    expect(brandEvent.data).toMatchObject({ changedFields: [], relations: { newSlaveBrandIds: [slave.brandId], newNotSameBrandIds: [notSame.brandId] } });
    // Becoming a slave is not a reopen edge: the slave's resolved task stays resolved.
    expect((await taskRow(c.t, slave.taskId!)).status).toBe('RESOLVED');

    const removed = await c.gql('definer', SAVE, { id: String(g.taskId), removedSlaveBrandIds: [slave.brandId], removedNotSameBrandIds: [notSame.brandId] });
    expect(removed.errors).toBeUndefined();
    expect(await brandOf(slave.brandId)).toEqual({ rank: null, status: 'NEW', master_brand_id: null });
    expect(await notSamePairs(g.brandId)).toEqual([]);
    expect(await taskRow(c.t, slave.taskId!)).toMatchObject({ status: 'REOPENED', reopen_reason: 'UNMARK_BRAND_AS_SLAVE' });
    const views = await c.t.db.query<{ changed_brand_fields: string[] }>("SELECT changed_brand_fields FROM task_views WHERE task_id = $1 AND type = 'DEFINE'", [g.taskId]);
    expect(views[0].changed_brand_fields).toEqual(['relatedBrands']);
  });

  it('a new slave that was a master releases its own slaves and reopens their tasks and its own with UNMARK_BRAND_AS_MASTER', async () => {
    const g = await gatewayBrand(c.t, { assignTo: c.ids.definer });
    const formerMaster = await plainBrand(c.t, { name: 'Former Master', withTask: 'RESOLVED' });
    const itsSlave = await plainBrand(c.t, { name: 'Its Slave', rank: 'SLAVE', masterBrandId: formerMaster.brandId, withTask: 'RESOLVED' });
    expect((await c.gql('definer', SAVE, { id: String(g.taskId), newSlaveBrandIds: [formerMaster.brandId] })).errors).toBeUndefined();
    expect(await brandOf(formerMaster.brandId)).toEqual({ rank: 'SLAVE', status: 'NEW', master_brand_id: g.brandId });
    expect(await brandOf(itsSlave.brandId)).toEqual({ rank: null, status: 'NEW', master_brand_id: null });
    for (const taskId of [formerMaster.taskId!, itsSlave.taskId!]) expect(await taskRow(c.t, taskId)).toMatchObject({ status: 'REOPENED', reopen_reason: 'UNMARK_BRAND_AS_MASTER' });
  });

  it('a master changed to a slave releases its slaves and reopens their gateway tasks with UNMARK_BRAND_AS_MASTER', async () => {
    const g = await gatewayBrand(c.t, { assignTo: c.ids.definer });
    const newMaster = await plainBrand(c.t, { name: 'New Master' });
    const slave = await plainBrand(c.t, { name: 'Loose Slave', rank: 'SLAVE', masterBrandId: g.brandId, withTask: 'RESOLVED' });
    expect((await c.gql('definer', SAVE, { id: String(g.taskId), brandData: { rank: 'SLAVE', masterBrandId: newMaster.brandId } })).errors).toBeUndefined();
    expect(await brandOf(slave.brandId)).toEqual({ rank: null, status: 'NEW', master_brand_id: null });
    expect(await taskRow(c.t, slave.taskId!)).toMatchObject({ status: 'REOPENED', reopen_reason: 'UNMARK_BRAND_AS_MASTER' });
    expect((await eventsOf(c.t, 'BRAND', slave.brandId)).map((event) => event.message)).toEqual([`Brand released from master brand ${g.brandId}`]);
  });

  it('refuses the brand itself, a missing brand, contradictions, slaves of a non-master and removing a slave it does not have', async () => {
    const g = await gatewayBrand(c.t, { assignTo: c.ids.definer });
    const other = await plainBrand(c.t);
    const before = await fingerprint(c.t);
    const cases: [Record<string, unknown>, string][] = [
      [{ newSlaveBrandIds: [g.brandId] }, 'A brand cannot be related to itself.'],
      [{ newNotSameBrandIds: [999999] }, 'Brand 999999 does not exist.'],
      [{ newSlaveBrandIds: [other.brandId], newNotSameBrandIds: [other.brandId] }, `Brand ${other.brandId} cannot be both a slave and a not-same brand.`],
      [{ newNotSameBrandIds: [other.brandId], removedNotSameBrandIds: [other.brandId] }, `Brand ${other.brandId} cannot be both added and removed.`],
      [{ removedSlaveBrandIds: [other.brandId] }, `Brand ${other.brandId} is not a slave of this brand.`],
      [{ brandData: { rank: 'SLAVE' }, newSlaveBrandIds: [other.brandId] }, 'Only a master brand can have slave brands.'],
    ];
    for (const [variables, message] of cases) {
      const result = await c.gql('definer', SAVE, { id: String(g.taskId), ...variables });
      expect(result.errors?.[0], message).toMatchObject({ message, extensions: { type: 'VALIDATION' } });
    }
    expect(await fingerprint(c.t)).toBe(before);
  });
});

describe('unmark as master', () => {
  it('clears rank and inclusion, releases the slaves and reopens their and its own gateway tasks with UNMARK_BRAND_AS_MASTER', async () => {
    const master = await gatewayBrand(c.t, { name: 'Unmarkable', fsaIds: [null, null] });
    await c.t.db.query("UPDATE tasks SET status = 'RESOLVED', current_view_type = 'QQA' WHERE id = $1", [master.taskId]);
    const slave = await plainBrand(c.t, { name: 'Its Slave', rank: 'SLAVE', masterBrandId: master.brandId, withTask: 'RESOLVED' });
    const result = await c.gql<{ unmarkBrandAsMaster: Record<string, unknown> }>('definer', UNMARK, { id: String(master.brandId) });
    expect(result.errors).toBeUndefined();
    expect(result.data!.unmarkBrandAsMaster).toEqual({ __typename: 'Brand', databaseId: master.brandId, rank: null, status: 'NEW' });
    expect(await brandOf(master.brandId)).toEqual({ rank: null, status: 'NEW', master_brand_id: null });
    expect(await brandOf(slave.brandId)).toEqual({ rank: null, status: 'NEW', master_brand_id: null });
    for (const taskId of [master.taskId, slave.taskId!]) expect(await taskRow(c.t, taskId)).toMatchObject({ status: 'REOPENED', reopen_reason: 'UNMARK_BRAND_AS_MASTER' });
    const [event] = await eventsOf(c.t, 'BRAND', master.brandId);
    expect(event).toMatchObject({ type: 'UPDATE', message: 'Brand unmarked as master', data: { releasedSlaveBrandIds: [slave.brandId], after: { rank: null, status: 'NEW' } } });
  });

  it('refuses from the configured number of locations with the spec message and detail, a brand that is not a master, and without brand.update', async () => {
    const big = await gatewayBrand(c.t, { name: 'Big Chain', fsaIds: [null, null, null] });
    const notMaster = await plainBrand(c.t, { rank: null });
    const before = await fingerprint(c.t);
    const limited = await c.gql('definer', UNMARK, { id: String(big.brandId) });
    expect(limited.errors?.[0]).toMatchObject({
      message: 'Unmark as master is not allowed.',
      extensions: { type: 'VALIDATION', detail: 'This brand has more than 3 locations attached to it.', limit: 3, locationCount: 3 },
    });
    expect((await c.gql('definer', UNMARK, { id: String(notMaster.brandId) })).errors?.[0].message).toBe('This brand is not a master brand.');
    for (const role of ['trainee', 'reviewer'] as const) expect((await c.gql(role, UNMARK, { id: String(big.brandId) })).errors?.[0].extensions?.type, role).toBe('FORBIDDEN');
    expect((await c.gql('definer', UNMARK, { id: '999999' })).errors?.[0].extensions?.type).toBe('NOT_FOUND');
    expect(await fingerprint(c.t)).toBe(before);
  });
});
