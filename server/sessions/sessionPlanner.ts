// The session planner (issue 27, DESIGN.md section 5 "Sessions"): puts each menu of a session into a 15-minute time
// slot in which its restaurant is open, before anything is scheduled. Pure: no I/O, the clock is an input (`now`), so a
// seven-day session is planned and checked in milliseconds.
//
// Interface (stable: the session writes and the benchmark call it):
//   planSession({ now, timeSlotCount, ignoreWorkingHours, perSlotMax, menus }) -> SessionPlan
//   isOpenAt(availability, at) -> boolean (the same hours at one instant: the benchmark's and the tests' check)
//
// Rules (ours, docs/sessions.md "Planning a session"):
// - The session starts at `now` (not the next quarter hour: the person who pressed Start sees jobs run at once). Slot i
//   is [start + 15 min * i, start + 15 min * (i + 1)).
// - A menu may go into a slot only if its restaurant is open for the whole slot, in Europe/London wall-clock time
//   (the UK summer-time rule of domain/dates.ts, luxon's zone data beyond its years): a job can then start anywhere in
//   its slot and still be inside opening hours. Across the clocks going back, the whole repeated stretch must be open.
//   With ignoreWorkingHours every slot is open to every menu.
// - timeSlotCount 0: everything at once. One slot (index 0) from start to start; a menu is available if its restaurant
//   is open at the start instant. No per-slot maximum (all menus are sent at once by definition).
// - Balancing: the most constrained menus first (fewest open slots, then one site's menus together, then menu id), each
//   into the open slot with the fewest menus, then the fewest menus of its site, then the earliest; a slot holding
//   perSlotMax menus takes no more. Taking one site's menus in a row deals them out over the least-loaded slots, so a
//   chain's menus are spread over the session (per-site politeness) while the slots stay within one menu of each
//   other where hours allow. A menu with no open slot in the session window is unavailable (CLOSED); one whose open
//   slots are all full is unavailable too (SLOTS_FULL).
// - 'MINIMUM': the smallest slot count from 1 to MAX_TIME_SLOT_COUNT that holds every menu available in the longest
//   session (seven days, so every menu open at some time of the week) at most MINIMUM_OPTION_PER_SLOT_MAX menus per
//   slot (spec 3 section 9); perSlotMax is not used then. If even the longest session cannot hold them all, it is the
//   longest session and the rest are unavailable (SLOTS_FULL).
// - estimatedCompletionTime: the end of the last slot that holds a menu (the start when none does, or with 0 slots).
// - Within a slot, menuIds are ordered so that menus of one site are as far apart as the slot allows (the dispatch
//   spreads a slot's jobs over its 15 minutes in this order: slotDispatch.ts).
import { DateTime } from 'luxon';
import { LONDON, londonOffsetMs } from '../../domain/dates';
import {
  MAX_SESSION_TIME_SLOT_COUNT,
  MINIMUM_OPTION_MENUS_PER_SLOT,
  SESSION_SLOT_MINUTES,
  type ClusterMenuRole,
} from '../../domain/scrapingSessions';
import { intervalMinutes, MINUTES_PER_DAY, type MenuScrapingAvailability } from './menuAvailability';

export const SLOT_MINUTES = SESSION_SLOT_MINUTES;
export const SLOT_MS = SLOT_MINUTES * 60_000;
/** Seven days of slots (spec 3 section 9: 0 to 672 on cluster sessions, 1 to 672 on the reruns page). */
export const MAX_TIME_SLOT_COUNT = MAX_SESSION_TIME_SLOT_COUNT;
/** The minimum-slot option includes at most 50 menus per slot (spec 3 section 9). */
export const MINIMUM_OPTION_PER_SLOT_MAX = MINIMUM_OPTION_MENUS_PER_SLOT;
export const LONDON_ZONE = LONDON;

const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;

export type ClusterRole = ClusterMenuRole;

export interface MenuToPlan {
  menuId: number;
  /** Host of the menu URL (politenessDomainOf): the politeness key. */
  siteKey: string;
  role: ClusterRole | null;
  availability: MenuScrapingAvailability;
}

export interface PlanSessionInput {
  now: Date;
  /** 0 to 672, or 'MINIMUM' for the smallest count that holds every available menu at most 50 per slot. */
  timeSlotCount: number | 'MINIMUM';
  ignoreWorkingHours: boolean;
  /** Most menus in one slot (Infinity for none); not used with 'MINIMUM' (50) or with 0 slots. */
  perSlotMax: number;
  menus: readonly MenuToPlan[];
}

export interface PlannedSlot {
  index: number;
  start: Date;
  end: Date;
  /** In dispatch order: one site's menus spaced apart. */
  menuIds: number[];
}

export type UnavailableReason = 'CLOSED' | 'SLOTS_FULL';

export interface SessionPlan {
  startTime: Date;
  estimatedCompletionTime: Date;
  /** The count planned with (the minimum when 'MINIMUM' was asked). */
  timeSlotCount: number;
  /** timeSlotCount slots (one immediate slot when it is 0), empty ones included. */
  slots: PlannedSlot[];
  /** Menus that are in no slot, in the input's order. */
  unavailableMenuIds: number[];
  /** Why each unavailable menu is: closed in every slot, or its open slots are full. */
  unavailableReasons: Map<number, UnavailableReason>;
  /** The minimum slot count when 'MINIMUM' was asked, null otherwise. */
  minimumTimeSlotCount: number | null;
}

interface SlotClock {
  /** London wall-clock minute of the week (Sunday 00:00 is 0) at the slot's start. */
  weekMinute: number;
  /** Wall-clock minutes the slot covers (15, or 15 +/- 60 across a summer-time change; 1 for the instant of 0 slots). */
  length: number;
}

/**
 * London wall-clock minute of the week of an instant: the UK summer-time rule of domain/dates.ts where it is known (a
 * seven-day plan reads 1,344 instants: luxon's time zone lookups took 50-200 ms of it), luxon's zone data otherwise.
 */
function weekMinuteAt(ms: number): number {
  const offset = londonOffsetMs(ms);
  if (offset !== null) {
    const local = new Date(ms + offset);
    return local.getUTCDay() * MINUTES_PER_DAY + local.getUTCHours() * 60 + local.getUTCMinutes();
  }
  const instant = DateTime.fromMillis(ms, { zone: LONDON_ZONE });
  return (instant.weekday % 7) * MINUTES_PER_DAY + instant.hour * 60 + instant.minute;
}

function slotClocks(startMs: number, slotCount: number): SlotClock[] {
  if (slotCount === 0) return [{ weekMinute: weekMinuteAt(startMs), length: 1 }];
  const clocks: SlotClock[] = [];
  for (let index = 0; index < slotCount; index += 1) {
    // Seconds count: a slot from 10:07:30 must be open until 10:22:30, so the whole minutes it touches are checked.
    const first = weekMinuteAt(startMs + index * SLOT_MS);
    const last = weekMinuteAt(startMs + (index + 1) * SLOT_MS - 1);
    const length = ((last - first + MINUTES_PER_WEEK) % MINUTES_PER_WEEK) + 1;
    // When the clocks go back, the slot's end reads earlier than its start: check the whole stretch it may cover.
    if (length > SLOT_MINUTES + 61) {
      const from = (last + 1 - SLOT_MINUTES + MINUTES_PER_WEEK) % MINUTES_PER_WEEK;
      clocks.push({ weekMinute: from, length: first + SLOT_MINUTES - (last + 1 - SLOT_MINUTES) });
    } else clocks.push({ weekMinute: first, length });
  }
  return clocks;
}

/** Open spans of the week as [from, to) minutes over two weeks (so a span across Sunday midnight is one span), merged. */
function weekSpansOf(availability: MenuScrapingAvailability): number[] {
  const spans: [number, number][] = [];
  for (const day of availability.weekdays) {
    for (const interval of day.intervals) {
      const [open, close] = intervalMinutes(interval);
      const from = day.dayOfWeek * MINUTES_PER_DAY + open;
      const to = day.dayOfWeek * MINUTES_PER_DAY + (close - open >= MINUTES_PER_DAY ? open + MINUTES_PER_DAY : close);
      spans.push([from, to], [from + MINUTES_PER_WEEK, to + MINUTES_PER_WEEK]);
    }
  }
  // Saturday's late hours run into Sunday: their copy at the start of the first week.
  for (const [from, to] of [...spans]) if (to > 2 * MINUTES_PER_WEEK) spans.push([from - 2 * MINUTES_PER_WEEK, to - 2 * MINUTES_PER_WEEK]);
  spans.sort((a, b) => a[0] - b[0]);
  const flat: number[] = [];
  for (const [from, to] of spans) {
    if (flat.length > 0 && from <= flat[flat.length - 1]!) flat[flat.length - 1] = Math.max(flat[flat.length - 1]!, to);
    else flat.push(from, to);
  }
  return flat;
}

/** Whether [from, from + length) lies inside one span (spans flat as from0, to0, from1, to1, ...). */
function covered(spans: number[], from: number, length: number): boolean {
  let low = 0;
  let high = spans.length / 2 - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (spans[middle * 2]! <= from) low = middle + 1;
    else high = middle - 1;
  }
  if (high < 0) return false;
  return spans[high * 2 + 1]! >= from + length;
}

function availabilityKey(availability: MenuScrapingAvailability): string {
  return availability.weekdays.map((day) => `${day.dayOfWeek}:${day.intervals.map((i) => `${i.openTime}-${i.closeTime}`).join(',')}`).join('|');
}

/** The slots (indexes, ascending) each menu may go into; availabilities are shared by key, as many menus share hours. */
function openSlotsOfMenus(menus: readonly MenuToPlan[], clocks: SlotClock[], ignoreWorkingHours: boolean): Int32Array[] {
  const all = Int32Array.from(clocks.keys());
  if (ignoreWorkingHours) return menus.map(() => all);
  const byKey = new Map<string, Int32Array>();
  return menus.map((menu) => {
    if (menu.availability.isAlwaysAvailable) return all;
    const key = availabilityKey(menu.availability);
    let open = byKey.get(key);
    if (!open) {
      const spans = weekSpansOf(menu.availability);
      const indexes: number[] = [];
      clocks.forEach((clock, index) => {
        if (covered(spans, clock.weekMinute, clock.length)) indexes.push(index);
      });
      open = Int32Array.from(indexes);
      byKey.set(key, open);
    }
    return open;
  });
}

interface Assignment {
  slotOf: Int32Array;
  /** -1: no open slot; -2: open slots all full. */
  placed: number;
}

/** The balancing pass: the most constrained menus first, each into its best open slot (see the rules above). */
function assign(menus: readonly MenuToPlan[], openSlots: Int32Array[], slotCount: number, perSlotMax: number): Assignment {
  const slotOf = new Int32Array(menus.length);
  const load = new Int32Array(slotCount);
  // Site keys as numbers; per-slot counts only for sites with more than one menu (a lone menu has nothing to spread).
  const siteIds = new Map<string, number>();
  const siteOf = new Int32Array(menus.length);
  const siteSize: number[] = [];
  menus.forEach((menu, index) => {
    let id = siteIds.get(menu.siteKey);
    if (id === undefined) {
      id = siteSize.length;
      siteIds.set(menu.siteKey, id);
      siteSize.push(0);
    }
    siteOf[index] = id;
    siteSize[id]! += 1;
  });
  const siteLoad = new Map<number, Uint16Array>();
  // One site's menus one after another (within the same number of open slots): the least-loaded choice then deals
  // them out over the slots, as a dealer deals cards, and the balance stays within one menu.
  const order = Array.from(menus.keys()).sort(
    (a, b) => openSlots[a]!.length - openSlots[b]!.length || siteOf[a]! - siteOf[b]! || menus[a]!.menuId - menus[b]!.menuId,
  );
  let placed = 0;
  for (const index of order) {
    const open = openSlots[index]!;
    if (open.length === 0) {
      slotOf[index] = -1;
      continue;
    }
    const site = siteOf[index]!;
    let perSite = siteLoad.get(site);
    if (!perSite && siteSize[site]! > 1) {
      perSite = new Uint16Array(slotCount);
      siteLoad.set(site, perSite);
    }
    let best = -1;
    let bestSite = Infinity;
    let bestLoad = Infinity;
    for (let k = 0; k < open.length; k += 1) {
      const slot = open[k]!;
      const slotLoad = load[slot]!;
      if (slotLoad >= perSlotMax) continue;
      const sameSite = perSite ? perSite[slot]! : 0;
      if (slotLoad < bestLoad || (slotLoad === bestLoad && sameSite < bestSite)) {
        best = slot;
        bestSite = sameSite;
        bestLoad = slotLoad;
      }
    }
    slotOf[index] = best === -1 ? -2 : best;
    if (best === -1) continue;
    load[best]! += 1;
    if (perSite) perSite[best]! += 1;
    placed += 1;
  }
  return { slotOf, placed };
}

/**
 * A slot's menus in dispatch order: each next menu from the site with the most menus left that is not the site just
 * taken (the greedy that keeps one site's menus apart whenever other sites can sit between them).
 */
function dispatchOrder(menuIndexes: number[], menus: readonly MenuToPlan[]): number[] {
  const bySite = new Map<string, number[]>();
  for (const index of menuIndexes) {
    const key = menus[index]!.siteKey;
    const list = bySite.get(key);
    if (list) list.push(index);
    else bySite.set(key, [index]);
  }
  if (bySite.size === menuIndexes.length) return menuIndexes.map((index) => menus[index]!.menuId);
  // A max-heap of sites by menus left (ties: first seen), the site just taken held out for one turn.
  const queues = [...bySite.values()].map((queue, order) => ({ queue, next: 0, order }));
  type Entry = (typeof queues)[number];
  const left = (entry: Entry) => entry.queue.length - entry.next;
  const before = (a: Entry, b: Entry) => left(a) > left(b) || (left(a) === left(b) && a.order < b.order);
  const heap: Entry[] = [];
  const push = (entry: Entry) => {
    heap.push(entry);
    for (let i = heap.length - 1; i > 0; ) {
      const parent = (i - 1) >> 1;
      if (!before(heap[i]!, heap[parent]!)) break;
      [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
      i = parent;
    }
  };
  const pop = (): Entry => {
    const top = heap[0]!;
    const last = heap.pop()!;
    if (heap.length > 0) {
      heap[0] = last;
      for (let i = 0; ; ) {
        const [l, r] = [2 * i + 1, 2 * i + 2];
        let best = i;
        if (l < heap.length && before(heap[l]!, heap[best]!)) best = l;
        if (r < heap.length && before(heap[r]!, heap[best]!)) best = r;
        if (best === i) break;
        [heap[i], heap[best]] = [heap[best]!, heap[i]!];
        i = best;
      }
    }
    return top;
  };
  queues.forEach(push);
  const ordered: number[] = [];
  let held: Entry | null = null;
  while (heap.length > 0) {
    const entry = pop();
    ordered.push(menus[entry.queue[entry.next]!]!.menuId);
    entry.next += 1;
    if (held && left(held) > 0) push(held);
    held = entry;
  }
  if (held && left(held) > 0) for (let k = held.next; k < held.queue.length; k += 1) ordered.push(menus[held.queue[k]!]!.menuId);
  return ordered;
}

function planWith(input: PlanSessionInput, slotCount: number, perSlotMax: number, openSlots: Int32Array[]): SessionPlan {
  const startMs = input.now.getTime();
  const { slotOf } = assign(input.menus, openSlots, Math.max(1, slotCount), slotCount === 0 ? Infinity : perSlotMax);
  const slotMenus: number[][] = Array.from({ length: Math.max(1, slotCount) }, () => []);
  const unavailableMenuIds: number[] = [];
  const unavailableReasons = new Map<number, UnavailableReason>();
  input.menus.forEach((menu, index) => {
    const slot = slotOf[index]!;
    if (slot >= 0) slotMenus[slot]!.push(index);
    else {
      unavailableMenuIds.push(menu.menuId);
      unavailableReasons.set(menu.menuId, slot === -1 ? 'CLOSED' : 'SLOTS_FULL');
    }
  });
  const slots = slotMenus.map((indexes, index) => ({
    index,
    start: new Date(startMs + index * SLOT_MS),
    end: new Date(slotCount === 0 ? startMs : startMs + (index + 1) * SLOT_MS),
    menuIds: dispatchOrder(indexes, input.menus),
  }));
  const lastUsed = slots.findLast((slot) => slot.menuIds.length > 0);
  return {
    startTime: new Date(startMs),
    estimatedCompletionTime: lastUsed ? lastUsed.end : new Date(startMs),
    timeSlotCount: slotCount,
    slots,
    unavailableMenuIds,
    unavailableReasons,
    minimumTimeSlotCount: null,
  };
}

export function planSession(input: PlanSessionInput): SessionPlan {
  const { timeSlotCount } = input;
  if (timeSlotCount !== 'MINIMUM') {
    if (!Number.isInteger(timeSlotCount) || timeSlotCount < 0 || timeSlotCount > MAX_TIME_SLOT_COUNT) {
      throw new RangeError(`timeSlotCount must be an integer from 0 to ${MAX_TIME_SLOT_COUNT} or 'MINIMUM'`);
    }
    const clocks = slotClocks(input.now.getTime(), timeSlotCount);
    return planWith(input, timeSlotCount, input.perSlotMax, openSlotsOfMenus(input.menus, clocks, input.ignoreWorkingHours));
  }
  // The open slots of the longest session; a shorter session's are its prefix (same start, same slots).
  const clocks = slotClocks(input.now.getTime(), MAX_TIME_SLOT_COUNT);
  const longest = openSlotsOfMenus(input.menus, clocks, input.ignoreWorkingHours);
  const available = longest.filter((open) => open.length > 0).length;
  const openWithin = (count: number) => longest.map((open) => (open.length > 0 && open[open.length - 1]! >= count ? open.subarray(0, upperBound(open, count)) : open));
  const fits = (count: number) => assign(input.menus, openWithin(count), count, MINIMUM_OPTION_PER_SLOT_MAX).placed === available;
  // Fitting is monotone in the count for all practical inputs (more slots only add room); binary search from the
  // capacity bound, then the smallest count found is planned for real.
  let low = Math.max(1, Math.ceil(available / MINIMUM_OPTION_PER_SLOT_MAX));
  let high = MAX_TIME_SLOT_COUNT;
  if (low > high || !fits(high)) low = high;
  else {
    while (low < high) {
      const middle = (low + high) >> 1;
      if (fits(middle)) high = middle;
      else low = middle + 1;
    }
  }
  const plan = planWith(input, low, MINIMUM_OPTION_PER_SLOT_MAX, openWithin(low));
  return { ...plan, minimumTimeSlotCount: low };
}

/** The number of values below `limit` in an ascending array. */
function upperBound(values: Int32Array, limit: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (values[middle]! < limit) low = middle + 1;
    else high = middle;
  }
  return low;
}

const spansByAvailability = new WeakMap<MenuScrapingAvailability, number[]>();

/** Whether a menu's restaurant is open at an instant (London wall clock, to the minute): the check a slot's minutes pass. */
export function isOpenAt(availability: MenuScrapingAvailability, at: Date): boolean {
  if (availability.isAlwaysAvailable) return true;
  let spans = spansByAvailability.get(availability);
  if (!spans) {
    spans = weekSpansOf(availability);
    spansByAvailability.set(availability, spans);
  }
  return covered(spans, weekMinuteAt(at.getTime()), 1);
}
