// Forming clusters (DESIGN.md section 5, "Clusters"; docs/clusters.md, "Forming clusters"): the clustering job's work.
//
// 1. Every live HTML menu gets its platform (domain/platformIdentification.ts: the oldest platform whose identification
//    regex matches its URL) and its URL signature (domain/urlSignature.ts, whatever its platform), read and written in
//    batches by id. These two columns are derived from the URL and the platforms, so they are written without a history
//    event; a menu that no platform matches any more gets no platform (it stays in any cluster it is in: people move
//    menus, the job only adds).
// 2. In one transaction (one run at a time on PostgreSQL: an advisory lock):
//    a. a cluster for each (platform, signature) with at least two menus to put in it, found by the unique pair or
//       created (history: CREATE on the cluster);
//    b. those menus join it: live HTML menus in no cluster, cluster-assignable, and not removed from it by someone
//       (menu_scraping_cluster_removed_menus), attached now (history: CLUSTER_ATTACH on the menu);
//    c. removed leads not processed yet: among the cluster's menus of the removed lead's signature, a new lead is elected
//       unless one is already there; processed_date and new_menu_ids are written (history: UPDATE on the cluster);
//    d. a lead per layout variant: each signature among a cluster's live menus that has no LEAD gets one (a cluster the
//       job formed has one signature, so one lead; menus people moved in from another signature get theirs) (history:
//       UPDATE on the cluster).
//    The lead is, among the variant's menus, one without a role first, never a CORE menu, the earliest
//    scraped (or approved) first, else the lowest id. Membership and role changes bump the menu's row version
//    (modified_date), as people's cluster writes do.
// Running it again changes nothing: every step only acts on what is missing.
import { platformIdentifier } from '../../domain/platformIdentification';
import { urlSignature } from '../../domain/urlSignature';
import type { Database, Queryable } from '../db/database';
import { NEXT_MODIFIED_DATE } from '../db/rowVersions';

export const CLUSTER_ENTITY_TYPE = 'MENU_SCRAPING_CLUSTER';
const ADVISORY_LOCK_KEY = 7_301_926;
const BATCH_SIZE = 5_000;
/** Menus of the same (platform, signature) needed before the job forms a cluster for them. */
export const MIN_CLUSTER_MENUS = 2;

export interface ClusteringResult {
  /** Menus whose platform or signature changed. */
  menusIdentified: number;
  clustersCreated: number[];
  menusAttached: number;
  leadsElected: { clusterId: number; menuId: number }[];
  removedLeadsProcessed: number;
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Step 1: platform and URL signature of every live HTML menu, written where they changed. */
async function identifyMenus(db: Database): Promise<number> {
  const platforms = await db.query<{ id: number; url_identification_regex: string }>('SELECT id, url_identification_regex FROM platforms ORDER BY id');
  const identifier = platformIdentifier(platforms.map((row) => ({ id: row.id, urlIdentificationRegex: row.url_identification_regex })));
  let after = 0;
  let changed = 0;
  for (;;) {
    const rows = await db.query<{ id: number; url: string | null; platform_id: number | null; url_signature: string | null }>(
      `SELECT id, url, platform_id, url_signature FROM menus WHERE id > $1 AND format = 'HTML' AND NOT is_deleted ORDER BY id LIMIT $2`,
      [after, BATCH_SIZE],
    );
    if (rows.length === 0) break;
    const ids: number[] = [];
    const platformIds: (number | null)[] = [];
    const signatures: (string | null)[] = [];
    for (const row of rows) {
      const platformId = identifier.platformOf(row.url);
      const signature = urlSignature(row.url);
      if (platformId !== row.platform_id || signature !== row.url_signature) {
        ids.push(row.id);
        platformIds.push(platformId);
        signatures.push(signature);
      }
    }
    if (ids.length > 0) {
      await db.query(
        `UPDATE menus m SET platform_id = v.platform_id, url_signature = v.url_signature
           FROM unnest($1::int[], $2::int[], $3::text[]) AS v(id, platform_id, url_signature) WHERE m.id = v.id`,
        [ids, platformIds, signatures],
      );
      changed += ids.length;
    }
    if (rows.length < BATCH_SIZE) break;
    after = rows[rows.length - 1].id;
    await yieldToEventLoop();
  }
  return changed;
}

/** Menus the job may put into a cluster of their (platform, signature), as SQL over menus m and the cluster c. */
const CANDIDATE = `m.menu_scraping_cluster_id IS NULL AND NOT m.is_deleted AND m.format = 'HTML' AND m.is_cluster_assignable`;
const NOT_REMOVED = `NOT EXISTS (SELECT 1 FROM menu_scraping_cluster_removed_menus r WHERE r.menu_scraping_cluster_id = c.id AND r.menu_id = m.id)`;

async function createClusters(tx: Queryable): Promise<number[]> {
  const groups = await tx.query<{ platform_id: number; url_signature: string }>(
    `SELECT m.platform_id, m.url_signature FROM menus m
      WHERE ${CANDIDATE} AND m.platform_id IS NOT NULL AND m.url_signature IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM menu_scraping_clusters c WHERE c.platform_id = m.platform_id AND c.url_signature = m.url_signature)
      GROUP BY m.platform_id, m.url_signature HAVING count(*) >= $1
      ORDER BY min(m.id)`,
    [MIN_CLUSTER_MENUS],
  );
  const created: number[] = [];
  for (const group of groups) {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO menu_scraping_clusters (platform_id, url_signature) VALUES ($1, $2)
       ON CONFLICT (platform_id, url_signature) WHERE url_signature IS NOT NULL DO NOTHING RETURNING id`,
      [group.platform_id, group.url_signature],
    );
    if (!row) continue;
    created.push(row.id);
    await recordSystemEvents(tx, 'CREATE', CLUSTER_ENTITY_TYPE, [row.id], [`Scraping cluster ${row.id} formed for ${group.url_signature}`], [
      { platformId: group.platform_id, urlSignature: group.url_signature },
    ]);
  }
  return created;
}

async function attachMenus(tx: Queryable, now: string): Promise<number> {
  // People's cluster writes lock the cluster, then its menus; attaching locks menus, then (through the count trigger) the
  // clusters. Taking the clusters that will gain menus first, in id order, keeps the two from deadlocking.
  await tx.query(
    `SELECT c.id FROM menu_scraping_clusters c
      WHERE EXISTS (SELECT 1 FROM menus m WHERE c.platform_id = m.platform_id AND c.url_signature = m.url_signature AND ${CANDIDATE} AND ${NOT_REMOVED})
      ORDER BY c.id FOR UPDATE OF c`,
  );
  const attached = await tx.query<{ id: number; cluster_id: number }>(
    `UPDATE menus m SET menu_scraping_cluster_id = c.id, attached_to_scraping_cluster_date = $1, scraping_cluster_role = NULL,
            modified_date = greatest(now(), m.modified_date + interval '1 millisecond')
       FROM menu_scraping_clusters c
      WHERE c.platform_id = m.platform_id AND c.url_signature = m.url_signature AND ${CANDIDATE} AND ${NOT_REMOVED}
      RETURNING m.id, c.id AS cluster_id`,
    [now],
  );
  attached.sort((a, b) => a.id - b.id);
  await recordSystemEvents(
    tx,
    'CLUSTER_ATTACH',
    'MENU',
    attached.map((row) => row.id),
    attached.map((row) => `Menu attached to scraping cluster ${row.cluster_id} by the clustering job`),
    attached.map((row) => ({ menuScrapingClusterId: row.cluster_id })),
  );
  return attached.length;
}

/** The lead's order among the menus of one layout variant (m: the menu). */
const LEAD_ORDER = `(m.scraping_cluster_role IS NOT NULL),
  (m.scraped_date IS NULL AND m.status NOT IN ('APPROVED', 'AUTO_APPROVED')), m.scraped_date ASC NULLS LAST, m.id`;

async function makeLead(tx: Queryable, clusterId: number, menuId: number, message: string, data: Record<string, unknown>): Promise<void> {
  await tx.query(`UPDATE menus SET scraping_cluster_role = 'LEAD', modified_date = ${NEXT_MODIFIED_DATE} WHERE id = $1`, [menuId]);
  await recordSystemEvents(tx, 'UPDATE', CLUSTER_ENTITY_TYPE, [clusterId], [message], [{ leadMenuId: menuId, ...data }]);
}

async function processRemovedLeads(tx: Queryable, now: string): Promise<{ processed: number; elected: { clusterId: number; menuId: number }[] }> {
  const removed = await tx.query<{ id: number; cluster_id: number; menu_id: number; url_signature: string | null }>(
    `SELECT rl.id, rl.menu_scraping_cluster_id AS cluster_id, rl.menu_id, coalesce(m.url_signature, c.url_signature) AS url_signature
       FROM menu_scraping_cluster_removed_leads rl JOIN menus m ON m.id = rl.menu_id JOIN menu_scraping_clusters c ON c.id = rl.menu_scraping_cluster_id
      WHERE rl.processed_date IS NULL ORDER BY rl.id FOR UPDATE OF rl`,
  );
  const elected: { clusterId: number; menuId: number }[] = [];
  for (const row of removed) {
    const sameSignature = `m.menu_scraping_cluster_id = c.id AND NOT m.is_deleted AND m.url_signature IS NOT DISTINCT FROM $2`;
    const [existing] = await tx.query<{ id: number }>(
      `SELECT m.id FROM menus m JOIN menu_scraping_clusters c ON c.id = $1 WHERE ${sameSignature} AND m.scraping_cluster_role = 'LEAD' AND m.id <> $3 LIMIT 1`,
      [row.cluster_id, row.url_signature, row.menu_id],
    );
    let newMenuIds: number[] = [];
    if (!existing) {
      const [candidate] = await tx.query<{ id: number }>(
        `SELECT m.id FROM menus m JOIN menu_scraping_clusters c ON c.id = $1
          WHERE ${sameSignature} AND m.id <> $3 AND (m.scraping_cluster_role IS NULL OR m.scraping_cluster_role <> 'CORE')
          ORDER BY ${LEAD_ORDER} LIMIT 1`,
        [row.cluster_id, row.url_signature, row.menu_id],
      );
      if (candidate) {
        newMenuIds = [candidate.id];
        elected.push({ clusterId: row.cluster_id, menuId: candidate.id });
        await makeLead(tx, row.cluster_id, candidate.id, `Menu ${candidate.id} elected lead of scraping cluster ${row.cluster_id} in place of removed lead ${row.menu_id}`, {
          removedLeadMenuId: row.menu_id,
        });
      }
    }
    await tx.query('UPDATE menu_scraping_cluster_removed_leads SET processed_date = $2, new_menu_ids = $3 WHERE id = $1', [row.id, now, newMenuIds]);
  }
  return { processed: removed.length, elected };
}

/** A lead per layout variant: each signature of a cluster's live menus without a LEAD of that signature gets one. */
async function electMissingLeads(tx: Queryable): Promise<{ clusterId: number; menuId: number }[]> {
  const picks = await tx.query<{ cluster_id: number; menu_id: number }>(
    `SELECT c.id AS cluster_id, pick.id AS menu_id
       FROM (SELECT DISTINCT menu_scraping_cluster_id AS cluster_id, url_signature FROM menus WHERE menu_scraping_cluster_id IS NOT NULL AND NOT is_deleted) v
       JOIN menu_scraping_clusters c ON c.id = v.cluster_id
       CROSS JOIN LATERAL (SELECT m.id FROM menus m
          WHERE m.menu_scraping_cluster_id = c.id AND NOT m.is_deleted AND m.url_signature IS NOT DISTINCT FROM v.url_signature
            AND (m.scraping_cluster_role IS NULL OR m.scraping_cluster_role <> 'CORE')
          ORDER BY ${LEAD_ORDER} LIMIT 1) pick
      WHERE NOT EXISTS (SELECT 1 FROM menus l WHERE l.menu_scraping_cluster_id = c.id AND l.scraping_cluster_role = 'LEAD' AND NOT l.is_deleted
                          AND l.url_signature IS NOT DISTINCT FROM v.url_signature)
      ORDER BY c.id, pick.id`,
  );
  for (const pick of picks) await makeLead(tx, pick.cluster_id, pick.menu_id, `Menu ${pick.menu_id} elected lead of scraping cluster ${pick.cluster_id}`, {});
  return picks.map((pick) => ({ clusterId: pick.cluster_id, menuId: pick.menu_id }));
}

/** History written as the system (no user), many rows in one statement. */
async function recordSystemEvents(tx: Queryable, type: string, entityType: string, entityIds: number[], messages: string[], data: unknown[]): Promise<void> {
  if (entityIds.length === 0) return;
  await tx.query(
    `INSERT INTO events (user_id, type, entity_type, entity_id, message, data)
     SELECT NULL, $1, $2, v.entity_id, v.message, v.data::jsonb FROM unnest($3::int[], $4::text[], $5::text[]) WITH ORDINALITY AS v(entity_id, message, data, n) ORDER BY v.n`,
    [type, entityType, entityIds, messages, data.map((value) => JSON.stringify(value))],
  );
}

/** One clustering run (the job's handler, and the tests). */
export async function runClustering(db: Database): Promise<ClusteringResult> {
  const menusIdentified = await identifyMenus(db);
  return db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock($1)', [ADVISORY_LOCK_KEY]);
    const [{ now }] = await tx.query<{ now: string }>('SELECT now()::text AS now');
    const clustersCreated = await createClusters(tx);
    const menusAttached = await attachMenus(tx, now);
    const removedLeads = await processRemovedLeads(tx, now);
    const elected = await electMissingLeads(tx);
    return { menusIdentified, clustersCreated, menusAttached, leadsElected: [...removedLeads.elected, ...elected], removedLeadsProcessed: removedLeads.processed };
  });
}
