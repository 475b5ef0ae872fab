// The rerun flow machine's rules, written from spec 3 section 4 (not read back from the machine).
import { describe, expect, it } from 'vitest';
import {
  areMenuNotesEditable,
  canRerunFlowEvent,
  decideRerunFlowEvent,
  isStepFinished,
  panelsForStep,
  RERUN_MESSAGES,
  type RerunFlowFacts,
  type RerunStepType,
} from './rerunFlowMachine';

const facts = (currentStep: RerunStepType | null, over: Partial<RerunFlowFacts> = {}): RerunFlowFacts => ({
  currentStep,
  hasTemplate: true,
  menuCount: 100,
  scrapedMenuCount: 100,
  ...over,
});

describe('rerun flow machine', () => {
  it('runs the five steps in order, Done moving to the next', () => {
    const order: (RerunStepType | null)[] = [null, 'PREPARATION', 'TEMPLATE_VALIDATION', 'SCRAPING', 'CLEANUP', 'DONE'];
    let current = decideRerunFlowEvent(facts(null), { type: 'START_NEW_FLOW' });
    expect(current).toMatchObject({ ok: true, facts: { currentStep: 'PREPARATION', scrapedMenuCount: 0 } });
    for (let i = 1; i < order.length - 1; i++) {
      const step = order[i]!;
      const decision = decideRerunFlowEvent(facts(step), { type: 'COMPLETE', step, isConfirmed: true });
      expect(decision).toMatchObject({ ok: true, facts: { currentStep: order[i + 1] } });
    }
  });

  it('SCRAPING needs 90% of the menus scraped: 89 of 100 refused, 90 allowed', () => {
    expect(decideRerunFlowEvent(facts('SCRAPING', { scrapedMenuCount: 89 }), { type: 'COMPLETE', step: 'SCRAPING', isConfirmed: true })).toEqual({
      ok: false,
      refusal: { type: 'VALIDATION', message: RERUN_MESSAGES.notEnoughScraped(89, 100) },
    });
    expect(canRerunFlowEvent(facts('SCRAPING', { scrapedMenuCount: 90 }), { type: 'COMPLETE', step: 'SCRAPING', isConfirmed: true })).toBe(true);
    expect(canRerunFlowEvent(facts('SCRAPING', { menuCount: 10, scrapedMenuCount: 9 }), { type: 'COMPLETE', step: 'SCRAPING', isConfirmed: true })).toBe(true);
    expect(canRerunFlowEvent(facts('SCRAPING', { menuCount: 11, scrapedMenuCount: 9 }), { type: 'COMPLETE', step: 'SCRAPING', isConfirmed: true })).toBe(false);
  });

  it('SCRAPING and CLEANUP ask for confirmation; the others do not', () => {
    expect(decideRerunFlowEvent(facts('SCRAPING'), { type: 'COMPLETE', step: 'SCRAPING', isConfirmed: false })).toMatchObject({ ok: false, refusal: { message: RERUN_MESSAGES.confirmScraping } });
    expect(decideRerunFlowEvent(facts('CLEANUP'), { type: 'COMPLETE', step: 'CLEANUP', isConfirmed: false })).toMatchObject({ ok: false, refusal: { message: RERUN_MESSAGES.confirmCleanup } });
    expect(canRerunFlowEvent(facts('PREPARATION'), { type: 'COMPLETE', step: 'PREPARATION', isConfirmed: false })).toBe(true);
    expect(canRerunFlowEvent(facts('TEMPLATE_VALIDATION'), { type: 'COMPLETE', step: 'TEMPLATE_VALIDATION', isConfirmed: false })).toBe(true);
  });

  it('a step that is no longer current is a CONFLICT (two people clicking Done)', () => {
    expect(decideRerunFlowEvent(facts('TEMPLATE_VALIDATION'), { type: 'COMPLETE', step: 'PREPARATION', isConfirmed: true })).toMatchObject({
      ok: false,
      refusal: { type: 'CONFLICT' },
    });
  });

  it('a step after the current one has not started yet', () => {
    expect(decideRerunFlowEvent(facts('PREPARATION'), { type: 'COMPLETE', step: 'CLEANUP', isConfirmed: true })).toEqual({
      ok: false,
      refusal: { type: 'CONFLICT', message: RERUN_MESSAGES.notStarted('CLEANUP') },
    });
  });

  it('DONE is irreversible: no Done, no Restart; only a new flow', () => {
    for (const step of ['PREPARATION', 'TEMPLATE_VALIDATION', 'SCRAPING', 'CLEANUP', 'DONE'] as const) {
      expect(canRerunFlowEvent(facts('DONE'), { type: 'COMPLETE', step, isConfirmed: true })).toBe(false);
      expect(canRerunFlowEvent(facts('DONE'), { type: 'RESTART', step })).toBe(false);
    }
    expect(canRerunFlowEvent(facts('DONE'), { type: 'START_NEW_FLOW' })).toBe(true);
  });

  it('restarts TEMPLATE_VALIDATION only while SCRAPING is current', () => {
    expect(decideRerunFlowEvent(facts('SCRAPING'), { type: 'RESTART', step: 'TEMPLATE_VALIDATION' })).toMatchObject({ ok: true, facts: { currentStep: 'TEMPLATE_VALIDATION' } });
    for (const current of ['PREPARATION', 'TEMPLATE_VALIDATION', 'CLEANUP', 'DONE', null] as const) {
      expect(canRerunFlowEvent(facts(current), { type: 'RESTART', step: 'TEMPLATE_VALIDATION' }), String(current)).toBe(false);
    }
    expect(decideRerunFlowEvent(facts('SCRAPING'), { type: 'RESTART', step: 'SCRAPING' })).toMatchObject({ ok: false, refusal: { message: RERUN_MESSAGES.onlyTemplateValidationRestarts } });
  });

  it('starts a new flow only with a template and no flow running; no flow behaves as DONE', () => {
    expect(decideRerunFlowEvent(facts(null, { hasTemplate: false }), { type: 'START_NEW_FLOW' })).toMatchObject({ ok: false, refusal: { message: RERUN_MESSAGES.templateRequired } });
    for (const current of ['PREPARATION', 'TEMPLATE_VALIDATION', 'SCRAPING', 'CLEANUP'] as const) {
      expect(decideRerunFlowEvent(facts(current), { type: 'START_NEW_FLOW' })).toMatchObject({ ok: false, refusal: { message: RERUN_MESSAGES.flowRunning } });
    }
    expect(canRerunFlowEvent(facts(null), { type: 'START_NEW_FLOW' })).toBe(true);
    expect(canRerunFlowEvent(facts(null), { type: 'COMPLETE', step: 'PREPARATION', isConfirmed: true })).toBe(false);
  });

  it('counts a step finished with a finish date before the current step, or every step once DONE', () => {
    expect(isStepFinished('SCRAPING', 'PREPARATION', '2026-01-01')).toBe(true);
    expect(isStepFinished('TEMPLATE_VALIDATION', 'TEMPLATE_VALIDATION', '2026-01-01')).toBe(false);
    expect(isStepFinished('SCRAPING', 'TEMPLATE_VALIDATION', null)).toBe(false);
    expect(isStepFinished('DONE', 'CLEANUP', null)).toBe(true);
    expect(isStepFinished(null, 'PREPARATION', '2026-01-01')).toBe(false);
  });

  it('shows the spec panels per step; notes and the template editable where the rules say', () => {
    expect(panelsForStep(null).panels).toEqual(['MENUS']);
    expect(panelsForStep('PREPARATION').panels).toEqual(['MENU_STATUSES', 'MENUS', 'SIMILAR_MENUS', 'REMOVED_MENUS', 'REMOVED_LEADS', 'EXCLUDED_MENUS']);
    expect(panelsForStep('TEMPLATE_VALIDATION')).toMatchObject({ panels: ['SESSIONS'], sessionForm: 'ROLES_OR_IDS' });
    expect(panelsForStep('SCRAPING')).toMatchObject({ panels: ['SESSIONS'], sessionForm: 'STATUSES' });
    expect(panelsForStep('CLEANUP').isReadOnly).toBe(true);
    expect(panelsForStep('DONE')).toMatchObject({ isReadOnly: true, areMenuActionsEnabled: false, sessionForm: null });
    expect(areMenuNotesEditable(null)).toBe(false);
    expect(areMenuNotesEditable('DONE')).toBe(false);
    expect(areMenuNotesEditable('SCRAPING')).toBe(false);
    expect(areMenuNotesEditable('PREPARATION')).toBe(true);
  });
});
