import { describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import { ROLE_PERMISSIONS, type RoleName } from '../domain/roles';
import { decideTaskEvent, newTaskFacts, stateValueOf, taskLifecycleMachine, type TaskEvent } from './taskLifecycleMachine';
import type { Actor, TaskFacts } from './taskTypes';
import { NOT_ASSIGNABLE_MESSAGE } from './taskRules';

// Read from the table rather than through permissionsOfRoles: code run while collecting counts for every test.
const actor = (id: number, roleName: RoleName): Actor => ({ id, roleName, permissions: ROLE_PERMISSIONS[roleName] });
const definer = actor(1, 'definer');
const checker = actor(2, 'qualityChecker');
const admin = actor(3, 'admin');
const scraper = actor(4, 'juniorScraper');
const at = '2026-11-22T10:00:00.000Z';

function apply(facts: TaskFacts, ...events: TaskEvent[]): TaskFacts {
  return events.reduce((current, event) => {
    const decision = decideTaskEvent(current, event);
    if (!decision.ok) throw new Error(`${event.type} refused: ${decision.refusal.message}`);
    return decision.facts;
  }, facts);
}

describe('brand task through its views', () => {
  it('runs DEFINE -> QC -> QQA, handing on and unassigning between teams', () => {
    let task = newTaskFacts('BRAND_GATEWAY');
    task = apply(task, { type: 'ASSIGN', actor: definer, toUserId: 1, at }, { type: 'SAVE', actor: definer, at });
    expect(task.status).toBe('STARTED');
    task = apply(task, { type: 'RESOLVE', actor: definer, at });
    expect(task).toMatchObject({ status: 'NOT_STARTED', assignedToId: null, currentViewType: 'QC' });
    expect(task.views[0]).toMatchObject({ type: 'DEFINE', status: 'DONE', resolvedById: 1, resolvedDate: at });

    const refused = decideTaskEvent(task, { type: 'ASSIGN', actor: definer, toUserId: 1, at });
    expect(refused.ok).toBe(false);

    task = apply(task, { type: 'ASSIGN', actor: checker, toUserId: 2, at }, { type: 'RESOLVE', actor: checker, at });
    expect(task.currentViewType).toBe('QQA');
    task = apply(task, { type: 'ASSIGN', actor: checker, toUserId: 2, at }, { type: 'RESOLVE', actor: checker, at });
    expect(task).toMatchObject({ status: 'RESOLVED', resolvedById: 2, assignedToId: 2 });
    expect(task.views.every((view) => view.status === 'DONE')).toBe(true);

    task = apply(task, { type: 'REOPEN', actor: admin, at });
    expect(task).toMatchObject({ status: 'REOPENED', reopenReason: 'MANUAL_CHANGE', reopenedById: 3, currentViewType: 'DEFINE', assignedToId: null });
  });

  it('refuses assignment of a task that is not assignable yet, with the spec hint', () => {
    const task = newTaskFacts('BRAND_DEFINITION', { isAssignable: false });
    const decision = decideTaskEvent(task, { type: 'ASSIGN', actor: definer, toUserId: 1, at });
    expect(decision).toEqual({ ok: false, refusal: { type: 'CONFLICT', message: NOT_ASSIGNABLE_MESSAGE } });
    expect(apply(task, { type: 'MAKE_ASSIGNABLE' }).isAssignable).toBe(true);
  });

  it('requires a comment for NEED_ASSISTANCE and a reason at all', () => {
    const task = apply(newTaskFacts('MENU_DEFINITION'), { type: 'ASSIGN', actor: definer, toUserId: 1, at });
    const noReason = decideTaskEvent(task, { type: 'MARK_AWAITING', actor: definer, reason: null, comment: null, at });
    expect(noReason.ok ? null : noReason.refusal.message).toBe('Awaiting reason is required');
    const noComment = decideTaskEvent(task, { type: 'MARK_AWAITING', actor: definer, reason: 'NEED_ASSISTANCE', comment: ' ', at });
    expect(noComment.ok ? null : noComment.refusal.message).toBe('Awaiting reason commment is required');
    const awaiting = apply(task, { type: 'MARK_AWAITING', actor: definer, reason: 'NEED_ASSISTANCE', comment: 'Which website?', at });
    expect(awaiting).toMatchObject({ isAwaiting: true, awaitingReason: 'NEED_ASSISTANCE', awaitingReasonComment: 'Which website?' });
    expect(apply(awaiting, { type: 'UNMARK_AWAITING', actor: definer, at })).toMatchObject({ isAwaiting: false, awaitingReason: null });
  });

  it('lets only admins and team leaders work on tasks of clustered menus', () => {
    const task = newTaskFacts('MENU_SCRAPING', { isInScrapingCluster: true });
    expect(decideTaskEvent(task, { type: 'ASSIGN', actor: scraper, toUserId: 4, at }).ok).toBe(false);
    expect(decideTaskEvent(task, { type: 'ASSIGN', actor: admin, toUserId: 3, at }).ok).toBe(true);
  });

  it('lets the assignee of a scraping task reopen it, keeping the assignee and clearing verification', () => {
    let task = apply(newTaskFacts('MENU_SCRAPING'), { type: 'ASSIGN', actor: scraper, toUserId: 4, at }, { type: 'RESOLVE', actor: scraper, at });
    task = { ...task, verification: 'VERIFIED_IN_DEFAULT_MODE', verifiedById: 4, verifiedDate: at };
    task = apply(task, { type: 'REOPEN', actor: scraper, at });
    expect(task).toMatchObject({ status: 'REOPENED', assignedToId: 4, verification: 'NOT_VERIFIED', reopenedById: 4 });
  });

  it('reopens a rejected menu scraping task by the pipeline, assigned to the chosen user', () => {
    const done = apply(newTaskFacts('MENU_SCRAPING'), { type: 'ASSIGN', actor: admin, toUserId: 3, at }, { type: 'RESOLVE', actor: admin, at });
    const reopened = apply(done, { type: 'SYSTEM_REOPEN', reason: 'REJECT_DISH_REVIEW_TASK', assignToUserId: 4, at });
    expect(reopened).toMatchObject({ status: 'REOPENED', reopenReason: 'REJECT_DISH_REVIEW_TASK', reopenedById: null, assignedToId: 4 });
  });

  it('lets only the resolver verify, and only the QC verifier change a QC verification', () => {
    const done = apply(newTaskFacts('DISH_REVIEW'), { type: 'ASSIGN', actor: admin, toUserId: 3, at }, { type: 'RESOLVE', actor: admin, at });
    expect(decideTaskEvent(done, { type: 'MISC_VERIFY', actor: scraper, comment: null, at }).ok).toBe(false);
    const verified = apply(done, { type: 'MISC_VERIFY', actor: admin, comment: 'Looks right', at });
    expect(verified.miscVerifiedComment).toBe('Looks right');
    const teamLeader = actor(5, 'teamLeader');
    const qc = apply(verified, { type: 'MISC_QC_VERIFY', actor: teamLeader, comment: 'Agreed', at });
    expect(qc.miscQcVerifiedById).toBe(5);
    expect(decideTaskEvent(qc, { type: 'MISC_QC_VERIFY', actor: admin, comment: 'Mine now', at }).ok).toBe(false);
  });
});

describe('model: every reachable state keeps the stored facts and the machine in step', () => {
  const events: TaskEvent[] = [
    { type: 'ASSIGN', actor: definer, toUserId: 1, at },
    { type: 'ASSIGN', actor: checker, toUserId: 2, at },
    { type: 'UNASSIGN', actor: admin, at },
    { type: 'START', actor: definer, at },
    { type: 'SAVE', actor: definer, at },
    { type: 'RESOLVE', actor: definer, at },
    { type: 'RESOLVE', actor: checker, at },
    { type: 'MARK_AWAITING', actor: definer, reason: 'MESSY_BRAND', comment: null, at },
    // Someone else's task is flagged by a task admin only.
    { type: 'MARK_AWAITING', actor: admin, reason: 'MESSY_BRAND', comment: null, at },
    { type: 'UNMARK_AWAITING', actor: definer, at },
    { type: 'REOPEN', actor: admin, at },
  ];
  // The walk runs inside the tests, not at collection time: code run while collecting counts for every test, so the
  // mutation run would have to rerun the whole suite for each mutant of the machine.
  const shortestPaths = () => createTestModel(taskLifecycleMachine.provide({}), { events }).getShortestPaths({ input: newTaskFacts('BRAND_GATEWAY') } as never);

  it('reaches the resolved and reopened states', () => {
    const statuses = new Set(shortestPaths().map((path) => path.state.context.status));
    expect([...statuses].sort()).toEqual(['NOT_STARTED', 'REOPENED', 'RESOLVED', 'STARTED']);
  });

  it('keeps the state value and the stored facts in step along every shortest path', async () => {
    const paths = shortestPaths();
    expect(paths.length).toBeGreaterThan(100);
    for (const path of paths) {
      await path.test({
        states: {
          '*': (snapshot) => {
            expect(snapshot.value, path.description).toEqual(stateValueOf(snapshot.context));
          },
        },
      });
    }
  });
});
