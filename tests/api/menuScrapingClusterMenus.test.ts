// A cluster's menus through the real endpoint (spec 3, sections 4, 6 and 7): remove, attach back, attach, mark or unmark
// core, a menu's format and not-scrapeable reason, reset menus, exclude from similar menus and take back, regenerate
// complex menus, and moving a menu between clusters. For each: the assignee and an admin allowed, another scraper
// refused with the rule's message, bad input refused, and every refusal writing nothing. Cluster events are readable
// with the cluster screens' permissions.
import { beforeAll, describe, expect, it } from 'vitest';
import { CLUSTER_EDIT_FORBIDDEN, CORE_REFUSED_ROLE } from '../../machines/clusterRules';
import { CLUSTER_MESSAGES } from '../../domain/menuScrapingClusters';
import {
  ATTACH,
  ATTACH_BACK,
  CORE,
  EXCLUDE,
  EXCLUDED,
  MENUS,
  MOVE,
  REGENERATE,
  REMOVE,
  REMOVED,
  REMOVED_LEADS,
  RESET,
  SIMILAR,
  UNEXCLUDE,
  UPDATE_MENU,
  clusterEvents,
  expectRefused,
  freshSignature,
  insertCluster,
  insertMenu,
  menuRow,
  ok,
  platformId,
  setUpClusterSuite,
  t,
  users,
  type ClusterMenu,
  type MenuPage,
} from './menuScrapingClustersSupport';

setUpClusterSuite();

let clusterId: number;
let id: string;

beforeAll(async () => {
  clusterId = await insertCluster({ assigned_to_id: users.assignee });
  id = String(clusterId);
});

const removedPanel = async () => (await ok<{ menuScrapingClusterRemovedMenus: MenuPage }>(REMOVED, { id }, 'other')).menuScrapingClusterRemovedMenus;

describe('removeMenuFromScrapingCluster and attachBackMenuToScrapingCluster', () => {
  it('removes a menu for the assignee: out of the cluster with no role, listed among the removed menus, with its event', async () => {
    const menuId = await insertMenu({ menu_scraping_cluster_id: clusterId, scraping_cluster_role: 'CORE' });
    await expectRefused(REMOVE, { id, menuId }, 'other', 'FORBIDDEN', CLUSTER_EDIT_FORBIDDEN);
    const { removeMenuFromScrapingCluster: removed } = await ok<{ removeMenuFromScrapingCluster: ClusterMenu }>(REMOVE, { id, menuId }, 'assignee');
    expect(removed).toMatchObject({ databaseId: menuId, menuScrapingClusterId: null, scrapingClusterRole: null, attachedToScrapingClusterDate: null });
    expect(removed.listedDate).not.toBeNull();
    expect(await menuRow(menuId)).toMatchObject({ menu_scraping_cluster_id: null, scraping_cluster_role: null, attached: false });
    const panel = await removedPanel();
    expect(panel.items.map((item) => item.databaseId)).toContain(menuId);
    expect((await clusterEvents(clusterId)).at(-1)).toMatchObject({ type: 'CLUSTER_UNATTACH', sub_type: 'REMOVE_MENU', user_id: users.assignee, data: { menuId, role: 'CORE' } });
    // Not in the cluster any more: removing it again is refused.
    await expectRefused(REMOVE, { id, menuId }, 'assignee', 'VALIDATION', `Menu ${menuId} is not in cluster ${clusterId}.`);
  });

  it('lists a removed lead among the removed leads, for a job to give its similar menus a new lead', async () => {
    const lead = await insertMenu({ menu_scraping_cluster_id: clusterId, scraping_cluster_role: 'LEAD' });
    await ok(REMOVE, { id, menuId: lead }, 'admin');
    const { menuScrapingClusterRemovedLeads: leads } = await ok<{ menuScrapingClusterRemovedLeads: { total: number; items: { menuId: number; processedDate: string | null; newMenuIds: number[] }[] } }>(
      REMOVED_LEADS,
      { id },
      'other',
    );
    expect(leads.items[0]).toMatchObject({ menuId: lead, processedDate: null, newMenuIds: [] });
    expect((await clusterEvents(clusterId)).at(-1)).toMatchObject({ user_id: users.admin, data: { menuId: lead, role: 'LEAD' } });
  });

  it('attaches a removed menu back: in the cluster again, attached now, off the removed menus', async () => {
    const menuId = await insertMenu({ menu_scraping_cluster_id: clusterId });
    await ok(REMOVE, { id, menuId }, 'assignee');
    await expectRefused(ATTACH_BACK, { id, menuId }, 'other', 'FORBIDDEN', CLUSTER_EDIT_FORBIDDEN);
    const { attachBackMenuToScrapingCluster: back } = await ok<{ attachBackMenuToScrapingCluster: ClusterMenu }>(ATTACH_BACK, { id, menuId }, 'assignee');
    expect(back).toMatchObject({ menuScrapingClusterId: clusterId, scrapingClusterRole: null });
    expect(back.attachedToScrapingClusterDate).not.toBeNull();
    expect((await removedPanel()).items.map((item) => item.databaseId)).not.toContain(menuId);
    expect((await clusterEvents(clusterId)).at(-1)).toMatchObject({ type: 'CLUSTER_ATTACH', sub_type: 'ATTACH_BACK_MENU', data: { menuId } });
    // Only a removed menu can be attached back.
    const never = await insertMenu();
    await expectRefused(ATTACH_BACK, { id, menuId: never }, 'assignee', 'VALIDATION', `Menu ${never} is not among the menus removed from cluster ${clusterId}.`);
    await expectRefused(ATTACH_BACK, { id, menuId }, 'assignee', 'VALIDATION', `Menu ${menuId} is already in cluster ${clusterId}.`);
  });
});

describe('attachMenuToScrapingCluster', () => {
  it('attaches a standalone menu for the assignee and an admin; refuses another scraper', async () => {
    const menuId = await insertMenu();
    await expectRefused(ATTACH, { id, menuId }, 'other', 'FORBIDDEN', CLUSTER_EDIT_FORBIDDEN);
    const { attachMenuToScrapingCluster: attached } = await ok<{ attachMenuToScrapingCluster: ClusterMenu }>(ATTACH, { id, menuId }, 'assignee');
    expect(attached.menuScrapingClusterId).toBe(clusterId);
    expect(await menuRow(menuId)).toMatchObject({ menu_scraping_cluster_id: clusterId, attached: true });
    expect((await clusterEvents(clusterId)).at(-1)).toMatchObject({ type: 'CLUSTER_ATTACH', sub_type: 'ATTACH_MENU', data: { menuId, fromMenuScrapingClusterId: null } });
    const another = await insertMenu();
    await ok(ATTACH, { id, menuId: another }, 'admin');
    expect((await menuRow(another)).menu_scraping_cluster_id).toBe(clusterId);
  });

  it('moves a menu from another cluster only when the actor may edit both', async () => {
    const heldByOther = await insertCluster({ assigned_to_id: users.other });
    const menuId = await insertMenu({ menu_scraping_cluster_id: heldByOther, scraping_cluster_role: 'LEAD' });
    await expectRefused(ATTACH, { id, menuId }, 'assignee', 'FORBIDDEN', CLUSTER_EDIT_FORBIDDEN);
    const mine = await insertCluster({ assigned_to_id: users.assignee });
    const movable = await insertMenu({ menu_scraping_cluster_id: mine, scraping_cluster_role: 'LEAD' });
    await ok(ATTACH, { id, menuId: movable }, 'assignee');
    expect(await menuRow(movable)).toMatchObject({ menu_scraping_cluster_id: clusterId, scraping_cluster_role: null });
    expect((await clusterEvents(mine)).at(-1)).toMatchObject({ type: 'CLUSTER_UNATTACH', sub_type: 'MOVE_MENU', data: { menuId: movable, toMenuScrapingClusterId: clusterId } });
    // The lead that left is listed among its old cluster's removed leads.
    const [{ count }] = await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM menu_scraping_cluster_removed_leads WHERE menu_scraping_cluster_id = $1 AND menu_id = $2', [mine, movable]);
    expect(count).toBe(1);
  });

  it('refuses a menu that is not HTML, one not cluster assignable, and one that does not exist, writing nothing', async () => {
    const pdf = await insertMenu({ format: 'PDF' });
    await expectRefused(ATTACH, { id, menuId: pdf }, 'assignee', 'VALIDATION', `Menu ${pdf} is a PDF menu: only HTML menus join a cluster.`);
    const unassignable = await insertMenu({ is_cluster_assignable: false });
    await expectRefused(ATTACH, { id, menuId: unassignable }, 'assignee', 'VALIDATION', `Menu ${unassignable} is marked as not cluster assignable.`);
    await expectRefused(ATTACH, { id, menuId: 999_999 }, 'assignee', 'NOT_FOUND', 'Menu was not found.');
    await expectRefused(ATTACH, { id: '999999', menuId: pdf }, 'admin', 'NOT_FOUND', 'Menu scraping cluster was not found.');
  });
});

describe('toggleMenuScrapingClusterCoreMenu', () => {
  it('marks and unmarks core for the assignee, with events; refuses another scraper', async () => {
    const menuId = await insertMenu({ menu_scraping_cluster_id: clusterId });
    await expectRefused(CORE, { id, menuId }, 'other', 'FORBIDDEN', CLUSTER_EDIT_FORBIDDEN);
    const { toggleMenuScrapingClusterCoreMenu: marked } = await ok<{ toggleMenuScrapingClusterCoreMenu: ClusterMenu }>(CORE, { id, menuId }, 'assignee');
    expect(marked.scrapingClusterRole).toBe('CORE');
    expect((await clusterEvents(clusterId)).at(-1)).toMatchObject({ type: 'UPDATE', sub_type: 'MARK_CORE', data: { menuId } });
    const { toggleMenuScrapingClusterCoreMenu: unmarked } = await ok<{ toggleMenuScrapingClusterCoreMenu: ClusterMenu }>(CORE, { id, menuId }, 'admin');
    expect(unmarked.scrapingClusterRole).toBeNull();
    expect((await clusterEvents(clusterId)).at(-1)).toMatchObject({ sub_type: 'UNMARK_CORE', user_id: users.admin });
  });

  it('refuses the lead and complex roles with their messages, and a menu of another cluster', async () => {
    const lead = await insertMenu({ menu_scraping_cluster_id: clusterId, scraping_cluster_role: 'LEAD' });
    const complex = await insertMenu({ menu_scraping_cluster_id: clusterId, scraping_cluster_role: 'COMPLEX' });
    await expectRefused(CORE, { id, menuId: lead }, 'assignee', 'VALIDATION', CORE_REFUSED_ROLE('LEAD'));
    await expectRefused(CORE, { id, menuId: complex }, 'admin', 'VALIDATION', CORE_REFUSED_ROLE('COMPLEX'));
    const outside = await insertMenu();
    await expectRefused(CORE, { id, menuId: outside }, 'assignee', 'VALIDATION', `Menu ${outside} is not in cluster ${clusterId}.`);
  });
});

describe('updateMenuScrapingClusterMenu', () => {
  it('needs a reason for HTML_NOT_SCRAPEABLE (\'Please select a reason\'), writing nothing until one is given', async () => {
    const menuId = await insertMenu({ menu_scraping_cluster_id: clusterId, status: 'SCRAPED', scraping_status: 'SUCCESS' });
    await expectRefused(UPDATE_MENU, { id, menuId, data: { format: 'HTML_NOT_SCRAPEABLE' } }, 'assignee', 'VALIDATION', CLUSTER_MESSAGES.selectReason);
    await expectRefused(UPDATE_MENU, { id, menuId, data: { format: 'HTML_NOT_SCRAPEABLE', notScrapeableReason: null } }, 'assignee', 'VALIDATION', 'Please select a reason');
    await expectRefused(UPDATE_MENU, { id, menuId, data: { format: 'HTML_NOT_SCRAPEABLE', notScrapeableReason: 'CAPTCHA' } }, 'other', 'FORBIDDEN', CLUSTER_EDIT_FORBIDDEN);
    const { updateMenuScrapingClusterMenu: saved } = await ok<{ updateMenuScrapingClusterMenu: ClusterMenu }>(
      UPDATE_MENU,
      { id, menuId, data: { format: 'HTML_NOT_SCRAPEABLE', notScrapeableReason: 'CAPTCHA' } },
      'assignee',
    );
    expect(saved).toMatchObject({ format: 'HTML_NOT_SCRAPEABLE', notScrapeableReason: 'CAPTCHA', status: 'NOT_SCRAPEABLE', menuScrapingClusterId: clusterId });
    expect((await clusterEvents(clusterId)).at(-1)).toMatchObject({ type: 'UPDATE', sub_type: 'MENU_FORMAT', data: { menuId, leftCluster: false } });
    // Back to HTML: the reason is cleared and the menu is NEW again.
    const { updateMenuScrapingClusterMenu: html } = await ok<{ updateMenuScrapingClusterMenu: ClusterMenu }>(
      UPDATE_MENU,
      { id, menuId, data: { format: 'HTML', notScrapeableReason: 'CAPTCHA' } },
      'admin',
    );
    expect(html).toMatchObject({ format: 'HTML', notScrapeableReason: null, status: 'NEW', menuScrapingClusterId: clusterId });
  });

  it('takes the menu out of the cluster for a format other than HTML or HTML_NOT_SCRAPEABLE (a lead among the removed leads)', async () => {
    const lead = await insertMenu({ menu_scraping_cluster_id: clusterId, scraping_cluster_role: 'LEAD' });
    const { updateMenuScrapingClusterMenu: pdf } = await ok<{ updateMenuScrapingClusterMenu: ClusterMenu }>(UPDATE_MENU, { id, menuId: lead, data: { format: 'PDF' } }, 'assignee');
    expect(pdf).toMatchObject({ format: 'PDF', menuScrapingClusterId: null, scrapingClusterRole: null });
    expect((await clusterEvents(clusterId)).at(-1)).toMatchObject({ type: 'CLUSTER_UNATTACH', sub_type: 'MENU_FORMAT', data: { menuId: lead, leftCluster: true } });
    const [{ count }] = await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM menu_scraping_cluster_removed_leads WHERE menu_scraping_cluster_id = $1 AND menu_id = $2', [clusterId, lead]);
    expect(count).toBe(1);
  });

  it('refuses an unknown format and a menu outside the cluster, writing nothing', async () => {
    const menuId = await insertMenu({ menu_scraping_cluster_id: clusterId });
    await expectRefused(UPDATE_MENU, { id, menuId, data: { format: 'SPREADSHEET' } }, 'assignee', 'VALIDATION');
    const outside = await insertMenu();
    await expectRefused(UPDATE_MENU, { id, menuId: outside, data: { format: 'HTML' } }, 'assignee', 'VALIDATION', `Menu ${outside} is not in cluster ${clusterId}.`);
  });
});

describe('resetMenuScrapingClusterMenus', () => {
  it('resets the cluster\'s menus of one status and scraping status, answering how many, with its event', async () => {
    const resetCluster = await insertCluster({ assigned_to_id: users.assignee });
    const target = [
      await insertMenu({ menu_scraping_cluster_id: resetCluster, status: 'SCRAPED', scraping_status: 'ERROR' }),
      await insertMenu({ menu_scraping_cluster_id: resetCluster, status: 'SCRAPED', scraping_status: 'ERROR' }),
    ];
    const otherScraping = await insertMenu({ menu_scraping_cluster_id: resetCluster, status: 'SCRAPED', scraping_status: 'SUCCESS' });
    const outside = await insertMenu({ status: 'SCRAPED', scraping_status: 'ERROR' });
    const noScraping = await insertMenu({ menu_scraping_cluster_id: resetCluster, status: 'SCRAPED' });
    await expectRefused(RESET, { id: String(resetCluster), status: 'SCRAPED', scraping: 'ERROR' }, 'other', 'FORBIDDEN', CLUSTER_EDIT_FORBIDDEN);
    const { resetMenuScrapingClusterMenus: count } = await ok<{ resetMenuScrapingClusterMenus: number }>(RESET, { id: String(resetCluster), status: 'SCRAPED', scraping: 'ERROR' }, 'assignee');
    expect(count).toBe(2);
    for (const menuId of target) expect(await menuRow(menuId)).toMatchObject({ status: 'NEW', scraping_status: null });
    expect(await menuRow(otherScraping)).toMatchObject({ status: 'SCRAPED', scraping_status: 'SUCCESS' });
    expect(await menuRow(outside)).toMatchObject({ status: 'SCRAPED', scraping_status: 'ERROR' });
    expect((await clusterEvents(resetCluster)).at(-1)).toMatchObject({ type: 'UPDATE', sub_type: 'RESET_MENUS', data: { menuStatus: 'SCRAPED', scrapingStatus: 'ERROR', count: 2 } });
    // No scraping status is a row of its own.
    const { resetMenuScrapingClusterMenus: none } = await ok<{ resetMenuScrapingClusterMenus: number }>(RESET, { id: String(resetCluster), status: 'SCRAPED', scraping: null }, 'admin');
    expect(none).toBe(1);
    expect(await menuRow(noScraping)).toMatchObject({ status: 'NEW', scraping_status: null });
  });

  it('refuses the NEW row without a scraping status, and an unknown status, writing nothing', async () => {
    await insertMenu({ menu_scraping_cluster_id: clusterId, status: 'NEW' });
    await expectRefused(RESET, { id, status: 'NEW', scraping: null }, 'assignee', 'VALIDATION', CLUSTER_MESSAGES.resetNothing);
    await expectRefused(RESET, { id, status: 'NEW' }, 'admin', 'VALIDATION', CLUSTER_MESSAGES.resetNothing);
    await expectRefused(RESET, { id, status: 'FINISHED', scraping: null }, 'assignee', 'VALIDATION');
    // NEW with a scraping status may be reset.
    const menuId = await insertMenu({ menu_scraping_cluster_id: clusterId, status: 'NEW', scraping_status: 'ERROR' });
    expect((await ok<{ resetMenuScrapingClusterMenus: number }>(RESET, { id, status: 'NEW', scraping: 'ERROR' }, 'assignee')).resetMenuScrapingClusterMenus).toBe(1);
    expect(await menuRow(menuId)).toMatchObject({ status: 'NEW', scraping_status: null });
  });
});

describe('excludeMenuFromSimilarMenus and removeMenuFromExcludedMenus', () => {
  it('excludes a similar menu and takes it back, each with its event; refuses another scraper and repeats', async () => {
    const excludeCluster = await insertCluster({ assigned_to_id: users.assignee });
    const signature = freshSignature();
    const lead = await insertMenu({ menu_scraping_cluster_id: excludeCluster, scraping_cluster_role: 'LEAD', platform_id: platformId, url_signature: signature });
    const similar = await insertMenu({ platform_id: platformId, url_signature: signature });
    const cid = String(excludeCluster);
    const similarIds = async () => (await ok<{ menuScrapingClusterSimilarMenus: MenuPage }>(SIMILAR, { id: cid }, 'other')).menuScrapingClusterSimilarMenus.items.map((item) => item.databaseId);
    expect(await similarIds()).toEqual([similar]);

    await expectRefused(EXCLUDE, { id: cid, menuId: similar }, 'other', 'FORBIDDEN', CLUSTER_EDIT_FORBIDDEN);
    const { excludeMenuFromSimilarMenus: excluded } = await ok<{ excludeMenuFromSimilarMenus: ClusterMenu }>(EXCLUDE, { id: cid, menuId: similar }, 'assignee');
    expect(excluded.listedDate).not.toBeNull();
    expect(await similarIds()).toEqual([]);
    const { menuScrapingClusterExcludedMenus: panel } = await ok<{ menuScrapingClusterExcludedMenus: MenuPage }>(EXCLUDED, { id: cid }, 'other');
    expect(panel.items.map((item) => item.databaseId)).toEqual([similar]);
    // Nor in the menus table's similar menus of the lead.
    const { menuScrapingClusterMenus: table } = await ok<{ menuScrapingClusterMenus: MenuPage }>(MENUS, { id: cid, filters: { menuId: lead, showSimilarMenus: true } }, 'other');
    expect(table.items.map((item) => item.databaseId)).toEqual([lead]);
    expect((await clusterEvents(excludeCluster)).at(-1)).toMatchObject({ type: 'UPDATE', sub_type: 'EXCLUDE_FROM_SIMILAR_MENUS', data: { menuId: similar } });
    await expectRefused(EXCLUDE, { id: cid, menuId: similar }, 'assignee', 'VALIDATION', `Menu ${similar} is already excluded from the similar menus of cluster ${excludeCluster}.`);
    await expectRefused(EXCLUDE, { id: cid, menuId: lead }, 'admin', 'VALIDATION', `Menu ${lead} is a lead of cluster ${excludeCluster}: a lead cannot be excluded from its similar menus.`);

    await expectRefused(UNEXCLUDE, { id: cid, menuId: similar }, 'other', 'FORBIDDEN', CLUSTER_EDIT_FORBIDDEN);
    await ok(UNEXCLUDE, { id: cid, menuId: similar }, 'admin');
    expect(await similarIds()).toEqual([similar]);
    expect((await clusterEvents(excludeCluster)).at(-1)).toMatchObject({ sub_type: 'REMOVE_FROM_EXCLUDED_MENUS', user_id: users.admin, data: { menuId: similar } });
    await expectRefused(UNEXCLUDE, { id: cid, menuId: similar }, 'assignee', 'VALIDATION', `Menu ${similar} is not excluded from the similar menus of cluster ${excludeCluster}.`);
  });
});

describe('regenerateComplexMenus', () => {
  it('clears COMPLEX roles (no fingerprints yet) and answers how many are left, with its event; refuses another scraper', async () => {
    const regenerateCluster = await insertCluster({ assigned_to_id: users.assignee });
    const complex = await insertMenu({ menu_scraping_cluster_id: regenerateCluster, scraping_cluster_role: 'COMPLEX' });
    const lead = await insertMenu({ menu_scraping_cluster_id: regenerateCluster, scraping_cluster_role: 'LEAD' });
    const cid = String(regenerateCluster);
    await expectRefused(REGENERATE, { id: cid }, 'other', 'FORBIDDEN', CLUSTER_EDIT_FORBIDDEN);
    expect((await ok<{ regenerateComplexMenus: number }>(REGENERATE, { id: cid }, 'assignee')).regenerateComplexMenus).toBe(0);
    expect((await menuRow(complex)).scraping_cluster_role).toBeNull();
    expect((await menuRow(lead)).scraping_cluster_role).toBe('LEAD');
    expect((await clusterEvents(regenerateCluster)).at(-1)).toMatchObject({ type: 'UPDATE', sub_type: 'REGENERATE_COMPLEX_MENUS', data: { complexMenuCount: 0, clearedMenuIds: [complex] } });
    expect((await ok<{ regenerateComplexMenus: number }>(REGENERATE, { id: cid }, 'admin')).regenerateComplexMenus).toBe(0);
  });
});

describe('updateMenuScrapingClusterOfMenu', () => {
  it('moves a menu between clusters the actor may edit, out of any cluster and into one, with an event on each', async () => {
    const from = await insertCluster({ assigned_to_id: users.assignee });
    const to = await insertCluster({ assigned_to_id: users.assignee });
    const menuId = await insertMenu({ menu_scraping_cluster_id: from, scraping_cluster_role: 'CORE' });
    const { updateMenuScrapingClusterOfMenu: moved } = await ok<{ updateMenuScrapingClusterOfMenu: { menuScrapingClusterId: number } }>(MOVE, { menuId, from, to }, 'assignee');
    expect(moved.menuScrapingClusterId).toBe(to);
    expect(await menuRow(menuId)).toMatchObject({ menu_scraping_cluster_id: to, scraping_cluster_role: null, attached: true });
    expect((await clusterEvents(from)).at(-1)).toMatchObject({ type: 'CLUSTER_UNATTACH', sub_type: 'MOVE_MENU', data: { menuId, toMenuScrapingClusterId: to } });
    expect((await clusterEvents(to)).at(-1)).toMatchObject({ type: 'CLUSTER_ATTACH', sub_type: 'MOVE_MENU', data: { menuId, fromMenuScrapingClusterId: from } });
    const listedRemoved = async (clusterId: number) =>
      (await t.db.query('SELECT 1 FROM menu_scraping_cluster_removed_menus WHERE menu_scraping_cluster_id = $1 AND menu_id = $2', [clusterId, menuId])).length;
    // Moved to another cluster it is not a removal; out of every cluster it is, so the clustering job leaves it out.
    expect(await listedRemoved(from)).toBe(0);
    await ok(MOVE, { menuId, from: to, to: null }, 'assignee');
    expect(await menuRow(menuId)).toMatchObject({ menu_scraping_cluster_id: null, attached: false });
    expect(await listedRemoved(to)).toBe(1);
    await ok(MOVE, { menuId, from: null, to: from }, 'admin');
    expect((await menuRow(menuId)).menu_scraping_cluster_id).toBe(from);
  });

  it('refuses when the actor may not edit either cluster, a stale origin, and no move at all, writing nothing', async () => {
    const mine = await insertCluster({ assigned_to_id: users.assignee });
    const theirs = await insertCluster({ assigned_to_id: users.other });
    const menuId = await insertMenu({ menu_scraping_cluster_id: mine });
    await expectRefused(MOVE, { menuId, from: mine, to: theirs }, 'assignee', 'FORBIDDEN', CLUSTER_EDIT_FORBIDDEN);
    await expectRefused(MOVE, { menuId, from: mine, to: theirs }, 'other', 'FORBIDDEN', CLUSTER_EDIT_FORBIDDEN);
    await expectRefused(MOVE, { menuId, from: null, to: mine }, 'assignee', 'CONFLICT', `Menu ${menuId} is no longer outside every cluster. Reload to see where it is.`);
    await expectRefused(MOVE, { menuId, from: mine, to: mine }, 'assignee', 'VALIDATION', `Menu ${menuId} is already in cluster ${mine}.`);
    await expectRefused(MOVE, { menuId, from: mine, to: 999_999 }, 'admin', 'NOT_FOUND', 'Menu scraping cluster was not found.');
    // The admin may move it anywhere.
    await ok(MOVE, { menuId, from: mine, to: theirs }, 'admin');
    expect((await menuRow(menuId)).menu_scraping_cluster_id).toBe(theirs);
  });
});

describe('cluster history', () => {
  it('is readable with the cluster screens\' permissions and not without them', async () => {
    const EVENTS = 'query($ids: [Int!]) { events(filters: { entityTypes: [MENU_SCRAPING_CLUSTER], entityIds: $ids }) { type message } }';
    const seen = await ok<{ events: { type: string; message: string }[] }>(EVENTS, { ids: [clusterId] }, 'other');
    expect(seen.events.length).toBeGreaterThan(3);
    expect(seen.events.map((event) => event.type)).toContain('CLUSTER_UNATTACH');
    const junior = await t.gql<{ events: unknown[] }>(EVENTS, { ids: [clusterId] }, (await t.signIn('junior@example.com')).accessToken);
    expect(junior.data?.events ?? []).toEqual([]);
  });
});
