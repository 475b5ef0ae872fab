// The pipeline between task kinds (docs/task-lifecycle.md, "Pipeline"): which edges resolving a view opens, with the
// reopen reason of each, and where the person is taken afterwards.
import { describe, expect, it } from 'vitest';
import { edgesAfterResolve, gatewayEdgesAfterSave, gatewayEdgesAfterUnmarkMaster, nextTaskTypeAfter, type GatewaySaveStep, type PipelineEdge, type ResolvedStep } from './pipelineEdges';

const gatewayDefine = (overrides: Partial<ResolvedStep> = {}): ResolvedStep => ({
  type: 'BRAND_GATEWAY',
  resolvedViewType: 'DEFINE',
  brand: { rank: 'MASTER', status: 'INCLUDED' },
  everyIncludedLocationWellMatched: false,
  ...overrides,
});

const OPEN_BRAND_DEFINITION: PipelineEdge = { kind: 'openNext', taskType: 'BRAND_DEFINITION', reopenReason: 'RESOLVE_BRAND_GATEWAY_TASK' };
const OPEN_MENU_DEFINITION: PipelineEdge = { kind: 'openNext', taskType: 'MENU_DEFINITION', reopenReason: 'RESOLVE_BRAND_DEFINITION_TASK' };
const AUTO_RESOLVE_BRAND_DEFINITION: PipelineEdge = { kind: 'autoResolve', taskType: 'BRAND_DEFINITION', reopenReason: 'RESOLVE_BRAND_GATEWAY_TASK' };

describe('brand gateway DEFINE', () => {
  it('opens the brand definition task of an included master brand', () => {
    expect(edgesAfterResolve(gatewayDefine())).toEqual([OPEN_BRAND_DEFINITION]);
  });

  it('resolves brand definition automatically and opens menu definition when every location is well matched', () => {
    expect(edgesAfterResolve(gatewayDefine({ everyIncludedLocationWellMatched: true }))).toEqual([AUTO_RESOLVE_BRAND_DEFINITION, OPEN_MENU_DEFINITION]);
  });

  it('opens nothing for a brand that is not a master, or not included', () => {
    for (const rank of ['SLAVE', null] as const) {
      expect(edgesAfterResolve(gatewayDefine({ brand: { rank, status: 'INCLUDED' }, everyIncludedLocationWellMatched: true }))).toEqual([]);
    }
    for (const status of ['NEW', 'EXCLUDED'] as const) {
      expect(edgesAfterResolve(gatewayDefine({ brand: { rank: 'MASTER', status }, everyIncludedLocationWellMatched: true }))).toEqual([]);
    }
  });

  it('opens nothing after the QC and QQA views', () => {
    for (const resolvedViewType of ['QC', 'QQA'] as const) {
      expect(edgesAfterResolve(gatewayDefine({ resolvedViewType, everyIncludedLocationWellMatched: true }))).toEqual([]);
    }
  });
});

describe('brand definition DEFINE', () => {
  it('opens the menu definition task, whatever the brand', () => {
    const step = gatewayDefine({ type: 'BRAND_DEFINITION', brand: { rank: 'SLAVE', status: 'EXCLUDED' } });
    expect(edgesAfterResolve(step)).toEqual([OPEN_MENU_DEFINITION]);
    expect(edgesAfterResolve({ ...step, resolvedViewType: 'QC' })).toEqual([]);
  });
});

describe('kinds with no edge yet', () => {
  it('opens nothing after menu definition, scraping or dish review', () => {
    expect(edgesAfterResolve(gatewayDefine({ type: 'MENU_DEFINITION', everyIncludedLocationWellMatched: true }))).toEqual([]);
    expect(edgesAfterResolve(gatewayDefine({ type: 'MENU_SCRAPING', resolvedViewType: null }))).toEqual([]);
    expect(edgesAfterResolve(gatewayDefine({ type: 'DISH_REVIEW', resolvedViewType: null }))).toEqual([]);
  });
});

describe('the task a person is taken to next', () => {
  it('is the last task the edges opened, and none when no edge opened one', () => {
    expect(nextTaskTypeAfter([])).toBeNull();
    expect(nextTaskTypeAfter([AUTO_RESOLVE_BRAND_DEFINITION])).toBeNull();
    expect(nextTaskTypeAfter([OPEN_BRAND_DEFINITION])).toBe('BRAND_DEFINITION');
    expect(nextTaskTypeAfter([AUTO_RESOLVE_BRAND_DEFINITION, OPEN_MENU_DEFINITION])).toBe('MENU_DEFINITION');
    expect(nextTaskTypeAfter([OPEN_BRAND_DEFINITION, OPEN_MENU_DEFINITION, AUTO_RESOLVE_BRAND_DEFINITION])).toBe('MENU_DEFINITION');
  });
});

describe('brand gateway save and unmark as master', () => {
  const step = (overrides: Partial<GatewaySaveStep> = {}): GatewaySaveStep => ({ brandId: 1, formerMasters: [], removedSlaveIds: [], movedToBrandIds: [], ...overrides });

  it('opens nothing when no relation or location changed brand', () => {
    expect(gatewayEdgesAfterSave(step())).toEqual([]);
  });

  it('reopens the released slaves of a brand that stopped being a master with UNMARK_BRAND_AS_MASTER, never the brand in hand', () => {
    expect(gatewayEdgesAfterSave(step({ formerMasters: [{ brandId: 1, slaveIds: [5, 6] }] }))).toEqual([
      { brandId: 5, reopenReason: 'UNMARK_BRAND_AS_MASTER' },
      { brandId: 6, reopenReason: 'UNMARK_BRAND_AS_MASTER' },
    ]);
  });

  it('reopens a new slave that was a master, and its own slaves, with UNMARK_BRAND_AS_MASTER', () => {
    expect(gatewayEdgesAfterSave(step({ formerMasters: [{ brandId: 7, slaveIds: [8] }] }))).toEqual([
      { brandId: 7, reopenReason: 'UNMARK_BRAND_AS_MASTER' },
      { brandId: 8, reopenReason: 'UNMARK_BRAND_AS_MASTER' },
    ]);
  });

  it('reopens a removed slave with UNMARK_BRAND_AS_SLAVE and a brand that received locations with LOCATIONS_MOVED_FROM_ANOTHER_BRAND', () => {
    expect(gatewayEdgesAfterSave(step({ removedSlaveIds: [3], movedToBrandIds: [4, 4] }))).toEqual([
      { brandId: 3, reopenReason: 'UNMARK_BRAND_AS_SLAVE' },
      { brandId: 4, reopenReason: 'LOCATIONS_MOVED_FROM_ANOTHER_BRAND' },
    ]);
  });

  it('gives each brand one edge, the first reason found', () => {
    expect(gatewayEdgesAfterSave(step({ formerMasters: [{ brandId: 1, slaveIds: [3] }], removedSlaveIds: [3], movedToBrandIds: [3, 1] }))).toEqual([
      { brandId: 3, reopenReason: 'UNMARK_BRAND_AS_MASTER' },
    ]);
  });

  it('unmarking a master reopens its own gateway task and its slaves', () => {
    expect(gatewayEdgesAfterUnmarkMaster({ brandId: 2, slaveIds: [9] })).toEqual([
      { brandId: 2, reopenReason: 'UNMARK_BRAND_AS_MASTER' },
      { brandId: 9, reopenReason: 'UNMARK_BRAND_AS_MASTER' },
    ]);
  });
});
