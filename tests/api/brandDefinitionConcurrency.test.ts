// Brand definition saves racing on parallel connections (PostgreSQL only: PGlite runs one connection at a time, where
// these races cannot happen). Two saves attaching one place to two locations of the brand: exactly one lands, the other
// is refused with 'Google places must be unique' and leaves its location as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_DEFINITION_MESSAGES } from '../../domain/brandDefinitionSchemas';
import { startGatewayTestApp, type GatewayTestContext } from './brandGatewaySupport';
import { definitionBrand, insertPlace, match, SAVE_DEFINITION } from './brandDefinitionSupport';

const engine = process.env.DATABASE_URL ? 'postgres' : 'pglite';

let c: GatewayTestContext;
beforeAll(async () => {
  c = await startGatewayTestApp();
});
afterAll(() => c.t.close());

const outcomeOf = (response: { errors?: { message: string; extensions?: { type?: unknown } }[] }) =>
  response.errors ? `${String(response.errors[0].extensions?.type)}: ${response.errors[0].message}` : 'OK';

describe.runIf(engine === 'postgres')('brand definition saves on parallel connections', () => {
  it('two saves attaching the same place to two locations of the brand: exactly one wins', async () => {
    for (let round = 0; round < 5; round += 1) {
      const d = await definitionBrand(c.t, { name: `Racing Diner ${round}`, assignTo: c.ids.definer });
      const place = await insertPlace(c.t);
      const [first, second] = d.locationIds;
      const responses = await Promise.all(
        [first, second].map((locationId) => c.gql('definer', SAVE_DEFINITION, { id: String(d.taskId), locationsData: [match(locationId, { googleLocationId: place })] })),
      );
      expect(responses.map(outcomeOf).sort(), `round ${round}`).toEqual(['OK', `VALIDATION: ${BRAND_DEFINITION_MESSAGES.googlePlacesUnique}`]);
      const holders = await c.t.db.query<{ id: number; google_match_rank: string }>('SELECT id, google_match_rank FROM locations WHERE brand_id = $1 AND google_location_id = $2', [d.brandId, place]);
      expect(holders).toHaveLength(1);
      expect(holders[0].google_match_rank).toBe('MANUAL');
      const loser = holders[0].id === first ? second : first;
      expect((await c.t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM events WHERE entity_type = 'LOCATION' AND entity_id = $1", [loser]))[0].n).toBe(0);
    }
  });
});
