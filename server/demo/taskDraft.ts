// One task being played through its history: each step (assign, start, resolve, reopen, mark awaiting) updates the
// row and writes the history event a real user action would have written.
import type { EventType } from '../history/eventTypes';
import type { DemoContext, DemoUser } from './context';
import { Clock, iso } from './random';

export type TaskType = 'BRAND_GATEWAY' | 'BRAND_DEFINITION' | 'MENU_DEFINITION' | 'MENU_SCRAPING' | 'DISH_REVIEW';
export type TaskStatus = 'NOT_STARTED' | 'STARTED' | 'REOPENED' | 'RESOLVED';
export type ViewType = 'DEFINE' | 'QC' | 'QQA';
export const VIEW_TYPES: readonly ViewType[] = ['DEFINE', 'QC', 'QQA'];

export type TaskRow = {
  id: number;
  type: TaskType;
  brand_id: number;
  menu_id: number | null;
  status: TaskStatus;
  assigned_to_id: number | null;
  is_assignable: boolean;
  is_awaiting: boolean;
  awaiting_reason: string | null;
  awaiting_reason_comment: string | null;
  current_view_type: ViewType | null;
  is_rerun_flow: boolean;
  is_auto_resolved: boolean;
  resolved_type: string | null;
  resolved_date: string | null;
  resolved_by_id: number | null;
  reopened_by_id: number | null;
  reopened_date: string | null;
  reopen_reason: string | null;
  misc_verified_by_id: number | null;
  misc_verified_date: string | null;
  misc_verified_comment: string | null;
  misc_qc_verified_by_id: number | null;
  misc_qc_verified_date: string | null;
  misc_qc_verified_comment: string | null;
  verification: string;
  verified_by_id: number | null;
  verified_date: string | null;
  modified_by_id: number | null;
  created_date: string;
  modified_date: string;
};

export type TaskViewRow = {
  task_id: number;
  type: ViewType;
  status: 'NOT_DONE' | 'DONE' | 'NEEDS_REVIEW';
  resolved_by_id: number | null;
  resolved_date: string | null;
  modified_brand_fields: string[];
  modified_location_ids: number[];
  modified_location_ids_unreviewed_by_definer: number[];
};

const TASK_LABELS: Record<TaskType, string> = {
  BRAND_GATEWAY: 'Brand gateway',
  BRAND_DEFINITION: 'Brand definition',
  MENU_DEFINITION: 'Menu definition',
  MENU_SCRAPING: 'Menu scraping',
  DISH_REVIEW: 'Dish review',
};

const VIEW_LABELS: Record<ViewType, string> = { DEFINE: 'Define', QC: 'Quality check', QQA: 'Further quality assurance' };

const humanise = (value: string) => value.toLowerCase().replace(/_/g, ' ');

export class TaskDraft {
  readonly row: TaskRow;
  readonly clock: Clock;
  private readonly entityType: string;

  constructor(
    private readonly ctx: DemoContext,
    init: { id: number; type: TaskType; brandId: number; menuId: number | null; createdAt: Date; isAssignable?: boolean },
  ) {
    this.clock = new Clock(ctx.random, init.createdAt);
    this.entityType = `${init.type}_TASK`;
    const created = iso(this.clock.now());
    this.row = {
      id: init.id,
      type: init.type,
      brand_id: init.brandId,
      menu_id: init.menuId,
      status: 'NOT_STARTED',
      assigned_to_id: null,
      is_assignable: init.isAssignable ?? true,
      is_awaiting: false,
      awaiting_reason: null,
      awaiting_reason_comment: null,
      current_view_type: null,
      is_rerun_flow: false,
      is_auto_resolved: false,
      resolved_type: null,
      resolved_date: null,
      resolved_by_id: null,
      reopened_by_id: null,
      reopened_date: null,
      reopen_reason: null,
      misc_verified_by_id: null,
      misc_verified_date: null,
      misc_verified_comment: null,
      misc_qc_verified_by_id: null,
      misc_qc_verified_date: null,
      misc_qc_verified_comment: null,
      verification: 'NOT_VERIFIED',
      verified_by_id: null,
      verified_date: null,
      modified_by_id: null,
      created_date: created,
      modified_date: created,
    };
    this.record(null, 'CREATE', `${TASK_LABELS[init.type]} task created`, { brandId: init.brandId, menuId: init.menuId ?? undefined }, this.clock.now());
  }

  assign(user: DemoUser, by: DemoUser = user): Date {
    const at = this.clock.advance(1, 20);
    this.row.assigned_to_id = user.id;
    this.touch(by, at);
    this.record(by, 'ASSIGN', `Task assigned to ${user.name}`, { assignedToId: user.id, viewType: this.row.current_view_type ?? undefined }, at);
    return at;
  }

  unassign(): void {
    this.row.assigned_to_id = null;
  }

  start(user: DemoUser): Date {
    const at = this.clock.advance(0.2, 6);
    if (this.row.status === 'NOT_STARTED') this.row.status = 'STARTED';
    this.touch(user, at);
    this.record(user, 'START', `Task started by ${user.name}`, { status: this.row.status }, at);
    return at;
  }

  /** A view resolved by a person; the caller moves the task to the next view. */
  resolveView(view: ViewType, user: DemoUser | null): Date {
    const at = this.clock.advance(1, 30);
    this.touch(user, at);
    this.record(user, 'RESOLVE', `${VIEW_LABELS[view]} view resolved${user ? ` by ${user.name}` : ' automatically'}`, { viewType: view }, at, view);
    return at;
  }

  /** The task resolved: by a person (MANUAL) or by the system (AUTOMATIC). */
  resolve(user: DemoUser | null, options: { at?: Date; comment?: string } = {}): Date {
    const at = options.at ?? this.clock.advance(1, 30);
    this.row.status = 'RESOLVED';
    this.row.resolved_type = user ? 'MANUAL' : 'AUTOMATIC';
    this.row.is_auto_resolved = user === null;
    this.row.resolved_by_id = user?.id ?? null;
    this.row.resolved_date = iso(at);
    this.row.assigned_to_id = null;
    this.touch(user, at);
    this.record(
      user,
      'RESOLVE',
      user ? `Task resolved by ${user.name}` : `Task resolved automatically${options.comment ? `: ${options.comment}` : ''}`,
      { resolvedType: this.row.resolved_type },
      at,
    );
    return at;
  }

  reopen(reason: string, user: DemoUser | null): Date {
    const at = this.clock.advance(2, 60);
    this.row.status = 'REOPENED';
    this.row.reopen_reason = reason;
    this.row.reopened_by_id = user?.id ?? null;
    this.row.reopened_date = iso(at);
    this.row.resolved_type = null;
    this.row.resolved_by_id = null;
    this.row.resolved_date = null;
    this.row.is_auto_resolved = false;
    this.touch(user, at);
    this.record(user, 'REOPEN', `Task reopened${user ? ` by ${user.name}` : ''}: ${humanise(reason)}`, { reopenReason: reason }, at);
    return at;
  }

  markAwaiting(user: DemoUser | null, reason: 'MESSY_BRAND' | 'NEED_ASSISTANCE', comment: string | null): void {
    const at = this.clock.advance(0.5, 8);
    this.row.is_awaiting = true;
    this.row.awaiting_reason = reason;
    this.row.awaiting_reason_comment = comment;
    this.touch(user, at);
    this.record(user, 'MARK_AS_AWAITING', `Task marked as awaiting: ${humanise(reason)}`, { awaitingReason: reason, comment: comment ?? undefined }, at);
  }

  miscVerify(user: DemoUser, comment: string, kind: 'DEFINE' | 'QC'): void {
    const at = this.clock.advance(0.5, 6);
    if (kind === 'DEFINE') {
      this.row.misc_verified_by_id = user.id;
      this.row.misc_verified_date = iso(at);
      this.row.misc_verified_comment = comment;
      this.record(user, 'MARK_AS_VERIFIED', `Miscellaneous checks verified by ${user.name}`, { comment }, at, 'MISC');
    } else {
      this.row.misc_qc_verified_by_id = user.id;
      this.row.misc_qc_verified_date = iso(at);
      this.row.misc_qc_verified_comment = comment;
      this.record(user, 'MARK_AS_QUALITY_CHECKED', `Miscellaneous checks quality-checked by ${user.name}`, { comment }, at, 'MISC');
    }
    this.touch(user, at);
  }

  verifyScraping(user: DemoUser, mode: 'VERIFIED_IN_DEFAULT_MODE' | 'VERIFIED_IN_DEBUG_MODE'): void {
    const at = this.clock.advance(2, 72);
    this.row.verification = mode;
    this.row.verified_by_id = user.id;
    this.row.verified_date = iso(at);
    this.touch(user, at);
    this.record(user, 'MARK_AS_VERIFIED', `Scraping verified by ${user.name} (${mode === 'VERIFIED_IN_DEBUG_MODE' ? 'debug' : 'default'} mode)`, { verification: mode }, at, mode);
  }

  /** Writes an event about this task without changing it (e.g. a save). */
  note(user: DemoUser | null, type: EventType, message: string, data: Record<string, unknown>): Date {
    const at = this.clock.advance(0.5, 12);
    this.touch(user, at);
    this.record(user, type, message, data, at);
    return at;
  }

  private touch(user: DemoUser | null, at: Date): void {
    if (user) this.row.modified_by_id = user.id;
    this.row.modified_date = iso(at);
  }

  private record(user: DemoUser | null, type: EventType, message: string, data: Record<string, unknown>, at: Date, subType?: string): void {
    this.ctx.event({ user, type, subType, entityType: this.entityType, entityId: this.row.id, message, data: stripUndefined(data), at });
  }
}

function stripUndefined(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
}
