// When a planned session job may start (docs/sessions.md "Planning a session"): the one dispatch rule the scheduler and
// the slot-fidelity benchmark (scripts/benchSessions.ts) both follow, so the benchmark measures what runs. Pure.
//
// - A slot's jobs are spread evenly over its 15 minutes in the planner's dispatch order (one site's menus apart): job
//   `position` of `count` may start at slot.start + span x position / count (start_after, handed to pg-boss). With zero
//   slots the span is 0: every job at once.
// - A worker takes a due job when it is free; the job's first request then waits for its site's turn (the engine's
//   per-site politeness, server/scraping/politeness.ts: a claim takes the later of the site's next allowed moment and
//   now, and moves the next allowed moment one spacing on). So a job starts at the latest of its planned moment, the
//   moment a worker took it, and its site's next allowed moment.
// - A job whose slot has passed still runs (late): the menu was asked for, and the session's report shows when it ran.
import { DEFAULT_SPACING_MS } from '../scraping/politeness';

/** The moment within its slot at which a job may start (pg-boss' startAfter). */
export function plannedStartWithinSlot(slot: { start: Date; end: Date }, position: number, count: number): Date {
  const span = slot.end.getTime() - slot.start.getTime();
  return new Date(slot.start.getTime() + Math.floor((span * position) / Math.max(1, count)));
}

export interface JobDispatch {
  /** plannedStartWithinSlot, in ms. */
  plannedStartMs: number;
  /** When a worker took the job (ms). */
  takenAtMs: number;
  /** The site's next allowed request moment (ms), or null when the site has had no request. */
  siteNextAllowedAtMs: number | null;
  /** The site's spacing (DEFAULT_SPACING_MS, or the back-off while it struggles). */
  siteGapMs?: number;
}

export interface JobStart {
  /** When the job's first request goes out. */
  startMs: number;
  /** The site's next allowed moment after this claim. */
  siteNextAllowedAtMs: number;
}

/** When a taken job starts, and where its claim leaves the site's turn (the politeness claim, as the database does it). */
export function jobStart(dispatch: JobDispatch): JobStart {
  const startMs = Math.max(dispatch.plannedStartMs, dispatch.takenAtMs, dispatch.siteNextAllowedAtMs ?? -Infinity);
  return { startMs, siteNextAllowedAtMs: startMs + (dispatch.siteGapMs ?? DEFAULT_SPACING_MS) };
}

/** Whether a job started inside its slot ([start, end); with zero slots, at the start instant or after it). */
export function isInsideSlot(startMs: number, slot: { start: Date; end: Date }): boolean {
  const from = slot.start.getTime();
  const to = slot.end.getTime();
  return to === from ? startMs >= from : startMs >= from && startMs < to;
}
