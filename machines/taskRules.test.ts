// The refusals of taskRules.ts, one rule at a time: each guard's edge, the order in which the guards answer, and the
// exact message and type a person gets. Written from docs/task-lifecycle.md and spec 1 section 6, not from the code.
import { describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS, type RoleName } from '../domain/roles';
import { newTaskFacts } from './taskLifecycleMachine';
import {
  AWAITING_COMMENT_REQUIRED,
  AWAITING_REASON_REQUIRED,
  NOT_ASSIGNABLE_MESSAGE,
  isLeader,
  isTaskAdmin,
  refuseAssign,
  refuseMarkAwaiting,
  refuseMiscQcVerify,
  refuseMiscVerify,
  refuseReopen,
  refuseStart,
  refuseUnassign,
  refuseUnmarkAwaiting,
  refuseWork,
  resolvePermission,
  viewName,
} from './taskRules';
import type { Actor, TaskFacts, TaskType, ViewType } from './taskTypes';

// Read from the table rather than through permissionsOfRoles: these actors are built while the tests are collected.
const role = (id: number, roleName: RoleName): Actor => ({ id, roleName, permissions: ROLE_PERMISSIONS[roleName] });
/** An actor holding exactly the permissions named, to find each guard's edge. */
const holding = (id: number, ...permissions: string[]): Actor => ({ id, roleName: 'custom', permissions });

const admin = role(1, 'admin');
const leader = role(2, 'teamLeader');
const definer = role(3, 'definer');
const checker = role(4, 'qualityChecker');
const scraper = role(5, 'juniorScraper');
const reviewer = role(6, 'reviewer');
const seniorScraper = role(7, 'seniorScraper');
const trainee = role(8, 'trainee');

const task = (type: TaskType, overrides: Partial<TaskFacts> = {}): TaskFacts => ({ ...newTaskFacts(type), ...overrides });
const brandIn = (view: ViewType | null, overrides: Partial<TaskFacts> = {}) => task('BRAND_GATEWAY', { currentViewType: view, ...overrides });

const DONE = { type: 'CONFLICT', message: 'This task is done. Reopen it before changing it.' };
const CLUSTER = { type: 'FORBIDDEN', message: 'This menu belongs to a scraping cluster: only an admin or a team leader can work on its task.' };

describe('who is a leader and who is a task admin', () => {
  it('counts admins and team leaders as leaders, and no one else', () => {
    expect(isLeader(admin)).toBe(true);
    expect(isLeader(leader)).toBe(true);
    // A senior scraper assigns clusters but does not administer them.
    expect(isLeader(seniorScraper)).toBe(false);
    expect(isLeader(definer)).toBe(false);
  });

  it("makes a task admin only of the kind whose admin permission the actor holds", () => {
    const dishAdmin = holding(9, 'dishReviewTask.admin');
    expect(isTaskAdmin(task('DISH_REVIEW'), dishAdmin)).toBe(true);
    expect(isTaskAdmin(task('MENU_SCRAPING'), dishAdmin)).toBe(false);
    expect(isTaskAdmin(task('BRAND_GATEWAY'), admin)).toBe(true);
    expect(isTaskAdmin(task('BRAND_GATEWAY'), checker)).toBe(false);
  });
});

describe('views and the permission resolving needs', () => {
  it('names each view as the resolve confirmation does', () => {
    expect(viewName('DEFINE')).toBe('define');
    expect(viewName('QC')).toBe('quality check');
    expect(viewName('QQA')).toBe('further quality assurance');
  });

  it("needs the current view's resolve permission on brand tasks, and the kind's resolve permission on others", () => {
    expect(resolvePermission(brandIn('DEFINE'))).toBe('brandGatewayTask.resolveDefineView');
    expect(resolvePermission(task('BRAND_DEFINITION', { currentViewType: 'QC' }))).toBe('brandDefinitionTask.resolveQcView');
    expect(resolvePermission(task('MENU_DEFINITION', { currentViewType: 'QQA' }))).toBe('menuDefinitionTask.resolveQqaView');
    expect(resolvePermission(task('MENU_SCRAPING'))).toBe('menuScrapingTask.resolve');
    expect(resolvePermission(task('DISH_REVIEW'))).toBe('dishReviewTask.resolve');
  });

  it('refuses a brand task without a known current view as an invalid view type', () => {
    expect(resolvePermission(brandIn(null))).toEqual({ type: 'INVALID_VIEW_TYPE', message: 'Invalid task view type: null' });
    expect(resolvePermission(brandIn('SHIP' as ViewType))).toEqual({ type: 'INVALID_VIEW_TYPE', message: 'Invalid task view type: SHIP' });
  });
});

describe('assign', () => {
  it('lets a definer take an unassigned brand task in DEFINE, and a scraper a scraping task', () => {
    expect(refuseAssign(brandIn('DEFINE'), definer, definer.id)).toBeNull();
    expect(refuseAssign(task('MENU_SCRAPING'), scraper, scraper.id)).toBeNull();
  });

  it('refuses a done task first, even to an admin and even when it is not assignable', () => {
    expect(refuseAssign(brandIn('QQA', { status: 'RESOLVED' }), admin, admin.id)).toEqual(DONE);
    expect(refuseAssign(brandIn('QQA', { status: 'RESOLVED', isAssignable: false, isInScrapingCluster: true }), definer, definer.id)).toEqual(DONE);
  });

  it('refuses a task that is not assignable yet, before the cluster and permission checks', () => {
    const waiting = task('BRAND_DEFINITION', { isAssignable: false, isInScrapingCluster: true });
    expect(refuseAssign(waiting, admin, admin.id)).toEqual({ type: 'CONFLICT', message: NOT_ASSIGNABLE_MESSAGE });
    expect(refuseAssign(waiting, trainee, trainee.id)).toEqual({ type: 'CONFLICT', message: 'Task is not ready for assignment in the workflow' });
  });

  it('keeps tasks of clustered menus for admins and team leaders, whatever the other permissions', () => {
    const clustered = task('MENU_SCRAPING', { isInScrapingCluster: true });
    expect(refuseAssign(clustered, scraper, scraper.id)).toEqual(CLUSTER);
    expect(refuseAssign(clustered, holding(9, 'menuScrapingTask.assign', 'menuScrapingTask.admin'), 9)).toEqual(CLUSTER);
    expect(refuseAssign(clustered, leader, leader.id)).toBeNull();
  });

  it('takes the permission of the current view on brand tasks, not the assign permission', () => {
    expect(refuseAssign(brandIn('QC'), holding(9, 'brandGatewayTask.resolveQcView'), 9)).toBeNull();
    expect(refuseAssign(brandIn('QC'), holding(9, 'brandGatewayTask.assign', 'brandGatewayTask.resolveDefineView'), 9)).toEqual({
      type: 'FORBIDDEN',
      message: 'You cannot take this task: it is in the quality check view.',
    });
    expect(refuseAssign(brandIn('DEFINE'), checker, checker.id)).toEqual({ type: 'FORBIDDEN', message: 'You cannot take this task: it is in the define view.' });
    expect(refuseAssign(brandIn('QQA'), definer, definer.id)).toEqual({
      type: 'FORBIDDEN',
      message: 'You cannot take this task: it is in the further quality assurance view.',
    });
  });

  it('refuses a brand task with no current view as an invalid view type', () => {
    expect(refuseAssign(brandIn(null), admin, admin.id)).toEqual({ type: 'INVALID_VIEW_TYPE', message: 'Invalid task view type: null' });
  });

  it('takes the assign permission on menu scraping and dish review tasks', () => {
    expect(refuseAssign(task('DISH_REVIEW'), scraper, scraper.id)).toEqual({ type: 'FORBIDDEN', message: 'You do not have permission to assign this task.' });
    expect(refuseAssign(task('DISH_REVIEW'), holding(9, 'dishReviewTask.resolve'), 9)).toEqual({
      type: 'FORBIDDEN',
      message: 'You do not have permission to assign this task.',
    });
    expect(refuseAssign(task('DISH_REVIEW'), holding(9, 'dishReviewTask.assign'), 9)).toBeNull();
  });

  it('lets only a task admin assign to someone else', () => {
    expect(refuseAssign(task('MENU_SCRAPING'), scraper, 42)).toEqual({ type: 'FORBIDDEN', message: 'Only a task admin can assign a task to someone else.' });
    expect(refuseAssign(task('MENU_SCRAPING'), holding(9, 'menuScrapingTask.assign', 'menuScrapingTask.admin'), 42)).toBeNull();
    // The admin permission of another kind does not count.
    expect(refuseAssign(task('MENU_SCRAPING'), holding(9, 'menuScrapingTask.assign', 'dishReviewTask.admin'), 42)).toEqual({
      type: 'FORBIDDEN',
      message: 'Only a task admin can assign a task to someone else.',
    });
  });

  it('refuses assigning a task to the person who already has it', () => {
    const already = { type: 'CONFLICT', message: 'The task is already assigned to this user.' };
    expect(refuseAssign(task('MENU_SCRAPING', { assignedToId: scraper.id }), scraper, scraper.id)).toEqual(already);
    expect(refuseAssign(task('MENU_SCRAPING', { assignedToId: 42 }), admin, 42)).toEqual(already);
  });

  it('refuses taking a task assigned to someone else, unless a task admin takes it', () => {
    const taken = task('MENU_SCRAPING', { assignedToId: 42 });
    expect(refuseAssign(taken, scraper, scraper.id)).toEqual({ type: 'CONFLICT', message: 'This task is assigned to someone else.' });
    expect(refuseAssign(taken, admin, admin.id)).toBeNull();
    expect(refuseAssign(taken, admin, 43)).toBeNull();
  });
});

describe('unassign', () => {
  it('refuses a task nobody has', () => {
    expect(refuseUnassign(task('MENU_SCRAPING'), admin)).toEqual({ type: 'CONFLICT', message: 'The task is not assigned.' });
  });

  it('needs the unassign permission of the kind, even for the assignee', () => {
    const mine = task('MENU_SCRAPING', { assignedToId: 9 });
    expect(refuseUnassign(mine, holding(9, 'menuScrapingTask.assign', 'dishReviewTask.unassign'))).toEqual({
      type: 'FORBIDDEN',
      message: 'You do not have permission to unassign this task.',
    });
    expect(refuseUnassign(mine, holding(9, 'menuScrapingTask.unassign'))).toBeNull();
  });

  it("lets only a task admin unassign someone else", () => {
    const theirs = task('MENU_SCRAPING', { assignedToId: 42 });
    expect(refuseUnassign(theirs, scraper)).toEqual({ type: 'FORBIDDEN', message: 'Only a task admin can unassign someone else.' });
    expect(refuseUnassign(theirs, holding(9, 'menuScrapingTask.unassign', 'menuScrapingTask.admin'))).toBeNull();
  });
});

describe('save and resolve', () => {
  const assignedTo = (actor: Actor, overrides: Partial<TaskFacts> = {}) => brandIn('DEFINE', { assignedToId: actor.id, ...overrides });

  it('lets the assignee with the current view permission work', () => {
    expect(refuseWork(assignedTo(definer), definer)).toBeNull();
    expect(refuseWork(task('DISH_REVIEW', { assignedToId: reviewer.id }), reviewer)).toBeNull();
  });

  it('refuses a done task first, to everyone', () => {
    expect(refuseWork(assignedTo(admin, { status: 'RESOLVED', isInScrapingCluster: true }), admin)).toEqual(DONE);
    expect(refuseWork(task('MENU_SCRAPING', { status: 'RESOLVED', assignedToId: scraper.id }), scraper)).toEqual(DONE);
  });

  it('keeps clustered tasks for leaders, even against the assignee and a task admin of the kind', () => {
    expect(refuseWork(task('MENU_SCRAPING', { isInScrapingCluster: true, assignedToId: scraper.id }), scraper)).toEqual(CLUSTER);
    expect(refuseWork(task('MENU_SCRAPING', { isInScrapingCluster: true, assignedToId: 9 }), holding(9, 'menuScrapingTask.admin', 'menuScrapingTask.resolve'))).toEqual(
      CLUSTER,
    );
    expect(refuseWork(task('MENU_SCRAPING', { isInScrapingCluster: true, assignedToId: leader.id }), leader)).toBeNull();
  });

  it('refuses a brand task with no current view, even to an admin', () => {
    expect(refuseWork(assignedTo(admin, { currentViewType: null }), admin)).toEqual({ type: 'INVALID_VIEW_TYPE', message: 'Invalid task view type: null' });
  });

  it('lets a task admin work a task assigned to someone else, or to nobody', () => {
    expect(refuseWork(assignedTo(definer), admin)).toBeNull();
    expect(refuseWork(brandIn('QC'), admin)).toBeNull();
    expect(refuseWork(task('DISH_REVIEW'), holding(9, 'dishReviewTask.admin'))).toBeNull();
  });

  it('asks anyone else to take the task first', () => {
    const message = { type: 'FORBIDDEN', message: 'Assign the task to yourself before working on it.' };
    expect(refuseWork(assignedTo(definer), role(10, 'definer'))).toEqual(message);
    expect(refuseWork(brandIn('DEFINE'), definer)).toEqual(message);
  });

  it("refuses the assignee who lacks the current view's permission", () => {
    expect(refuseWork(brandIn('QC', { assignedToId: definer.id }), definer)).toEqual({
      type: 'FORBIDDEN',
      message: 'You do not have permission to resolve this task in its current view.',
    });
    expect(refuseWork(task('DISH_REVIEW', { assignedToId: 9 }), holding(9, 'dishReviewTask.assign'))).toEqual({
      type: 'FORBIDDEN',
      message: 'You do not have permission to resolve this task in its current view.',
    });
  });
});

describe('start', () => {
  it('starts only a task not started yet, for whoever may work it', () => {
    expect(refuseStart(brandIn('DEFINE', { assignedToId: definer.id }), definer)).toBeNull();
    for (const status of ['STARTED', 'REOPENED', 'RESOLVED'] as const) {
      expect(refuseStart(brandIn('DEFINE', { status, assignedToId: definer.id }), definer)).toEqual({
        type: 'CONFLICT',
        message: 'The task has already been started.',
      });
    }
    expect(refuseStart(brandIn('DEFINE'), definer)).toEqual({ type: 'FORBIDDEN', message: 'Assign the task to yourself before working on it.' });
  });
});

describe('mark as awaiting', () => {
  const open = () => brandIn('DEFINE', { assignedToId: definer.id });

  it('accepts a reason, and NEED_ASSISTANCE with a comment', () => {
    expect(refuseMarkAwaiting(open(), definer, 'MESSY_BRAND', null)).toBeNull();
    expect(refuseMarkAwaiting(open(), definer, 'MESSY_BRAND', '')).toBeNull();
    expect(refuseMarkAwaiting(open(), definer, 'NEED_ASSISTANCE', 'Which website?')).toBeNull();
  });

  it('refuses a done task before anything else', () => {
    expect(refuseMarkAwaiting({ ...open(), status: 'RESOLVED', isAwaiting: true }, trainee, null, null)).toEqual(DONE);
  });

  it('needs the markAwaiting permission of the kind', () => {
    expect(refuseMarkAwaiting({ ...open(), isAwaiting: true }, trainee, 'MESSY_BRAND', null)).toEqual({
      type: 'FORBIDDEN',
      message: 'You do not have permission to mark this task as awaiting.',
    });
    expect(refuseMarkAwaiting(open(), holding(definer.id, 'brandGatewayTask.markAwaiting'), 'MESSY_BRAND', null)).toBeNull();
    expect(refuseMarkAwaiting(open(), holding(definer.id, 'brandDefinitionTask.markAwaiting'), 'MESSY_BRAND', null)?.type).toBe('FORBIDDEN');
  });

  it("leaves someone else's task to its assignee or a task admin; an unassigned task to anyone of the kind", () => {
    const others = refuseMarkAwaiting(open(), holding(9, 'brandGatewayTask.markAwaiting'), 'MESSY_BRAND', null);
    expect(others).toEqual({ type: 'FORBIDDEN', message: "Only a task admin can mark someone else's task as awaiting." });
    expect(refuseMarkAwaiting(open(), leader, 'MESSY_BRAND', null)).toBeNull();
    expect(refuseMarkAwaiting({ ...open(), assignedToId: null }, holding(9, 'brandGatewayTask.markAwaiting'), 'MESSY_BRAND', null)).toBeNull();
    const awaiting = { ...open(), isAwaiting: true };
    expect(refuseUnmarkAwaiting(awaiting, holding(9, 'brandGatewayTask.unmarkAwaiting'))).toEqual({
      type: 'FORBIDDEN',
      message: "Only a task admin can unmark someone else's task as awaiting.",
    });
    expect(refuseUnmarkAwaiting(awaiting, definer)).toBeNull();
    expect(refuseUnmarkAwaiting(awaiting, admin)).toBeNull();
  });

  it('refuses a task already awaiting, before looking at the reason', () => {
    expect(refuseMarkAwaiting({ ...open(), isAwaiting: true }, definer, null, null)).toEqual({ type: 'CONFLICT', message: 'The task is already awaiting.' });
  });

  it('requires a reason, and a comment that is not blank for NEED_ASSISTANCE', () => {
    expect(refuseMarkAwaiting(open(), definer, null, 'a comment')).toEqual({ type: 'VALIDATION', message: AWAITING_REASON_REQUIRED });
    expect(AWAITING_REASON_REQUIRED).toBe('Awaiting reason is required');
    expect(refuseMarkAwaiting(open(), definer, 'NEED_ASSISTANCE', null)).toEqual({ type: 'VALIDATION', message: AWAITING_COMMENT_REQUIRED });
    expect(refuseMarkAwaiting(open(), definer, 'NEED_ASSISTANCE', ' \n ')).toEqual({ type: 'VALIDATION', message: AWAITING_COMMENT_REQUIRED });
    // The spec's own spelling.
    expect(AWAITING_COMMENT_REQUIRED).toBe('Awaiting reason commment is required');
  });
});

describe('unmark as awaiting', () => {
  it('refuses a task that is not awaiting, then needs the unmarkAwaiting permission', () => {
    const awaiting = task('MENU_SCRAPING', { isAwaiting: true, awaitingReason: 'MESSY_BRAND' });
    expect(refuseUnmarkAwaiting(task('MENU_SCRAPING'), admin)).toEqual({ type: 'CONFLICT', message: 'The task is not awaiting.' });
    expect(refuseUnmarkAwaiting(awaiting, holding(9, 'menuScrapingTask.markAwaiting', 'dishReviewTask.unmarkAwaiting'))).toEqual({
      type: 'FORBIDDEN',
      message: 'You do not have permission to unmark this task as awaiting.',
    });
    expect(refuseUnmarkAwaiting(awaiting, holding(9, 'menuScrapingTask.unmarkAwaiting'))).toBeNull();
  });
});

describe('reopen', () => {
  it('reopens only a done task', () => {
    for (const status of ['NOT_STARTED', 'STARTED', 'REOPENED'] as const) {
      expect(refuseReopen(brandIn('DEFINE', { status }), admin)).toEqual({ type: 'CONFLICT', message: 'Only a done task can be reopened.' });
    }
    expect(refuseReopen(brandIn('QQA', { status: 'RESOLVED' }), checker)).toBeNull();
  });

  it('needs the reopen permission of the kind', () => {
    const forbidden = { type: 'FORBIDDEN', message: 'You do not have permission to reopen this task.' };
    expect(refuseReopen(brandIn('QQA', { status: 'RESOLVED', assignedToId: definer.id }), definer)).toEqual(forbidden);
    expect(refuseReopen(task('DISH_REVIEW', { status: 'RESOLVED' }), holding(9, 'menuScrapingTask.reopen'))).toEqual(forbidden);
    expect(refuseReopen(task('DISH_REVIEW', { status: 'RESOLVED' }), holding(9, 'dishReviewTask.reopen'))).toBeNull();
  });

  it('lets the assignee of a scraping task reopen it without the permission, and no one else', () => {
    const forbidden = { type: 'FORBIDDEN', message: 'You do not have permission to reopen this task.' };
    expect(refuseReopen(task('MENU_SCRAPING', { status: 'RESOLVED', assignedToId: 9 }), holding(9))).toBeNull();
    expect(refuseReopen(task('MENU_SCRAPING', { status: 'RESOLVED', assignedToId: 42 }), holding(9))).toEqual(forbidden);
    expect(refuseReopen(task('DISH_REVIEW', { status: 'RESOLVED', assignedToId: 9 }), holding(9))).toEqual(forbidden);
  });
});

describe('miscellaneous verification', () => {
  const done = () => task('DISH_REVIEW', { status: 'RESOLVED', resolvedById: 9 });

  it('lets only the resolver verify a done task', () => {
    expect(refuseMiscVerify(done(), holding(9))).toBeNull();
    expect(refuseMiscVerify(done(), admin)).toEqual({ type: 'FORBIDDEN', message: 'Only the person who resolved this task can verify it.' });
    expect(refuseMiscVerify({ ...done(), status: 'REOPENED' }, holding(9))).toEqual({ type: 'CONFLICT', message: 'Only a done task can be verified.' });
  });

  it('QC-verifies only a done task that was verified first', () => {
    expect(refuseMiscQcVerify({ ...done(), status: 'STARTED', miscVerifiedById: 9 }, admin)).toEqual({ type: 'CONFLICT', message: 'Only a done task can be verified.' });
    expect(refuseMiscQcVerify(done(), admin)).toEqual({ type: 'CONFLICT', message: 'The task must be verified before it is QC-verified.' });
    expect(refuseMiscQcVerify({ ...done(), miscVerifiedById: 9 }, admin)).toBeNull();
  });

  it('lets only the person who QC-verified change that verification', () => {
    const qcVerified = { ...done(), miscVerifiedById: 9, miscQcVerifiedById: admin.id };
    expect(refuseMiscQcVerify(qcVerified, admin)).toBeNull();
    expect(refuseMiscQcVerify(qcVerified, leader)).toEqual({ type: 'FORBIDDEN', message: 'Only the person who QC-verified this task can change it.' });
  });

  it("needs the QC view's permission on brand tasks and the kind's admin permission on others", () => {
    const forbidden = { type: 'FORBIDDEN', message: 'You do not have permission to QC-verify this task.' };
    const brand = brandIn('QQA', { status: 'RESOLVED', resolvedById: 9, miscVerifiedById: 9 });
    expect(refuseMiscQcVerify(brand, holding(20, 'brandGatewayTask.resolveQcView'))).toBeNull();
    expect(refuseMiscQcVerify(brand, holding(20, 'brandGatewayTask.admin'))).toEqual(forbidden);
    const dish = { ...done(), miscVerifiedById: 9 };
    expect(refuseMiscQcVerify(dish, holding(20, 'dishReviewTask.admin'))).toBeNull();
    expect(refuseMiscQcVerify(dish, holding(20, 'dishReviewTask.resolve', 'dishReviewTask.resolveQcView'))).toEqual(forbidden);
  });
});
