// Gateway saves racing on parallel connections (PostgreSQL only: PGlite runs one connection at a time, where these races
// cannot happen). Two saves moving the same food authority location into one brand: one lands, the other is
// DUPLICATE_LOCATION. Two saves moving locations into each other's brands: never an internal error, at most a CONFLICT.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayBrand, plainBrand, SAVE, startGatewayTestApp, type GatewayTestContext } from './brandGatewaySupport';

const engine = process.env.DATABASE_URL ? 'postgres' : 'pglite';

let c: GatewayTestContext;
beforeAll(async () => {
  c = await startGatewayTestApp();
});
afterAll(() => c.t.close());

const typeOf = (response: { errors?: { extensions?: { type?: unknown } }[] }) => String(response.errors?.[0]?.extensions?.type ?? 'OK');

describe.runIf(engine === 'postgres')('gateway saves on parallel connections', () => {
  it('two brands moving the same food authority location into one brand: one lands, one DUPLICATE_LOCATION', async () => {
    for (let round = 0; round < 5; round += 1) {
      const fsaId = `FSA-RACE-${round}`;
      const first = await gatewayBrand(c.t, { name: `Racer A ${round}`, assignTo: c.ids.admin, fsaIds: [fsaId] });
      const second = await gatewayBrand(c.t, { name: `Racer B ${round}`, assignTo: c.ids.admin, fsaIds: [fsaId] });
      const target = await plainBrand(c.t, { name: `Finish Line ${round}` });
      const responses = await Promise.all(
        [first, second].map((racer) => c.gql('admin', SAVE, { id: String(racer.taskId), locationsData: [{ id: racer.locationIds[0], status: 'INCLUDED', newBrandId: target.brandId }] })),
      );
      expect(responses.map(typeOf).sort(), `round ${round}`).toEqual(['DUPLICATE_LOCATION', 'OK']);
      const landed = await c.t.db.query('SELECT id FROM locations WHERE brand_id = $1 AND fsa_id = $2', [target.brandId, fsaId]);
      expect(landed).toHaveLength(1);
    }
  });

  it('two brands moving locations into each other: each save lands or is a CONFLICT, never an internal error', async () => {
    for (let round = 0; round < 5; round += 1) {
      const left = await gatewayBrand(c.t, { name: `Left ${round}`, assignTo: c.ids.admin });
      const right = await gatewayBrand(c.t, { name: `Right ${round}`, assignTo: c.ids.admin });
      const responses = await Promise.all([
        c.gql('admin', SAVE, { id: String(left.taskId), brandData: { name: `Left ${round}!` }, locationsData: [{ id: left.locationIds[0], status: 'INCLUDED', newBrandId: right.brandId }] }),
        c.gql('admin', SAVE, { id: String(right.taskId), brandData: { name: `Right ${round}!` }, locationsData: [{ id: right.locationIds[0], status: 'INCLUDED', newBrandId: left.brandId }] }),
      ]);
      for (const response of responses) expect(['OK', 'CONFLICT'], JSON.stringify(response.errors)).toContain(typeOf(response));
      // A refused save left its brand and location as they were.
      for (const [racer, response] of [[left, responses[0]], [right, responses[1]]] as const) {
        const [location] = await c.t.db.query<{ brand_id: number }>('SELECT brand_id FROM locations WHERE id = $1', [racer.locationIds[0]]);
        expect(location.brand_id === racer.brandId, `round ${round}`).toBe(typeOf(response) !== 'OK');
      }
    }
  });
});
