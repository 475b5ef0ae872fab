// The cluster page's panels by rerun flow step (spec 3, section 4, "Panels by step"; "Menu notes are disabled by default
// and enabled only in some steps"), and the viewer's own refusal first.
import { describe, expect, it } from 'vitest';
import { MENU_NOTES_LOCKED, readOnlyStepReason, stepPanelRefusals } from './stepPanels';

const NOT_MINE = 'Only the user the cluster is assigned to, or an admin, may change it.';

describe('stepPanelRefusals', () => {
  it('shows the menus table only without a flow, its actions and notes off', () => {
    expect(stepPanelRefusals(null, null)).toEqual({
      panels: ['MENUS'],
      sessionForm: null,
      panelRefusal: readOnlyStepReason(null),
      menuActionsRefusal: readOnlyStepReason(null),
      notesRefusal: MENU_NOTES_LOCKED,
    });
  });

  it('shows every menu panel in preparation (no sessions), all of it on', () => {
    expect(stepPanelRefusals('PREPARATION', null)).toEqual({
      panels: ['MENU_STATUSES', 'MENUS', 'SIMILAR_MENUS', 'REMOVED_MENUS', 'REMOVED_LEADS', 'EXCLUDED_MENUS'],
      sessionForm: null,
      panelRefusal: null,
      menuActionsRefusal: null,
      notesRefusal: null,
    });
  });

  it('shows the sessions panel alone in template validation (roles or ids form) and scraping (statuses form), its actions on', () => {
    expect(stepPanelRefusals('TEMPLATE_VALIDATION', null)).toMatchObject({ panels: ['SESSIONS'], sessionForm: 'ROLES_OR_IDS', panelRefusal: null });
    expect(stepPanelRefusals('SCRAPING', null)).toMatchObject({ panels: ['SESSIONS'], sessionForm: 'STATUSES', panelRefusal: null });
  });

  it('keeps cleanup mostly read-only: the menus table keeps its per-menu actions and notes, Reset menus and the sessions are read-only', () => {
    expect(stepPanelRefusals('CLEANUP', null)).toEqual({
      panels: ['MENU_STATUSES', 'MENUS', 'SESSIONS'],
      sessionForm: null,
      panelRefusal: readOnlyStepReason('CLEANUP'),
      menuActionsRefusal: null,
      notesRefusal: null,
    });
  });

  it('makes DONE read-only', () => {
    expect(stepPanelRefusals('DONE', null)).toEqual({
      panels: ['MENU_STATUSES', 'MENUS', 'SESSIONS'],
      sessionForm: null,
      panelRefusal: readOnlyStepReason('DONE'),
      menuActionsRefusal: readOnlyStepReason('DONE'),
      notesRefusal: MENU_NOTES_LOCKED,
    });
  });

  it("gives the viewer's own refusal before the step's", () => {
    for (const step of [null, 'PREPARATION', 'CLEANUP', 'DONE'] as const) {
      const refusals = stepPanelRefusals(step, NOT_MINE);
      expect([refusals.panelRefusal, refusals.menuActionsRefusal, refusals.notesRefusal]).toEqual([NOT_MINE, NOT_MINE, NOT_MINE]);
    }
  });

  it('says why for each read-only step', () => {
    expect(new Set([readOnlyStepReason(null), readOnlyStepReason('CLEANUP'), readOnlyStepReason('DONE')]).size).toBe(3);
    expect(readOnlyStepReason(null)).toMatch(/no rerun flow/);
    expect(readOnlyStepReason('DONE')).toMatch(/done/);
  });
});
