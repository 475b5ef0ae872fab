import { describe, expect, it } from 'vitest';
import { clusterAssignRefusal, clusterEditRefusal, clusterUnassignRefusal, coreMarkingRefusal, isTemplateEditable, RERUN_STEP_TYPES } from './clusterRules';

const admin = { userId: 1, permissions: ['menuScrapingCluster.admin'] };
const scraper = { userId: 2, permissions: ['menuScrapingCluster.assign', 'menuScrapingCluster.unassign'] };
const other = { userId: 3, permissions: ['menuScrapingCluster.assign', 'menuScrapingCluster.unassign'] };
const viewer = { userId: 4, permissions: [] as string[] };

describe('cluster rules', () => {
  it('editing: the assignee or an admin, nobody else', () => {
    const held = { assignedToId: 2, rerunStepType: null };
    expect(clusterEditRefusal(held, scraper)).toBeNull();
    expect(clusterEditRefusal(held, admin)).toBeNull();
    expect(clusterEditRefusal(held, other)?.type).toBe('FORBIDDEN');
    expect(clusterEditRefusal({ assignedToId: null, rerunStepType: null }, scraper)?.type).toBe('FORBIDDEN');
  });

  it('assigning: the assign permission while nobody holds it, or admin', () => {
    expect(clusterAssignRefusal({ assignedToId: null, rerunStepType: null }, scraper)).toBeNull();
    expect(clusterAssignRefusal({ assignedToId: 2, rerunStepType: null }, other)?.type).toBe('FORBIDDEN');
    expect(clusterAssignRefusal({ assignedToId: 2, rerunStepType: null }, admin)).toBeNull();
    expect(clusterAssignRefusal({ assignedToId: null, rerunStepType: null }, viewer)?.type).toBe('FORBIDDEN');
  });

  it('unassigning: the assignee with the unassign permission, or admin', () => {
    const held = { assignedToId: 2, rerunStepType: null };
    expect(clusterUnassignRefusal(held, scraper)).toBeNull();
    expect(clusterUnassignRefusal(held, admin)).toBeNull();
    expect(clusterUnassignRefusal(held, other)?.type).toBe('FORBIDDEN');
    expect(clusterUnassignRefusal(held, { userId: 2, permissions: [] })?.type).toBe('FORBIDDEN');
  });

  it('the template is editable only without a flow or at DONE', () => {
    expect(isTemplateEditable({ rerunStepType: null })).toBe(true);
    expect(RERUN_STEP_TYPES.filter((step) => isTemplateEditable({ rerunStepType: step }))).toEqual(['DONE']);
  });

  it('core marking is refused to LEAD and COMPLEX menus only', () => {
    expect(coreMarkingRefusal('LEAD')?.type).toBe('VALIDATION');
    expect(coreMarkingRefusal('COMPLEX')?.type).toBe('VALIDATION');
    expect(coreMarkingRefusal('CORE')).toBeNull();
    expect(coreMarkingRefusal(null)).toBeNull();
  });
});
