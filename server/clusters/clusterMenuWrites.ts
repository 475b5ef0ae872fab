// Writing a cluster's membership and its menus (spec 3, sections 2, 4 and 7): remove, attach, attach back, mark or unmark
// core, a menu's format and not-scrapeable reason, exclude from similar menus and take back, and moving a menu between
// clusters. Every one is allowed only to the assignee or an admin of each cluster it touches (machines/clusterRules.ts).
// Clusters are locked first, in id order, then the menu; every check runs before any write, and the change lands with
// its history event on the cluster (entity MENU_SCRAPING_CLUSTER, the menu's id in its data).
import { clusterMenuInputSchema } from '../../domain/menuScrapingClusters';
import { coreMarkingRefusal, FORMATS_KEPT_IN_CLUSTER, type ClusterRole } from '../../machines/clusterRules';
import type { Queryable } from '../db/database';
import { NEXT_MODIFIED_DATE } from '../db/rowVersions';
import { appError, notFound, validationError } from '../graphql/errors';
import { validateInput } from '../graphql/validate';
import type { EventType } from '../history/eventTypes';
import { recordEvent } from '../history/eventRows';
import { findMenu, type MenuDetailRow } from '../menus/menuQueries';
import { editableCluster, editableClusters, throwRefusal, type Actor } from './clusterAccess';
import { findClusterMenu, type ClusterMenuRow } from './clusterMenuRows';
import { CLUSTER_ENTITY_TYPE } from './clusterWrites';

interface MenuFacts {
  id: number;
  menu_scraping_cluster_id: number | null;
  scraping_cluster_role: ClusterRole | null;
  format: string | null;
  status: string;
  not_scrapeable_reason: string | null;
  not_scrapeable_comment: string | null;
  additional_urls: string[] | null;
  is_cluster_assignable: boolean;
}

const MENU_FACTS = `id, menu_scraping_cluster_id, scraping_cluster_role, format, status, not_scrapeable_reason, not_scrapeable_comment,
  additional_urls, is_cluster_assignable`;

const keptInCluster = (format: string | null) => (FORMATS_KEPT_IN_CLUSTER as readonly (string | null)[]).includes(format);

export const menuNotInCluster = (menuId: number, clusterId: number) => validationError(`Menu ${menuId} is not in cluster ${clusterId}.`, 'menuId');

async function readMenu(tx: Queryable, menuId: number, options: { lock?: boolean } = {}): Promise<MenuFacts> {
  const rows = await tx.query<MenuFacts>(`SELECT ${MENU_FACTS} FROM menus WHERE id = $1 AND NOT is_deleted${options.lock ? ' FOR UPDATE' : ''}`, [menuId]);
  if (!rows[0]) throw notFound('Menu');
  return rows[0];
}

/** The menu, locked, still where it was read before its clusters were locked (else another write moved it: CONFLICT). */
async function lockedMenuAt(tx: Queryable, menuId: number, clusterId: number | null): Promise<MenuFacts> {
  const menu = await readMenu(tx, menuId, { lock: true });
  if (menu.menu_scraping_cluster_id !== clusterId) throw appError('CONFLICT', `Menu ${menuId} was moved to another cluster meanwhile. Reload to see where it is.`);
  return menu;
}

async function clusterEvent(tx: Queryable, actor: Actor, clusterId: number, type: EventType, subType: string, message: string, data: Record<string, unknown>) {
  await recordEvent(tx, { userId: actor.userId, type, subType, entityType: CLUSTER_ENTITY_TYPE, entityId: clusterId, message, data });
}

/**
 * Takes the menu out of its cluster: no cluster, no role, no attach date. Listed among the cluster's removed menus when
 * a person removed it; a lead also among its removed leads, so a job gives its similar menus a new lead.
 */
async function leaveCluster(tx: Queryable, menu: MenuFacts, clusterId: number, actor: Actor, options: { listAsRemoved: boolean }): Promise<void> {
  await tx.query(
    `UPDATE menus SET menu_scraping_cluster_id = NULL, scraping_cluster_role = NULL, attached_to_scraping_cluster_date = NULL, modified_date = ${NEXT_MODIFIED_DATE}
      WHERE id = $1`,
    [menu.id],
  );
  if (options.listAsRemoved) {
    await tx.query(
      `INSERT INTO menu_scraping_cluster_removed_menus (menu_scraping_cluster_id, menu_id, created_by_id) VALUES ($1, $2, $3)
       ON CONFLICT (menu_scraping_cluster_id, menu_id) DO UPDATE SET created_date = now(), created_by_id = EXCLUDED.created_by_id`,
      [clusterId, menu.id, actor.userId],
    );
  }
  if (menu.scraping_cluster_role === 'LEAD') {
    await tx.query('INSERT INTO menu_scraping_cluster_removed_leads (menu_scraping_cluster_id, menu_id, created_by_id) VALUES ($1, $2, $3)', [clusterId, menu.id, actor.userId]);
  }
}

/** Whether the menu may join a cluster: an HTML (or HTML_NOT_SCRAPEABLE) menu that is cluster assignable. */
function joinRefusal(menu: MenuFacts): string | null {
  if (!keptInCluster(menu.format)) return `Menu ${menu.id} is ${menu.format ? `a ${menu.format} menu` : 'a menu without a format'}: only HTML menus join a cluster.`;
  if (!menu.is_cluster_assignable) return `Menu ${menu.id} is marked as not cluster assignable.`;
  return null;
}

/** Puts the menu in the cluster (no role yet, attached now); it leaves the cluster's removed and excluded menus. */
async function joinCluster(tx: Queryable, menu: MenuFacts, clusterId: number): Promise<void> {
  await tx.query(
    `UPDATE menus SET menu_scraping_cluster_id = $2, scraping_cluster_role = NULL, attached_to_scraping_cluster_date = now(), modified_date = ${NEXT_MODIFIED_DATE}
      WHERE id = $1`,
    [menu.id, clusterId],
  );
  await tx.query('DELETE FROM menu_scraping_cluster_removed_menus WHERE menu_scraping_cluster_id = $1 AND menu_id = $2', [clusterId, menu.id]);
  await tx.query('DELETE FROM menu_scraping_cluster_excluded_menus WHERE menu_scraping_cluster_id = $1 AND menu_id = $2', [clusterId, menu.id]);
}

const answer = async (tx: Queryable, menuId: number, listedDate: Date | null = null) => (await findClusterMenu(tx, menuId, listedDate)) as ClusterMenuRow;

/** The menu, locked, in the cluster the actor may edit (which is locked first). */
async function menuOfEditableCluster(tx: Queryable, clusterId: number, menuId: number, actor: Actor): Promise<MenuFacts> {
  await editableCluster(tx, clusterId, actor);
  const menu = await readMenu(tx, menuId, { lock: true });
  if (menu.menu_scraping_cluster_id !== clusterId) throw menuNotInCluster(menuId, clusterId);
  return menu;
}

/** Remove from the cluster: listed among its removed menus (a lead also among its removed leads). */
export async function removeMenuFromCluster(tx: Queryable, clusterId: number, menuId: number, actor: Actor): Promise<ClusterMenuRow> {
  const menu = await menuOfEditableCluster(tx, clusterId, menuId, actor);
  await leaveCluster(tx, menu, clusterId, actor, { listAsRemoved: true });
  await clusterEvent(tx, actor, clusterId, 'CLUSTER_UNATTACH', 'REMOVE_MENU', `Menu ${menuId} removed from menu scraping cluster ${clusterId}`, {
    menuId,
    role: menu.scraping_cluster_role,
  });
  const [{ created_date }] = await tx.query<{ created_date: Date }>(
    'SELECT created_date FROM menu_scraping_cluster_removed_menus WHERE menu_scraping_cluster_id = $1 AND menu_id = $2',
    [clusterId, menuId],
  );
  return answer(tx, menuId, created_date);
}

/** Mark or unmark core: refused to LEAD and COMPLEX menus (coreMarkingRefusal). */
export async function toggleCoreMenu(tx: Queryable, clusterId: number, menuId: number, actor: Actor): Promise<ClusterMenuRow> {
  const menu = await menuOfEditableCluster(tx, clusterId, menuId, actor);
  throwRefusal(coreMarkingRefusal(menu.scraping_cluster_role));
  const marking = menu.scraping_cluster_role !== 'CORE';
  await tx.query(`UPDATE menus SET scraping_cluster_role = $2, modified_date = ${NEXT_MODIFIED_DATE} WHERE id = $1`, [menuId, marking ? 'CORE' : null]);
  await clusterEvent(
    tx,
    actor,
    clusterId,
    'UPDATE',
    marking ? 'MARK_CORE' : 'UNMARK_CORE',
    `Menu ${menuId} ${marking ? 'marked' : 'unmarked'} as core in menu scraping cluster ${clusterId}`,
    { menuId, role: marking ? 'CORE' : null },
  );
  return answer(tx, menuId);
}

/** What a status becomes with a format: HTML_NOT_SCRAPEABLE is NOT_SCRAPEABLE, and leaving it NOT_SCRAPEABLE is NEW (as on the menu page). */
const statusFor = (status: string, format: string) => (format === 'HTML_NOT_SCRAPEABLE' ? 'NOT_SCRAPEABLE' : status === 'NOT_SCRAPEABLE' ? 'NEW' : status);

/**
 * A cluster menu's format and not-scrapeable reason: HTML_NOT_SCRAPEABLE needs a reason ('Please select a reason'),
 * any other format clears it (and the comment); additional links stay only on HTML. A format other than HTML or
 * HTML_NOT_SCRAPEABLE takes the menu out of the cluster (not listed as removed: it cannot be attached back as it is).
 */
export async function updateClusterMenu(tx: Queryable, clusterId: number, menuId: number, data: unknown, actor: Actor): Promise<ClusterMenuRow> {
  await editableCluster(tx, clusterId, actor);
  const input = await validateInput(clusterMenuInputSchema, data);
  const menu = await readMenu(tx, menuId, { lock: true });
  if (menu.menu_scraping_cluster_id !== clusterId) throw menuNotInCluster(menuId, clusterId);
  const notScrapeable = input.format === 'HTML_NOT_SCRAPEABLE';
  const next = {
    format: input.format,
    not_scrapeable_reason: notScrapeable ? (input.notScrapeableReason ?? null) : null,
    not_scrapeable_comment: notScrapeable ? menu.not_scrapeable_comment : null,
    additional_urls: input.format === 'HTML' ? menu.additional_urls : null,
    status: statusFor(menu.status, input.format),
  };
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [column, value] of Object.entries(next)) {
    const from = (menu as unknown as Record<string, unknown>)[column];
    if (JSON.stringify(from ?? null) !== JSON.stringify(value ?? null)) changes[column] = { from: from ?? null, to: value ?? null };
  }
  const leaves = !keptInCluster(input.format);
  if (Object.keys(changes).length === 0 && !leaves) return answer(tx, menuId);
  await tx.query(
    `UPDATE menus SET format = $2, not_scrapeable_reason = $3, not_scrapeable_comment = $4, additional_urls = $5, status = $6, modified_date = ${NEXT_MODIFIED_DATE}
      WHERE id = $1`,
    [menuId, next.format, next.not_scrapeable_reason, next.not_scrapeable_comment, next.additional_urls, next.status],
  );
  if (leaves) await leaveCluster(tx, menu, clusterId, actor, { listAsRemoved: false });
  await clusterEvent(
    tx,
    actor,
    clusterId,
    leaves ? 'CLUSTER_UNATTACH' : 'UPDATE',
    'MENU_FORMAT',
    `Menu ${menuId} format set to ${input.format}${leaves ? `: it left menu scraping cluster ${clusterId}` : ''}`,
    { menuId, changes, leftCluster: leaves },
  );
  return answer(tx, menuId);
}

/**
 * Attach (a similar or standalone menu) or attach back (a removed one). A menu in another cluster moves from it, which
 * the actor must be allowed to edit too. Answers the menu in the cluster.
 */
async function attach(tx: Queryable, clusterId: number, menuId: number, actor: Actor, back: boolean): Promise<ClusterMenuRow> {
  const before = await readMenu(tx, menuId);
  const fromId = before.menu_scraping_cluster_id;
  await editableClusters(tx, fromId === null ? [clusterId] : [clusterId, fromId], actor);
  const menu = await lockedMenuAt(tx, menuId, fromId);
  if (fromId === clusterId) throw validationError(`Menu ${menuId} is already in cluster ${clusterId}.`, 'menuId');
  if (back) {
    const removed = await tx.query('SELECT 1 FROM menu_scraping_cluster_removed_menus WHERE menu_scraping_cluster_id = $1 AND menu_id = $2', [clusterId, menuId]);
    if (removed.length === 0) throw validationError(`Menu ${menuId} is not among the menus removed from cluster ${clusterId}.`, 'menuId');
  }
  const refusal = joinRefusal(menu);
  if (refusal) throw validationError(refusal, 'menuId');
  if (fromId !== null) {
    await leaveCluster(tx, menu, fromId, actor, { listAsRemoved: false });
    await clusterEvent(tx, actor, fromId, 'CLUSTER_UNATTACH', 'MOVE_MENU', `Menu ${menuId} moved to menu scraping cluster ${clusterId}`, { menuId, toMenuScrapingClusterId: clusterId });
  }
  await joinCluster(tx, menu, clusterId);
  await clusterEvent(
    tx,
    actor,
    clusterId,
    'CLUSTER_ATTACH',
    back ? 'ATTACH_BACK_MENU' : 'ATTACH_MENU',
    `Menu ${menuId} ${back ? 'attached back' : 'attached'} to menu scraping cluster ${clusterId}`,
    { menuId, fromMenuScrapingClusterId: fromId },
  );
  return answer(tx, menuId);
}

export const attachMenuToCluster = (tx: Queryable, clusterId: number, menuId: number, actor: Actor) => attach(tx, clusterId, menuId, actor, false);
export const attachBackMenuToCluster = (tx: Queryable, clusterId: number, menuId: number, actor: Actor) => attach(tx, clusterId, menuId, actor, true);

/** Exclude from the cluster's similar menus (a lead of the cluster cannot be). */
export async function excludeFromSimilarMenus(tx: Queryable, clusterId: number, menuId: number, actor: Actor): Promise<ClusterMenuRow> {
  await editableCluster(tx, clusterId, actor);
  const menu = await readMenu(tx, menuId, { lock: true });
  if (menu.menu_scraping_cluster_id === clusterId && menu.scraping_cluster_role === 'LEAD') {
    throw validationError(`Menu ${menuId} is a lead of cluster ${clusterId}: a lead cannot be excluded from its similar menus.`, 'menuId');
  }
  const inserted = await tx.query<{ created_date: Date }>(
    `INSERT INTO menu_scraping_cluster_excluded_menus (menu_scraping_cluster_id, menu_id, created_by_id) VALUES ($1, $2, $3)
     ON CONFLICT (menu_scraping_cluster_id, menu_id) DO NOTHING RETURNING created_date`,
    [clusterId, menuId, actor.userId],
  );
  if (inserted.length === 0) throw validationError(`Menu ${menuId} is already excluded from the similar menus of cluster ${clusterId}.`, 'menuId');
  await clusterEvent(tx, actor, clusterId, 'UPDATE', 'EXCLUDE_FROM_SIMILAR_MENUS', `Menu ${menuId} excluded from the similar menus of menu scraping cluster ${clusterId}`, { menuId });
  return answer(tx, menuId, inserted[0].created_date);
}

/** Remove from excluded menus. */
export async function removeFromExcludedMenus(tx: Queryable, clusterId: number, menuId: number, actor: Actor): Promise<ClusterMenuRow> {
  await editableCluster(tx, clusterId, actor);
  await readMenu(tx, menuId, { lock: true });
  const deleted = await tx.query('DELETE FROM menu_scraping_cluster_excluded_menus WHERE menu_scraping_cluster_id = $1 AND menu_id = $2 RETURNING menu_id', [clusterId, menuId]);
  if (deleted.length === 0) throw validationError(`Menu ${menuId} is not excluded from the similar menus of cluster ${clusterId}.`, 'menuId');
  await clusterEvent(tx, actor, clusterId, 'UPDATE', 'REMOVE_FROM_EXCLUDED_MENUS', `Menu ${menuId} taken out of the excluded menus of menu scraping cluster ${clusterId}`, { menuId });
  return answer(tx, menuId);
}

/**
 * Moves a menu between clusters (either side null: into or out of any cluster). The actor must be allowed to edit each
 * cluster named; the menu must still be in `fromId` (CONFLICT otherwise). Moved to another cluster, it is not listed
 * among the removed menus of the one it left; taken out of every cluster, it is (the clustering job attaches only menus
 * in no cluster, never removed ones). A lead leaving is listed among its cluster's removed leads. Answers the menu.
 */
export async function moveMenuBetweenClusters(tx: Queryable, menuId: number, fromId: number | null, toId: number | null, actor: Actor): Promise<MenuDetailRow> {
  if (fromId === toId) throw validationError(toId === null ? `Menu ${menuId} is in no cluster already.` : `Menu ${menuId} is already in cluster ${toId}.`, 'toMenuScrapingClusterId');
  await editableClusters(tx, [fromId, toId].filter((id): id is number => id !== null), actor);
  const menu = await readMenu(tx, menuId, { lock: true });
  if (menu.menu_scraping_cluster_id !== fromId) {
    throw appError('CONFLICT', `Menu ${menuId} is no longer ${fromId === null ? 'outside every cluster' : `in cluster ${fromId}`}. Reload to see where it is.`);
  }
  if (toId !== null) {
    const refusal = joinRefusal(menu);
    if (refusal) throw validationError(refusal, 'menuId');
  }
  if (fromId !== null) {
    // Out of every cluster, it is listed as removed, so the clustering job does not put it back.
    await leaveCluster(tx, menu, fromId, actor, { listAsRemoved: toId === null });
    await clusterEvent(tx, actor, fromId, 'CLUSTER_UNATTACH', 'MOVE_MENU', `Menu ${menuId} ${toId === null ? 'taken out of' : `moved to cluster ${toId} from`} menu scraping cluster ${fromId}`, {
      menuId,
      toMenuScrapingClusterId: toId,
    });
  }
  if (toId !== null) {
    await joinCluster(tx, menu, toId);
    await clusterEvent(tx, actor, toId, 'CLUSTER_ATTACH', 'MOVE_MENU', `Menu ${menuId} moved to menu scraping cluster ${toId}`, { menuId, fromMenuScrapingClusterId: fromId });
  }
  return (await findMenu(tx, menuId)) as MenuDetailRow;
}
