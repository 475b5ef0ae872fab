// Each transition of the task lifecycle (docs/task-lifecycle.md, "Rules"): what it writes into the stored facts, and
// that the state the machine lands in is the one the stored facts stand for.
import { describe, expect, it } from 'vitest';
import { getNextSnapshot } from 'xstate';
import { ROLE_PERMISSIONS, type RoleName } from '../domain/roles';
import { initialViews } from './reviewViewsMachine';
import {
  canTaskEvent,
  decideTaskEvent,
  explainRefusal,
  newTaskFacts,
  restoreTask,
  stateValueOf,
  taskLifecycleMachine,
  type TaskEvent,
} from './taskLifecycleMachine';
import type { Actor, TaskFacts, TaskType } from './taskTypes';

// Read from the table rather than through permissionsOfRoles: these actors are built while the tests are collected.
const role = (id: number, roleName: RoleName): Actor => ({ id, roleName, permissions: ROLE_PERMISSIONS[roleName] });
const admin = role(1, 'admin');
const definer = role(3, 'definer');
const checker = role(4, 'qualityChecker');
const scraper = role(5, 'juniorScraper');
const reviewer = role(6, 'reviewer');
const at = '2026-11-22T10:00:00.000Z';
const later = '2026-11-23T10:00:00.000Z';

/** Applies an allowed event and checks the machine's state matches the facts it wrote. */
function step(facts: TaskFacts, event: TaskEvent): TaskFacts {
  const snapshot = restoreTask(facts);
  expect(snapshot.can(event), `${event.type} should be allowed`).toBe(true);
  const next = getNextSnapshot(taskLifecycleMachine, snapshot, event);
  expect(next.value).toEqual(stateValueOf(next.context));
  const decision = decideTaskEvent(facts, event);
  expect(decision).toEqual({ ok: true, facts: next.context });
  return next.context;
}
const steps = (facts: TaskFacts, ...events: TaskEvent[]) => events.reduce(step, facts);
const refusalOf = (facts: TaskFacts, event: TaskEvent) => {
  const decision = decideTaskEvent(facts, event);
  return decision.ok ? null : decision.refusal;
};

const assign = (actor: Actor, toUserId = actor.id): TaskEvent => ({ type: 'ASSIGN', actor, toUserId, at });
const resolve = (actor: Actor, when = at): TaskEvent => ({ type: 'RESOLVE', actor, at: when });
const save = (actor: Actor): TaskEvent => ({ type: 'SAVE', actor, at });
const reopen = (actor: Actor, when = later): TaskEvent => ({ type: 'REOPEN', actor, at: when });
const markAwaiting = (actor: Actor, comment: string | null = null): TaskEvent => ({ type: 'MARK_AWAITING', actor, reason: 'MESSY_BRAND', comment, at });

describe('a new task', () => {
  it('starts brand tasks in DEFINE with three views to do, assignable and outside any cluster', () => {
    expect(newTaskFacts('BRAND_GATEWAY')).toEqual({
      type: 'BRAND_GATEWAY',
      status: 'NOT_STARTED',
      assignedToId: null,
      isAssignable: true,
      isAwaiting: false,
      awaitingReason: null,
      awaitingReasonComment: null,
      currentViewType: 'DEFINE',
      views: initialViews(),
      isInScrapingCluster: false,
      resolvedById: null,
      resolvedDate: null,
      reopenedById: null,
      reopenedDate: null,
      reopenReason: null,
      miscVerifiedById: null,
      miscVerifiedDate: null,
      miscVerifiedComment: null,
      miscQcVerifiedById: null,
      miscQcVerifiedDate: null,
      miscQcVerifiedComment: null,
      verification: 'NOT_VERIFIED',
      verifiedById: null,
      verifiedDate: null,
    });
    expect(initialViews()).toEqual([
      { type: 'DEFINE', status: 'NOT_DONE', resolvedById: null, resolvedDate: null },
      { type: 'QC', status: 'NOT_DONE', resolvedById: null, resolvedDate: null },
      { type: 'QQA', status: 'NOT_DONE', resolvedById: null, resolvedDate: null },
    ]);
  });

  it('gives menu scraping and dish review tasks no views', () => {
    for (const type of ['MENU_SCRAPING', 'DISH_REVIEW'] as TaskType[]) {
      expect(newTaskFacts(type)).toMatchObject({ type, currentViewType: null, views: [] });
    }
  });

  it('takes whether it is assignable and clustered from the options', () => {
    expect(newTaskFacts('BRAND_DEFINITION', { isAssignable: false })).toMatchObject({ isAssignable: false, isInScrapingCluster: false });
    expect(newTaskFacts('MENU_SCRAPING', { isInScrapingCluster: true })).toMatchObject({ isAssignable: true, isInScrapingCluster: true });
  });

  it('stands for the not started, unassigned, not awaiting state', () => {
    expect(stateValueOf(newTaskFacts('DISH_REVIEW'))).toEqual({ status: 'notStarted', assignment: 'unassigned', awaiting: 'notAwaiting' });
    expect(stateValueOf({ ...newTaskFacts('DISH_REVIEW'), status: 'REOPENED', assignedToId: 6, isAwaiting: true })).toEqual({
      status: 'reopened',
      assignment: 'assigned',
      awaiting: 'awaiting',
    });
  });
});

describe('nobody acts anonymously', () => {
  const caller = { type: 'FORBIDDEN', message: 'The action has no signed-in user.' };
  const types = ['ASSIGN', 'UNASSIGN', 'START', 'SAVE', 'RESOLVE', 'MARK_AWAITING', 'UNMARK_AWAITING', 'REOPEN', 'MISC_VERIFY', 'MISC_QC_VERIFY'];

  it.each(types)('refuses %s without a caller', (type) => {
    const resolved = { ...newTaskFacts('MENU_SCRAPING'), status: 'RESOLVED' as const, assignedToId: 5, isAwaiting: true };
    const event = { type, toUserId: 5, reason: 'MESSY_BRAND', comment: 'x', at } as unknown as TaskEvent;
    expect(explainRefusal(resolved, event)).toEqual(caller);
    expect(explainRefusal(newTaskFacts('MENU_SCRAPING'), event)).toEqual(caller);
    expect(canTaskEvent(resolved, event)).toBe(false);
  });

  it('lets the pipeline reopen a done task and make a task assignable with no caller', () => {
    const resolved = { ...newTaskFacts('MENU_SCRAPING'), status: 'RESOLVED' as const };
    expect(explainRefusal(resolved, { type: 'SYSTEM_REOPEN', reason: 'SYSTEM_CHANGE', assignToUserId: null, at })).toBeNull();
    expect(explainRefusal(newTaskFacts('BRAND_DEFINITION', { isAssignable: false }), { type: 'MAKE_ASSIGNABLE' })).toBeNull();
  });

  it('refuses a pipeline reopen of a task that is not done', () => {
    expect(refusalOf(newTaskFacts('MENU_SCRAPING'), { type: 'SYSTEM_REOPEN', reason: 'SYSTEM_CHANGE', assignToUserId: 5, at })).toEqual({
      type: 'CONFLICT',
      message: 'Only a done task can be reopened.',
    });
  });

  it('refuses an event the lifecycle does not know', () => {
    const unknown = { type: 'ARCHIVE', actor: admin, at } as unknown as TaskEvent;
    expect(refusalOf(newTaskFacts('MENU_SCRAPING'), unknown)).toEqual({
      type: 'CONFLICT',
      message: 'This action is not possible for the task in its current state.',
    });
  });
});

describe('assignment', () => {
  it('assigns, reassigns and unassigns', () => {
    const mine = step(newTaskFacts('MENU_SCRAPING'), assign(scraper));
    expect(mine.assignedToId).toBe(5);
    expect(step(mine, assign(admin, 42)).assignedToId).toBe(42);
    expect(step(mine, { type: 'UNASSIGN', actor: scraper, at }).assignedToId).toBeNull();
    expect(canTaskEvent(mine, { type: 'UNASSIGN', actor: reviewer, at })).toBe(false);
  });

  it('makes a waiting task assignable, whatever its state', () => {
    const waiting = newTaskFacts('MENU_DEFINITION', { isAssignable: false });
    expect(canTaskEvent(waiting, assign(definer))).toBe(false);
    const assignable = step(waiting, { type: 'MAKE_ASSIGNABLE' });
    expect(assignable).toEqual({ ...waiting, isAssignable: true });
    expect(canTaskEvent(assignable, assign(definer))).toBe(true);
  });
});

describe('start and save', () => {
  it('starts a task on an explicit start or on the first save', () => {
    const assigned = step(newTaskFacts('MENU_SCRAPING'), assign(scraper));
    expect(step(assigned, { type: 'START', actor: scraper, at })).toEqual({ ...assigned, status: 'STARTED' });
    expect(step(assigned, save(scraper))).toEqual({ ...assigned, status: 'STARTED' });
    const started = step(assigned, save(scraper));
    expect(step(started, save(scraper))).toEqual(started);
    expect(refusalOf(started, { type: 'START', actor: scraper, at })).toEqual({ type: 'CONFLICT', message: 'The task has already been started.' });
  });

  it('keeps a reopened task reopened when it is saved', () => {
    const reopened = { ...newTaskFacts('MENU_SCRAPING'), status: 'REOPENED' as const, assignedToId: 5 };
    expect(step(reopened, save(scraper))).toEqual(reopened);
    expect(step(reopened, save(admin)).status).toBe('REOPENED');
  });

  it('refuses saving for a caller who may not work the task', () => {
    const assigned = step(newTaskFacts('MENU_SCRAPING'), assign(scraper));
    expect(canTaskEvent(assigned, save(reviewer))).toBe(false);
    expect(canTaskEvent({ ...assigned, status: 'REOPENED' }, save(reviewer))).toBe(false);
    expect(canTaskEvent({ ...assigned, status: 'STARTED' }, save(reviewer))).toBe(false);
  });
});

describe('resolve', () => {
  it('resolves a menu task at once: who, when, the assignee kept, awaiting cleared', () => {
    const awaiting = steps(newTaskFacts('MENU_SCRAPING'), assign(scraper), markAwaiting(scraper, 'stuck'));
    expect(awaiting).toMatchObject({ isAwaiting: true, awaitingReason: 'MESSY_BRAND', awaitingReasonComment: 'stuck' });
    expect(step(awaiting, resolve(scraper))).toEqual({
      ...awaiting,
      status: 'RESOLVED',
      resolvedById: 5,
      resolvedDate: at,
      isAwaiting: false,
      awaitingReason: null,
      awaitingReasonComment: null,
    });
  });

  it('hands a brand task on from DEFINE to QC: view done, back to not started, unassigned, awaiting cleared', () => {
    for (const status of ['NOT_STARTED', 'STARTED', 'REOPENED'] as const) {
      const inDefine = { ...steps(newTaskFacts('BRAND_GATEWAY'), assign(definer), markAwaiting(definer)), status };
      const handedOn = step(inDefine, resolve(definer));
      expect(handedOn).toEqual({
        ...inDefine,
        status: 'NOT_STARTED',
        assignedToId: null,
        currentViewType: 'QC',
        isAwaiting: false,
        awaitingReason: null,
        awaitingReasonComment: null,
        views: [
          { type: 'DEFINE', status: 'DONE', resolvedById: 3, resolvedDate: at },
          { type: 'QC', status: 'NOT_DONE', resolvedById: null, resolvedDate: null },
          { type: 'QQA', status: 'NOT_DONE', resolvedById: null, resolvedDate: null },
        ],
      });
    }
  });

  it('resolves a brand task in QQA: the task is done and the resolver stays its assignee', () => {
    const inQqa = steps(newTaskFacts('MENU_DEFINITION'), assign(definer), resolve(definer), assign(checker), resolve(checker), assign(checker), save(checker));
    expect(inQqa).toMatchObject({ currentViewType: 'QQA', status: 'STARTED' });
    const done = step(inQqa, resolve(checker, later));
    expect(done).toEqual({
      ...inQqa,
      status: 'RESOLVED',
      resolvedById: 4,
      resolvedDate: later,
      views: [inQqa.views[0], inQqa.views[1], { type: 'QQA', status: 'DONE', resolvedById: 4, resolvedDate: later }],
    });
    expect(done.assignedToId).toBe(4);
  });

  it('refuses resolving for someone who may not, in every open status', () => {
    for (const status of ['NOT_STARTED', 'STARTED', 'REOPENED'] as const) {
      const facts = { ...newTaskFacts('BRAND_GATEWAY'), status, assignedToId: definer.id };
      expect(canTaskEvent(facts, resolve(checker))).toBe(false);
      expect(canTaskEvent({ ...facts, currentViewType: 'QQA' as const }, resolve(definer))).toBe(false);
    }
  });

  it('freezes a done task: no assign, save, resolve or awaiting until it is reopened', () => {
    const done = steps(newTaskFacts('MENU_SCRAPING'), assign(scraper), resolve(scraper));
    const frozen = { type: 'CONFLICT', message: 'This task is done. Reopen it before changing it.' };
    expect(refusalOf(done, assign(admin))).toEqual(frozen);
    expect(refusalOf(done, save(scraper))).toEqual(frozen);
    expect(refusalOf(done, resolve(scraper))).toEqual(frozen);
    expect(refusalOf(done, markAwaiting(scraper))).toEqual(frozen);
  });
});

describe('awaiting', () => {
  it('marks with the trimmed comment, a blank comment stored as none, and unmarks', () => {
    const assigned = step(newTaskFacts('BRAND_GATEWAY'), assign(definer));
    expect(step(assigned, markAwaiting(definer, '  see chat  '))).toEqual({ ...assigned, isAwaiting: true, awaitingReason: 'MESSY_BRAND', awaitingReasonComment: 'see chat' });
    const awaiting = step(assigned, markAwaiting(definer, '   '));
    expect(awaiting.awaitingReasonComment).toBeNull();
    expect(step(awaiting, { type: 'UNMARK_AWAITING', actor: definer, at })).toEqual({ ...assigned, isAwaiting: false, awaitingReason: null, awaitingReasonComment: null });
    expect(canTaskEvent(awaiting, { type: 'UNMARK_AWAITING', actor: scraper, at })).toBe(false);
    expect(canTaskEvent(awaiting, markAwaiting(definer))).toBe(false);
  });

  it('keeps a refused resolve from clearing the awaiting flag', () => {
    const awaiting = steps(newTaskFacts('BRAND_GATEWAY'), assign(definer), markAwaiting(definer));
    expect(canTaskEvent(awaiting, resolve(checker))).toBe(false);
  });
});

describe('reopen', () => {
  const doneBrand = () => steps(newTaskFacts('BRAND_GATEWAY'), assign(definer), resolve(definer), assign(checker), resolve(checker), assign(checker), resolve(checker));

  it('sends a reopened brand task back to DEFINE, unassigned, keeping who resolved each view', () => {
    const done = { ...doneBrand(), verification: 'VERIFIED_IN_DEFAULT_MODE' as const, verifiedById: 4, verifiedDate: at };
    expect(done.status).toBe('RESOLVED');
    expect(step(done, reopen(admin))).toEqual({
      ...done,
      status: 'REOPENED',
      assignedToId: null,
      reopenedById: 1,
      reopenedDate: later,
      reopenReason: 'MANUAL_CHANGE',
      resolvedById: null,
      resolvedDate: null,
      verification: 'NOT_VERIFIED',
      verifiedById: null,
      verifiedDate: null,
      currentViewType: 'DEFINE',
      views: done.views.map((view) => ({ ...view, status: 'NOT_DONE' })),
    });
    expect(done.views.map((view) => view.resolvedById)).toEqual([3, 4, 4]);
  });

  it('keeps the assignee of a reopened scraping task, and its empty views', () => {
    const done = steps(newTaskFacts('MENU_SCRAPING'), assign(scraper), resolve(scraper));
    expect(step(done, reopen(admin))).toMatchObject({ status: 'REOPENED', assignedToId: 5, views: [], currentViewType: null, reopenedById: 1 });
  });

  it('refuses reopening a done task without the permission', () => {
    expect(canTaskEvent(doneBrand(), reopen(definer))).toBe(false);
    expect(canTaskEvent(doneBrand(), reopen(checker))).toBe(true);
  });
});

describe('reopen by the pipeline', () => {
  const doneBrand = () => ({ ...newTaskFacts('BRAND_DEFINITION'), status: 'RESOLVED' as const, assignedToId: 4, resolvedById: 4, resolvedDate: at, currentViewType: 'QQA' as const });

  it('reopens with the edge reason and no person, unassigning a brand task', () => {
    expect(step(doneBrand(), { type: 'SYSTEM_REOPEN', reason: 'RESOLVE_BRAND_GATEWAY_TASK', assignToUserId: null, at: later })).toMatchObject({
      status: 'REOPENED',
      reopenReason: 'RESOLVE_BRAND_GATEWAY_TASK',
      reopenedById: null,
      reopenedDate: later,
      resolvedById: null,
      assignedToId: null,
      currentViewType: 'DEFINE',
    });
  });

  it('assigns the chosen user, whether the task had an assignee or not', () => {
    const event: TaskEvent = { type: 'SYSTEM_REOPEN', reason: 'REJECT_DISH_REVIEW_TASK', assignToUserId: 7, at };
    expect(step(doneBrand(), event).assignedToId).toBe(7);
    expect(step({ ...doneBrand(), assignedToId: null }, event).assignedToId).toBe(7);
  });

  it('keeps the assignee of a scraping task when no user is chosen', () => {
    const done = { ...newTaskFacts('MENU_SCRAPING'), status: 'RESOLVED' as const, assignedToId: 5 };
    expect(step(done, { type: 'SYSTEM_REOPEN', reason: 'MENU_SCRAPING_ERROR', assignToUserId: null, at })).toMatchObject({
      status: 'REOPENED',
      assignedToId: 5,
      reopenReason: 'MENU_SCRAPING_ERROR',
    });
    expect(step({ ...done, assignedToId: null }, { type: 'SYSTEM_REOPEN', reason: 'MENU_SCRAPING_ERROR', assignToUserId: null, at }).assignedToId).toBeNull();
  });

  it('does nothing to a task that is not done', () => {
    expect(canTaskEvent({ ...doneBrand(), status: 'STARTED' }, { type: 'SYSTEM_REOPEN', reason: 'SYSTEM_CHANGE', assignToUserId: 7, at })).toBe(false);
  });
});

describe('miscellaneous verification through the lifecycle', () => {
  it('records the verification and the QC verification of a done task', () => {
    const done = steps(newTaskFacts('DISH_REVIEW'), assign(reviewer), resolve(reviewer));
    const verified = step(done, { type: 'MISC_VERIFY', actor: reviewer, comment: 'ok', at });
    expect(verified).toEqual({ ...done, miscVerifiedById: 6, miscVerifiedDate: at, miscVerifiedComment: 'ok' });
    const qc = step(verified, { type: 'MISC_QC_VERIFY', actor: admin, comment: 'agreed', at: later });
    expect(qc).toEqual({ ...verified, miscQcVerifiedById: 1, miscQcVerifiedDate: later, miscQcVerifiedComment: 'agreed' });
    expect(canTaskEvent(qc, { type: 'MISC_QC_VERIFY', actor: role(2, 'teamLeader'), comment: null, at })).toBe(false);
  });

  it('refuses verification of a task that is not done', () => {
    const open = step(newTaskFacts('DISH_REVIEW'), assign(reviewer));
    expect(refusalOf(open, { type: 'MISC_VERIFY', actor: reviewer, comment: null, at })).toEqual({ type: 'CONFLICT', message: 'Only a done task can be verified.' });
  });
});
