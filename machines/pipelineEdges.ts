// The pipeline between task kinds (DESIGN.md section 4): what resolving one task does to the next, with the reopen
// reason each edge sets. Pure: the API reads the facts, asks here, and carries the answer out.
import type { ReopenReason, TaskType, ViewType } from './taskTypes';

export interface ResolvedStep {
  type: TaskType;
  /** The view that was just resolved (brand tasks), or null for menu tasks. */
  resolvedViewType: ViewType | null;
  brand: { rank: 'MASTER' | 'SLAVE' | null; status: 'NEW' | 'INCLUDED' | 'EXCLUDED' };
  /** Every included location already has a place matched at HIGHEST or MANUAL rank (and there is at least one). */
  everyIncludedLocationWellMatched: boolean;
}

export type PipelineEdge =
  /** Make the next brand task workable: create it, make it assignable, or reopen it with the reason when it was done. */
  | { kind: 'openNext'; taskType: TaskType; reopenReason: ReopenReason }
  /** Resolve the next brand task automatically (its work is already done). */
  | { kind: 'autoResolve'; taskType: TaskType; reopenReason: ReopenReason };

export function edgesAfterResolve(step: ResolvedStep): PipelineEdge[] {
  if (step.resolvedViewType !== 'DEFINE') return [];
  if (step.type === 'BRAND_GATEWAY') {
    if (step.brand.rank !== 'MASTER' || step.brand.status !== 'INCLUDED') return [];
    if (step.everyIncludedLocationWellMatched) {
      return [
        { kind: 'autoResolve', taskType: 'BRAND_DEFINITION', reopenReason: 'RESOLVE_BRAND_GATEWAY_TASK' },
        { kind: 'openNext', taskType: 'MENU_DEFINITION', reopenReason: 'RESOLVE_BRAND_DEFINITION_TASK' },
      ];
    }
    return [{ kind: 'openNext', taskType: 'BRAND_DEFINITION', reopenReason: 'RESOLVE_BRAND_GATEWAY_TASK' }];
  }
  if (step.type === 'BRAND_DEFINITION') {
    return [{ kind: 'openNext', taskType: 'MENU_DEFINITION', reopenReason: 'RESOLVE_BRAND_DEFINITION_TASK' }];
  }
  return [];
}

/** The task a person is taken to after resolving: the last task the edges opened, if any. */
export function nextTaskTypeAfter(edges: PipelineEdge[]): TaskType | null {
  const opened = edges.filter((edge) => edge.kind === 'openNext');
  return opened.length ? opened[opened.length - 1].taskType : null;
}

// ---------------------------------------------------------------------------------------------------------------------
// Brand gateway saves and 'Unmark as master': edges to OTHER brands' gateway tasks (the brand being worked is the task
// in hand and is never reopened by its own save).

/** A gateway task to open for another brand: created, made assignable, or reopened with the reason when it was done. */
export interface BrandGatewayEdge {
  brandId: number;
  reopenReason: ReopenReason;
}

/** A brand that stops being a master (its rank changes, it becomes someone's slave, or it is unmarked) and its slaves. */
export interface FormerMaster {
  brandId: number;
  slaveIds: readonly number[];
}

export interface GatewaySaveStep {
  /** The brand whose gateway task is saved. */
  brandId: number;
  /** Brands that stopped being masters in this save (the brand itself, or new slaves that were masters). */
  formerMasters: readonly FormerMaster[];
  /** Slaves detached from the brand (removedSlaveBrandIds). */
  removedSlaveIds: readonly number[];
  /** Brands that received locations moved from this brand. */
  movedToBrandIds: readonly number[];
}

/**
 * The edges of one gateway save, one per brand (the first reason found wins, in this order): the slaves of a brand that
 * stopped being a master are released and reopened with UNMARK_BRAND_AS_MASTER; a slave removed from its master with
 * UNMARK_BRAND_AS_SLAVE; a brand that received locations with LOCATIONS_MOVED_FROM_ANOTHER_BRAND.
 */
export function gatewayEdgesAfterSave(step: GatewaySaveStep): BrandGatewayEdge[] {
  const edges: BrandGatewayEdge[] = [];
  const add = (brandId: number, reopenReason: ReopenReason) => {
    if (brandId !== step.brandId && !edges.some((edge) => edge.brandId === brandId)) edges.push({ brandId, reopenReason });
  };
  for (const master of step.formerMasters) {
    if (master.brandId !== step.brandId) add(master.brandId, 'UNMARK_BRAND_AS_MASTER');
    for (const slaveId of master.slaveIds) add(slaveId, 'UNMARK_BRAND_AS_MASTER');
  }
  for (const slaveId of step.removedSlaveIds) add(slaveId, 'UNMARK_BRAND_AS_SLAVE');
  for (const brandId of step.movedToBrandIds) add(brandId, 'LOCATIONS_MOVED_FROM_ANOTHER_BRAND');
  return edges;
}

/** 'Unmark as master' (no task in hand): the brand's own gateway task and each released slave's, UNMARK_BRAND_AS_MASTER. */
export function gatewayEdgesAfterUnmarkMaster(master: FormerMaster): BrandGatewayEdge[] {
  return [master.brandId, ...master.slaveIds.filter((id) => id !== master.brandId)].map((brandId) => ({ brandId, reopenReason: 'UNMARK_BRAND_AS_MASTER' as const }));
}

// ---------------------------------------------------------------------------------------------------------------------
// Menu definition resolved (DEFINE): the work that follows for each menu of the brand (the brand menu and the included
// locations' own menus).

export interface DefinedMenu {
  menuId: number;
  format: 'HTML' | 'PDF' | 'IMAGE' | 'DOCUMENT' | 'HTML_NOT_SCRAPEABLE' | null;
  /** The status of the menu's newest scraping task, or null when it has none. */
  scrapingTaskStatus: 'NOT_STARTED' | 'STARTED' | 'REOPENED' | 'RESOLVED' | null;
  /** The menu definition task changed the menu's URL or format since its DEFINE view was last resolved. */
  isUrlOrFormatChanged: boolean;
}

export type MenuScrapingEdge =
  /** A scraping task for a menu that has none: NOT_STARTED and assignable. */
  | { kind: 'createScrapingTask'; menuId: number }
  /** The menu's done scraping task reopened: what it scraped is no longer the menu's page. */
  | { kind: 'reopenScrapingTask'; menuId: number; reopenReason: ReopenReason };

/**
 * Why MANUAL_CHANGE: the scraped page changed because a person changed the menu's URL or format on the menu definition
 * task. None of the other reasons fits: the locations did not change, and no scraping outcome (MENU_SCRAPING…) or
 * brand task resolution (RESOLVE_BRAND_…) caused it; SYSTEM_CHANGE is for changes nobody made by hand.
 */
export const MENU_CHANGED_REOPEN_REASON: ReopenReason = 'MANUAL_CHANGE';

/**
 * Each scrapeable menu gets a scraping task unless it has one: a menu without any gets a new one; a done one is reopened
 * when the menu's URL or format changed in this task; an open one is left to its scraper (never a second one). A menu
 * without a format, or HTML_NOT_SCRAPEABLE, gets none.
 */
export function menuScrapingEdgesAfterMenuDefinition(resolvedViewType: ViewType | null, menus: readonly DefinedMenu[]): MenuScrapingEdge[] {
  if (resolvedViewType !== 'DEFINE') return [];
  const edges: MenuScrapingEdge[] = [];
  for (const menu of menus) {
    if (menu.format === null || menu.format === 'HTML_NOT_SCRAPEABLE') continue;
    if (menu.scrapingTaskStatus === null) edges.push({ kind: 'createScrapingTask', menuId: menu.menuId });
    else if (menu.scrapingTaskStatus === 'RESOLVED' && menu.isUrlOrFormatChanged) {
      edges.push({ kind: 'reopenScrapingTask', menuId: menu.menuId, reopenReason: MENU_CHANGED_REOPEN_REASON });
    }
  }
  return edges;
}
