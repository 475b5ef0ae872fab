// The task page's decisions as pure functions (no React, no Relay): which actions are available, the wording of the
// view banner, the stepper and the resolve question, what the related-task navigator shows, where the page goes after
// resolving, and the links of the assignment-limit error.
import { formatDateTime } from '../../../domain/dates';
import { allowsDebugModeScraping } from '../../../domain/debugModeScraping';
import type { TaskEvent } from '../../../machines/taskLifecycleMachine';
import { viewName } from '../../../machines/taskRules';
import { refuseVerification, verificationContextOf } from '../../../machines/scrapingVerificationMachine';
import { TASK_TYPES, type Actor, type TaskFacts, type TaskType, type Verification, type ViewType } from '../../../machines/taskTypes';
import { availability, type ActionAvailability } from '../tasks/taskFacts';

// --- Labels -----------------------------------------------------------------------------------------------------------

export const TASK_TYPE_LABEL: Readonly<Record<TaskType, string>> = {
  BRAND_GATEWAY: 'Brand gateway',
  BRAND_DEFINITION: 'Brand definition',
  MENU_DEFINITION: 'Menu definition',
  MENU_SCRAPING: 'Menu scraping',
  DISH_REVIEW: 'Dish review',
};

/** The spec's capitalised names of the pipeline steps (the related-task navigator). */
export const TASK_TYPE_TITLE: Readonly<Record<TaskType, string>> = {
  BRAND_GATEWAY: 'Brand Gateway',
  BRAND_DEFINITION: 'Brand Definition',
  MENU_DEFINITION: 'Menu Definition',
  MENU_SCRAPING: 'Menu Scraping',
  DISH_REVIEW: 'Dish Review',
};

export const TASK_TYPE_SLUG: Readonly<Record<TaskType, string>> = {
  BRAND_GATEWAY: 'brand-gateway',
  BRAND_DEFINITION: 'brand-definition',
  MENU_DEFINITION: 'menu-definition',
  MENU_SCRAPING: 'menu-scraping',
  DISH_REVIEW: 'dish-review',
};

export const VIEW_LABEL: Readonly<Record<ViewType, string>> = { DEFINE: 'Define', QC: 'QC', QQA: 'QQA' };

/** 'Not started', 'Started', 'Reopened', 'Resolved'. */
export function taskStatusLabel(status: string): string {
  return humanize(status);
}

/** The statuses as the assignment-limit error names them (new, in progress, reopened). */
const LIMIT_STATUS_LABEL: Readonly<Record<string, string>> = { NOT_STARTED: 'new', STARTED: 'in progress', REOPENED: 'reopened' };

/** 'NEED_ASSISTANCE' -> 'Need assistance'; empty values as the spec's dash. */
const ACRONYMS = new Set(['html', 'pdf', 'qc', 'qqa', 'url', 'id']);

export function humanize(value: string | null | undefined): string {
  if (!value) return '-';
  const words = value
    .toLowerCase()
    .split('_')
    .map((word) => (ACRONYMS.has(word) ? word.toUpperCase() : word))
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function isTaskType(value: string): value is TaskType {
  return (TASK_TYPES as readonly string[]).includes(value);
}

export function isViewType(value: string | null | undefined): value is ViewType {
  return value === 'DEFINE' || value === 'QC' || value === 'QQA';
}

export function taskPath(type: TaskType, databaseId: number): string {
  return `/tasks/${TASK_TYPE_SLUG[type]}/${databaseId}`;
}

// --- Availability -----------------------------------------------------------------------------------------------------

export type FrameAction = 'assign' | 'unassign' | 'save' | 'resolve' | 'markAwaiting' | 'unmarkAwaiting' | 'reopen' | 'miscVerify' | 'miscQcVerify';
export type FrameAvailability = Readonly<Record<FrameAction, ActionAvailability>>;

const SIGNED_OUT: ActionAvailability = { enabled: false, reason: 'Sign in first.' };

/**
 * Every frame action as the machine decides it for this person now. Mark as awaiting is asked with a valid reason: the
 * dialog checks the reason and the comment itself, the button only needs the task and the person to allow it.
 */
export function frameAvailability(facts: TaskFacts, actor: Actor | null, at: string): FrameAvailability {
  const ask = (event: (who: Actor) => TaskEvent): ActionAvailability => (actor ? availability(facts, event(actor)) : SIGNED_OUT);
  return {
    assign: ask((who) => ({ type: 'ASSIGN', actor: who, toUserId: who.id, at })),
    unassign: ask((who) => ({ type: 'UNASSIGN', actor: who, at })),
    save: ask((who) => ({ type: 'SAVE', actor: who, at })),
    resolve: ask((who) => ({ type: 'RESOLVE', actor: who, at })),
    markAwaiting: ask((who) => ({ type: 'MARK_AWAITING', actor: who, reason: 'MESSY_BRAND', comment: null, at })),
    unmarkAwaiting: ask((who) => ({ type: 'UNMARK_AWAITING', actor: who, at })),
    reopen: ask((who) => ({ type: 'REOPEN', actor: who, at })),
    miscVerify: ask((who) => ({ type: 'MISC_VERIFY', actor: who, comment: null, at })),
    miscQcVerify: ask((who) => ({ type: 'MISC_QC_VERIFY', actor: who, comment: null, at })),
  };
}

/** The 'Assign to me' checkbox: ticking assigns, unticking unassigns (a task of someone else can be taken over). */
export function assignCheckbox(facts: TaskFacts, actor: Actor | null, available: FrameAvailability) {
  const checked = actor !== null && facts.assignedToId === actor.id;
  return { checked, action: checked ? ('unassign' as const) : ('assign' as const), state: checked ? available.unassign : available.assign };
}

// --- Views --------------------------------------------------------------------------------------------------------------

export function viewBannerText(viewType: ViewType): string {
  return `You are in the ${VIEW_LABEL[viewType]} view`;
}

/** The resolve question: the spec's sentence, then the view it resolves on brand tasks. */
export function resolveConfirmationText(viewType: string | null | undefined): string {
  const question = 'Are you sure you want to resolve this task?';
  return isViewType(viewType) ? `${question} This resolves the ${viewName(viewType)} view.` : question;
}

export interface StepView {
  readonly type: string;
  readonly status: string;
  readonly resolvedBy?: { readonly name: string } | null;
  readonly resolvedDate?: unknown;
}

export type StepState = 'done' | 'needsReview' | 'current' | 'todo';

export function stepState(view: StepView, currentViewType: string | null | undefined, taskStatus: string): StepState {
  if (view.status === 'NEEDS_REVIEW') return 'needsReview';
  if (view.status === 'DONE') return 'done';
  if (view.type === currentViewType && taskStatus !== 'RESOLVED') return 'current';
  return 'todo';
}

/** Who completed the step and when, as the step's tooltip. */
export function stepTooltip(view: StepView): string {
  const label = isViewType(view.type) ? VIEW_LABEL[view.type] : view.type;
  const when = view.resolvedDate ? formatDateTime(String(view.resolvedDate)) : null;
  const review = view.status === 'NEEDS_REVIEW' ? ' It needs review: a later view changed its brand fields or locations.' : '';
  if (view.resolvedBy && when) return `${label} completed by ${view.resolvedBy.name} at ${when}.${review}`;
  if (when) return `${label} completed automatically at ${when}.${review}`;
  if (view.status === 'NEEDS_REVIEW') return `${label} needs review: a later view changed its brand fields or locations.`;
  return `${label} not completed yet.`;
}

// --- Related tasks ----------------------------------------------------------------------------------------------------

export interface RelatedTaskSource {
  readonly databaseId: number;
  readonly type: string;
  readonly status: string;
  readonly isAutoResolved: boolean;
  readonly menuId?: number | null;
}

export interface RelatedTaskLink {
  databaseId: number;
  status: string;
  isAutoResolved: boolean;
  menuId: number | null;
  path: string;
  isCurrent: boolean;
}

export interface RelatedTaskGroup {
  type: TaskType;
  title: string;
  /** Reached: the step has tasks (the pipeline opens a step's task when it gets there); else waiting for `waitingFor`. */
  reached: boolean;
  waitingFor: TaskType | null;
  tasks: RelatedTaskLink[];
}

/**
 * The pipeline Brand Gateway -> Brand Definition -> Menu Definition -> Menu Scraping -> Dish Review for one brand. A step
 * with tasks shows them, open or done: the pipeline creates a step's task when it gets there (resolving the step
 * before's DEFINE view, or a successful scrape), and a brand task is NOT_STARTED again at each later view, so neither
 * the earlier step's status nor its own says whether it was reached. A step without tasks waits for the one before it.
 */
export function relatedTaskGroups(current: { type: TaskType; databaseId: number }, related: readonly RelatedTaskSource[]): RelatedTaskGroup[] {
  const groups: RelatedTaskGroup[] = [];
  let previousType: TaskType | null = null;
  for (const type of TASK_TYPES) {
    const tasks = related
      .filter((task) => task.type === type)
      .sort((a, b) => a.databaseId - b.databaseId)
      .map((task) => ({
        databaseId: task.databaseId,
        status: task.status,
        isAutoResolved: task.isAutoResolved,
        menuId: task.menuId ?? null,
        path: taskPath(type, task.databaseId),
        isCurrent: type === current.type && task.databaseId === current.databaseId,
      }));
    const reached = tasks.length > 0;
    groups.push({ type, title: TASK_TYPE_TITLE[type], reached, waitingFor: reached ? null : previousType, tasks });
    previousType = type;
  }
  return groups;
}

// --- Resolve ------------------------------------------------------------------------------------------------------------

export interface ResolutionSource {
  readonly nextTask: { readonly __typename: string; readonly databaseId: number } | null | undefined;
  readonly isBrandDefinitionAutoResolved: boolean;
}

/**
 * Where the page goes after resolving (spec 2, section 4): the pipeline's next task when the answer names one, else the
 * list (menu definition returns to the brand gateway list). `listPath` answers a list's path with its remembered filters.
 */
export function afterResolve(type: TaskType, resolution: ResolutionSource, listPath: (type: TaskType) => string) {
  const next = resolution.nextTask;
  if (next?.__typename === 'BrandDefinitionTask') return { path: taskPath('BRAND_DEFINITION', next.databaseId), autoResolvedNotice: false };
  if (next?.__typename === 'MenuDefinitionTask') {
    return { path: taskPath('MENU_DEFINITION', next.databaseId), autoResolvedNotice: resolution.isBrandDefinitionAutoResolved };
  }
  return { path: listPath(type === 'MENU_DEFINITION' ? 'BRAND_GATEWAY' : type), autoResolvedNotice: false };
}

/** '/tasks/brand-gateway' with the list's remembered query string, when there is one. */
export function listPathWith(type: TaskType, remembered: string | null): string {
  const query = remembered?.replace(/^\?/, '') ?? '';
  return `/tasks/${TASK_TYPE_SLUG[type]}${query ? `?${query}` : ''}`;
}

/** 'Resolve with debug mode scraping' is offered for HTML menus (debug mode is a setting of the HTML scraper). */
export function offersDebugResolve(type: TaskType, menuFormat: string | null | undefined): boolean {
  return type === 'MENU_SCRAPING' && allowsDebugModeScraping(menuFormat);
}

/**
 * The resolve mutation's variables. Only the menu scraping document declares isDebugModeScraping (Relay sends just the
 * variables an operation declares), so the other kinds are sent exactly what they were before.
 */
export function resolveVariables(type: TaskType, id: string, expectedModifiedDate: unknown, debug: boolean) {
  return type === 'MENU_SCRAPING' ? { id, expectedModifiedDate, isDebugModeScraping: debug } : { id, expectedModifiedDate };
}

// --- Assignment limit ---------------------------------------------------------------------------------------------------

export const LIMIT_STATUSES = ['NOT_STARTED', 'STARTED', 'REOPENED'] as const;

export interface AssignedTasksLink {
  type: TaskType;
  label: string;
  path: string;
  /** 'new 2 · in progress 3 · reopened 0', when the server counted them. */
  counts: string | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The links of the MAX_ASSIGNED_DEFINITION_TASK_LIMIT_REACHED error: per task type, the person's assigned tasks in the
 * new, in-progress and reopened statuses. Reads `extensions.assignedTasks` ([{ taskType, counts }]); without it, links
 * the kind that was refused.
 */
export function assignedTasksLinks(extensions: unknown, userId: number, refusedType: TaskType): AssignedTasksLink[] {
  const query = `assignedToId=${userId}&statuses=${LIMIT_STATUSES.join(',')}`;
  const link = (type: TaskType, counts: string | null): AssignedTasksLink => ({
    type,
    label: TASK_TYPE_LABEL[type],
    path: `/tasks/${TASK_TYPE_SLUG[type]}?${query}`,
    counts,
  });
  const entries = isRecord(extensions) && Array.isArray(extensions.assignedTasks) ? extensions.assignedTasks : [];
  const links: AssignedTasksLink[] = [];
  for (const entry of entries) {
    if (!isRecord(entry) || typeof entry.taskType !== 'string' || !isTaskType(entry.taskType)) continue;
    const counts = isRecord(entry.counts) ? entry.counts : null;
    const text = counts
      ? LIMIT_STATUSES.map((status) => `${LIMIT_STATUS_LABEL[status]} ${typeof counts[status] === 'number' ? counts[status] : 0}`).join(' · ')
      : null;
    links.push(link(entry.taskType, text));
  }
  return links.length ? links : [link(refusedType, null)];
}

// --- Scraping verification ----------------------------------------------------------------------------------------------

export interface VerificationOption {
  value: Verification;
  label: string;
  enabled: boolean;
  reason: string | null;
}

export const VERIFICATION_LABEL: Readonly<Record<Verification, string>> = {
  NOT_VERIFIED: 'Not Verified',
  VERIFIED_IN_DEFAULT_MODE: 'Verified - Default',
  VERIFIED_IN_DEBUG_MODE: 'Verified - Debug',
};

/**
 * The three verification buttons of a done scraping task, each enabled when scrapingVerificationMachine would accept
 * it from this person (the current choice is not offered again). `interactive` is false for everyone but the resolver.
 */
export function verificationOptions(facts: TaskFacts, menuStatus: string, actor: Actor | null, at: string) {
  const context = verificationContextOf(facts, menuStatus);
  const options: VerificationOption[] = (Object.keys(VERIFICATION_LABEL) as Verification[]).map((value) => {
    if (!actor) return { value, label: VERIFICATION_LABEL[value], ...SIGNED_OUT };
    if (value === facts.verification) return { value, label: VERIFICATION_LABEL[value], enabled: false, reason: 'This is the current verification.' };
    const refusal =
      value === 'NOT_VERIFIED'
        ? refuseVerification(context, { type: 'UNVERIFY', actor, at })
        : refuseVerification(context, { type: 'VERIFY', actor, isDebugMode: value === 'VERIFIED_IN_DEBUG_MODE', at });
    return { value, label: VERIFICATION_LABEL[value], enabled: refusal === null, reason: refusal?.message ?? null };
  });
  const interactive = actor !== null && context.isTaskDone && context.resolvedById === actor.id;
  return { visible: context.isTaskDone, interactive, options };
}
