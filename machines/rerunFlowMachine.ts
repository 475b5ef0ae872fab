// A cluster's rerun flow (spec 3, section 4; DESIGN.md section 5, "The rerun flow"; docs/clusters.md, "The rerun flow"):
// PREPARATION -> TEMPLATE_VALIDATION -> SCRAPING -> CLEANUP -> DONE, one machine for the API's decisions and the SPA's
// buttons. No I/O: the API restores the machine from the stored flow and the cluster's counts, asks whether an event is
// allowed (each refusal is the message a person sees, as machines/taskRules.ts does), then writes what it answers.
// Who may press the buttons at all (the assignee or an admin) is machines/clusterRules.ts' clusterEditRefusal, asked first.
import { assign, getNextSnapshot, setup, type SnapshotFrom } from 'xstate';
import { isTemplateEditable, RERUN_STEP_TYPES, type RerunStepType } from './clusterRules';
import type { Refusal } from './taskRules';

export { RERUN_STEP_TYPES, type RerunStepType };

export const RERUN_STEP_LABELS: Record<RerunStepType, string> = {
  PREPARATION: 'Preparation',
  TEMPLATE_VALIDATION: 'Template validation',
  SCRAPING: 'Scraping',
  CLEANUP: 'Cleanup',
  DONE: 'Done',
};

/**
 * The menu statuses that count as "scraped" for the 90% rule: a run produced the whole menu in this flow (the flow's start
 * resets every menu to NEW). PARTIALLY_SCRAPED does not count (parts are missing: CLEANUP deals with it), nor do errors,
 * NOT_SCRAPEABLE or menus still waiting for their run.
 */
export const SCRAPED_MENU_STATUSES = ['SCRAPED', 'APPROVED', 'AUTO_APPROVED', 'SCRAPING_RERUN_SIGNIFICANT_CHANGES'] as const;
/** The scraped menus completing SCRAPING approves (the other scraped statuses are approved already). */
export const MENU_STATUSES_APPROVED_BY_SCRAPING = ['SCRAPED', 'SCRAPING_RERUN_SIGNIFICANT_CHANGES'] as const;

/** The share of the cluster's menus SCRAPING needs scraped before Done (spec 3, section 9). */
export const SCRAPING_DONE_MIN_SCRAPED_PERCENT = 90;

export const RERUN_MESSAGES = {
  templateRequired: 'A scraping template must be set on the cluster before a new rerun flow can start.',
  flowRunning: 'The current rerun flow must be finished before a new one can start.',
  noFlow: 'The cluster has no rerun flow running: start a new rerun flow first.',
  flowFinished: 'The rerun flow is finished: its steps can no longer change.',
  doneHasNoDone: 'The Done step has nothing to complete.',
  notCurrent: (step: RerunStepType) => `The ${RERUN_STEP_LABELS[step].toLowerCase()} step is no longer the current step. Reload to see the flow as it is.`,
  notStarted: (step: RerunStepType) => `The ${RERUN_STEP_LABELS[step].toLowerCase()} step has not started yet: the steps are done in order.`,
  notEnoughScraped: (scraped: number, total: number) =>
    `At least ${SCRAPING_DONE_MIN_SCRAPED_PERCENT}% of the cluster's menus must be scraped before the scraping step is done (${scraped} of ${total} are).`,
  confirmScraping: 'Completing the scraping step approves the scraped menus: please confirm.',
  confirmCleanup: 'Completing the cleanup step finishes the rerun flow, which cannot be undone: please confirm.',
  onlyTemplateValidationRestarts: 'Only the template validation step can be restarted.',
  restartOnlyWhileScraping: 'The template validation step can be restarted only while scraping is the current step.',
} as const;

/**
 * The texts of the flow's dialogs and notices (spec 3, section 8), for the cluster page: the confirmations before Start
 * new rerun flow, Done on SCRAPING and Done on CLEANUP, the failure titles (the server's message is the description) and
 * the success notices.
 */
export const RERUN_FLOW_TEXTS = {
  confirmStartNewFlow: 'All menus attached to the cluster will be reset. Start a new rerun flow?',
  confirmCompleteScraping: 'The scraped menus of the cluster will be approved. Complete the scraping step?',
  confirmCompleteCleanup: 'The rerun flow will be done. This cannot be undone. Complete the cleanup step?',
  startNewFlowFailed: 'Start new rerun flow failed.',
  restartFailed: 'Failed to restart the step.',
  completeFailed: 'Failed to complete the step.',
  newFlowStarted: 'New rerun flow started',
  stepRestarted: 'Step restarted',
  stepCompleted: 'Step completed',
} as const;

/** What the flow's decisions depend on: the cluster's template and menus, and the flow's current step. */
export interface RerunFlowFacts {
  /** The current step; null when the cluster has no flow (it behaves as DONE). */
  currentStep: RerunStepType | null;
  hasTemplate: boolean;
  /** The cluster's live menus. */
  menuCount: number;
  /** Those with a status of SCRAPED_MENU_STATUSES. */
  scrapedMenuCount: number;
}

export type RerunFlowEvent =
  | { type: 'START_NEW_FLOW' }
  | { type: 'COMPLETE'; step: RerunStepType; isConfirmed: boolean }
  | { type: 'RESTART'; step: RerunStepType }
  /** Sessions report how many menus are scraped (no person's button; the API reads the count from the menus). */
  | { type: 'MENUS_SCRAPED'; scrapedMenuCount: number };

const refuse = (type: Refusal['type'], message: string): Refusal => ({ type, message });

/** A flow that is absent or DONE: the cluster may start a new one. */
export const isFlowFinished = (step: RerunStepType | null) => step === null || step === 'DONE';

export function nextStep(step: RerunStepType): RerunStepType | null {
  const at = RERUN_STEP_TYPES.indexOf(step);
  return at < RERUN_STEP_TYPES.length - 1 ? RERUN_STEP_TYPES[at + 1] : null;
}

/** Whether SCRAPING's 90% rule holds: scraped / menus >= 90%, in whole numbers (0 menus: nothing is missing). */
export function hasEnoughScraped(scrapedMenuCount: number, menuCount: number): boolean {
  return scrapedMenuCount * 100 >= menuCount * SCRAPING_DONE_MIN_SCRAPED_PERCENT;
}

/** Which Done asks for confirmation: SCRAPING (it approves the menus) and CLEANUP (irreversible). */
export function completeNeedsConfirmation(step: RerunStepType): boolean {
  return step === 'SCRAPING' || step === 'CLEANUP';
}

/** Start new rerun flow: a template set and no flow running. The page confirms that every menu will be reset. */
export function startNewFlowRefusal(facts: RerunFlowFacts): Refusal | null {
  if (!isFlowFinished(facts.currentStep)) return refuse('CONFLICT', RERUN_MESSAGES.flowRunning);
  if (!facts.hasTemplate) return refuse('VALIDATION', RERUN_MESSAGES.templateRequired);
  return null;
}

/**
 * Done on `step`. Without `isConfirmed` the answer says whether the button is enabled (the SPA then confirms where
 * completeNeedsConfirmation says so); the API passes what the request carried.
 */
export function completeStepRefusal(facts: RerunFlowFacts, step: RerunStepType, isConfirmed = true): Refusal | null {
  if (facts.currentStep === null) return refuse('CONFLICT', RERUN_MESSAGES.noFlow);
  if (step === 'DONE') return refuse('VALIDATION', RERUN_MESSAGES.doneHasNoDone);
  if (facts.currentStep === 'DONE') return refuse('CONFLICT', RERUN_MESSAGES.flowFinished);
  if (RERUN_STEP_TYPES.indexOf(step) > RERUN_STEP_TYPES.indexOf(facts.currentStep)) return refuse('CONFLICT', RERUN_MESSAGES.notStarted(step));
  if (facts.currentStep !== step) return refuse('CONFLICT', RERUN_MESSAGES.notCurrent(step));
  if (step === 'SCRAPING' && !hasEnoughScraped(facts.scrapedMenuCount, facts.menuCount)) {
    return refuse('VALIDATION', RERUN_MESSAGES.notEnoughScraped(facts.scrapedMenuCount, facts.menuCount));
  }
  if (!isConfirmed && step === 'SCRAPING') return refuse('VALIDATION', RERUN_MESSAGES.confirmScraping);
  if (!isConfirmed && step === 'CLEANUP') return refuse('VALIDATION', RERUN_MESSAGES.confirmCleanup);
  return null;
}

/** Restart: only TEMPLATE_VALIDATION, only while SCRAPING is current (it aborts SCRAPING and its sessions in progress). */
export function restartStepRefusal(facts: RerunFlowFacts, step: RerunStepType): Refusal | null {
  if (facts.currentStep === null) return refuse('CONFLICT', RERUN_MESSAGES.noFlow);
  if (step !== 'TEMPLATE_VALIDATION') return refuse('VALIDATION', RERUN_MESSAGES.onlyTemplateValidationRestarts);
  if (facts.currentStep === 'DONE') return refuse('CONFLICT', RERUN_MESSAGES.flowFinished);
  if (facts.currentStep !== 'SCRAPING') return refuse('CONFLICT', RERUN_MESSAGES.restartOnlyWhileScraping);
  return null;
}

/** Why the event is refused in these facts, or null when the machine takes it. */
export function explainRerunRefusal(facts: RerunFlowFacts, event: RerunFlowEvent): Refusal | null {
  switch (event.type) {
    case 'START_NEW_FLOW':
      return startNewFlowRefusal(facts);
    case 'COMPLETE':
      return completeStepRefusal(facts, event.step, event.isConfirmed);
    case 'RESTART':
      return restartStepRefusal(facts, event.step);
    case 'MENUS_SCRAPED':
      return null;
  }
}

/** Where the Done button shows: the current step of a running flow, except DONE. */
export const showsDone = (currentStep: RerunStepType | null, step: RerunStepType) => currentStep === step && step !== 'DONE';
/** Where the Restart button shows: on TEMPLATE_VALIDATION while SCRAPING is current. */
export const showsRestart = (currentStep: RerunStepType | null, step: RerunStepType) => step === 'TEMPLATE_VALIDATION' && currentStep === 'SCRAPING';

/** Spec 3: a step counts as finished if it has a finish date and lies before the current step, or if it is DONE (reached). */
export function isStepFinished(currentStep: RerunStepType | null, step: RerunStepType, finishedDate: string | Date | null): boolean {
  if (currentStep === null) return false;
  if (currentStep === 'DONE') return true;
  return finishedDate !== null && RERUN_STEP_TYPES.indexOf(step) < RERUN_STEP_TYPES.indexOf(currentStep);
}

// Panels of the cluster page by step (spec 3, section 4). The page shows, in this order, the panels the step lists.
export const CLUSTER_PANELS = [
  'MENU_STATUSES',
  'MENUS',
  'SIMILAR_MENUS',
  'REMOVED_MENUS',
  'REMOVED_LEADS',
  'EXCLUDED_MENUS',
  'SESSIONS',
] as const;
export type ClusterPanel = (typeof CLUSTER_PANELS)[number];
/** The session start form a step's sessions panel offers (spec 3, section 5): roles or ids to validate, statuses to scrape. */
export type SessionFormKind = 'ROLES_OR_IDS' | 'STATUSES';

export interface StepPanels {
  panels: readonly ClusterPanel[];
  /** The form the sessions panel offers; null: the panel lists sessions without a start form (or does not show). */
  sessionForm: SessionFormKind | null;
  /** Whether the panels' actions are off (DONE; CLEANUP keeps the per-menu actions that take menus out or fix them). */
  isReadOnly: boolean;
  /** Whether the menus table's per-menu actions (format, not-scrapeable reason, remove) are on. */
  areMenuActionsEnabled: boolean;
}

/**
 * The panels a step shows: PREPARATION reset menus (menu statuses), menus table, attach back (removed menus and leads),
 * excluded and similar menus; TEMPLATE_VALIDATION sessions with the validation form; SCRAPING sessions with the scraping
 * form; CLEANUP mostly read-only (the menus table, whose per-menu actions stay to fix or take out the menus left over,
 * and the sessions read-only); DONE read-only; no flow the menus table only.
 */
export function panelsForStep(step: RerunStepType | null): StepPanels {
  switch (step) {
    case null:
      return { panels: ['MENUS'], sessionForm: null, isReadOnly: true, areMenuActionsEnabled: false };
    case 'PREPARATION':
      return {
        panels: ['MENU_STATUSES', 'MENUS', 'SIMILAR_MENUS', 'REMOVED_MENUS', 'REMOVED_LEADS', 'EXCLUDED_MENUS'],
        sessionForm: null,
        isReadOnly: false,
        areMenuActionsEnabled: true,
      };
    case 'TEMPLATE_VALIDATION':
      return { panels: ['SESSIONS'], sessionForm: 'ROLES_OR_IDS', isReadOnly: false, areMenuActionsEnabled: false };
    case 'SCRAPING':
      return { panels: ['SESSIONS'], sessionForm: 'STATUSES', isReadOnly: false, areMenuActionsEnabled: false };
    case 'CLEANUP':
      return { panels: ['MENU_STATUSES', 'MENUS', 'SESSIONS'], sessionForm: null, isReadOnly: true, areMenuActionsEnabled: true };
    case 'DONE':
      return { panels: ['MENU_STATUSES', 'MENUS', 'SESSIONS'], sessionForm: null, isReadOnly: true, areMenuActionsEnabled: false };
  }
}

export const SESSION_FORM_MESSAGES = {
  ROLES_OR_IDS: 'Sessions by menu roles or ids start only while template validation is the current step.',
  STATUSES: 'Sessions by menu statuses start only while scraping is the current step.',
} as const satisfies Record<SessionFormKind, string>;

/** Starting a cluster session with this form: only in the step whose sessions panel offers it (panelsForStep). */
export function sessionStartRefusal(step: RerunStepType | null, form: SessionFormKind): Refusal | null {
  return panelsForStep(step).sessionForm === form ? null : { type: 'VALIDATION', message: SESSION_FORM_MESSAGES[form] };
}

/** Menu notes: disabled by default, editable while people sort menus (PREPARATION, TEMPLATE_VALIDATION, CLEANUP). */
export function areMenuNotesEditable(step: RerunStepType | null): boolean {
  return step === 'PREPARATION' || step === 'TEMPLATE_VALIDATION' || step === 'CLEANUP';
}

/** The template field and the expected menu format: only when the flow is absent or DONE (machines/clusterRules.ts). */
export const isClusterTemplateEditable = (step: RerunStepType | null) => isTemplateEditable({ rerunStepType: step });

const allowed = ({ context, event }: { context: RerunFlowFacts; event: RerunFlowEvent }) => explainRerunRefusal(context, event) === null;
const completes = (step: RerunStepType) => ({ context, event }: { context: RerunFlowFacts; event: RerunFlowEvent }) =>
  event.type === 'COMPLETE' && event.step === step && allowed({ context, event });

export const rerunFlowMachine = setup({
  types: {
    context: {} as RerunFlowFacts,
    events: {} as RerunFlowEvent,
    input: {} as RerunFlowFacts,
  },
  actions: {
    // Every menu of the cluster is reset: nothing is scraped any more.
    startNewFlow: assign({ currentStep: 'PREPARATION' as RerunStepType, scrapedMenuCount: 0 }),
    toTemplateValidation: assign({ currentStep: 'TEMPLATE_VALIDATION' as RerunStepType }),
    toScraping: assign({ currentStep: 'SCRAPING' as RerunStepType }),
    toCleanup: assign({ currentStep: 'CLEANUP' as RerunStepType }),
    toDone: assign({ currentStep: 'DONE' as RerunStepType }),
    scraped: assign({ scrapedMenuCount: ({ context, event }) => (event.type === 'MENUS_SCRAPED' ? event.scrapedMenuCount : context.scrapedMenuCount) }),
  },
}).createMachine({
  id: 'rerunFlow',
  context: ({ input }) => input,
  initial: 'restoring',
  on: { MENUS_SCRAPED: { actions: 'scraped' } },
  states: {
    // The stored flow's step decides where the machine starts.
    restoring: {
      always: [
        { guard: ({ context }) => context.currentStep === 'PREPARATION', target: 'PREPARATION' },
        { guard: ({ context }) => context.currentStep === 'TEMPLATE_VALIDATION', target: 'TEMPLATE_VALIDATION' },
        { guard: ({ context }) => context.currentStep === 'SCRAPING', target: 'SCRAPING' },
        { guard: ({ context }) => context.currentStep === 'CLEANUP', target: 'CLEANUP' },
        { guard: ({ context }) => context.currentStep === 'DONE', target: 'DONE' },
        { target: 'noFlow' },
      ],
    },
    /** No flow behaves as DONE: it can start a new one. */
    noFlow: { on: { START_NEW_FLOW: { guard: allowed, target: 'PREPARATION', actions: 'startNewFlow' } } },
    PREPARATION: { on: { COMPLETE: { guard: completes('PREPARATION'), target: 'TEMPLATE_VALIDATION', actions: 'toTemplateValidation' } } },
    TEMPLATE_VALIDATION: { on: { COMPLETE: { guard: completes('TEMPLATE_VALIDATION'), target: 'SCRAPING', actions: 'toScraping' } } },
    SCRAPING: {
      on: {
        // Approves the scraped menus (they stay scraped).
        COMPLETE: { guard: completes('SCRAPING'), target: 'CLEANUP', actions: 'toCleanup' },
        // Aborts SCRAPING and its sessions in progress.
        RESTART: { guard: allowed, target: 'TEMPLATE_VALIDATION', actions: 'toTemplateValidation' },
      },
    },
    CLEANUP: { on: { COMPLETE: { guard: completes('CLEANUP'), target: 'DONE', actions: 'toDone' } } },
    DONE: { on: { START_NEW_FLOW: { guard: allowed, target: 'PREPARATION', actions: 'startNewFlow' } } },
  },
});

export type RerunFlowSnapshot = SnapshotFrom<typeof rerunFlowMachine>;

export function restoreRerunFlow(facts: RerunFlowFacts): RerunFlowSnapshot {
  const value = facts.currentStep ?? 'noFlow';
  return rerunFlowMachine.resolveState({ value, context: facts });
}

export type RerunFlowDecision = { ok: true; facts: RerunFlowFacts } | { ok: false; refusal: Refusal };

/** Applies the event to the facts, or says why it is refused. Pure: no I/O, no clock. */
export function decideRerunFlowEvent(facts: RerunFlowFacts, event: RerunFlowEvent): RerunFlowDecision {
  const snapshot = restoreRerunFlow(facts);
  if (!snapshot.can(event)) {
    return { ok: false, refusal: explainRerunRefusal(facts, event) ?? refuse('CONFLICT', RERUN_MESSAGES.flowFinished) };
  }
  return { ok: true, facts: getNextSnapshot(rerunFlowMachine, snapshot, event).context };
}

export function canRerunFlowEvent(facts: RerunFlowFacts, event: RerunFlowEvent): boolean {
  return restoreRerunFlow(facts).can(event);
}
