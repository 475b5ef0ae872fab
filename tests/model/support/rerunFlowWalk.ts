// The rerun flow's walks (tests/model/rerunFlow.api.test.ts through the API, rerunFlow.ui.test.ts through the
// browser) share spec 3's rules written out (`expected`, not read from the machine) and the fixtures that make a cluster
// of MENUS menus, read its stored flow and send an event through the API.
import { expect } from 'vitest';
import { RERUN_MESSAGES, type RerunFlowEvent, type RerunStepType } from '../../../machines/rerunFlowMachine';
import type { TestApp } from '../../support/testApp';

export const MENUS = 10;

export const ORDER: RerunStepType[] = ['PREPARATION', 'TEMPLATE_VALIDATION', 'SCRAPING', 'CLEANUP', 'DONE'];

/** What the people (and the sessions' stand-in) can do to a flow. */
export const EVENTS: RerunFlowEvent[] = [
  { type: 'START_NEW_FLOW' },
  ...ORDER.map((step) => ({ type: 'COMPLETE' as const, step, isConfirmed: true })),
  ...ORDER.map((step) => ({ type: 'COMPLETE' as const, step, isConfirmed: false })),
  ...ORDER.map((step) => ({ type: 'RESTART' as const, step })),
  // 8 of 10 scraped is under 90%; 9 of 10 is exactly 90%.
  { type: 'MENUS_SCRAPED', scrapedMenuCount: 8 },
  { type: 'MENUS_SCRAPED', scrapedMenuCount: 9 },
];

export interface Stored {
  step: RerunStepType | null;
  scraped: number;
}
export type Expected = { allowed: true; step: RerunStepType | null; scraped: number } | { allowed: false; type: string; message: string | null };

/**
 * Spec 3, section 4 and 9, written out: the steps run in order; no flow behaves as DONE and can start a new one (a
 * template is set in this walk) which resets every menu; a new one needs the previous flow finished; the current
 * step's Done moves to the next, except at DONE; SCRAPING needs 90% scraped and confirmation; CLEANUP needs
 * confirmation; Restart is offered on TEMPLATE_VALIDATION while SCRAPING is current.
 */
export function expected(stored: Stored, event: RerunFlowEvent): Expected {
  const running = stored.step !== null && stored.step !== 'DONE';
  switch (event.type) {
    case 'MENUS_SCRAPED':
      return { allowed: true, step: stored.step, scraped: event.scrapedMenuCount };
    case 'START_NEW_FLOW':
      return running ? { allowed: false, type: 'CONFLICT', message: RERUN_MESSAGES.flowRunning } : { allowed: true, step: 'PREPARATION', scraped: 0 };
    case 'COMPLETE': {
      if (stored.step === null) return { allowed: false, type: 'NOT_FOUND', message: null };
      if (event.step === 'DONE') return { allowed: false, type: 'VALIDATION', message: RERUN_MESSAGES.doneHasNoDone };
      if (stored.step === 'DONE') return { allowed: false, type: 'CONFLICT', message: RERUN_MESSAGES.flowFinished };
      if (ORDER.indexOf(event.step) > ORDER.indexOf(stored.step)) return { allowed: false, type: 'CONFLICT', message: RERUN_MESSAGES.notStarted(event.step) };
      if (event.step !== stored.step) return { allowed: false, type: 'CONFLICT', message: RERUN_MESSAGES.notCurrent(event.step) };
      if (event.step === 'SCRAPING' && stored.scraped * 10 < MENUS * 9) return { allowed: false, type: 'VALIDATION', message: RERUN_MESSAGES.notEnoughScraped(stored.scraped, MENUS) };
      if (event.step === 'SCRAPING' && !event.isConfirmed) return { allowed: false, type: 'VALIDATION', message: RERUN_MESSAGES.confirmScraping };
      if (event.step === 'CLEANUP' && !event.isConfirmed) return { allowed: false, type: 'VALIDATION', message: RERUN_MESSAGES.confirmCleanup };
      return { allowed: true, step: ORDER[ORDER.indexOf(event.step) + 1], scraped: stored.scraped };
    }
    case 'RESTART': {
      if (stored.step === null) return { allowed: false, type: 'NOT_FOUND', message: null };
      if (event.step !== 'TEMPLATE_VALIDATION') return { allowed: false, type: 'VALIDATION', message: RERUN_MESSAGES.onlyTemplateValidationRestarts };
      if (stored.step === 'DONE') return { allowed: false, type: 'CONFLICT', message: RERUN_MESSAGES.flowFinished };
      if (stored.step !== 'SCRAPING') return { allowed: false, type: 'CONFLICT', message: RERUN_MESSAGES.restartOnlyWhileScraping };
      return { allowed: true, step: 'TEMPLATE_VALIDATION', scraped: stored.scraped };
    }
  }
}


export interface WalkPeople {
  token: string;
  assigneeId: number;
  brandId: number;
}

export type WalkCluster = { clusterId: number; menuIds: number[] };

/** The fixtures over one running app, acting as the cluster's assignee. */
export type StoredFlow = Stored & { flowId: number | null; stepRows: { type: string; started: boolean; finished: boolean; aborted: boolean }[] };

export function rerunFlowFixtures(t: TestApp, people: WalkPeople) {
  const { token, assigneeId, brandId } = people;
  const START = 'mutation($id: ID!) { startNewRerunFlow(menuScrapingClusterId: $id) { databaseId } }';
  const COMPLETE = 'mutation($flow: ID!, $step: RerunStepType!, $confirmed: Boolean) { completeRerunStep(rerunFlowId: $flow, stepType: $step, isConfirmed: $confirmed) { databaseId } }';
  const RESTART = 'mutation($flow: ID!, $step: RerunStepType!) { restartRerunStep(rerunFlowId: $flow, stepType: $step) { databaseId } }';

  async function newCluster(): Promise<{ clusterId: number; menuIds: number[] }> {
    const [{ id: templateId }] = await t.db.query<{ id: number }>("INSERT INTO menu_scraping_templates (name, status, scraping_instructions) VALUES ('Walk', 'NEW', '{}') RETURNING id");
    const [{ id: clusterId }] = await t.db.query<{ id: number }>('INSERT INTO menu_scraping_clusters (menu_scraping_template_id, assigned_to_id) VALUES ($1, $2) RETURNING id', [templateId, assigneeId]);
    const menuIds: number[] = [];
    for (let i = 0; i < MENUS; i++) {
      const [{ id }] = await t.db.query<{ id: number }>(
        "INSERT INTO menus (brand_id, url, format, status, menu_scraping_cluster_id, attached_to_scraping_cluster_date) VALUES ($1, $2, 'HTML', 'NEW', $3, now()) RETURNING id",
        [brandId, `https://host.example.com/menus/${clusterId}/${i}`, clusterId],
      );
      menuIds.push(id);
    }
    return { clusterId, menuIds };
  }

  /** The flow as stored: the latest flow's step (the cluster's rerun_step_type must say the same) and the scraped count. */
  async function stored(clusterId: number): Promise<Stored & { flowId: number | null; stepRows: { type: string; started: boolean; finished: boolean; aborted: boolean }[] }> {
    const [cluster] = await t.db.query<{ rerun_step_type: RerunStepType | null }>('SELECT rerun_step_type FROM menu_scraping_clusters WHERE id = $1', [clusterId]);
    const [flow] = await t.db.query<{ id: number; current_step: RerunStepType }>('SELECT id, current_step FROM rerun_flows WHERE menu_scraping_cluster_id = $1 ORDER BY id DESC LIMIT 1', [clusterId]);
    expect(cluster.rerun_step_type, 'the cluster keeps the flow step').toBe(flow?.current_step ?? null);
    const [{ scraped }] = await t.db.query<{ scraped: number }>(
      "SELECT count(*) FILTER (WHERE status IN ('SCRAPED', 'APPROVED', 'AUTO_APPROVED', 'SCRAPING_RERUN_SIGNIFICANT_CHANGES'))::int AS scraped FROM menus WHERE menu_scraping_cluster_id = $1",
      [clusterId],
    );
    const stepRows = flow
      ? await t.db.query<{ type: string; started: boolean; finished: boolean; aborted: boolean }>(
          'SELECT type, started_date IS NOT NULL AS started, finished_date IS NOT NULL AS finished, aborted_date IS NOT NULL AS aborted FROM rerun_flow_steps WHERE rerun_flow_id = $1',
          [flow.id],
        )
      : [];
    return { step: flow?.current_step ?? null, scraped, flowId: flow?.id ?? null, stepRows };
  }

  async function send(cluster: { clusterId: number; menuIds: number[] }, flowId: number | null, event: RerunFlowEvent) {
    const flow = String(flowId ?? 2_000_000_000);
    switch (event.type) {
      case 'START_NEW_FLOW':
        return t.gql(START, { id: String(cluster.clusterId) }, token);
      case 'COMPLETE':
        return t.gql(COMPLETE, { flow, step: event.step, confirmed: event.isConfirmed }, token);
      case 'RESTART':
        return t.gql(RESTART, { flow, step: event.step }, token);
      case 'MENUS_SCRAPED':
        // What sessions will do: the first N menus scraped, the others not (no person's call).
        await t.db.query("UPDATE menus SET status = CASE WHEN id = ANY($2::int[]) THEN 'SCRAPED' ELSE 'NEW' END WHERE menu_scraping_cluster_id = $1", [
          cluster.clusterId,
          cluster.menuIds.slice(0, event.scrapedMenuCount),
        ]);
        return { errors: undefined };
    }
  }

  async function snapshotOf(clusterId: number) {
    return JSON.stringify({
      cluster: await t.db.query('SELECT * FROM menu_scraping_clusters WHERE id = $1', [clusterId]),
      flows: await t.db.query('SELECT * FROM rerun_flows WHERE menu_scraping_cluster_id = $1 ORDER BY id', [clusterId]),
      steps: await t.db.query('SELECT s.* FROM rerun_flow_steps s JOIN rerun_flows f ON f.id = s.rerun_flow_id WHERE f.menu_scraping_cluster_id = $1 ORDER BY 1, 2', [clusterId]),
      menus: await t.db.query('SELECT id, status, scraping_status FROM menus WHERE menu_scraping_cluster_id = $1 ORDER BY id', [clusterId]),
      events: await t.db.query("SELECT count(*)::int AS count FROM events WHERE entity_type = 'MENU_SCRAPING_CLUSTER' AND entity_id = $1", [clusterId]),
    });
  }
  return { newCluster, stored, send, snapshotOf };
}
