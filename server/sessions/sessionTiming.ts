// Time is a dependency of sessions (issue 27): the planner plans with a clock, and a planned slot becomes a moment at
// which pg-boss may start the job. Production plans at the real now with 15-minute slots. A test sets config.sessionTiming:
// a planning clock (a Monday noon in London, so opening hours are known) and a short slot (a second), so a two-slot or
// seven-day session runs in seconds. Slot i of a session then runs from startTime + i x slotDurationMs, where startTime
// is the real moment the session started: the planner's slot i (planning clock + i x 15 minutes) scaled onto real time.
import type { Config } from '../config';
import { SLOT_MS, type SessionPlan } from './sessionPlanner';

export interface SessionTiming {
  /** The planner's clock (whose opening hours apply); default the real clock. */
  planningNow?: () => Date;
  /** The length of a slot in real time; default 15 minutes. */
  slotDurationMs?: number;
}

export interface ResolvedSessionTiming {
  planningNow: Date;
  /** The real moment the session starts (slot 0 begins). */
  startTime: Date;
  slotDurationMs: number;
}

/** The clocks of one session start, read once. */
export function sessionTimingOf(config: Pick<Config, 'sessionTiming'>, realNow = new Date()): ResolvedSessionTiming {
  const timing = config.sessionTiming ?? {};
  return { planningNow: timing.planningNow?.() ?? realNow, startTime: realNow, slotDurationMs: timing.slotDurationMs ?? SLOT_MS };
}

/** Slot `index` of a session in real time. With zero slots every job starts at once (one slot from start to start). */
export function slotWindow(startTime: Date, slotDurationMs: number, index: number, timeSlotCount: number): { start: Date; end: Date } {
  const start = new Date(startTime.getTime() + index * slotDurationMs);
  return { start, end: timeSlotCount === 0 ? start : new Date(start.getTime() + slotDurationMs) };
}

/**
 * The plan (made on the planning clock) with its slots and estimated completion in real time: what is stored, scheduled
 * and shown. With the real clock and 15-minute slots it is the plan unchanged.
 */
export function planInRealTime(plan: SessionPlan, timing: ResolvedSessionTiming): SessionPlan {
  const slots = plan.slots.map((slot) => ({ ...slot, ...slotWindow(timing.startTime, timing.slotDurationMs, slot.index, plan.timeSlotCount) }));
  const lastUsed = slots.findLast((slot) => slot.menuIds.length > 0);
  return { ...plan, slots, startTime: timing.startTime, estimatedCompletionTime: lastUsed ? lastUsed.end : timing.startTime };
}
