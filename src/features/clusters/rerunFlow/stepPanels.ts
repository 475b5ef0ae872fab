// Which panels the cluster page shows in a rerun flow step, and why their actions are off (spec 3, section 4, "Panels by
// step"; machines/rerunFlowMachine.ts panelsForStep and areMenuNotesEditable). Pure, for ClusterPanels.tsx and its test.
import { areMenuNotesEditable, panelsForStep, type ClusterPanel, type RerunStepType, type SessionFormKind } from '../../../../machines/rerunFlowMachine';

export const MENU_NOTES_LOCKED = 'Menu notes can be edited during the preparation, template validation and cleanup steps of a rerun flow.';

/** Why a step's panels are read-only (the tooltip of every action they disable). */
export function readOnlyStepReason(step: RerunStepType | null): string {
  if (step === null) return 'The cluster has no rerun flow: start a new rerun flow to work on its menus.';
  if (step === 'DONE') return 'The rerun flow is done, so its panels are read-only: start a new rerun flow to work on the menus.';
  if (step === 'CLEANUP') return 'Cleanup is mostly read-only: only the menus table keeps its per-menu actions.';
  return 'The panels are read-only in this step.';
}

export interface StepPanelRefusals {
  /** The panels the page shows, in the machine's order. */
  panels: readonly ClusterPanel[];
  /** The session start form the sessions panel offers (TEMPLATE_VALIDATION, SCRAPING); null: its table alone. */
  sessionForm: SessionFormKind | null;
  /** Why the panels' actions are off (menu statuses, similar, removed and excluded menus); null when on. */
  panelRefusal: string | null;
  /** Why the menus table's per-menu actions are off; null when on. */
  menuActionsRefusal: string | null;
  /** Why menu notes may not change; null when they may. */
  notesRefusal: string | null;
}

/** The step's panels and refusals, the viewer's own refusal (clusterEditRefusal) first. */
export function stepPanelRefusals(step: RerunStepType | null, editRefusal: string | null): StepPanelRefusals {
  const rules = panelsForStep(step);
  return {
    panels: rules.panels,
    sessionForm: rules.sessionForm,
    panelRefusal: editRefusal ?? (rules.isReadOnly ? readOnlyStepReason(step) : null),
    menuActionsRefusal: editRefusal ?? (rules.areMenuActionsEnabled ? null : readOnlyStepReason(step)),
    notesRefusal: editRefusal ?? (areMenuNotesEditable(step) ? null : MENU_NOTES_LOCKED),
  };
}
