// Reading a cluster's rerun flow (spec 3, section 3): its latest flow, the five steps, and the menu counts the 90% rule
// of SCRAPING reads (machines/rerunFlowMachine.ts, SCRAPED_MENU_STATUSES; docs/clusters.md, "The rerun flow").
import { SCRAPED_MENU_STATUSES, type RerunFlowFacts, type RerunStepType } from '../../machines/rerunFlowMachine';
import type { Queryable } from '../db/database';

export interface RerunFlowRow {
  id: number;
  menu_scraping_cluster_id: number;
  started_date: Date;
  started_by_id: number | null;
  finished_date: Date | null;
  current_step: RerunStepType;
}

export interface RerunFlowStepRow {
  rerun_flow_id: number;
  type: RerunStepType;
  started_date: Date | null;
  finished_date: Date | null;
  aborted_date: Date | null;
}

const FLOW_COLUMNS = 'id, menu_scraping_cluster_id, started_date, started_by_id, finished_date, current_step';

/** The cluster's latest flow (the running one, or the last finished); null when it never had one. */
export async function latestRerunFlow(db: Queryable, clusterId: number): Promise<RerunFlowRow | null> {
  const [row] = await db.query<RerunFlowRow>(`SELECT ${FLOW_COLUMNS} FROM rerun_flows WHERE menu_scraping_cluster_id = $1 ORDER BY id DESC LIMIT 1`, [clusterId]);
  return row ?? null;
}

export async function findRerunFlow(db: Queryable, id: number): Promise<RerunFlowRow | null> {
  const [row] = await db.query<RerunFlowRow>(`SELECT ${FLOW_COLUMNS} FROM rerun_flows WHERE id = $1`, [id]);
  return row ?? null;
}

/** The flow's five steps in their order. */
export async function rerunFlowSteps(db: Queryable, flowId: number): Promise<RerunFlowStepRow[]> {
  return db.query<RerunFlowStepRow>(
    `SELECT rerun_flow_id, type, started_date, finished_date, aborted_date FROM rerun_flow_steps WHERE rerun_flow_id = $1
      ORDER BY array_position(ARRAY['PREPARATION','TEMPLATE_VALIDATION','SCRAPING','CLEANUP','DONE']::text[], type)`,
    [flowId],
  );
}

/** The cluster's live menus and how many of them count as scraped. */
export async function clusterScrapedCounts(db: Queryable, clusterId: number): Promise<{ menuCount: number; scrapedMenuCount: number }> {
  const [row] = await db.query<{ menu_count: number; scraped_menu_count: number }>(
    `SELECT count(*)::int AS menu_count, (count(*) FILTER (WHERE status = ANY($2::text[])))::int AS scraped_menu_count
       FROM menus WHERE menu_scraping_cluster_id = $1 AND NOT is_deleted`,
    [clusterId, [...SCRAPED_MENU_STATUSES]],
  );
  return { menuCount: row.menu_count, scrapedMenuCount: row.scraped_menu_count };
}

/** What the machine decides on: the flow's step (null: no flow), the template, the counts. */
export async function rerunFlowFactsOf(db: Queryable, cluster: { id: number; menu_scraping_template_id: number | null }, flow: RerunFlowRow | null): Promise<RerunFlowFacts> {
  return { currentStep: flow?.current_step ?? null, hasTemplate: cluster.menu_scraping_template_id !== null, ...(await clusterScrapedCounts(db, cluster.id)) };
}
