// Menu scraping clusters through the real endpoint (spec 3, sections 2-4, 6 and 7): the clusters list's filters and
// sorts, one cluster with its figures, the cluster menus table's filters and sorts, the panels; and for every write, the
// assignee, another scraper and an admin, each refusal's message, a stale save, and bad input that writes nothing.
// Fixtures are straight SQL: clusters, and menus with their platform and URL signature.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CLUSTER_ASSIGN_FORBIDDEN,
  CLUSTER_EDIT_FORBIDDEN,
  CLUSTER_TEMPLATE_LOCKED,
  CLUSTER_UNASSIGN_FORBIDDEN,
  CORE_REFUSED_ROLE,
} from '../../machines/clusterRules';
import { CLUSTER_MESSAGES } from '../../domain/menuScrapingClusters';
import { ASSIGNEE_NOT_ELIGIBLE, ASSIGN_ONLY_TO_ONESELF } from '../../server/clusters/clusterWrites';

import {
  ASSIGN,
  BASIC,
  COUNTS,
  EXCLUDED,
  GET,
  LIST,
  MENUS,
  REMOVED,
  REMOVED_LEADS,
  SIMILAR,
  UNASSIGN,
  UPDATE,
  ATTACH,
  ATTACH_BACK,
  CORE,
  EXCLUDE,
  MOVE,
  REGENERATE,
  REMOVE,
  RESET,
  UNEXCLUDE,
  UPDATE_MENU,
  clusterEvents,
  clusterSignature,
  expectRefused,
  freshSignature,
  gql,
  insertCluster,
  insertMenu,
  insertTemplate,
  menuRow,
  modifiedDateOf,
  ok,
  otherPlatformId,
  platformId,
  setUpClusterSuite,
  storedState,
  t,
  users,
  type MenuPage,
  type Who,
} from './menuScrapingClustersSupport';

setUpClusterSuite();

describe('who may use clusters', () => {
  it('refuses every operation to a scraper without the template or cluster admin permission, writing nothing', async () => {
    const clusterId = await insertCluster({ assigned_to_id: users.junior });
    const menuId = await insertMenu({ menu_scraping_cluster_id: clusterId });
    const id = String(clusterId);
    const calls: [string, Record<string, unknown>][] = [
      [LIST, {}],
      [BASIC, {}],
      [GET, { id }],
      [MENUS, { id }],
      [COUNTS, { id }],
      [SIMILAR, { id }],
      [REMOVED, { id }],
      [EXCLUDED, { id }],
      [REMOVED_LEADS, { id }],
      [UPDATE, { id, data: { expectedMenuFormat: 'HTML', areWorkingHoursIrrelevant: true } }],
      [ASSIGN, { id, to: String(users.junior) }],
      [UNASSIGN, { id }],
      [MOVE, { menuId, from: clusterId, to: null }],
      [REGENERATE, { id }],
      [REMOVE, { id, menuId }],
      [CORE, { id, menuId }],
      [UPDATE_MENU, { id, menuId, data: { format: 'HTML' } }],
      [RESET, { id, status: 'SCRAPED', scraping: 'SUCCESS' }],
      [ATTACH, { id, menuId }],
      [ATTACH_BACK, { id, menuId }],
      [EXCLUDE, { id, menuId }],
      [UNEXCLUDE, { id, menuId }],
    ];
    for (const [query, variables] of calls) await expectRefused(query, variables, 'junior', 'FORBIDDEN', 'You do not have permission to do this.');
  });
});

describe('menuScrapingClusters (the list)', () => {
  const mine: Record<string, number> = {};
  let listed: (variables: Record<string, unknown>) => Promise<number[]>;

  beforeAll(async () => {
    const validated = await insertTemplate('Bravo layout', 'VALIDATED');
    const confirmed = await insertTemplate('alpha layout', 'CONFIRMED');
    mine.validated = await insertCluster({ menu_scraping_template_id: validated, assigned_to_id: users.assignee, rerun_step_type: 'SCRAPING' });
    mine.confirmed = await insertCluster({ menu_scraping_template_id: confirmed, has_updated_fingerprints: true, rerun_step_type: 'DONE' });
    mine.bare = await insertCluster({ assigned_to_id: users.other });
    // Menus give the counts (kept by the trigger): validated 3 (1 approved), confirmed 1 (1 approved), bare 2 (0 approved).
    for (const [cluster, statuses] of [
      [mine.validated, ['APPROVED', 'NEW', 'SCRAPED']],
      [mine.confirmed, ['AUTO_APPROVED']],
      [mine.bare, ['NEW', 'NEW']],
    ] as const) {
      for (const status of statuses) await insertMenu({ menu_scraping_cluster_id: cluster, status });
    }
    const ids = Object.values(mine);
    listed = async (variables) => {
      const data = await ok<{ menuScrapingClusters: { items: { databaseId: number }[] } }>(LIST, { pageSize: 100, ...variables }, 'assignee');
      return data.menuScrapingClusters.items.map((item) => item.databaseId).filter((id) => ids.includes(id));
    };
  });

  it('keeps each cluster\'s menu and approved menu counts', async () => {
    const rows = await t.db.query<{ id: number; menu_count: number; approved_menu_count: number }>('SELECT id, menu_count, approved_menu_count FROM menu_scraping_clusters WHERE id = ANY($1) ORDER BY id', [
      Object.values(mine),
    ]);
    expect(rows.map((row) => [row.menu_count, row.approved_menu_count])).toEqual([
      [3, 1],
      [1, 1],
      [2, 0],
    ]);
  });

  it('filters by template, its status only with a template, assignment, rerun step and fingerprints', async () => {
    expect(await listed({ filters: { hasTemplate: true } })).toEqual([mine.validated, mine.confirmed]);
    expect(await listed({ filters: { hasTemplate: false } })).toEqual([mine.bare]);
    expect(await listed({ filters: { hasTemplate: true, templateStatus: 'VALIDATED' } })).toEqual([mine.validated]);
    // Without hasTemplate the status filter does not apply (the list enables it only with has template).
    expect(await listed({ filters: { templateStatus: 'VALIDATED' } })).toEqual([mine.validated, mine.confirmed, mine.bare]);
    expect(await listed({ filters: { isAssigned: true } })).toEqual([mine.validated, mine.bare]);
    expect(await listed({ filters: { isAssigned: false } })).toEqual([mine.confirmed]);
    expect(await listed({ filters: { assignedToId: String(users.other) } })).toEqual([mine.bare]);
    expect(await listed({ filters: { rerunStepType: 'NONE' } })).toEqual([mine.bare]);
    expect(await listed({ filters: { rerunStepType: 'SCRAPING' } })).toEqual([mine.validated]);
    expect(await listed({ filters: { hasUpdatedFingerprints: true } })).toEqual([mine.confirmed]);
    expect(await listed({ filters: { hasUpdatedFingerprints: false, isAssigned: true } })).toEqual([mine.validated, mine.bare]);
  });

  it('sorts by id, menu count, approved menu count, template name and template status, either way', async () => {
    expect(await listed({})).toEqual([mine.validated, mine.confirmed, mine.bare]);
    expect(await listed({ sortingCriterion: 'ID', sortingOrder: 'desc' })).toEqual([mine.bare, mine.confirmed, mine.validated]);
    expect(await listed({ sortingCriterion: 'MENU_COUNT', sortingOrder: 'desc' })).toEqual([mine.validated, mine.bare, mine.confirmed]);
    expect(await listed({ sortingCriterion: 'MENU_COUNT', sortingOrder: 'asc' })).toEqual([mine.confirmed, mine.bare, mine.validated]);
    expect(await listed({ sortingCriterion: 'APPROVED_MENU_COUNT', sortingOrder: 'asc' })).toEqual([mine.bare, mine.validated, mine.confirmed]);
    // Names sort without regard to case; clusters without a template come last either way.
    expect(await listed({ sortingCriterion: 'TEMPLATE_NAME', sortingOrder: 'asc' })).toEqual([mine.confirmed, mine.validated, mine.bare]);
    expect(await listed({ sortingCriterion: 'TEMPLATE_NAME', sortingOrder: 'desc' })).toEqual([mine.validated, mine.confirmed, mine.bare]);
    // Statuses in their lifecycle order: Validated before Confirmed.
    expect(await listed({ sortingCriterion: 'TEMPLATE_STATUS', sortingOrder: 'asc' })).toEqual([mine.validated, mine.confirmed, mine.bare]);
    expect(await listed({ sortingCriterion: 'TEMPLATE_STATUS', sortingOrder: 'desc' })).toEqual([mine.confirmed, mine.validated, mine.bare]);
  });

  it('pages by 10 by default and counts every match', async () => {
    for (let index = 0; index < 9; index++) await insertCluster();
    const data = await ok<{ menuScrapingClusters: { total: number; items: unknown[] } }>(LIST, {}, 'admin');
    const [{ count }] = await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM menu_scraping_clusters');
    expect(data.menuScrapingClusters.total).toBe(count);
    expect(count).toBeGreaterThan(10);
    expect(data.menuScrapingClusters.items).toHaveLength(10);
    const second = await ok<{ menuScrapingClusters: { items: unknown[] } }>(LIST, { page: 2, pageSize: 5 }, 'admin');
    expect(second.menuScrapingClusters.items).toHaveLength(5);
  });

  it('lists every cluster in the basic list with its template name', async () => {
    const data = await ok<{ basicMenuScrapingClusters: { databaseId: number; templateName: string | null }[] }>(BASIC, {}, 'other');
    expect(data.basicMenuScrapingClusters.filter((row) => Object.values(mine).includes(row.databaseId))).toEqual([
      { databaseId: mine.validated, templateName: 'Bravo layout' },
      { databaseId: mine.confirmed, templateName: 'alpha layout' },
      { databaseId: mine.bare, templateName: null },
    ]);
  });
});

describe('menuScrapingCluster (one cluster)', () => {
  it('answers its fields: platforms (its own first), average scraping duration, oldest scraped date, template editability', async () => {
    const template = await insertTemplate('Detail layout', 'OPTIMIZED');
    const master = await insertCluster({ menu_scraping_template_id: template });
    const clusterId = await insertCluster({
      menu_scraping_template_id: template,
      assigned_to_id: users.assignee,
      master_id: master,
      rerun_step_type: 'TEMPLATE_VALIDATION',
      expected_menu_format: 'IMAGE',
    });
    const first = await insertMenu({ menu_scraping_cluster_id: clusterId, scraped_date: '2026-03-01T10:00:00Z', platform_id: otherPlatformId });
    const second = await insertMenu({ menu_scraping_cluster_id: clusterId, scraped_date: '2026-01-15T10:00:00Z', platform_id: platformId });
    await insertMenu({ menu_scraping_cluster_id: clusterId, scraped_date: '2025-01-01T00:00:00Z', is_deleted: true });
    // The latest successful run of each menu counts: 4 s and 7 s (an older 100 s success and a newer error do not).
    const job = (menuId: number, status: string, ms: number) =>
      t.db.query("INSERT INTO scraping_jobs (kind, menu_id, status, scraping_status, duration_ms) VALUES ('HTML_SCRAPING', $1, 'COMPLETED', $2, $3)", [menuId, status, ms]);
    await job(first, 'SUCCESS', 100_000);
    await job(first, 'SUCCESS', 4_000);
    await job(first, 'ERROR', 50_000);
    await job(second, 'SUCCESS', 7_000);

    const { menuScrapingCluster: cluster } = await ok<{ menuScrapingCluster: Record<string, unknown> }>(GET, { id: String(clusterId) }, 'other');
    expect(cluster).toMatchObject({
      databaseId: clusterId,
      assignedTo: { databaseId: users.assignee, name: 'Sam Assignee' },
      menuScrapingTemplate: { databaseId: template, name: 'Detail layout', status: 'OPTIMIZED' },
      platforms: ['Menu Host', 'Another Host'],
      expectedMenuFormat: 'IMAGE',
      areWorkingHoursIrrelevant: false,
      masterId: master,
      masterScrapingCluster: { databaseId: master, templateName: 'Detail layout' },
      menuCount: 2,
      approvedMenuCount: 0,
      averageScrapingDuration: 5.5,
      oldestMenuScrapedDate: '2026-01-15T10:00:00.000Z',
      rerunStepType: 'TEMPLATE_VALIDATION',
      isTemplateEditable: false,
    });
    // By its Relay id too; a cluster that does not exist is null.
    const byGlobalId = await ok<{ menuScrapingCluster: { databaseId: number } }>(GET, { id: cluster.id }, 'admin');
    expect(byGlobalId.menuScrapingCluster.databaseId).toBe(clusterId);
    expect((await ok<{ menuScrapingCluster: null }>(GET, { id: '999999' }, 'admin')).menuScrapingCluster).toBeNull();

    const { menuScrapingCluster: empty } = await ok<{ menuScrapingCluster: Record<string, unknown> }>(GET, { id: String(master) }, 'admin');
    expect(empty).toMatchObject({ platforms: ['Menu Host'], averageScrapingDuration: null, oldestMenuScrapedDate: null, isTemplateEditable: true, assignedTo: null });
  });
});

describe('a cluster\'s menus and panels', () => {
  let clusterId: number;
  const menu: Record<string, number> = {};
  const ids = (page: MenuPage) => page.items.map((item) => item.databaseId);
  const menusOf = async (variables: Record<string, unknown>, who: Who = 'other') =>
    (await ok<{ menuScrapingClusterMenus: MenuPage }>(MENUS, { id: String(clusterId), ...variables }, who)).menuScrapingClusterMenus;

  beforeAll(async () => {
    clusterId = await insertCluster({ assigned_to_id: users.assignee });
    const signature = await clusterSignature(clusterId);
    const leadSignature = freshSignature();
    const inCluster = { menu_scraping_cluster_id: clusterId };
    menu.lead = await insertMenu({ ...inCluster, scraping_cluster_role: 'LEAD', platform_id: platformId, url_signature: leadSignature, scraped_date: '2026-05-01T00:00:00Z', attached_to_scraping_cluster_date: '2026-01-01T00:00:00Z', status: 'APPROVED', scraping_status: 'SUCCESS' });
    menu.core = await insertMenu({ ...inCluster, scraping_cluster_role: 'CORE', platform_id: platformId, url_signature: leadSignature, scraped_date: '2026-04-01T00:00:00Z', attached_to_scraping_cluster_date: '2026-03-01T00:00:00Z', status: 'SCRAPED', scraping_status: 'PARTIAL_SUCCESS' });
    menu.notScrapeable = await insertMenu({ ...inCluster, format: 'HTML_NOT_SCRAPEABLE', not_scrapeable_reason: 'CAPTCHA', status: 'NOT_SCRAPEABLE', attached_to_scraping_cluster_date: '2026-02-01T00:00:00Z' });
    menu.complex = await insertMenu({ ...inCluster, scraping_cluster_role: 'COMPLEX', scraped_date: '2026-06-01T00:00:00Z', attached_to_scraping_cluster_date: '2026-04-01T00:00:00Z', status: 'SCRAPED', scraping_status: 'ERROR' });
    // Outside the cluster: similar to the lead (one standalone, one in another cluster, one excluded), standalone of the cluster's own signature.
    const elsewhere = await insertCluster();
    menu.similarStandalone = await insertMenu({ platform_id: platformId, url_signature: leadSignature });
    menu.similarElsewhere = await insertMenu({ platform_id: platformId, url_signature: leadSignature, menu_scraping_cluster_id: elsewhere });
    menu.similarExcluded = await insertMenu({ platform_id: platformId, url_signature: leadSignature });
    await t.db.query('INSERT INTO menu_scraping_cluster_excluded_menus (menu_scraping_cluster_id, menu_id) VALUES ($1, $2)', [clusterId, menu.similarExcluded]);
    menu.standalone = await insertMenu({ platform_id: signature.platform_id, url_signature: signature.url_signature });
    // Same signature, other platform: neither similar nor standalone.
    await insertMenu({ platform_id: otherPlatformId, url_signature: leadSignature });
  });

  it('lists the cluster\'s menus newest scraped first (never scraped last), oldest first, or by the date they joined', async () => {
    const page = await menusOf({});
    expect(page.total).toBe(4);
    expect(ids(page)).toEqual([menu.complex, menu.lead, menu.core, menu.notScrapeable]);
    expect(ids(await menusOf({ sortingOrder: 'asc' }))).toEqual([menu.notScrapeable, menu.core, menu.lead, menu.complex]);
    expect(ids(await menusOf({ sortingCriterion: 'ATTACHED_DATE' }))).toEqual([menu.complex, menu.core, menu.notScrapeable, menu.lead]);
    expect(ids(await menusOf({ sortingCriterion: 'ATTACHED_DATE', sortingOrder: 'asc' }))).toEqual([menu.lead, menu.notScrapeable, menu.core, menu.complex]);
    expect(page.items[1]).toMatchObject({ scrapingClusterRole: 'LEAD', status: 'APPROVED', scrapingStatus: 'SUCCESS', format: 'HTML', menuScrapingClusterId: clusterId, listedDate: null });
    expect(page.items[3]).toMatchObject({ format: 'HTML_NOT_SCRAPEABLE', notScrapeableReason: 'CAPTCHA', status: 'NOT_SCRAPEABLE', scrapingStatus: null });
    const paged = await menusOf({ pageSize: 3, page: 2 });
    expect([paged.total, ids(paged)]).toEqual([4, [menu.notScrapeable]]);
  });

  it('filters by menu id, formats, statuses, scraping statuses, roles and not-scrapeable reasons', async () => {
    expect(ids(await menusOf({ filters: { menuId: menu.core } }))).toEqual([menu.core]);
    expect(ids(await menusOf({ filters: { menuId: menu.standalone } }))).toEqual([]);
    expect(ids(await menusOf({ filters: { menuFormats: ['HTML_NOT_SCRAPEABLE'] } }))).toEqual([menu.notScrapeable]);
    expect(ids(await menusOf({ filters: { menuStatuses: ['SCRAPED'] } }))).toEqual([menu.complex, menu.core]);
    expect(ids(await menusOf({ filters: { scrapingStatuses: ['SUCCESS', 'ERROR'] } }))).toEqual([menu.complex, menu.lead]);
    expect(ids(await menusOf({ filters: { scrapingClusterRoles: ['LEAD', 'CORE'] } }))).toEqual([menu.lead, menu.core]);
    expect(ids(await menusOf({ filters: { menuNotScrapeableReasons: ['CAPTCHA'] } }))).toEqual([menu.notScrapeable]);
    expect(ids(await menusOf({ filters: { menuNotScrapeableReasons: ['PAGINATION'] } }))).toEqual([]);
    expect(ids(await menusOf({ filters: { menuStatuses: ['SCRAPED'], scrapingClusterRoles: ['CORE'] } }))).toEqual([menu.core]);
  });

  it('shows a lead\'s similar menus (in the cluster or in none, not excluded) and standalone menus of the cluster\'s signatures', async () => {
    const similar = await menusOf({ filters: { menuId: menu.lead, showSimilarMenus: true } });
    expect(ids(similar).sort((a, b) => a - b)).toEqual([menu.lead, menu.core, menu.similarStandalone].sort((a, b) => a - b));
    const standalone = await menusOf({ filters: { showStandaloneMenus: true } });
    expect(ids(standalone).sort((a, b) => a - b)).toEqual([menu.similarStandalone, menu.similarExcluded, menu.standalone].sort((a, b) => a - b));
    expect(ids(await menusOf({ filters: { showStandaloneMenus: true, menuFormats: ['PDF'] } }))).toEqual([]);

    for (const filters of [{ menuId: menu.core, showSimilarMenus: true }, { showSimilarMenus: true }]) {
      const refused = await gql(MENUS, { id: String(clusterId), filters }, 'other');
      expect(refused.errors?.[0]).toMatchObject({ message: CLUSTER_MESSAGES.showSimilarNeedsLead, extensions: { type: 'VALIDATION' } });
    }
    const refused = await gql(MENUS, { id: String(clusterId), filters: { menuId: menu.core, showStandaloneMenus: true } }, 'other');
    expect(refused.errors?.[0]).toMatchObject({ message: CLUSTER_MESSAGES.showStandaloneWithMenuId, extensions: { type: 'VALIDATION' } });
  });

  it('counts menus by status and scraping status, largest first', async () => {
    await insertMenu({ menu_scraping_cluster_id: clusterId, status: 'SCRAPED', scraping_status: 'ERROR' });
    const { menuScrapingClusterMenuStatusCounts: counts } = await ok<{ menuScrapingClusterMenuStatusCounts: unknown[] }>(COUNTS, { id: String(clusterId) }, 'other');
    expect(counts).toEqual([
      { menuStatus: 'SCRAPED', scrapingStatus: 'ERROR', count: 2 },
      { menuStatus: 'APPROVED', scrapingStatus: 'SUCCESS', count: 1 },
      { menuStatus: 'NOT_SCRAPEABLE', scrapingStatus: null, count: 1 },
      { menuStatus: 'SCRAPED', scrapingStatus: 'PARTIAL_SUCCESS', count: 1 },
    ]);
  });

  it('lists similar menus by a lead\'s signature: not in the cluster, not excluded', async () => {
    const { menuScrapingClusterSimilarMenus: page } = await ok<{ menuScrapingClusterSimilarMenus: MenuPage }>(SIMILAR, { id: String(clusterId) }, 'other');
    expect([page.total, ids(page)]).toEqual([2, [menu.similarStandalone, menu.similarElsewhere]]);
    const { menuScrapingClusterExcludedMenus: excluded } = await ok<{ menuScrapingClusterExcludedMenus: MenuPage }>(EXCLUDED, { id: String(clusterId) }, 'other');
    expect(ids(excluded)).toEqual([menu.similarExcluded]);
    expect(excluded.items[0].listedDate).not.toBeNull();
  });

  it('answers NOT_FOUND for the panels of a cluster that does not exist', async () => {
    for (const query of [MENUS, COUNTS, SIMILAR, REMOVED, EXCLUDED, REMOVED_LEADS]) {
      const result = await gql(query, { id: '999999' }, 'admin');
      expect(result.errors?.[0]).toMatchObject({ message: 'Menu scraping cluster was not found.', extensions: { type: 'NOT_FOUND' } });
    }
  });
});

describe('updateMenuScrapingCluster', () => {
  let clusterId: number;
  let templateA: number;
  let templateB: number;
  const data = (values: Record<string, unknown> = {}) => ({ menuScrapingTemplateId: String(templateA), expectedMenuFormat: 'HTML', areWorkingHoursIrrelevant: false, masterId: null, ...values });

  beforeAll(async () => {
    templateA = await insertTemplate('Template A');
    templateB = await insertTemplate('Template B');
    clusterId = await insertCluster({ assigned_to_id: users.assignee, menu_scraping_template_id: templateA });
  });

  it('saves for the assignee, with its event; another scraper is refused with the rule\'s message and nothing is written', async () => {
    await expectRefused(UPDATE, { id: String(clusterId), data: data({ areWorkingHoursIrrelevant: true }) }, 'other', 'FORBIDDEN', CLUSTER_EDIT_FORBIDDEN);
    const expected = await modifiedDateOf(clusterId);
    const { updateMenuScrapingCluster: saved } = await ok<{ updateMenuScrapingCluster: Record<string, unknown> }>(
      UPDATE,
      { id: String(clusterId), data: data({ areWorkingHoursIrrelevant: true, expectedMenuFormat: 'DOCUMENT' }), expected },
      'assignee',
    );
    expect(saved).toMatchObject({ areWorkingHoursIrrelevant: true, expectedMenuFormat: 'DOCUMENT', modifiedBy: { name: 'Sam Assignee' } });
    expect(saved.modifiedDate).not.toBe(expected);
    const events = await clusterEvents(clusterId);
    expect(events.at(-1)).toMatchObject({ type: 'UPDATE', user_id: users.assignee, data: { changes: { areWorkingHoursIrrelevant: { from: false, to: true }, expectedMenuFormat: { from: 'HTML', to: 'DOCUMENT' } } } });
  });

  it('saves for an admin who does not hold the cluster; the same values again change nothing', async () => {
    const { updateMenuScrapingCluster: saved } = await ok<{ updateMenuScrapingCluster: { areWorkingHoursIrrelevant: boolean; modifiedDate: string } }>(
      UPDATE,
      { id: String(clusterId), data: data({ areWorkingHoursIrrelevant: false }) },
      'admin',
    );
    expect(saved.areWorkingHoursIrrelevant).toBe(false);
    const before = await storedState();
    await ok(UPDATE, { id: String(clusterId), data: data({ areWorkingHoursIrrelevant: false }), expected: saved.modifiedDate }, 'admin');
    expect(await storedState()).toEqual(before);
  });

  it('answers CONFLICT to a save based on an older version, writing nothing', async () => {
    const stale = await modifiedDateOf(clusterId);
    await ok(UPDATE, { id: String(clusterId), data: data({ areWorkingHoursIrrelevant: true }), expected: stale }, 'assignee');
    await expectRefused(UPDATE, { id: String(clusterId), data: data({ areWorkingHoursIrrelevant: false }), expected: stale }, 'assignee', 'CONFLICT');
  });

  it('resets the statuses of the cluster\'s menus when the template changes (a not-scrapeable menu stays NOT_SCRAPEABLE)', async () => {
    const scraped = await insertMenu({ menu_scraping_cluster_id: clusterId, status: 'APPROVED', scraping_status: 'SUCCESS' });
    const notScrapeable = await insertMenu({ menu_scraping_cluster_id: clusterId, format: 'HTML_NOT_SCRAPEABLE', not_scrapeable_reason: 'CAPTCHA', status: 'NOT_SCRAPEABLE', scraping_status: 'ERROR' });
    const outside = await insertMenu({ status: 'APPROVED', scraping_status: 'SUCCESS' });
    const { updateMenuScrapingCluster: saved } = await ok<{ updateMenuScrapingCluster: { menuScrapingTemplate: { databaseId: number } } }>(
      UPDATE,
      { id: String(clusterId), data: data({ menuScrapingTemplateId: String(templateB) }) },
      'assignee',
    );
    expect(saved.menuScrapingTemplate.databaseId).toBe(templateB);
    expect(await menuRow(scraped)).toMatchObject({ status: 'NEW', scraping_status: null });
    expect(await menuRow(notScrapeable)).toMatchObject({ status: 'NOT_SCRAPEABLE', scraping_status: null });
    expect(await menuRow(outside)).toMatchObject({ status: 'APPROVED', scraping_status: 'SUCCESS' });
    expect((await clusterEvents(clusterId)).at(-1)).toMatchObject({ type: 'UPDATE', data: { resetMenuCount: 2, changes: { menuScrapingTemplateId: { from: templateA, to: templateB } } } });
    // No template at all is a change too.
    const { updateMenuScrapingCluster: none } = await ok<{ updateMenuScrapingCluster: { menuScrapingTemplate: null } }>(
      UPDATE,
      { id: String(clusterId), data: data({ menuScrapingTemplateId: null }) },
      'assignee',
    );
    expect(none.menuScrapingTemplate).toBeNull();
  });

  it('refuses a template or expected format change while a rerun flow runs, but saves the other fields', async () => {
    const running = await insertCluster({ assigned_to_id: users.assignee, menu_scraping_template_id: templateA, rerun_step_type: 'SCRAPING' });
    await insertMenu({ menu_scraping_cluster_id: running, status: 'APPROVED', scraping_status: 'SUCCESS' });
    await expectRefused(UPDATE, { id: String(running), data: data({ menuScrapingTemplateId: String(templateB) }) }, 'assignee', 'CONFLICT', CLUSTER_TEMPLATE_LOCKED);
    await expectRefused(UPDATE, { id: String(running), data: data({ expectedMenuFormat: 'IMAGE' }) }, 'admin', 'CONFLICT', CLUSTER_TEMPLATE_LOCKED);
    const { updateMenuScrapingCluster: saved } = await ok<{ updateMenuScrapingCluster: { areWorkingHoursIrrelevant: boolean; isTemplateEditable: boolean } }>(
      UPDATE,
      { id: String(running), data: data({ areWorkingHoursIrrelevant: true }) },
      'assignee',
    );
    expect(saved).toEqual({ ...saved, areWorkingHoursIrrelevant: true, isTemplateEditable: false });
    // At DONE the template may change again.
    await t.db.query("UPDATE menu_scraping_clusters SET rerun_step_type = 'DONE' WHERE id = $1", [running]);
    await ok(UPDATE, { id: String(running), data: data({ menuScrapingTemplateId: String(templateB) }) }, 'assignee');
  });

  it('sets and clears the master cluster; refuses itself, a loop and a cluster that does not exist', async () => {
    const master = await insertCluster({ master_id: null });
    const { updateMenuScrapingCluster: saved } = await ok<{ updateMenuScrapingCluster: { masterId: number; masterScrapingCluster: { databaseId: number } } }>(
      UPDATE,
      { id: String(clusterId), data: data({ menuScrapingTemplateId: null, masterId: String(master) }) },
      'assignee',
    );
    expect(saved).toMatchObject({ masterId: master, masterScrapingCluster: { databaseId: master } });
    await expectRefused(UPDATE, { id: String(clusterId), data: data({ menuScrapingTemplateId: null, masterId: String(clusterId) }) }, 'assignee', 'VALIDATION', CLUSTER_MESSAGES.masterIsItself);
    // The master's own master may not be this cluster's sub-cluster (a loop).
    const sub = await insertCluster({ master_id: clusterId });
    await t.db.query('UPDATE menu_scraping_clusters SET assigned_to_id = $2 WHERE id = $1', [master, users.assignee]);
    await expectRefused(UPDATE, { id: String(master), data: data({ menuScrapingTemplateId: null, masterId: String(sub) }) }, 'assignee', 'VALIDATION', CLUSTER_MESSAGES.masterCycle);
    await expectRefused(UPDATE, { id: String(clusterId), data: data({ menuScrapingTemplateId: null, masterId: '999999' }) }, 'assignee', 'VALIDATION', CLUSTER_MESSAGES.masterNotFound);
    const { updateMenuScrapingCluster: cleared } = await ok<{ updateMenuScrapingCluster: { masterId: number | null } }>(
      UPDATE,
      { id: String(clusterId), data: data({ menuScrapingTemplateId: null, masterId: null }) },
      'assignee',
    );
    expect(cleared.masterId).toBeNull();
  });

  it('refuses bad input, writing nothing: a deleted or unknown template, an expected format not offered, a malformed id', async () => {
    const deleted = await insertTemplate('Gone');
    await t.db.query('UPDATE menu_scraping_templates SET deleted_date = now() WHERE id = $1', [deleted]);
    await expectRefused(UPDATE, { id: String(clusterId), data: data({ menuScrapingTemplateId: String(deleted) }) }, 'assignee', 'VALIDATION', CLUSTER_MESSAGES.templateNotFound);
    await expectRefused(UPDATE, { id: String(clusterId), data: data({ menuScrapingTemplateId: '999999' }) }, 'assignee', 'VALIDATION', CLUSTER_MESSAGES.templateNotFound);
    await expectRefused(UPDATE, { id: String(clusterId), data: data({ expectedMenuFormat: 'PDF' }) }, 'assignee', 'VALIDATION');
    await expectRefused(UPDATE, { id: String(clusterId), data: data({ expectedMenuFormat: 'HTML_NOT_SCRAPEABLE' }) }, 'assignee', 'VALIDATION');
    await expectRefused(UPDATE, { id: String(clusterId), data: data({ masterId: 'not an id' }) }, 'assignee', 'VALIDATION');
    await expectRefused(UPDATE, { id: '999999', data: data() }, 'admin', 'NOT_FOUND', 'Menu scraping cluster was not found.');
  });
});

describe('assignMenuScrapingCluster and unassignMenuScrapingCluster', () => {
  it('lets a senior scraper take a free cluster, answering the new modifiedDate, with an ASSIGN event', async () => {
    const clusterId = await insertCluster();
    const { assignMenuScrapingCluster: assigned } = await ok<{ assignMenuScrapingCluster: { modifiedDate: string; cluster: { assignedTo: { databaseId: number }; modifiedDate: string } } }>(
      ASSIGN,
      { id: String(clusterId), to: String(users.assignee) },
      'assignee',
    );
    expect(assigned.cluster.assignedTo.databaseId).toBe(users.assignee);
    expect(assigned.modifiedDate).toBe(assigned.cluster.modifiedDate);
    expect(assigned.modifiedDate).toBe(await modifiedDateOf(clusterId));
    expect((await clusterEvents(clusterId)).at(-1)).toMatchObject({ type: 'ASSIGN', user_id: users.assignee, data: { assignedToId: users.assignee, previousAssignedToId: null } });
  });

  it('refuses another scraper a held cluster, and a scraper assigning someone else; an admin reassigns', async () => {
    const clusterId = await insertCluster({ assigned_to_id: users.assignee });
    await expectRefused(ASSIGN, { id: String(clusterId), to: String(users.other) }, 'other', 'FORBIDDEN', CLUSTER_ASSIGN_FORBIDDEN);
    const free = await insertCluster();
    await expectRefused(ASSIGN, { id: String(free), to: String(users.assignee) }, 'other', 'FORBIDDEN', ASSIGN_ONLY_TO_ONESELF);
    const { assignMenuScrapingCluster: reassigned } = await ok<{ assignMenuScrapingCluster: { cluster: { assignedTo: { databaseId: number } } } }>(
      ASSIGN,
      { id: String(clusterId), to: String(users.other) },
      'admin',
    );
    expect(reassigned.cluster.assignedTo.databaseId).toBe(users.other);
    expect((await clusterEvents(clusterId)).at(-1)).toMatchObject({ type: 'ASSIGN', user_id: users.admin, data: { assignedToId: users.other, previousAssignedToId: users.assignee } });
  });

  it('refuses to assign a person who does not work on clusters, or nobody, writing nothing', async () => {
    const clusterId = await insertCluster();
    await expectRefused(ASSIGN, { id: String(clusterId), to: String(users.junior) }, 'admin', 'VALIDATION', ASSIGNEE_NOT_ELIGIBLE);
    await expectRefused(ASSIGN, { id: String(clusterId), to: '999999' }, 'admin', 'VALIDATION', ASSIGNEE_NOT_ELIGIBLE);
    await expectRefused(ASSIGN, { id: String(clusterId), to: 'nobody' }, 'admin', 'VALIDATION');
    await expectRefused(ASSIGN, { id: '999999', to: String(users.admin) }, 'admin', 'NOT_FOUND');
  });

  it('lets the assignee and an admin unassign, and refuses another scraper', async () => {
    const clusterId = await insertCluster({ assigned_to_id: users.assignee });
    await expectRefused(UNASSIGN, { id: String(clusterId) }, 'other', 'FORBIDDEN', CLUSTER_UNASSIGN_FORBIDDEN);
    const { unassignMenuScrapingCluster: freed } = await ok<{ unassignMenuScrapingCluster: { modifiedDate: string; cluster: { assignedTo: null; modifiedDate: string } } }>(
      UNASSIGN,
      { id: String(clusterId) },
      'assignee',
    );
    expect(freed.cluster.assignedTo).toBeNull();
    expect(freed.modifiedDate).toBe(freed.cluster.modifiedDate);
    expect((await clusterEvents(clusterId)).at(-1)).toMatchObject({ type: 'UNASSIGN', user_id: users.assignee, data: { previousAssignedToId: users.assignee } });
    const held = await insertCluster({ assigned_to_id: users.other });
    await ok(UNASSIGN, { id: String(held) }, 'admin');
    expect((await clusterEvents(held)).at(-1)).toMatchObject({ type: 'UNASSIGN', user_id: users.admin });
    // A cluster nobody holds: the assignee rule refuses a scraper; an admin's unassign changes nothing.
    await expectRefused(UNASSIGN, { id: String(held) }, 'other', 'FORBIDDEN', CLUSTER_UNASSIGN_FORBIDDEN);
    const before = await storedState();
    await ok(UNASSIGN, { id: String(held) }, 'admin');
    expect(await storedState()).toEqual(before);
  });
});

describe('concurrent writes', () => {
  it('gives a free cluster to one of two scrapers assigning it at once; the other is refused', async () => {
    const clusterId = await insertCluster();
    const answers = await Promise.all(
      (['assignee', 'other'] as const).map((who) => gql(ASSIGN, { id: String(clusterId), to: String(users[who]) }, who)),
    );
    expect(answers.filter((answer) => !answer.errors)).toHaveLength(1);
    expect(answers.find((answer) => answer.errors)?.errors?.[0]).toMatchObject({ message: CLUSTER_ASSIGN_FORBIDDEN, extensions: { type: 'FORBIDDEN' } });
    expect((await clusterEvents(clusterId)).filter((event) => event.type === 'ASSIGN')).toHaveLength(1);
  });

  it('saves one of two saves based on the same version; the other is CONFLICT', async () => {
    const clusterId = await insertCluster({ assigned_to_id: users.assignee });
    const expected = await modifiedDateOf(clusterId);
    const answers = await Promise.all(
      ([['assignee', 'IMAGE'], ['admin', 'DOCUMENT']] as const).map(([who, format]) =>
        gql(UPDATE, { id: String(clusterId), data: { expectedMenuFormat: format, areWorkingHoursIrrelevant: false }, expected }, who),
      ),
    );
    expect(answers.filter((answer) => !answer.errors)).toHaveLength(1);
    expect(answers.find((answer) => answer.errors)?.errors?.[0].extensions?.type).toBe('CONFLICT');
    expect((await clusterEvents(clusterId)).filter((event) => event.type === 'UPDATE')).toHaveLength(1);
  });
});
