// The brand definition save and resolve payload through the real endpoint (spec 2, sections 4, 5 and 7): the brand's
// fields, each location's match (attach and detach a place, duplicates, no match confirmed), the brand-wide rules, the
// history of each changed entity, and every refusal changing nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_DEFINITION_MESSAGES } from '../../domain/brandDefinitionSchemas';
import { PLACE_MESSAGES } from '../../domain/places';
import { MATCH_MESSAGES } from '../../server/brands/brandDefinitionLocations';
import { createTask } from '../support/taskFixtures';
import { eventsOf, fingerprint, resolveAllViews, startGatewayTestApp, taskRow, type GatewayTestContext } from './brandGatewaySupport';
import { definitionBrand, insertPlace, match, RESOLVE_DEFINITION, SAVE_DEFINITION, storedMatch } from './brandDefinitionSupport';

let c: GatewayTestContext;
beforeAll(async () => {
  c = await startGatewayTestApp();
});
afterAll(() => c.t.close());

const brandOf = async (id: number) => (await c.t.db.query<Record<string, unknown>>('SELECT * FROM brands WHERE id = $1', [id]))[0];
const save = (taskId: number, variables: Record<string, unknown>) => c.gql('definer', SAVE_DEFINITION, { id: String(taskId), ...variables });
const resolve = (taskId: number, variables: Record<string, unknown> = {}) => c.gql('definer', RESOLVE_DEFINITION, { id: String(taskId), ...variables });

/** A refused call: its type and message, the location it names, and nothing in the database changed by it. */
async function expectRefused(call: () => Promise<{ errors?: { message: string; extensions?: Record<string, unknown> }[] }>, expected: { message: string; type?: string; locationId?: number }) {
  const before = await fingerprint(c.t);
  const result = await call();
  expect(result.errors?.[0], JSON.stringify(result.errors)).toMatchObject({
    message: expected.message,
    extensions: { type: expected.type ?? 'VALIDATION', ...(expected.locationId === undefined ? {} : { locationId: expected.locationId }) },
  });
  expect(await fingerprint(c.t)).toBe(before);
}

describe('the brand', () => {
  it("writes name, website, 'No website' and 'Use brand name as location name', with one brand event and the task event", async () => {
    const d = await definitionBrand(c.t, { assignTo: c.ids.definer });
    const result = await save(d.taskId, { brandData: { name: '  Definition Diner Ltd ', useBrandNameAsLocationName: true } });
    expect(result.errors).toBeUndefined();
    expect(await brandOf(d.brandId)).toMatchObject({ name: 'Definition Diner Ltd', website: 'https://brand.example.com', use_brand_name_as_location_name: true });
    const [brandEvent] = await eventsOf(c.t, 'BRAND', d.brandId);
    expect(brandEvent).toMatchObject({ type: 'UPDATE', message: `Brand updated on brand definition task ${d.taskId}: name, useBrandNameAsLocationName` });
    expect(brandEvent.data).toEqual({
      taskId: d.taskId,
      changedFields: ['name', 'useBrandNameAsLocationName'],
      before: { name: 'Definition Diner', useBrandNameAsLocationName: false },
      after: { name: 'Definition Diner Ltd', useBrandNameAsLocationName: true },
    });
    expect((await eventsOf(c.t, 'BRAND_DEFINITION_TASK', d.taskId)).map((event) => [event.type, event.data])).toEqual([['SAVE', { changedBrandFields: ['name', 'useBrandNameAsLocationName'], changedLocationIds: [] }]]);

    // 'No website' clears the website; unticked, a new website is taken.
    expect((await save(d.taskId, { brandData: { isHasNoWebsiteConfirmed: true } })).errors).toBeUndefined();
    expect(await brandOf(d.brandId)).toMatchObject({ website: null, is_has_no_website_confirmed: true });
    expect((await save(d.taskId, { brandData: { isHasNoWebsiteConfirmed: false, website: 'https://diner.example.com' } })).errors).toBeUndefined();
    expect(await brandOf(d.brandId)).toMatchObject({ website: 'https://diner.example.com', is_has_no_website_confirmed: false });
  });

  it("refuses a blank name and a bad website on save, and no website on resolve unless 'No website' is confirmed", async () => {
    const d = await definitionBrand(c.t, { assignTo: c.ids.definer, locations: 1 });
    await expectRefused(() => save(d.taskId, { brandData: { name: '   ' } }), { message: BRAND_DEFINITION_MESSAGES.nameRequired });
    await expectRefused(() => save(d.taskId, { brandData: { website: 'not a url' } }), { message: BRAND_DEFINITION_MESSAGES.websiteInvalid });
    // Save accepts an empty website; resolve does not.
    expect((await save(d.taskId, { brandData: { website: '' } })).errors).toBeUndefined();
    expect((await brandOf(d.brandId)).website).toBeNull();
    const matched = [match(d.locationIds[0], { isHasNoGoogleMatchConfirmed: true })];
    await expectRefused(() => resolve(d.taskId, { locationsData: matched }), { message: BRAND_DEFINITION_MESSAGES.websiteRequired });
    expect((await resolve(d.taskId, { brandData: { isHasNoWebsiteConfirmed: true }, locationsData: matched })).errors).toBeUndefined();
  });
});

describe('attaching and detaching a place', () => {
  it("attaching sets rank MANUAL, no match false and copies the place's phone, address and coordinates; one event per changed location", async () => {
    const d = await definitionBrand(c.t, { assignTo: c.ids.definer });
    const [first, second] = d.locationIds;
    const place = await insertPlace(c.t, { phone: '0113 496 0001', formattedAddress: '1 Briggate, Leeds LS1 6HD', latitude: 53.7977, longitude: -1.5416 });
    await c.t.db.query("UPDATE locations SET is_has_no_google_match_confirmed = false, phone = '0113 111 1111' WHERE id = $1", [first]);
    const result = await save(d.taskId, { locationsData: [match(first, { googleLocationId: place }), match(second)] });
    expect(result.errors).toBeUndefined();
    expect(await storedMatch(c.t, first)).toEqual({
      duplicate_of_id: null,
      google_location_id: place,
      google_match_rank: 'MANUAL',
      is_has_no_google_match_confirmed: false,
      phone: '0113 496 0001',
      formatted_address: '1 Briggate, Leeds LS1 6HD',
      latitude: 53.7977,
      longitude: -1.5416,
    });
    const [event] = await eventsOf(c.t, 'LOCATION', first);
    expect(event).toMatchObject({ type: 'UPDATE', message: `Location updated on brand definition task ${d.taskId}: googleLocationId, googleMatchRank, phone, formattedAddress, latitude, longitude` });
    expect(event.data).toMatchObject({ taskId: d.taskId, before: { googleLocationId: null, googleMatchRank: 'LOW', phone: '0113 111 1111' }, after: { googleLocationId: place, googleMatchRank: 'MANUAL' } });
    // The second was sent unchanged: no event, not among the task's changes.
    expect(await eventsOf(c.t, 'LOCATION', second)).toHaveLength(0);
    expect((await eventsOf(c.t, 'BRAND_DEFINITION_TASK', d.taskId))[0].data).toEqual({ changedBrandFields: [], changedLocationIds: [first] });
  });

  it("detaching sets rank NO and clears the fields that hold the place's copy, keeping the location's own", async () => {
    const d = await definitionBrand(c.t, { assignTo: c.ids.definer });
    const [first] = d.locationIds;
    const place = await insertPlace(c.t, { phone: null, formattedAddress: '2 Boar Lane, Leeds', latitude: 53.79, longitude: -1.54 });
    await c.t.db.query("UPDATE locations SET phone = '0113 222 2222' WHERE id = $1", [first]);
    expect((await save(d.taskId, { locationsData: [match(first, { googleLocationId: place })] })).errors).toBeUndefined();
    // The place has no phone: the location keeps its own.
    expect(await storedMatch(c.t, first)).toMatchObject({ phone: '0113 222 2222', formatted_address: '2 Boar Lane, Leeds' });
    // An address typed on the location since then is its own.
    await c.t.db.query("UPDATE locations SET formatted_address = '2 Boar Lane, Leeds LS1 5EL' WHERE id = $1", [first]);
    expect((await save(d.taskId, { locationsData: [match(first)] })).errors).toBeUndefined();
    expect(await storedMatch(c.t, first)).toEqual({
      duplicate_of_id: null,
      google_location_id: null,
      google_match_rank: 'NO',
      is_has_no_google_match_confirmed: false,
      phone: '0113 222 2222',
      formatted_address: '2 Boar Lane, Leeds LS1 5EL',
      latitude: null,
      longitude: null,
    });
  });

  it("moving to another place takes the new place's values and drops the old place's copy it lacks", async () => {
    const d = await definitionBrand(c.t, { assignTo: c.ids.definer });
    const [first] = d.locationIds;
    const old = await insertPlace(c.t, { phone: '0113 333 3333' });
    const next = await insertPlace(c.t, { phone: null, formattedAddress: '3 The Headrow, Leeds', latitude: 53.8, longitude: -1.545 });
    expect((await save(d.taskId, { locationsData: [match(first, { googleLocationId: old })] })).errors).toBeUndefined();
    expect((await save(d.taskId, { locationsData: [match(first, { googleLocationId: next })] })).errors).toBeUndefined();
    expect(await storedMatch(c.t, first)).toMatchObject({ google_location_id: next, google_match_rank: 'MANUAL', phone: null, formatted_address: '3 The Headrow, Leeds', latitude: 53.8, longitude: -1.545 });
  });

  it('marks a duplicate of another location of the brand and confirms no match', async () => {
    const d = await definitionBrand(c.t, { assignTo: c.ids.definer });
    const [first, second, third] = d.locationIds;
    const result = await save(d.taskId, { locationsData: [match(second, { duplicateOfId: first }), match(third, { isHasNoGoogleMatchConfirmed: true })] });
    expect(result.errors).toBeUndefined();
    expect(await storedMatch(c.t, second)).toMatchObject({ duplicate_of_id: first, google_match_rank: 'LOW' });
    expect(await storedMatch(c.t, third)).toMatchObject({ is_has_no_google_match_confirmed: true });
    expect((await eventsOf(c.t, 'LOCATION', second))[0].data).toMatchObject({ changedFields: ['duplicateOfId'], before: { duplicateOfId: null }, after: { duplicateOfId: first } });
    // Clearing the duplicate (null) is a change too.
    expect((await save(d.taskId, { locationsData: [match(second)] })).errors).toBeUndefined();
    expect((await storedMatch(c.t, second)).duplicate_of_id).toBeNull();
  });

  it('keeps a place matched before even when its types are not supported (only attaching checks them)', async () => {
    const d = await definitionBrand(c.t, { assignTo: c.ids.definer });
    const imported = await insertPlace(c.t, { types: ['restaurant'] });
    await c.t.db.query("UPDATE locations SET google_location_id = $2, google_match_rank = 'HIGH' WHERE id = $1", [d.locationIds[0], imported]);
    expect((await save(d.taskId, { locationsData: [match(d.locationIds[0], { googleLocationId: imported })] })).errors).toBeUndefined();
    expect(await storedMatch(c.t, d.locationIds[0])).toMatchObject({ google_location_id: imported, google_match_rank: 'HIGH' });
  });
});

describe("a location's refusals name it and change nothing", () => {
  it('refuses a location of another brand, a location sent twice, and a duplicate of itself or of another brand', async () => {
    const d = await definitionBrand(c.t, { assignTo: c.ids.definer });
    const other = await definitionBrand(c.t, { name: 'Elsewhere' });
    const [first, second] = d.locationIds;
    await expectRefused(() => save(d.taskId, { locationsData: [match(other.locationIds[0])] }), { message: `Location ${other.locationIds[0]} does not belong to this brand.`, locationId: other.locationIds[0] });
    await expectRefused(() => save(d.taskId, { locationsData: [match(first), match(first, { isHasNoGoogleMatchConfirmed: true })] }), { message: `Location ${first} is sent twice.`, locationId: first });
    await expectRefused(() => save(d.taskId, { locationsData: [match(first, { duplicateOfId: first })] }), { message: MATCH_MESSAGES.duplicateOfItself, locationId: first });
    await expectRefused(() => save(d.taskId, { locationsData: [match(second, { duplicateOfId: other.locationIds[0] })] }), {
      message: MATCH_MESSAGES.duplicateOfAnotherBrand(other.locationIds[0]),
      locationId: second,
    });
  });

  it("refuses a missing place, a place of unsupported types, and 'no match' with a place", async () => {
    const d = await definitionBrand(c.t, { assignTo: c.ids.definer });
    const [first, second] = d.locationIds;
    const route = await insertPlace(c.t, { types: ['route'] });
    const untyped = await insertPlace(c.t, { types: null });
    const good = await insertPlace(c.t);
    await expectRefused(() => save(d.taskId, { locationsData: [match(first, { googleLocationId: 999999 })] }), { message: MATCH_MESSAGES.placeMissing(999999), locationId: first });
    await expectRefused(() => save(d.taskId, { locationsData: [match(first, { googleLocationId: good }), match(second, { googleLocationId: route })] }), { message: PLACE_MESSAGES.unsupportedTypes, locationId: second });
    await expectRefused(() => save(d.taskId, { locationsData: [match(first, { googleLocationId: untyped })] }), { message: PLACE_MESSAGES.unsupportedTypes, locationId: first });
    await expectRefused(() => save(d.taskId, { locationsData: [match(first, { googleLocationId: good, isHasNoGoogleMatchConfirmed: true })] }), { message: MATCH_MESSAGES.noMatchWithPlace, locationId: first });
  });

  it('refuses one place on two locations of the brand, sent together or held by a location not sent', async () => {
    const d = await definitionBrand(c.t, { assignTo: c.ids.definer });
    const [first, second, third] = d.locationIds;
    const place = await insertPlace(c.t);
    await expectRefused(() => save(d.taskId, { locationsData: [match(first, { googleLocationId: place }), match(second, { googleLocationId: place })] }), {
      message: BRAND_DEFINITION_MESSAGES.googlePlacesUnique,
      locationId: second,
    });
    expect((await save(d.taskId, { locationsData: [match(first, { googleLocationId: place })] })).errors).toBeUndefined();
    await expectRefused(() => save(d.taskId, { locationsData: [match(third, { googleLocationId: place })] }), { message: BRAND_DEFINITION_MESSAGES.googlePlacesUnique, locationId: third });
    // Moving the place from one location to another in one save is fine.
    expect((await save(d.taskId, { locationsData: [match(first), match(third, { googleLocationId: place })] })).errors).toBeUndefined();
    expect((await storedMatch(c.t, third)).google_location_id).toBe(place);
    // Another brand may hold the same place.
    const other = await definitionBrand(c.t, { name: 'Same Place Elsewhere', assignTo: c.ids.definer });
    expect((await save(other.taskId, { locationsData: [match(other.locationIds[0], { googleLocationId: place })] })).errors).toBeUndefined();
  });

  it('refuses a field beyond the four (the input type), such as a status', async () => {
    const d = await definitionBrand(c.t, { assignTo: c.ids.definer });
    const before = await fingerprint(c.t);
    const result = await save(d.taskId, { locationsData: [{ ...match(d.locationIds[0]), status: 'EXCLUDED' }] });
    expect(result.errors?.[0].extensions?.type).toBe('VALIDATION');
    expect(result.errors?.[0].message).toMatch(/"status" is not defined by type "BrandDefinitionLocationInput"/);
    const brandField = await save(d.taskId, { brandData: { rank: 'SLAVE' } });
    expect(brandField.errors?.[0].message).toMatch(/"rank" is not defined by type "BrandDefinitionBrandInput"/);
    expect(await fingerprint(c.t)).toBe(before);
  });
});

describe('resolve', () => {
  it("refuses an included or new location left undecided, sent or not, with the form's message naming it; excluded ones need nothing", async () => {
    const d = await definitionBrand(c.t, { assignTo: c.ids.definer, locations: 4 });
    const [first, second, third, fourth] = d.locationIds;
    const place = await insertPlace(c.t);
    await c.t.db.query("UPDATE locations SET status = 'EXCLUDED', exclusion_reason = 'GROCERY' WHERE id = $1", [fourth]);
    await c.t.db.query("UPDATE locations SET status = 'NEW' WHERE id = $1", [third]);
    const decided = [match(first, { googleLocationId: place }), match(second, { duplicateOfId: first })];
    // Sent and undecided.
    await expectRefused(() => resolve(d.taskId, { locationsData: [...decided, match(third)] }), { message: BRAND_DEFINITION_MESSAGES.googleLocationRequired, locationId: third });
    // Not sent (on a page nobody opened) and undecided: still refused, naming it.
    await expectRefused(() => resolve(d.taskId, { locationsData: decided }), { message: BRAND_DEFINITION_MESSAGES.googleLocationRequired, locationId: third });
    // Save takes the same payload.
    expect((await save(d.taskId, { locationsData: decided })).errors).toBeUndefined();
    const result = await c.gql<{ resolveBrandDefinitionTask: { task: { currentViewType: string; status: string }; nextTask: { __typename: string; databaseId: number; status: string } | null; isBrandDefinitionAutoResolved: boolean } }>(
      'definer',
      RESOLVE_DEFINITION,
      { id: String(d.taskId), locationsData: [match(third, { isHasNoGoogleMatchConfirmed: true })] },
    );
    expect(result.errors).toBeUndefined();
    const resolution = result.data!.resolveBrandDefinitionTask;
    expect(resolution.task).toMatchObject({ currentViewType: 'QC', status: 'NOT_STARTED' });
    expect(resolution.isBrandDefinitionAutoResolved).toBe(false);
    // The pipeline opens the brand's menu definition task and answers it.
    expect(resolution.nextTask).toMatchObject({ __typename: 'MenuDefinitionTask', status: 'NOT_STARTED' });
    const [menuTask] = await c.t.db.query<{ id: number; brand_id: number; is_assignable: boolean }>("SELECT id, brand_id, is_assignable FROM tasks WHERE brand_id = $1 AND type = 'MENU_DEFINITION'", [d.brandId]);
    expect(menuTask).toMatchObject({ id: resolution.nextTask!.databaseId, is_assignable: true });
    const taskEvents = await eventsOf(c.t, 'BRAND_DEFINITION_TASK', d.taskId);
    expect(taskEvents.map((event) => [event.type, event.data])).toEqual([
      ['SAVE', { changedBrandFields: [], changedLocationIds: [first, second] }],
      ['RESOLVE', { viewType: 'DEFINE', changedBrandFields: [], changedLocationIds: [third] }],
    ]);
    expect(await eventsOf(c.t, 'LOCATION', third)).toHaveLength(1);
  });

  it('reopens a resolved menu definition task with RESOLVE_BRAND_DEFINITION_TASK and answers it', async () => {
    const d = await definitionBrand(c.t, { assignTo: c.ids.definer, locations: 1 });
    const menuTaskId = await createTask(c.t.db, d.brandId, 'MENU_DEFINITION');
    await resolveAllViews(c.t, menuTaskId);
    const result = await c.gql<{ resolveBrandDefinitionTask: { nextTask: { databaseId: number; status: string } } }>('definer', RESOLVE_DEFINITION, {
      id: String(d.taskId),
      locationsData: [match(d.locationIds[0], { isHasNoGoogleMatchConfirmed: true })],
    });
    expect(result.errors).toBeUndefined();
    expect(result.data!.resolveBrandDefinitionTask.nextTask).toMatchObject({ __typename: 'MenuDefinitionTask', databaseId: menuTaskId, status: 'REOPENED' });
    expect(await taskRow(c.t, menuTaskId)).toMatchObject({ status: 'REOPENED', reopen_reason: 'RESOLVE_BRAND_DEFINITION_TASK', current_view_type: 'DEFINE' });
  });

  it('resolving QC answers no next task (only DEFINE opens menu definition)', async () => {
    const d = await definitionBrand(c.t, { assignTo: c.ids.definer, locations: 1 });
    expect((await resolve(d.taskId, { locationsData: [match(d.locationIds[0], { isHasNoGoogleMatchConfirmed: true })] })).errors).toBeUndefined();
    expect((await c.gql('qualityChecker', 'mutation($id: ID!) { assignBrandDefinitionTask(id: $id) { databaseId } }', { id: String(d.taskId) })).errors).toBeUndefined();
    const qc = await c.gql<{ resolveBrandDefinitionTask: { task: { currentViewType: string }; nextTask: unknown } }>('qualityChecker', RESOLVE_DEFINITION, { id: String(d.taskId) });
    expect(qc.errors).toBeUndefined();
    expect(qc.data!.resolveBrandDefinitionTask).toMatchObject({ task: { currentViewType: 'QQA' }, nextTask: null });
  });
});
