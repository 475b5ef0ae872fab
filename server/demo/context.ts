// What every demo builder shares: the seeded random source, the people who do the work, id sequences, the history
// being written and the per-user count of open assigned tasks (at most 5 per user and kind).
import type { RoleName } from '../../domain/roles';
import type { EventType } from '../history/eventTypes';
import { iso, Random } from './random';

export const MAX_OPEN_ASSIGNED_PER_KIND = 5;

export interface DemoUser {
  id: number;
  name: string;
  role: RoleName;
  isActive: boolean;
}

/** Who can do which work: derived from the role table, leaving admins and team leaders out of the daily work. */
export interface WorkerPools {
  define: readonly DemoUser[];
  qualityCheck: readonly DemoUser[];
  scrape: readonly DemoUser[];
  review: readonly DemoUser[];
  /** Admin and team leader: reopen tasks and assign work to others. */
  leads: readonly DemoUser[];
}

export type EventRow = {
  user_id: number | null;
  type: string;
  sub_type: string | null;
  entity_type: string;
  entity_id: number;
  message: string;
  data: string | null;
  created_date: string;
};

export interface NewDemoEvent {
  user: DemoUser | null;
  type: EventType;
  subType?: string;
  entityType: string;
  entityId: number;
  message: string;
  data?: Record<string, unknown>;
  at: Date;
}

export class IdSequence {
  constructor(private last: number) {}

  next(): number {
    this.last += 1;
    return this.last;
  }
}

export class DemoContext {
  private readonly counters = new Map<string, number>();
  private readonly openAssigned = new Map<string, number>();
  private readonly eventRows: { row: EventRow; time: number; order: number }[] = [];

  constructor(
    readonly random: Random,
    readonly pools: WorkerPools,
  ) {}

  /** 1, 2, 3, ... per key: lets builders spread a feature evenly ("every third task") instead of hoping for luck. */
  count(key: string): number {
    const value = (this.counters.get(key) ?? 0) + 1;
    this.counters.set(key, value);
    return value;
  }

  event(event: NewDemoEvent): void {
    this.eventRows.push({
      time: event.at.getTime(),
      order: this.eventRows.length,
      row: {
        user_id: event.user?.id ?? null,
        type: event.type,
        sub_type: event.subType ?? null,
        entity_type: event.entityType,
        entity_id: event.entityId,
        message: event.message,
        data: event.data ? JSON.stringify(event.data) : null,
        created_date: iso(event.at),
      },
    });
  }

  /** Replaces `from` with `to` in what the events written so far about one entity say (a menu moved to another URL). */
  rewriteEvents(entityType: string, entityId: number, from: string, to: string): void {
    for (const { row } of this.eventRows) {
      if (row.entity_type !== entityType || row.entity_id !== entityId) continue;
      row.message = row.message.split(from).join(to);
      if (row.data) row.data = row.data.split(JSON.stringify(from).slice(1, -1)).join(JSON.stringify(to).slice(1, -1));
    }
  }

  /** History in time order, so event ids grow with time as they would in real use. */
  events(): EventRow[] {
    return [...this.eventRows].sort((a, b) => a.time - b.time || a.order - b.order).map((entry) => entry.row);
  }

  /** Someone who did past work (no limit applies to finished work). */
  worker(pool: readonly DemoUser[]): DemoUser {
    return this.random.pick(pool);
  }

  /**
   * The user an open task of taskType stays assigned to: the least busy of the pool, never above the limit. Falls back
   * to the leads, then to nobody.
   */
  assignee(pool: readonly DemoUser[], taskType: string): DemoUser | null {
    for (const candidates of [pool, this.pools.leads]) {
      const free = candidates.filter((user) => this.openCount(user, taskType) < MAX_OPEN_ASSIGNED_PER_KIND);
      if (free.length === 0) continue;
      const least = Math.min(...free.map((user) => this.openCount(user, taskType)));
      const user = this.random.pick(free.filter((candidate) => this.openCount(candidate, taskType) === least));
      this.openAssigned.set(`${user.id}:${taskType}`, least + 1);
      return user;
    }
    return null;
  }

  private openCount(user: DemoUser, taskType: string): number {
    return this.openAssigned.get(`${user.id}:${taskType}`) ?? 0;
  }
}
