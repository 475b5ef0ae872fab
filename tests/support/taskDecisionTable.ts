// The task rules as a decision table written by hand from docs/task-lifecycle.md (and spec 1 where the doc is silent),
// never from machines/: the oracle the machine (machines/taskLifecycleMachine.decisionTable.test.ts) and the API
// (tests/api/taskDecisionTable.test.ts) are both checked against, so a wrong rule fails a test, not only bad wiring.
//
// How to read it. A case is a task situation, its status, awaiting flag and assignee (nobody, the actor, someone else),
// the actor's role and the event. Each row of REFUSALS is one refusal the doc states, with the cases it applies to. A
// case no row matches is allowed. When several rows match, the doc rarely says which reason a person is shown: any of
// theirs is accepted, except a row marked `namedFirst` (a done task must be reopened first), which is the one answer.
// Who holds what is written here by role, from DESIGN.md section 4 and spec 1 section 6, not read from domain/roles.ts.
import type { TaskFacts, TaskStatus, TaskType, TaskView, ViewType } from '../../machines/taskTypes';

export const ORACLE_ROLES = ['admin', 'teamLeader', 'definer', 'qualityChecker', 'reviewer', 'trainee', 'juniorScraper'] as const;
export type OracleRole = (typeof ORACLE_ROLES)[number];

/** The task kinds and views the table speaks of. */
export const SITUATIONS = [
  'GATEWAY_IN_DEFINE',
  'GATEWAY_IN_QC',
  'GATEWAY_IN_QQA',
  'DEFINITION_NOT_READY',
  'SCRAPING',
  'SCRAPING_IN_CLUSTER',
  'DISH_REVIEW',
] as const;
export type Situation = (typeof SITUATIONS)[number];

export const HOLDERS = ['nobody', 'actor', 'other'] as const;
/** Whom the task is assigned to, seen from the actor. */
export type Holder = (typeof HOLDERS)[number];

export const ORACLE_EVENTS = [
  'ASSIGN_TO_SELF',
  'ASSIGN_TO_OTHER',
  'UNASSIGN',
  'START',
  'SAVE',
  'RESOLVE',
  'MARK_AWAITING',
  'MARK_AWAITING_WITHOUT_REASON',
  'MARK_AWAITING_FOR_ASSISTANCE_WITHOUT_COMMENT',
  'UNMARK_AWAITING',
  'REOPEN',
  'MISC_VERIFY',
] as const;
export type OracleEvent = (typeof ORACLE_EVENTS)[number];

export interface Case {
  situation: Situation;
  status: TaskStatus;
  awaiting: boolean;
  assigned: Holder;
  role: OracleRole;
  event: OracleEvent;
}

export interface ExpectedRefusal {
  type: 'FORBIDDEN' | 'CONFLICT' | 'VALIDATION';
  message: string;
}

// Who may do what, by role (DESIGN.md section 4: admin all; team leader all but user deletion and resolved dates;
// definers the three brand kinds in the DEFINE view; quality checkers the QC and QQA views and reopening brand tasks;
// scrapers menu scraping; reviewers dish review; trainees read only).
type Group = 'brand' | 'scraping' | 'review';
const GROUP: Record<Situation, Group> = {
  GATEWAY_IN_DEFINE: 'brand',
  GATEWAY_IN_QC: 'brand',
  GATEWAY_IN_QQA: 'brand',
  DEFINITION_NOT_READY: 'brand',
  SCRAPING: 'scraping',
  SCRAPING_IN_CLUSTER: 'scraping',
  DISH_REVIEW: 'review',
};
const VIEW: Record<Situation, ViewType | null> = {
  GATEWAY_IN_DEFINE: 'DEFINE',
  GATEWAY_IN_QC: 'QC',
  GATEWAY_IN_QQA: 'QQA',
  DEFINITION_NOT_READY: 'DEFINE',
  SCRAPING: null,
  SCRAPING_IN_CLUSTER: null,
  DISH_REVIEW: null,
};
const VIEW_NAME: Record<ViewType, string> = { DEFINE: 'define', QC: 'quality check', QQA: 'further quality assurance' };

/** The kind's admin permission: "task admins". */
export const TASK_ADMINS: readonly OracleRole[] = ['admin', 'teamLeader'];
/** Cluster administration: "admins and team leaders only". */
const LEADERS: readonly OracleRole[] = ['admin', 'teamLeader'];
/** Everyone who works the kind at all: assign (or a view), unassign, mark and unmark awaiting. */
const TEAM: Record<Group, readonly OracleRole[]> = {
  brand: ['admin', 'teamLeader', 'definer', 'qualityChecker'],
  scraping: ['admin', 'teamLeader', 'juniorScraper'],
  review: ['admin', 'teamLeader', 'reviewer'],
};
/** The resolve permission of the current view (brand kinds) or of the kind: also what taking a brand task needs. */
const VIEW_WORKERS: Record<ViewType, readonly OracleRole[]> = {
  DEFINE: ['admin', 'teamLeader', 'definer'],
  QC: ['admin', 'teamLeader', 'qualityChecker'],
  QQA: ['admin', 'teamLeader', 'qualityChecker'],
};
const REOPENERS: Record<Group, readonly OracleRole[]> = {
  brand: ['admin', 'teamLeader', 'qualityChecker'],
  scraping: ['admin', 'teamLeader', 'juniorScraper'],
  review: ['admin', 'teamLeader', 'reviewer'],
};

export function groupOf(situation: Situation): Group {
  return GROUP[situation];
}
export function mayWork(situation: Situation, role: OracleRole): boolean {
  const view = VIEW[situation];
  return view ? VIEW_WORKERS[view].includes(role) : TEAM[GROUP[situation]].includes(role);
}
export function isTaskAdmin(role: OracleRole): boolean {
  return TASK_ADMINS.includes(role);
}
/** The roles that hold any permission the API's operation asks for before it looks at the task (spec 1, section 6). */
export function mayCallOperation(situation: Situation, role: OracleRole, event: OracleEvent): boolean {
  const group = GROUP[situation];
  // A scraping task's reopen is also offered to its workers, since its assignee may reopen it.
  if (event === 'REOPEN') return REOPENERS[group].includes(role);
  return TEAM[group].includes(role);
}

const done: ExpectedRefusal = { type: 'CONFLICT', message: 'This task is done. Reopen it before changing it.' };
const forbidden = (message: string): ExpectedRefusal => ({ type: 'FORBIDDEN', message });
const conflict = (message: string): ExpectedRefusal => ({ type: 'CONFLICT', message });
const invalid = (message: string): ExpectedRefusal => ({ type: 'VALIDATION', message });

const ASSIGNS: OracleEvent[] = ['ASSIGN_TO_SELF', 'ASSIGN_TO_OTHER'];
const MARKS: OracleEvent[] = ['MARK_AWAITING', 'MARK_AWAITING_WITHOUT_REASON', 'MARK_AWAITING_FOR_ASSISTANCE_WITHOUT_COMMENT'];
const WORK: OracleEvent[] = ['SAVE', 'RESOLVE'];
/** The person the event would leave assigned, when it assigns. */
const target = (c: Case): Holder => (c.event === 'ASSIGN_TO_SELF' ? 'actor' : 'other');

export interface RefusalRow {
  name: string;
  /** Where the rule comes from: the doc's sentence, or why the doc implies it. */
  doc: string;
  events: readonly OracleEvent[];
  when: (c: Case) => boolean;
  refusal: ExpectedRefusal | ((c: Case) => ExpectedRefusal);
  namedFirst?: boolean;
}

export const REFUSALS: readonly RefusalRow[] = [
  // --- A done task is frozen.
  {
    name: 'a done task is frozen',
    doc: 'A RESOLVED task cannot be assigned, saved or marked awaiting: it must be reopened first. (Resolving it again is saving it.)',
    events: [...ASSIGNS, ...WORK, ...MARKS],
    when: (c) => c.status === 'RESOLVED',
    refusal: done,
    namedFirst: true,
  },

  // --- Assign.
  {
    name: 'not ready for assignment',
    doc: "A task that is not assignable yet is refused with 'Task is not ready for assignment in the workflow'.",
    events: ASSIGNS,
    when: (c) => c.situation === 'DEFINITION_NOT_READY',
    refusal: conflict('Task is not ready for assignment in the workflow'),
  },
  {
    name: 'clustered menu: leaders only (assign)',
    doc: 'A task whose menu is in a scraping cluster is for admins and team leaders only.',
    events: ASSIGNS,
    when: (c) => c.situation === 'SCRAPING_IN_CLUSTER' && !LEADERS.includes(c.role),
    refusal: forbidden('This menu belongs to a scraping cluster: only an admin or a team leader can work on its task.'),
  },
  {
    name: 'taking needs the view or assign permission',
    doc: 'Brand tasks need the resolve permission of the current view; other kinds their assign permission.',
    events: ASSIGNS,
    when: (c) => !mayWork(c.situation, c.role),
    refusal: (c) => {
      const view = VIEW[c.situation];
      return forbidden(view ? `You cannot take this task: it is in the ${VIEW_NAME[view]} view.` : 'You do not have permission to assign this task.');
    },
  },
  {
    name: 'assigning to someone else needs the admin permission',
    doc: "Assigning to someone else ... needs the kind's admin permission.",
    events: ['ASSIGN_TO_OTHER'],
    when: (c) => !isTaskAdmin(c.role),
    refusal: forbidden('Only a task admin can assign a task to someone else.'),
  },
  {
    name: 'taking a task assigned to someone else needs the admin permission',
    doc: "... or taking a task assigned to someone else, needs the kind's admin permission.",
    events: ['ASSIGN_TO_SELF'],
    when: (c) => c.assigned === 'other' && !isTaskAdmin(c.role),
    refusal: conflict('This task is assigned to someone else.'),
  },
  {
    name: 'already assigned to that person',
    doc: 'The doc is silent; an assignment that changes nothing is refused so no empty history event is written.',
    events: ASSIGNS,
    when: (c) => c.assigned === target(c),
    refusal: conflict('The task is already assigned to this user.'),
  },

  // --- Unassign (not in the frozen list: a done task may still be unassigned).
  {
    name: 'nobody to unassign',
    doc: 'Unassigning needs an assignee.',
    events: ['UNASSIGN'],
    when: (c) => c.assigned === 'nobody',
    refusal: conflict('The task is not assigned.'),
  },
  {
    name: 'unassign needs its permission',
    doc: 'Spec 1: Unassign has its own permission.',
    events: ['UNASSIGN'],
    when: (c) => !TEAM[GROUP[c.situation]].includes(c.role),
    refusal: forbidden('You do not have permission to unassign this task.'),
  },
  {
    name: "unassigning someone else needs the admin permission",
    doc: "Acting on someone else's assignment needs the kind's admin permission (the Assign rule).",
    events: ['UNASSIGN'],
    when: (c) => c.assigned === 'other' && !isTaskAdmin(c.role),
    refusal: forbidden('Only a task admin can unassign someone else.'),
  },

  // --- Start, save, resolve.
  {
    name: 'start only a task not started',
    doc: 'NOT_STARTED -> STARTED on the first save or an explicit start.',
    events: ['START'],
    when: (c) => c.status !== 'NOT_STARTED',
    refusal: conflict('The task has already been started.'),
  },
  {
    name: 'clustered menu: leaders only (work)',
    doc: 'A task whose menu is in a scraping cluster is for admins and team leaders only (spec 1: saved or resolved only by an admin or team leader).',
    events: ['START', ...WORK],
    when: (c) => c.situation === 'SCRAPING_IN_CLUSTER' && !LEADERS.includes(c.role),
    refusal: forbidden('This menu belongs to a scraping cluster: only an admin or a team leader can work on its task.'),
  },
  {
    name: 'work needs the assignee or a task admin',
    doc: 'Save and resolve: the assignee with the resolve permission of the current view, or a task admin. (Start: by the assignee.)',
    events: ['START', ...WORK],
    when: (c) => c.assigned !== 'actor' && !isTaskAdmin(c.role),
    refusal: forbidden('Assign the task to yourself before working on it.'),
  },
  {
    name: "the assignee needs the view's resolve permission",
    doc: 'Save and resolve: the assignee with the resolve permission of the current view, or a task admin.',
    events: ['START', ...WORK],
    when: (c) => c.assigned === 'actor' && !isTaskAdmin(c.role) && !mayWork(c.situation, c.role),
    refusal: forbidden('You do not have permission to resolve this task in its current view.'),
  },

  // --- Awaiting.
  {
    name: 'mark awaiting needs its permission',
    doc: 'Spec 1: each kind has markAwaiting; awaiting is a flag beside the status.',
    events: MARKS,
    when: (c) => !TEAM[GROUP[c.situation]].includes(c.role),
    refusal: forbidden('You do not have permission to mark this task as awaiting.'),
  },
  {
    name: 'already awaiting',
    doc: 'Awaiting is a flag: setting it twice changes nothing.',
    events: MARKS,
    when: (c) => c.awaiting,
    refusal: conflict('The task is already awaiting.'),
  },
  {
    name: "marking someone else's task needs the admin permission",
    doc: "Awaiting: on a task assigned to someone else, only a holder of the kind's admin permission sets or clears the flag.",
    events: MARKS,
    when: (c) => c.assigned === 'other' && !isTaskAdmin(c.role),
    refusal: forbidden("Only a task admin can mark someone else's task as awaiting."),
  },
  {
    name: 'a reason is required',
    doc: "A reason is required ('Awaiting reason is required').",
    events: ['MARK_AWAITING_WITHOUT_REASON'],
    when: () => true,
    refusal: invalid('Awaiting reason is required'),
  },
  {
    name: 'a comment is required for NEED_ASSISTANCE',
    doc: "... and a comment for NEED_ASSISTANCE ('Awaiting reason commment is required', spelling as the spec has it).",
    events: ['MARK_AWAITING_FOR_ASSISTANCE_WITHOUT_COMMENT'],
    when: () => true,
    refusal: invalid('Awaiting reason commment is required'),
  },
  {
    name: 'not awaiting',
    doc: 'Unmarking needs the flag set.',
    events: ['UNMARK_AWAITING'],
    when: (c) => !c.awaiting,
    refusal: conflict('The task is not awaiting.'),
  },
  {
    name: 'unmark awaiting needs its permission',
    doc: 'Spec 1: each kind has unmarkAwaiting.',
    events: ['UNMARK_AWAITING'],
    when: (c) => !TEAM[GROUP[c.situation]].includes(c.role),
    refusal: forbidden('You do not have permission to unmark this task as awaiting.'),
  },
  {
    name: "unmarking someone else's task needs the admin permission",
    doc: "Awaiting: on a task assigned to someone else, only a holder of the kind's admin permission sets or clears the flag.",
    events: ['UNMARK_AWAITING'],
    when: (c) => c.assigned === 'other' && !isTaskAdmin(c.role),
    refusal: forbidden("Only a task admin can unmark someone else's task as awaiting."),
  },

  // --- Reopen.
  {
    name: 'reopen only a done task',
    doc: 'REOPENED only from RESOLVED (spec 1: reopen is allowed only on a done task).',
    events: ['REOPEN'],
    when: (c) => c.status !== 'RESOLVED',
    refusal: conflict('Only a done task can be reopened.'),
  },
  {
    name: 'reopen needs its permission (or, on scraping, being the assignee)',
    doc: 'A person reopens with the reopen permission; a scraping task\'s assignee may reopen it without the reopen permission.',
    events: ['REOPEN'],
    when: (c) => !REOPENERS[GROUP[c.situation]].includes(c.role) && !(GROUP[c.situation] === 'scraping' && c.assigned === 'actor'),
    refusal: forbidden('You do not have permission to reopen this task.'),
  },

  // --- Miscellaneous verification (in this table the resolver of a done task is its assignee, or someone else).
  {
    name: 'verify only a done task',
    doc: 'Miscellaneous verification. Only on a done task.',
    events: ['MISC_VERIFY'],
    when: (c) => c.status !== 'RESOLVED',
    refusal: conflict('Only a done task can be verified.'),
  },
  {
    name: 'only the resolver verifies',
    doc: 'The person who resolved it verifies.',
    events: ['MISC_VERIFY'],
    when: (c) => resolverOf(c) !== 'actor',
    refusal: forbidden('Only the person who resolved this task can verify it.'),
  },
];

/** Who resolved a done task in these cases: its assignee (the resolver stays assignee), or someone else when unassigned. */
export function resolverOf(c: Pick<Case, 'assigned'>): Holder {
  return c.assigned === 'nobody' ? 'other' : c.assigned;
}

export type Expectation = { allowed: true } | { allowed: false; anyOf: ExpectedRefusal[]; rows: RefusalRow[] };

/** What the doc says of one case: allowed, or the refusal(s) a person may be shown. */
export function expectedOutcome(c: Case): Expectation {
  const rows = REFUSALS.filter((row) => row.events.includes(c.event) && row.when(c));
  if (rows.length === 0) return { allowed: true };
  const first = rows.find((row) => row.namedFirst);
  const chosen = first ? [first] : rows;
  return { allowed: false, rows: chosen, anyOf: chosen.map((row) => (typeof row.refusal === 'function' ? row.refusal(c) : row.refusal)) };
}

/** The statuses a situation can really be in (brand tasks reopen into DEFINE; only the last view resolves the task). */
const STATUSES: Record<Situation, readonly TaskStatus[]> = {
  GATEWAY_IN_DEFINE: ['NOT_STARTED', 'STARTED', 'REOPENED'],
  GATEWAY_IN_QC: ['NOT_STARTED', 'STARTED'],
  GATEWAY_IN_QQA: ['NOT_STARTED', 'STARTED', 'RESOLVED'],
  DEFINITION_NOT_READY: ['NOT_STARTED'],
  SCRAPING: ['NOT_STARTED', 'STARTED', 'REOPENED', 'RESOLVED'],
  SCRAPING_IN_CLUSTER: ['NOT_STARTED', 'STARTED', 'REOPENED', 'RESOLVED'],
  DISH_REVIEW: ['NOT_STARTED', 'STARTED', 'REOPENED', 'RESOLVED'],
};

/** Every case of the table: situations in their real statuses (resolving clears awaiting; an unready task is unassigned). */
export function allCases(): Case[] {
  const cases: Case[] = [];
  for (const situation of SITUATIONS)
    for (const status of STATUSES[situation])
      for (const awaiting of status === 'RESOLVED' || situation === 'DEFINITION_NOT_READY' ? [false] : [false, true])
        for (const assigned of situation === 'DEFINITION_NOT_READY' ? (['nobody'] as const) : HOLDERS)
          for (const role of ORACLE_ROLES) for (const event of ORACLE_EVENTS) cases.push({ situation, status, awaiting, assigned, role, event });
  return cases;
}

export function describeCase(c: Case): string {
  return `${c.situation} ${c.status}${c.awaiting ? ' awaiting' : ''}, assigned to ${c.assigned}, ${c.role} ${c.event}`;
}

const TASK_TYPE: Record<Situation, TaskType> = {
  GATEWAY_IN_DEFINE: 'BRAND_GATEWAY',
  GATEWAY_IN_QC: 'BRAND_GATEWAY',
  GATEWAY_IN_QQA: 'BRAND_GATEWAY',
  DEFINITION_NOT_READY: 'BRAND_DEFINITION',
  SCRAPING: 'MENU_SCRAPING',
  SCRAPING_IN_CLUSTER: 'MENU_SCRAPING',
  DISH_REVIEW: 'DISH_REVIEW',
};

export function taskTypeOf(situation: Situation): TaskType {
  return TASK_TYPE[situation];
}

/** The stored facts of a case, written out by hand (not through the machine), for the given people. */
export function factsOfCase(c: Case, people: { actorId: number; otherId: number }): TaskFacts {
  const at = '2026-11-20T09:00:00.000Z';
  const idOf = (holder: Holder) => (holder === 'actor' ? people.actorId : holder === 'other' ? people.otherId : null);
  const view = VIEW[c.situation];
  const resolved = c.status === 'RESOLVED';
  const resolverId = resolved ? idOf(resolverOf(c)) : null;
  const order: ViewType[] = ['DEFINE', 'QC', 'QQA'];
  const views: TaskView[] = view
    ? order.map((type) => {
        const isDone = resolved || order.indexOf(type) < order.indexOf(view);
        return { type, status: isDone ? 'DONE' : 'NOT_DONE', resolvedById: isDone ? people.otherId : null, resolvedDate: isDone ? at : null };
      })
    : [];
  if (resolved && views.length) views[2] = { ...views[2], resolvedById: resolverId };
  return {
    type: TASK_TYPE[c.situation],
    status: c.status,
    assignedToId: idOf(c.assigned),
    isAssignable: c.situation !== 'DEFINITION_NOT_READY',
    isAwaiting: c.awaiting,
    awaitingReason: c.awaiting ? 'MESSY_BRAND' : null,
    awaitingReasonComment: null,
    currentViewType: view,
    views,
    isInScrapingCluster: c.situation === 'SCRAPING_IN_CLUSTER',
    resolvedById: resolverId,
    resolvedDate: resolved ? at : null,
    reopenedById: c.status === 'REOPENED' ? people.otherId : null,
    reopenedDate: c.status === 'REOPENED' ? at : null,
    reopenReason: c.status === 'REOPENED' ? 'MANUAL_CHANGE' : null,
    miscVerifiedById: null,
    miscVerifiedDate: null,
    miscVerifiedComment: null,
    miscQcVerifiedById: null,
    miscQcVerifiedDate: null,
    miscQcVerifiedComment: null,
    verification: 'NOT_VERIFIED',
    verifiedById: null,
    verifiedDate: null,
  };
}
