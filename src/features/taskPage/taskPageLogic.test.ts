import { describe, expect, it } from 'vitest';
import { newTaskFacts } from '../../../machines/taskLifecycleMachine';
import type { Actor, TaskFacts } from '../../../machines/taskTypes';
import {
  afterResolve,
  assignCheckbox,
  assignedTasksLinks,
  frameAvailability,
  listPathWith,
  offersDebugResolve,
  relatedTaskGroups,
  resolveConfirmationText,
  resolveVariables,
  stepState,
  stepTooltip,
  verificationOptions,
  viewBannerText,
} from './taskPageLogic';

const at = '2026-05-01T10:00:00.000Z';
const definer: Actor = {
  id: 7,
  roleName: '',
  permissions: ['brandGatewayTask.resolveDefineView', 'brandGatewayTask.unassign', 'brandGatewayTask.markAwaiting', 'brandGatewayTask.unmarkAwaiting'],
};
const facts = (type: TaskFacts['type'], patch: Partial<TaskFacts> = {}): TaskFacts => ({ ...newTaskFacts(type), ...patch });
const listPath = (type: string) => `/list/${type}`;

describe('frame availability', () => {
  it('follows the task machine: a free task can be assigned, not saved; a resolved one only reopened', () => {
    const free = frameAvailability(facts('BRAND_GATEWAY'), definer, at);
    expect(free.assign).toEqual({ enabled: true, reason: null });
    expect(free.save.enabled).toBe(false);
    expect(free.save.reason).toBeTruthy();
    const mine = frameAvailability(facts('BRAND_GATEWAY', { assignedToId: 7 }), definer, at);
    expect(mine.save.enabled).toBe(true);
    expect(mine.resolve.enabled).toBe(true);
    expect(mine.markAwaiting.enabled).toBe(true);
    const done = frameAvailability(facts('BRAND_GATEWAY', { status: 'RESOLVED', currentViewType: 'QQA' }), definer, at);
    expect(done.assign.enabled).toBe(false);
    expect(done.reopen).toEqual({ enabled: false, reason: 'You do not have permission to reopen this task.' });
  });
  it('explains a task that is not assignable yet with the spec hint', () => {
    expect(frameAvailability(facts('BRAND_DEFINITION', { isAssignable: false }), definer, at).assign.reason).toBe('Task is not ready for assignment in the workflow');
  });
  it('disables everything without a signed-in person', () => {
    expect(Object.values(frameAvailability(facts('DISH_REVIEW'), null, at)).every((state) => !state.enabled)).toBe(true);
  });
  it('ticks the checkbox when the task is mine, and unticking unassigns', () => {
    const available = frameAvailability(facts('BRAND_GATEWAY', { assignedToId: 7 }), definer, at);
    expect(assignCheckbox(facts('BRAND_GATEWAY', { assignedToId: 7 }), definer, available)).toMatchObject({ checked: true, action: 'unassign' });
    expect(assignCheckbox(facts('BRAND_GATEWAY'), definer, available)).toMatchObject({ checked: false, action: 'assign' });
  });
});

describe('views', () => {
  it('names the view in the banner and the resolve question', () => {
    expect(viewBannerText('DEFINE')).toBe('You are in the Define view');
    expect(viewBannerText('QQA')).toBe('You are in the QQA view');
    expect(resolveConfirmationText('DEFINE')).toBe('Are you sure you want to resolve this task? This resolves the define view.');
    expect(resolveConfirmationText('QC')).toContain('quality check view');
    expect(resolveConfirmationText('QQA')).toContain('further quality assurance view');
    expect(resolveConfirmationText(null)).toBe('Are you sure you want to resolve this task?');
  });
  it('tells who completed a step and when (London time), and marks views that need review', () => {
    expect(stepTooltip({ type: 'DEFINE', status: 'DONE', resolvedBy: { name: 'Dana Definer' }, resolvedDate: '2026-01-15T09:30:00Z' })).toBe(
      'Define completed by Dana Definer at 09:30 15 Jan 2026.',
    );
    expect(stepTooltip({ type: 'QC', status: 'NOT_DONE' })).toBe('QC not completed yet.');
    expect(stepTooltip({ type: 'DEFINE', status: 'NEEDS_REVIEW', resolvedBy: { name: 'D' }, resolvedDate: '2026-07-01T09:30:00Z' })).toContain('needs review');
    expect(stepState({ type: 'QC', status: 'NOT_DONE' }, 'QC', 'STARTED')).toBe('current');
    expect(stepState({ type: 'QQA', status: 'NOT_DONE' }, 'QQA', 'RESOLVED')).toBe('todo');
    expect(stepState({ type: 'DEFINE', status: 'NEEDS_REVIEW' }, 'QC', 'STARTED')).toBe('needsReview');
  });
});

describe('related tasks', () => {
  const task = (databaseId: number, type: string, status: string, extra: { isAutoResolved?: boolean; menuId?: number } = {}) => ({
    databaseId,
    type,
    status,
    isAutoResolved: extra.isAutoResolved ?? false,
    menuId: extra.menuId ?? null,
  });
  it('a step without tasks waits for the one before it', () => {
    const groups = relatedTaskGroups({ type: 'BRAND_GATEWAY', databaseId: 1 }, [task(1, 'BRAND_GATEWAY', 'STARTED')]);
    expect(groups.map((group) => [group.type, group.reached, group.tasks.length, group.waitingFor])).toEqual([
      ['BRAND_GATEWAY', true, 1, null],
      ['BRAND_DEFINITION', false, 0, 'BRAND_GATEWAY'],
      ['MENU_DEFINITION', false, 0, 'BRAND_DEFINITION'],
      ['MENU_SCRAPING', false, 0, 'MENU_DEFINITION'],
      ['DISH_REVIEW', false, 0, 'MENU_SCRAPING'],
    ]);
    expect(groups[0].tasks[0]).toMatchObject({ isCurrent: true, path: '/tasks/brand-gateway/1' });
  });
  it('a step with an open task shows it, though the step before is at a later view (NOT_STARTED again), not resolved', () => {
    // The gateway's DEFINE view resolved: the gateway waits at QC (NOT_STARTED) and its brand definition task is open.
    const atGateway = relatedTaskGroups({ type: 'BRAND_GATEWAY', databaseId: 1 }, [task(1, 'BRAND_GATEWAY', 'NOT_STARTED'), task(2, 'BRAND_DEFINITION', 'NOT_STARTED')]);
    expect(atGateway[1]).toMatchObject({ reached: true, waitingFor: null, tasks: [{ databaseId: 2, isCurrent: false }] });
    // Later: the brand definition at QC, the menu definition's DEFINE resolved (at QC too), its scraping tasks open.
    const atScraping = relatedTaskGroups({ type: 'MENU_SCRAPING', databaseId: 4 }, [
      task(1, 'BRAND_GATEWAY', 'RESOLVED'),
      task(2, 'BRAND_DEFINITION', 'NOT_STARTED'),
      task(3, 'MENU_DEFINITION', 'NOT_STARTED'),
      task(4, 'MENU_SCRAPING', 'NOT_STARTED', { menuId: 10 }),
    ]);
    expect(atScraping.slice(0, 4).map((group) => [group.reached, group.tasks.map((related) => related.databaseId)])).toEqual([
      [true, [1]],
      [true, [2]],
      [true, [3]],
      [true, [4]],
    ]);
    expect(atScraping[4]).toMatchObject({ reached: false, waitingFor: 'MENU_SCRAPING' });
  });
  it('follows the pipeline through done steps, with auto-resolved tasks and one scraping task per menu', () => {
    const groups = relatedTaskGroups({ type: 'MENU_SCRAPING', databaseId: 5 }, [
      task(1, 'BRAND_GATEWAY', 'RESOLVED'),
      task(2, 'BRAND_DEFINITION', 'RESOLVED', { isAutoResolved: true }),
      task(3, 'MENU_DEFINITION', 'RESOLVED'),
      task(6, 'MENU_SCRAPING', 'NOT_STARTED', { menuId: 11 }),
      task(5, 'MENU_SCRAPING', 'RESOLVED', { menuId: 10 }),
      task(8, 'DISH_REVIEW', 'NOT_STARTED', { menuId: 10 }),
    ]);
    expect(groups.every((group) => group.reached)).toBe(true);
    expect(groups[1].tasks[0].isAutoResolved).toBe(true);
    expect(groups[3].tasks.map((related) => related.databaseId)).toEqual([5, 6]);
    expect(groups[4].tasks[0]).toMatchObject({ path: '/tasks/dish-review/8', menuId: 10 });
  });
  it('shows a step already under way even before the earlier step is resolved', () => {
    const groups = relatedTaskGroups({ type: 'BRAND_GATEWAY', databaseId: 1 }, [task(1, 'BRAND_GATEWAY', 'NOT_STARTED'), task(2, 'BRAND_DEFINITION', 'STARTED')]);
    expect(groups[1].reached).toBe(true);
  });
});

describe('after resolving', () => {
  it('goes to the next task of the pipeline, with the auto-resolved notice for menu definition', () => {
    expect(afterResolve('BRAND_GATEWAY', { nextTask: { __typename: 'BrandDefinitionTask', databaseId: 4 }, isBrandDefinitionAutoResolved: false }, listPath)).toEqual({
      path: '/tasks/brand-definition/4',
      autoResolvedNotice: false,
    });
    expect(afterResolve('BRAND_GATEWAY', { nextTask: { __typename: 'MenuDefinitionTask', databaseId: 9 }, isBrandDefinitionAutoResolved: true }, listPath)).toEqual({
      path: '/tasks/menu-definition/9',
      autoResolvedNotice: true,
    });
  });
  it('else goes to the list; menu definition returns to the brand gateway list', () => {
    expect(afterResolve('BRAND_GATEWAY', { nextTask: null, isBrandDefinitionAutoResolved: false }, listPath).path).toBe('/list/BRAND_GATEWAY');
    expect(afterResolve('BRAND_DEFINITION', { nextTask: null, isBrandDefinitionAutoResolved: false }, listPath).path).toBe('/list/BRAND_DEFINITION');
    expect(afterResolve('MENU_DEFINITION', { nextTask: null, isBrandDefinitionAutoResolved: false }, listPath).path).toBe('/list/BRAND_GATEWAY');
    expect(afterResolve('MENU_SCRAPING', { nextTask: null, isBrandDefinitionAutoResolved: false }, listPath).path).toBe('/list/MENU_SCRAPING');
    expect(afterResolve('DISH_REVIEW', { nextTask: null, isBrandDefinitionAutoResolved: false }, listPath).path).toBe('/list/DISH_REVIEW');
  });
  it('keeps the list’s remembered filters', () => {
    expect(listPathWith('BRAND_GATEWAY', '?statuses=STARTED&page=2')).toBe('/tasks/brand-gateway?statuses=STARTED&page=2');
    expect(listPathWith('DISH_REVIEW', null)).toBe('/tasks/dish-review');
    expect(listPathWith('DISH_REVIEW', '')).toBe('/tasks/dish-review');
  });
  it('offers debug-mode resolve on HTML scraping tasks only', () => {
    expect(offersDebugResolve('MENU_SCRAPING', 'HTML')).toBe(true);
    expect(offersDebugResolve('MENU_SCRAPING', 'PDF')).toBe(false);
    expect(offersDebugResolve('DISH_REVIEW', 'HTML')).toBe(false);
  });
  it('sends the debug-mode choice with a menu scraping resolve only', () => {
    expect(resolveVariables('MENU_SCRAPING', 'T1', 'v', true)).toEqual({ id: 'T1', expectedModifiedDate: 'v', isDebugModeScraping: true });
    expect(resolveVariables('MENU_SCRAPING', 'T1', 'v', false)).toEqual({ id: 'T1', expectedModifiedDate: 'v', isDebugModeScraping: false });
    expect(resolveVariables('BRAND_GATEWAY', 'T1', 'v', false)).toEqual({ id: 'T1', expectedModifiedDate: 'v' });
  });
});

describe('assignment limit links', () => {
  it('links each task type to the person’s new, in-progress and reopened tasks, with the counts', () => {
    const extensions = {
      type: 'MAX_ASSIGNED_DEFINITION_TASK_LIMIT_REACHED',
      assignedTasks: [
        { taskType: 'BRAND_GATEWAY', counts: { NOT_STARTED: 2, STARTED: 3, REOPENED: 0 } },
        { taskType: 'BRAND_DEFINITION', counts: { NOT_STARTED: 0, STARTED: 1 } },
        { taskType: 'NOT_A_TYPE', counts: {} },
      ],
    };
    expect(assignedTasksLinks(extensions, 7, 'BRAND_GATEWAY')).toEqual([
      { type: 'BRAND_GATEWAY', label: 'Brand gateway', path: '/tasks/brand-gateway?assignedToId=7&statuses=NOT_STARTED,STARTED,REOPENED', counts: 'new 2 · in progress 3 · reopened 0' },
      { type: 'BRAND_DEFINITION', label: 'Brand definition', path: '/tasks/brand-definition?assignedToId=7&statuses=NOT_STARTED,STARTED,REOPENED', counts: 'new 0 · in progress 1 · reopened 0' },
    ]);
  });
  it('falls back to the refused kind when the error carries no list', () => {
    expect(assignedTasksLinks(undefined, 3, 'MENU_DEFINITION')).toEqual([
      { type: 'MENU_DEFINITION', label: 'Menu definition', path: '/tasks/menu-definition?assignedToId=3&statuses=NOT_STARTED,STARTED,REOPENED', counts: null },
    ]);
  });
});

describe('scraping verification', () => {
  const scraper: Actor = { id: 4, roleName: '', permissions: [] };
  const done = facts('MENU_SCRAPING', { status: 'RESOLVED', resolvedById: 4, assignedToId: 4 });
  it('is shown only on done tasks', () => {
    expect(verificationOptions(facts('MENU_SCRAPING'), 'SCRAPED', scraper, at).visible).toBe(false);
  });
  it('is interactive for the resolver only; the current choice is not offered again', () => {
    const mine = verificationOptions(done, 'SCRAPED', scraper, at);
    expect(mine.interactive).toBe(true);
    expect(mine.options.map((option) => [option.label, option.enabled])).toEqual([
      ['Not Verified', false],
      ['Verified - Default', true],
      ['Verified - Debug', true],
    ]);
    const theirs = verificationOptions(done, 'SCRAPED', { ...scraper, id: 5 }, at);
    expect(theirs.interactive).toBe(false);
    expect(theirs.options[1].reason).toBe('Only the person who resolved this task can verify it.');
  });
  it('waits for a scheduled scrape before default-mode verification', () => {
    const options = verificationOptions(done, 'SCRAPE_SCHEDULED', scraper, at).options;
    expect(options[1].enabled).toBe(false);
    expect(options[2].enabled).toBe(true);
  });
});
