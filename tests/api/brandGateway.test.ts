// The brand gateway save and resolve payload through the real endpoint (spec 2, sections 5 and 7): the brand merged and
// validated, locations written and moved, the history of each changed entity, and every refusal changing nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsOf, fingerprint, gatewayBrand, plainBrand, RESOLVE, SAVE, startGatewayTestApp, taskRow, type GatewayTestContext } from './brandGatewaySupport';

let c: GatewayTestContext;
beforeAll(async () => {
  c = await startGatewayTestApp();
});
afterAll(() => c.t.close());

const brandOf = async (id: number) => (await c.t.db.query<Record<string, unknown>>('SELECT * FROM brands WHERE id = $1', [id]))[0];
const locationOf = async (id: number) => (await c.t.db.query<Record<string, unknown>>('SELECT * FROM locations WHERE id = $1', [id]))[0];

describe('saving the brand', () => {
  it('merges the sent fields over the stored brand, writes only what changed, with one brand event and the task event', async () => {
    const g = await gatewayBrand(c.t, { assignTo: c.ids.definer });
    const result = await c.gql('definer', SAVE, { id: String(g.taskId), brandData: { name: 'Gateway Grill & Bar', messinessScore: 40, hasOnlyUnsupportedBusinessTypes: false } });
    expect(result.errors).toBeUndefined();
    expect(await brandOf(g.brandId)).toMatchObject({ name: 'Gateway Grill & Bar', messiness_score: 40, website: 'https://brand.example.com', rank: 'MASTER', status: 'INCLUDED' });
    const [brandEvent] = await eventsOf(c.t, 'BRAND', g.brandId);
    expect(brandEvent.type).toBe('UPDATE');
    expect(brandEvent.data).toMatchObject({ taskId: g.taskId, changedFields: ['name', 'messinessScore'], before: { name: 'Gateway Grill', messinessScore: 0 }, after: { name: 'Gateway Grill & Bar', messinessScore: 40 } });
    const taskEvents = await eventsOf(c.t, 'BRAND_GATEWAY_TASK', g.taskId);
    expect(taskEvents.map((event) => event.type)).toEqual(['SAVE']);
    expect(taskEvents[0].data).toEqual({ changedBrandFields: ['name', 'messinessScore'], changedLocationIds: [] });
    const views = await c.t.db.query<{ type: string; changed_brand_fields: string[] }>('SELECT type, changed_brand_fields FROM task_views WHERE task_id = $1 ORDER BY type', [g.taskId]);
    expect(views.find((view) => view.type === 'DEFINE')?.changed_brand_fields).toEqual(['messinessScore', 'name']);
  });

  it("applies the panel's rules: 'No website' clears the website, a slave is NEW with a master, included clears the exclusion", async () => {
    const master = await plainBrand(c.t, { name: 'The Master' });
    const g = await gatewayBrand(c.t, { assignTo: c.ids.definer, status: 'EXCLUDED' });
    await c.t.db.query("UPDATE brands SET exclusion_reason = 'MISC', exclusion_reason_comment = 'Odd one' WHERE id = $1", [g.brandId]);
    expect((await c.gql('definer', SAVE, { id: String(g.taskId), brandData: { isHasNoWebsiteConfirmed: true, exclusionReason: 'GROCERY' } })).errors).toBeUndefined();
    expect(await brandOf(g.brandId)).toMatchObject({ website: null, is_has_no_website_confirmed: true, exclusion_reason: 'GROCERY', exclusion_reason_comment: null });

    expect((await c.gql('definer', SAVE, { id: String(g.taskId), brandData: { rank: 'SLAVE', masterBrandId: master.brandId } })).errors).toBeUndefined();
    expect(await brandOf(g.brandId)).toMatchObject({ rank: 'SLAVE', master_brand_id: master.brandId, status: 'NEW', exclusion_reason: null });

    expect((await c.gql('definer', SAVE, { id: String(g.taskId), brandData: { rank: 'MASTER', status: 'INCLUDED', isHasNoWebsiteConfirmed: false, website: 'https://gateway.example.com' } })).errors).toBeUndefined();
    expect(await brandOf(g.brandId)).toMatchObject({ rank: 'MASTER', master_brand_id: null, status: 'INCLUDED', website: 'https://gateway.example.com' });
  });

  it('refuses a master that is not a master brand, or the brand itself', async () => {
    const slave = await plainBrand(c.t, { rank: 'SLAVE' });
    const g = await gatewayBrand(c.t, { assignTo: c.ids.definer });
    const before = await fingerprint(c.t);
    const notMaster = await c.gql('definer', SAVE, { id: String(g.taskId), brandData: { rank: 'SLAVE', masterBrandId: slave.brandId } });
    expect(notMaster.errors?.[0]).toMatchObject({ message: 'The master brand must be a master brand.', extensions: { type: 'VALIDATION' } });
    const itself = await c.gql('definer', SAVE, { id: String(g.taskId), brandData: { rank: 'SLAVE', masterBrandId: g.brandId } });
    expect(itself.errors?.[0].message).toBe('A brand cannot be its own master.');
    expect(await fingerprint(c.t)).toBe(before);
  });
});

describe('save is lenient, resolve validates with the done schema', () => {
  it("saves an excluded brand without a reason, but resolve refuses it with the form's message and changes nothing", async () => {
    const g = await gatewayBrand(c.t, { assignTo: c.ids.definer });
    expect((await c.gql('definer', SAVE, { id: String(g.taskId), brandData: { status: 'EXCLUDED' } })).errors).toBeUndefined();
    const before = await fingerprint(c.t);
    const refused = await c.gql('definer', RESOLVE, { id: String(g.taskId) });
    expect(refused.errors?.[0]).toMatchObject({ message: 'Excluded reason is required', extensions: { type: 'VALIDATION' } });
    const misc = await c.gql('definer', RESOLVE, { id: String(g.taskId), brandData: { exclusionReason: 'MISC' } });
    expect(misc.errors?.[0].message).toBe('Comment is required');
    expect(await fingerprint(c.t)).toBe(before);
    const resolved = await c.gql('definer', RESOLVE, { id: String(g.taskId), brandData: { exclusionReason: 'MISC', exclusionReasonComment: 'Sells only vouchers' } });
    expect(resolved.errors).toBeUndefined();
    expect(await taskRow(c.t, g.taskId)).toMatchObject({ current_view_type: 'QC', status: 'NOT_STARTED' });
  });

  it('refuses on resolve what save accepts: no rank, a master without inclusion or website, a slave without master, a NEW location', async () => {
    const g = await gatewayBrand(c.t, { assignTo: c.ids.definer, fsaIds: [null] });
    const cases: [Record<string, unknown>, string][] = [
      [{ rank: 'MASTER', status: 'NEW' }, 'Brand inclusion is required'],
      [{ rank: 'SLAVE' }, 'Master brand is required'],
    ];
    await c.t.db.query('UPDATE brands SET rank = NULL WHERE id = $1', [g.brandId]);
    const before = await fingerprint(c.t);
    expect((await c.gql('definer', RESOLVE, { id: String(g.taskId) })).errors?.[0].message).toBe('Brand rank is required');
    for (const [brandData, message] of cases) expect((await c.gql('definer', RESOLVE, { id: String(g.taskId), brandData })).errors?.[0].message, message).toBe(message);
    await c.t.db.query("UPDATE brands SET rank = 'MASTER', website = NULL WHERE id = $1", [g.brandId]);
    const noWebsite = await fingerprint(c.t);
    expect((await c.gql('definer', RESOLVE, { id: String(g.taskId) })).errors?.[0].message).toBe('Brand website is required');
    const location = await c.gql('definer', RESOLVE, { id: String(g.taskId), brandData: { website: 'https://ok.example.com' }, locationsData: [{ id: g.locationIds[0], status: 'NEW' }] });
    expect(location.errors?.[0]).toMatchObject({ message: 'Please choose a valid option', extensions: { type: 'VALIDATION', locationId: g.locationIds[0] } });
    expect(await fingerprint(c.t)).toBe(noWebsite);
    // The same location is fine on save.
    expect((await c.gql('definer', SAVE, { id: String(g.taskId), locationsData: [{ id: g.locationIds[0], status: 'NEW' }] })).errors).toBeUndefined();
    expect(before).not.toBe(noWebsite);
    // Stored NEW and not sent (on a page nobody opened): resolve still refuses it, naming it, and changes nothing.
    const undecided = await fingerprint(c.t);
    const unsent = await c.gql('definer', RESOLVE, { id: String(g.taskId), brandData: { website: 'https://ok.example.com' } });
    expect(unsent.errors?.[0]).toMatchObject({ message: 'Please choose a valid option', extensions: { type: 'VALIDATION', locationId: g.locationIds[0] } });
    expect(await fingerprint(c.t)).toBe(undecided);
    // Decided in the payload, it resolves.
    const decided = await c.gql('definer', RESOLVE, { id: String(g.taskId), brandData: { website: 'https://ok.example.com' }, locationsData: [{ id: g.locationIds[0], status: 'INCLUDED' }] });
    expect(decided.errors).toBeUndefined();
  });

  it("refuses a bad website and the system's own exclusion reason even on save", async () => {
    const g = await gatewayBrand(c.t, { assignTo: c.ids.definer });
    const before = await fingerprint(c.t);
    expect((await c.gql('definer', SAVE, { id: String(g.taskId), brandData: { website: 'not a url' } })).errors?.[0].message).toBe('Website is not valid');
    expect((await c.gql('definer', SAVE, { id: String(g.taskId), brandData: { name: '   ' } })).errors?.[0].message).toBe('Brand name is required');
    const system = await c.gql('definer', SAVE, { id: String(g.taskId), brandData: { status: 'EXCLUDED', exclusionReason: 'NO_INCLUDED_LOCATIONS' } });
    expect(system.errors?.[0].extensions?.type).toBe('VALIDATION');
    const badLocation = await c.gql('definer', SAVE, { id: String(g.taskId), locationsData: [{ id: g.locationIds[1], status: 'INCLUDED', website: 'nope' }] });
    expect(badLocation.errors?.[0]).toMatchObject({ message: 'Website is not valid', extensions: { locationId: g.locationIds[1] } });
    expect(await fingerprint(c.t)).toBe(before);
  });
});

describe('locations', () => {
  it('writes status, exclusion reason, comment and website, with one event per changed location', async () => {
    const g = await gatewayBrand(c.t, { assignTo: c.ids.definer });
    const [first, second] = g.locationIds;
    const result = await c.gql('definer', SAVE, {
      id: String(g.taskId),
      locationsData: [
        { id: first, status: 'EXCLUDED', exclusionReason: 'MISC', exclusionReasonComment: 'Market stall', website: 'https://stall.example.com' },
        { id: second, status: 'INCLUDED' },
      ],
    });
    expect(result.errors).toBeUndefined();
    expect(await locationOf(first)).toMatchObject({ status: 'EXCLUDED', exclusion_reason: 'MISC', exclusion_reason_comment: 'Market stall', website: 'https://stall.example.com' });
    const firstEvents = await eventsOf(c.t, 'LOCATION', first);
    expect(firstEvents).toHaveLength(1);
    expect(firstEvents[0].data).toMatchObject({ changedFields: ['status', 'exclusionReason', 'exclusionReasonComment', 'website'], before: { status: 'INCLUDED', exclusionReason: null } });
    // The second was already included: unchanged, so no event and not in the task's changes.
    expect(await eventsOf(c.t, 'LOCATION', second)).toHaveLength(0);
    expect((await eventsOf(c.t, 'BRAND_GATEWAY_TASK', g.taskId))[0].data).toEqual({ changedBrandFields: [], changedLocationIds: [first] });

    expect((await c.gql('definer', SAVE, { id: String(g.taskId), locationsData: [{ id: first, status: 'INCLUDED', exclusionReason: 'MISC', exclusionReasonComment: 'kept?' }] })).errors).toBeUndefined();
    expect(await locationOf(first)).toMatchObject({ status: 'INCLUDED', exclusion_reason: null, exclusion_reason_comment: null, website: 'https://stall.example.com' });
  });

  it("refuses another brand's location, and a location sent twice", async () => {
    const g = await gatewayBrand(c.t, { assignTo: c.ids.definer });
    const other = await gatewayBrand(c.t, { name: 'Elsewhere' });
    const before = await fingerprint(c.t);
    const foreign = await c.gql('definer', SAVE, { id: String(g.taskId), locationsData: [{ id: other.locationIds[0], status: 'INCLUDED' }] });
    expect(foreign.errors?.[0]).toMatchObject({ message: `Location ${other.locationIds[0]} does not belong to this brand.`, extensions: { type: 'VALIDATION', locationId: other.locationIds[0] } });
    const twice = await c.gql('definer', SAVE, { id: String(g.taskId), locationsData: [{ id: g.locationIds[0], status: 'INCLUDED' }, { id: g.locationIds[0], status: 'EXCLUDED' }] });
    expect(twice.errors?.[0].extensions?.type).toBe('VALIDATION');
    expect(await fingerprint(c.t)).toBe(before);
  });

  it('moves a location to another brand, keeping its original brand, and reopens that brand gateway task with LOCATIONS_MOVED_FROM_ANOTHER_BRAND', async () => {
    const g = await gatewayBrand(c.t, { assignTo: c.ids.definer, fsaIds: ['FSA-MOVE-1', null] });
    const target = await plainBrand(c.t, { name: 'Receiving Brand', withTask: 'RESOLVED' });
    const noTask = await plainBrand(c.t, { name: 'Taskless Brand' });
    const result = await c.gql('definer', SAVE, {
      id: String(g.taskId),
      locationsData: [
        { id: g.locationIds[0], status: 'INCLUDED', newBrandId: target.brandId },
        { id: g.locationIds[1], status: 'INCLUDED', newBrandId: noTask.brandId },
      ],
    });
    expect(result.errors).toBeUndefined();
    expect(await locationOf(g.locationIds[0])).toMatchObject({ brand_id: target.brandId, original_brand_id: g.brandId });
    expect(await taskRow(c.t, target.taskId!)).toMatchObject({ status: 'REOPENED', reopen_reason: 'LOCATIONS_MOVED_FROM_ANOTHER_BRAND', current_view_type: 'DEFINE' });
    const created = await c.t.db.query<{ id: number }>("SELECT id FROM tasks WHERE brand_id = $1 AND type = 'BRAND_GATEWAY'", [noTask.brandId]);
    expect(created).toHaveLength(1);
    const [moveEvent] = await eventsOf(c.t, 'LOCATION', g.locationIds[0]);
    expect(moveEvent.data).toMatchObject({ changedFields: ['brandId'], before: { brandId: g.brandId }, after: { brandId: target.brandId } });
    expect((await eventsOf(c.t, 'BRAND_GATEWAY_TASK', target.taskId!)).map((event) => [event.type, (event.data as { reopenReason?: string })?.reopenReason])).toEqual([['REOPEN', 'LOCATIONS_MOVED_FROM_ANOTHER_BRAND']]);
  });

  it('refuses a move to a slave or missing brand', async () => {
    const g = await gatewayBrand(c.t, { assignTo: c.ids.definer });
    const slave = await plainBrand(c.t, { rank: 'SLAVE' });
    const before = await fingerprint(c.t);
    const toSlave = await c.gql('definer', SAVE, { id: String(g.taskId), locationsData: [{ id: g.locationIds[0], status: 'INCLUDED', newBrandId: slave.brandId }] });
    expect(toSlave.errors?.[0]).toMatchObject({ message: 'A location cannot be moved to a slave brand.', extensions: { type: 'VALIDATION', locationId: g.locationIds[0] } });
    const missing = await c.gql('definer', SAVE, { id: String(g.taskId), locationsData: [{ id: g.locationIds[0], status: 'INCLUDED', newBrandId: 999999 }] });
    expect(missing.errors?.[0].message).toBe('Brand 999999 does not exist.');
    expect(await fingerprint(c.t)).toBe(before);
  });

  it('refuses with DUPLICATE_LOCATION a move to a brand that already has the same food authority location, changing nothing', async () => {
    const g = await gatewayBrand(c.t, { assignTo: c.ids.definer, fsaIds: ['FSA-DUP-1', null] });
    const target = await gatewayBrand(c.t, { name: 'Already There', fsaIds: [null, 'FSA-DUP-1'] });
    const before = await fingerprint(c.t);
    const refused = await c.gql('definer', SAVE, {
      id: String(g.taskId),
      brandData: { name: 'Renamed Meanwhile' },
      locationsData: [{ id: g.locationIds[0], status: 'INCLUDED', newBrandId: target.brandId }],
    });
    expect(refused.errors?.[0]).toMatchObject({
      message: `This location is already in use by brand for location ${target.locationIds[1]}`,
      extensions: { type: 'DUPLICATE_LOCATION', brandId: target.brandId, brandGatewayTaskId: target.taskId, locationId: g.locationIds[0], duplicateLocationId: target.locationIds[1] },
    });
    expect(await fingerprint(c.t)).toBe(before);
  });

  it('refuses with DUPLICATE_LOCATION a move to a brand that already has a location on the same Google place', async () => {
    const [{ id: placeId }] = await c.t.db.query<{ id: number }>("INSERT INTO google_locations (place_id, name) VALUES ('place-dup-1', 'Shared Place') RETURNING id");
    const g = await gatewayBrand(c.t, { assignTo: c.ids.definer });
    const target = await gatewayBrand(c.t, { name: 'Place Holder' });
    await c.t.db.query('UPDATE locations SET google_location_id = $2 WHERE id = ANY($1::int[])', [[g.locationIds[1], target.locationIds[0]], placeId]);
    const before = await fingerprint(c.t);
    const refused = await c.gql('definer', SAVE, { id: String(g.taskId), locationsData: [{ id: g.locationIds[1], status: 'INCLUDED', newBrandId: target.brandId }] });
    expect(refused.errors?.[0]).toMatchObject({
      message: `This location is already in use by brand for location ${target.locationIds[0]}`,
      extensions: { type: 'DUPLICATE_LOCATION', brandId: target.brandId, brandGatewayTaskId: target.taskId },
    });
    expect(await fingerprint(c.t)).toBe(before);
  });
});
