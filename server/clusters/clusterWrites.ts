// Writing a menu scraping cluster itself (spec 3, sections 4, 6 and 7): the save (template, expected menu format,
// working hours, master cluster), assignment, Reset menus and Regenerate complex menus. Each runs in the caller's
// transaction: the cluster is locked, the rule of machines/clusterRules.ts asked, every input checked before anything is
// written (a refusal changes nothing), then the change and its history event land together.
import { CLUSTER_MESSAGES, clusterInputSchema, resetMenusRefusal } from '../../domain/menuScrapingClusters';
import { permissionsOfRoles } from '../../domain/roles';
import { clusterAssignRefusal, clusterUnassignRefusal, templateChangeRefusal } from '../../machines/clusterRules';
import type { Queryable } from '../db/database';
import { NEXT_MODIFIED_DATE, isAtVersion } from '../db/rowVersions';
import { conflict, forbidden, validationError } from '../graphql/errors';
import { parseId } from '../graphql/globalIds';
import { validateInput } from '../graphql/validate';
import { recordEvent } from '../history/eventRows';
import { clusterFactsOf, editableCluster, lockedCluster, throwRefusal, type Actor } from './clusterAccess';
import { findCluster, type ClusterRow } from './clusterRows';

export const CLUSTER_ENTITY_TYPE = 'MENU_SCRAPING_CLUSTER';

export const ASSIGN_ONLY_TO_ONESELF = 'You may assign a cluster only to yourself: an admin assigns it to others.';
export const ASSIGNEE_NOT_ELIGIBLE = 'A cluster can be assigned only to an active user who works on clusters.';

/** Who may hold a cluster: whoever may open the cluster screens (spec 3, section 6). */
const CLUSTER_WORK_PERMISSIONS = ['menuScrapingTemplate.admin', 'menuScrapingCluster.admin'];

export interface ClusterSaveData {
  menuScrapingTemplateId?: unknown;
  expectedMenuFormat?: unknown;
  areWorkingHoursIrrelevant?: unknown;
  masterId?: unknown;
}

const optionalId = (type: string, value: unknown) => (value === null || value === undefined || value === '' ? null : parseId(type, String(value)));

async function reloaded(tx: Queryable, id: number): Promise<ClusterRow> {
  return (await findCluster(tx, id)) as ClusterRow;
}

/**
 * Resets the scraping outcome of the cluster's live menus that match `where`: status NEW (an HTML_NOT_SCRAPEABLE menu
 * keeps NOT_SCRAPEABLE, which its format gives it) and no scraping status. Answers how many changed.
 */
export async function resetMenus(tx: Queryable, clusterId: number, where: string, params: unknown[]): Promise<number> {
  const rows = await tx.query<{ id: number }>(
    `UPDATE menus SET status = CASE WHEN format = 'HTML_NOT_SCRAPEABLE' THEN 'NOT_SCRAPEABLE' ELSE 'NEW' END, scraping_status = NULL,
            modified_date = ${NEXT_MODIFIED_DATE}
      WHERE menu_scraping_cluster_id = $1 AND NOT is_deleted AND ${where} RETURNING id`,
    [clusterId, ...params],
  );
  return rows.length;
}

/** Whether `masterId`'s chain of masters reaches `clusterId` (making it the master would close a loop). */
async function masterChainReaches(tx: Queryable, masterId: number, clusterId: number): Promise<boolean> {
  const [row] = await tx.query<{ reaches: boolean }>(
    `WITH RECURSIVE chain(id, depth) AS (
       SELECT master_id, 1 FROM menu_scraping_clusters WHERE id = $1
       UNION ALL
       SELECT c.master_id, chain.depth + 1 FROM menu_scraping_clusters c JOIN chain ON c.id = chain.id WHERE chain.depth < 1000
     )
     SELECT EXISTS (SELECT 1 FROM chain WHERE id = $2) AS reaches`,
    [masterId, clusterId],
  );
  return row.reaches;
}

/**
 * The cluster save. A stale expectedModifiedDate is CONFLICT. The template and the expected menu format change only when
 * no rerun flow runs (templateChangeRefusal); a template change resets the statuses of the cluster's menus.
 */
export async function updateCluster(tx: Queryable, id: number, data: ClusterSaveData, expectedModifiedDate: Date | string | null | undefined, actor: Actor): Promise<ClusterRow> {
  const cluster = await editableCluster(tx, id, actor);
  const templateId = optionalId('MenuScrapingTemplate', data.menuScrapingTemplateId);
  const masterId = optionalId('MenuScrapingCluster', data.masterId);
  const input = await validateInput(clusterInputSchema, { ...data, menuScrapingTemplateId: templateId, masterId });
  if (!(await isAtVersion(tx, 'menu_scraping_clusters', id, expectedModifiedDate))) throw conflict();

  const templateChanged = templateId !== cluster.menu_scraping_template_id;
  const formatChanged = input.expectedMenuFormat !== cluster.expected_menu_format;
  if (templateChanged || formatChanged) throwRefusal(templateChangeRefusal(clusterFactsOf(cluster)));
  if (templateChanged && templateId !== null) {
    const found = await tx.query('SELECT 1 FROM menu_scraping_templates WHERE id = $1 AND deleted_date IS NULL FOR SHARE', [templateId]);
    if (found.length === 0) throw validationError(CLUSTER_MESSAGES.templateNotFound, 'menuScrapingTemplateId');
  }
  if (masterId !== null && masterId !== cluster.master_id) {
    if (masterId === id) throw validationError(CLUSTER_MESSAGES.masterIsItself, 'masterId');
    const found = await tx.query('SELECT 1 FROM menu_scraping_clusters WHERE id = $1', [masterId]);
    if (found.length === 0) throw validationError(CLUSTER_MESSAGES.masterNotFound, 'masterId');
    if (await masterChainReaches(tx, masterId, id)) throw validationError(CLUSTER_MESSAGES.masterCycle, 'masterId');
  }

  const changes: Record<string, { from: unknown; to: unknown }> = {};
  if (templateChanged) changes.menuScrapingTemplateId = { from: cluster.menu_scraping_template_id, to: templateId };
  if (formatChanged) changes.expectedMenuFormat = { from: cluster.expected_menu_format, to: input.expectedMenuFormat };
  if (input.areWorkingHoursIrrelevant !== cluster.are_working_hours_irrelevant) {
    changes.areWorkingHoursIrrelevant = { from: cluster.are_working_hours_irrelevant, to: input.areWorkingHoursIrrelevant };
  }
  if (masterId !== cluster.master_id) changes.masterId = { from: cluster.master_id, to: masterId };
  if (Object.keys(changes).length === 0) return cluster;

  await tx.query(
    `UPDATE menu_scraping_clusters SET menu_scraping_template_id = $2, expected_menu_format = $3, are_working_hours_irrelevant = $4, master_id = $5,
            modified_by_id = $6, modified_date = ${NEXT_MODIFIED_DATE}
      WHERE id = $1`,
    [id, templateId, input.expectedMenuFormat, input.areWorkingHoursIrrelevant, masterId, actor.userId],
  );
  const resetMenuCount = templateChanged ? await resetMenus(tx, id, "(status <> 'NEW' OR scraping_status IS NOT NULL)", []) : 0;
  await recordEvent(tx, {
    userId: actor.userId,
    type: 'UPDATE',
    entityType: CLUSTER_ENTITY_TYPE,
    entityId: id,
    message: `Menu scraping cluster ${id} updated: ${Object.keys(changes).join(', ')}${templateChanged ? ` (${resetMenuCount} menu statuses reset)` : ''}`,
    data: { changes, ...(templateChanged ? { resetMenuCount } : {}) },
  });
  return reloaded(tx, id);
}

/** Assigns the cluster (clusterAssignRefusal); someone other than oneself only by an admin, and only a person who works on clusters. */
export async function assignCluster(tx: Queryable, id: number, toUserIdValue: unknown, actor: Actor): Promise<ClusterRow> {
  const cluster = await lockedCluster(tx, id);
  throwRefusal(clusterAssignRefusal(clusterFactsOf(cluster), actor));
  const toUserId = parseId('User', String(toUserIdValue));
  const isAdmin = actor.permissions.includes('menuScrapingCluster.admin');
  if (!isAdmin && toUserId !== actor.userId) throw forbidden(ASSIGN_ONLY_TO_ONESELF);
  const [user] = await tx.query<{ id: number; name: string; role_name: string }>(
    'SELECT u.id, u.name, r.name AS role_name FROM users u JOIN roles r ON r.id = u.role_id WHERE u.id = $1 AND u.is_active AND NOT u.is_deleted FOR SHARE OF u',
    [toUserId],
  );
  if (!user || !permissionsOfRoles([user.role_name]).some((permission) => CLUSTER_WORK_PERMISSIONS.includes(permission))) {
    throw validationError(ASSIGNEE_NOT_ELIGIBLE, 'toUserId');
  }
  if (cluster.assigned_to_id === toUserId) return cluster;
  await tx.query(`UPDATE menu_scraping_clusters SET assigned_to_id = $2, modified_by_id = $3, modified_date = ${NEXT_MODIFIED_DATE} WHERE id = $1`, [id, toUserId, actor.userId]);
  await recordEvent(tx, {
    userId: actor.userId,
    type: 'ASSIGN',
    entityType: CLUSTER_ENTITY_TYPE,
    entityId: id,
    message: `Menu scraping cluster ${id} assigned to ${user.name}`,
    data: { assignedToId: toUserId, previousAssignedToId: cluster.assigned_to_id },
  });
  return reloaded(tx, id);
}

/** Unassigns the cluster (clusterUnassignRefusal); a cluster nobody holds stays as it is. */
export async function unassignCluster(tx: Queryable, id: number, actor: Actor): Promise<ClusterRow> {
  const cluster = await lockedCluster(tx, id);
  throwRefusal(clusterUnassignRefusal(clusterFactsOf(cluster), actor));
  if (cluster.assigned_to_id === null) return cluster;
  await tx.query(`UPDATE menu_scraping_clusters SET assigned_to_id = NULL, modified_by_id = $2, modified_date = ${NEXT_MODIFIED_DATE} WHERE id = $1`, [id, actor.userId]);
  await recordEvent(tx, {
    userId: actor.userId,
    type: 'UNASSIGN',
    entityType: CLUSTER_ENTITY_TYPE,
    entityId: id,
    message: `Menu scraping cluster ${id} unassigned`,
    data: { previousAssignedToId: cluster.assigned_to_id },
  });
  return reloaded(tx, id);
}

/** Reset menus: the cluster's menus with this status and scraping status (null: none) get status NEW and no scraping status. */
export async function resetClusterMenus(tx: Queryable, id: number, menuStatus: string, scrapingStatus: string | null, actor: Actor): Promise<number> {
  await editableCluster(tx, id, actor);
  const refusal = resetMenusRefusal(menuStatus, scrapingStatus);
  if (refusal) throw validationError(refusal, 'menuStatus');
  const count = await resetMenus(tx, id, 'status = $2 AND scraping_status IS NOT DISTINCT FROM $3', [menuStatus, scrapingStatus]);
  if (count > 0) {
    await recordEvent(tx, {
      userId: actor.userId,
      type: 'UPDATE',
      subType: 'RESET_MENUS',
      entityType: CLUSTER_ENTITY_TYPE,
      entityId: id,
      message: `Menu scraping cluster ${id}: ${count} ${count === 1 ? 'menu' : 'menus'} with status ${menuStatus} and scraping status ${scrapingStatus ?? 'none'} reset`,
      data: { menuStatus, scrapingStatus, count },
    });
  }
  return count;
}

/**
 * Regenerate complex menus. COMPLEX comes from fingerprints (a menu whose pages differ from its lead's); until probing
 * takes fingerprints no menu has that basis, so every COMPLEX role of the cluster is cleared and the count of COMPLEX
 * menus left (none) is the answer (docs/clusters.md).
 */
export async function regenerateComplexMenus(tx: Queryable, id: number, actor: Actor): Promise<number> {
  await editableCluster(tx, id, actor);
  const cleared = await tx.query<{ id: number }>(
    `UPDATE menus SET scraping_cluster_role = NULL, modified_date = ${NEXT_MODIFIED_DATE}
      WHERE menu_scraping_cluster_id = $1 AND scraping_cluster_role = 'COMPLEX' AND NOT is_deleted RETURNING id`,
    [id],
  );
  const [{ count }] = await tx.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM menus WHERE menu_scraping_cluster_id = $1 AND scraping_cluster_role = 'COMPLEX' AND NOT is_deleted`,
    [id],
  );
  await recordEvent(tx, {
    userId: actor.userId,
    type: 'UPDATE',
    subType: 'REGENERATE_COMPLEX_MENUS',
    entityType: CLUSTER_ENTITY_TYPE,
    entityId: id,
    message: `Menu scraping cluster ${id}: complex menus regenerated (${count} complex)`,
    data: { complexMenuCount: count, clearedMenuIds: cleared.map((row) => row.id) },
  });
  return count;
}
