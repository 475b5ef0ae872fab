// Model-based: the gateway brand panel's decisions (machines/gatewayBrandMachine.ts), every shortest path driven through
// the page's own form rules (src/features/brandGateway/gatewayForm.ts), its payload (gatewayPayload.ts) and the real
// API. After every step the page's values and the stored brand must both be where the machine says.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import { gatewayBrandMachine, newGatewayBrand, type GatewayBrandDecision, type GatewayBrandEvent } from '../../machines/gatewayBrandMachine';
import { withExclusionReason, withInclusion, withNoWebsite, withRank, type BrandValues } from '../../src/features/brandGateway/gatewayForm';
import { brandData } from '../../src/features/brandGateway/gatewayPayload';
import { createBrandWithGatewayTask } from '../support/taskFixtures';
import { startTestApp, type TestApp } from '../support/testApp';

const WEBSITE = 'https://brand.example.com';
const MISC_COMMENT = 'Two restaurants share this website';

let t: TestApp;
let token: string;
let masterBrandId: number;

beforeAll(async () => {
  t = await startTestApp();
  await t.createUser('definer', 'definer@example.com', { name: 'Definer' });
  token = (await t.signIn('definer@example.com')).accessToken;
  ({ brandId: masterBrandId } = await createBrandWithGatewayTask(t.db, { name: 'The Master Kitchen', rank: 'MASTER', status: 'INCLUDED' }));
});
afterAll(() => t.close());

function modelEvents(): GatewayBrandEvent[] {
  return [
    { type: 'CHOOSE_MASTER' },
    { type: 'CHOOSE_SLAVE', masterBrandId },
    { type: 'INCLUDE' },
    { type: 'EXCLUDE', reason: 'GROCERY', comment: null },
    { type: 'EXCLUDE', reason: 'MISC', comment: MISC_COMMENT },
    { type: 'NO_WEBSITE_ON' },
    { type: 'NO_WEBSITE_OFF' },
  ];
}

interface StoredBrand extends BrandValues {
  modifiedDate: string;
}

async function storedBrand(brandId: number): Promise<StoredBrand> {
  const [row] = await t.db.query<Record<string, unknown>>('SELECT * FROM brands WHERE id = $1', [brandId]);
  return {
    name: row.name as string,
    website: (row.website as string | null) ?? '',
    isHasNoWebsiteConfirmed: row.is_has_no_website_confirmed as boolean,
    rank: row.rank as BrandValues['rank'],
    messinessScore: row.messiness_score as number,
    status: row.status as BrandValues['status'],
    exclusionReason: row.exclusion_reason as string | null,
    exclusionReasonComment: (row.exclusion_reason_comment as string | null) ?? '',
    masterBrandId: row.master_brand_id as number | null,
    hasOnlyUnsupportedBusinessTypes: row.has_only_unsupported_business_types as boolean,
    modifiedDate: new Date(row.modified_date as string).toISOString(),
  };
}

/** What the person does on the panel for a machine event, by the form's own rules (the page keeps `remembered`). */
function onPanel(values: BrandValues, remembered: string, event: GatewayBrandEvent): { values: BrandValues; remembered: string } {
  switch (event.type) {
    case 'CHOOSE_MASTER':
      return { values: withRank(values, 'MASTER'), remembered };
    case 'CHOOSE_SLAVE':
      return { values: { ...withRank(values, 'SLAVE'), masterBrandId: event.masterBrandId }, remembered };
    case 'INCLUDE':
      return { values: withInclusion(values, 'INCLUDED'), remembered };
    case 'EXCLUDE': {
      const excluded = withExclusionReason(withInclusion(values, 'EXCLUDED'), event.reason);
      return { values: event.comment ? { ...excluded, exclusionReasonComment: event.comment } : excluded, remembered };
    }
    case 'NO_WEBSITE_ON':
      return withNoWebsite(values, true, remembered);
    case 'NO_WEBSITE_OFF':
      return withNoWebsite(values, false, remembered);
  }
}

/** The brand's decision as the page or the database holds it, in the machine's terms (empty text is null). */
function decisionOf(values: BrandValues): Omit<GatewayBrandDecision, 'rememberedWebsite'> {
  return {
    rank: values.rank,
    status: values.status,
    exclusionReason: values.exclusionReason,
    exclusionReasonComment: values.exclusionReasonComment || null,
    masterBrandId: values.masterBrandId,
    website: values.website || null,
    isHasNoWebsiteConfirmed: values.isHasNoWebsiteConfirmed,
  };
}

const withoutMemory = ({ rememberedWebsite: _, ...decision }: GatewayBrandDecision) => decision;

describe('gateway brand decisions, model-based through the form rules and the API', () => {
  it('follows every shortest path of the machine: the page and the stored brand end where the machine does', async () => {
    const events = modelEvents();
    const model = createTestModel(gatewayBrandMachine, { events });
    const paths = model.getShortestPaths({ input: newGatewayBrand(WEBSITE) } as never);
    expect(paths.length).toBeGreaterThan(10);

    for (const path of paths) {
      const { brandId, gatewayTaskId } = await createBrandWithGatewayTask(t.db, { name: 'Model Brand' });
      await t.db.query("UPDATE brands SET rank = NULL, status = 'NEW', exclusion_reason = NULL, website = $2 WHERE id = $1", [brandId, WEBSITE]);
      // One definer works every path: the earlier paths' tasks are let go (the assignment limit counts them).
      await t.db.query('UPDATE tasks SET assigned_to_id = NULL WHERE assigned_to_id IS NOT NULL');
      const assigned = await t.gql('mutation($id: ID!) { assignBrandGatewayTask(id: $id) { id } }', { id: String(gatewayTaskId) }, token);
      expect(assigned.errors).toBeUndefined();
      let remembered = '';

      for (const step of path.steps) {
        // The walk's first step is the machine's own init event, outside the panel's events.
        if ((step.event as { type: string }).type === 'xstate.init') continue;
        const event = step.event as GatewayBrandEvent;
        const label = `${path.description}: ${event.type}${event.type === 'EXCLUDE' ? ` ${event.reason}` : ''}`;
        // The page after its last save shows the stored brand; the person acts on it.
        const { modifiedDate, ...server } = await storedBrand(brandId);
        const next = onPanel(server, remembered, event);
        remembered = next.remembered;
        expect(decisionOf(next.values), `${label}: the page`).toEqual(withoutMemory(step.state.context));

        const saved = await t.gql(
          'mutation($id: ID!, $brandData: BrandGatewayBrandInput) { saveBrandGatewayTask(id: $id, brandData: $brandData) { id } }',
          { id: String(gatewayTaskId), brandData: brandData(next.values, modifiedDate) },
          token,
        );
        expect(saved.errors, label).toBeUndefined();
        expect(decisionOf(await storedBrand(brandId)), `${label}: the stored brand`).toEqual(withoutMemory(step.state.context));
      }
    }
  }, 180_000);
});
