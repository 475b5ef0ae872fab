// A small seeded random number generator (mulberry32) and the fixed clock of the demo data: every machine that loads
// the demo gets the same rows. Never use Math.random or the wall clock in the demo loader.

/** Fixed "now" of the demo data set; every date is this minus a seeded offset. */
export const DEMO_BASE_DATE = new Date('2026-11-01T09:00:00Z');

const HOUR_MS = 3_600_000;

export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Random.pick needs at least one item');
    return items[Math.floor(this.next() * items.length)];
  }

  /** Picks by weight: [[value, weight], ...]. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T {
    const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [value, weight] of choices) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return choices[choices.length - 1][0];
  }

  /** A shuffled copy (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy;
  }

  /** Up to count distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, count);
  }
}

/**
 * count values in random order that contain every `required` value at least once (when count allows) and are
 * otherwise drawn by weight: the demo shows every state while keeping a realistic mix.
 */
export function planValues<T>(random: Random, count: number, required: readonly T[], weights: readonly (readonly [T, number])[]): T[] {
  const values = required.slice(0, count);
  while (values.length < count) values.push(random.weighted(weights));
  return random.shuffle(values);
}

/** Days before the base date, with a seeded number of extra minutes so times are not all on the hour. */
export function daysAgo(random: Random, minDays: number, maxDays: number): Date {
  const offset = random.int(minDays * 24 * 60, maxDays * 24 * 60) * 60_000;
  return new Date(DEMO_BASE_DATE.getTime() - offset);
}

/**
 * A clock that only moves forward from a start date, in seeded steps, and never passes the base date. One per chain of
 * work (a brand's tasks, a menu's scraping and review) keeps history in a believable order.
 */
export class Clock {
  private time: number;

  constructor(
    private readonly random: Random,
    start: Date,
  ) {
    this.time = Math.min(start.getTime(), DEMO_BASE_DATE.getTime() - HOUR_MS);
  }

  now(): Date {
    return new Date(this.time);
  }

  /** Moves forward between minHours and maxHours (minutes are seeded too) and returns the new time. */
  advance(minHours = 1, maxHours = 30): Date {
    const step = this.random.int(Math.round(minHours * 60), Math.round(maxHours * 60)) * 60_000;
    this.time = Math.min(this.time + step, DEMO_BASE_DATE.getTime() - HOUR_MS);
    return this.now();
  }

  /** Moves forward to date if it is later (another chain of work happened first). */
  syncTo(date: Date): void {
    this.time = Math.max(this.time, Math.min(date.getTime(), DEMO_BASE_DATE.getTime() - HOUR_MS));
  }
}

export const iso = (date: Date): string => date.toISOString();
export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);
