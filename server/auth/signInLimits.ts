// Sign-in limits kept in the database, so every API process shares them: wrong guesses per address and per client
// address, codes delivered per address, code requests per client address, each per clock hour and per UTC day.
// An attempt is counted before it is checked (one UPDATE that raises the count and returns it), so concurrent attempts
// are all counted; an attempt that is refused, or that signs in, is taken off again, so the counts hold the guesses
// that were checked and failed (and the deliveries and requests that went through).
import type { Queryable } from '../db/database';

export type Period = 'hour' | 'day';
export type PerPeriod = Record<Period, number>;

export interface SignInLimits {
  /** Wrong guesses at one address, whether or not it has an account. */
  guessesPerAddress: PerPeriod;
  /** Wrong guesses from one client address, at any addresses. */
  guessesPerClient: PerPeriod;
  /** Codes sent (new or re-sent) to one address. */
  codesPerAddress: PerPeriod;
  /** requestLoginCode calls from one client address, for any addresses. */
  requestsPerClient: PerPeriod;
}

/** The real limits (README, "Sign-in limits"): at most 10 checked wrong guesses per address per UTC day. */
export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  guessesPerAddress: { hour: 5, day: 10 },
  guessesPerClient: { hour: 20, day: 50 },
  codesPerAddress: { hour: 10, day: 30 },
  requestsPerClient: { hour: 60, day: 300 },
};

type Scope = keyof SignInLimits;

interface Counter {
  scope: Scope;
  key: string;
  period: Period;
}

export interface Admission {
  /** True when every counter stayed within its limit: the attempt may go on. */
  admitted: boolean;
  /** Seconds until the fullest exceeded window ends (0 when admitted). */
  retryAfterSeconds: number;
  /** Takes the attempt off every counter again (a refused attempt, or a guess that signed in). */
  release(): Promise<void>;
}

/** Counters are taken one at a time in a fixed order, so two attempts never wait on each other's rows (no deadlock). */
function countersOf(pairs: [Scope, string][]): Counter[] {
  const counters = pairs.flatMap(([scope, key]) => (['hour', 'day'] as const).map((period) => ({ scope, key, period })));
  return counters.sort((a, b) => `${a.scope}\u0000${a.key}\u0000${a.period}`.localeCompare(`${b.scope}\u0000${b.key}\u0000${b.period}`));
}

/** Counts one attempt on each counter and says whether all stay within their limits. */
async function admit(db: Queryable, limits: SignInLimits, pairs: [Scope, string][]): Promise<Admission> {
  const counters = countersOf(pairs);
  const taken: { counter: Counter; windowStart: Date }[] = [];
  let retryAfterSeconds = 0;
  for (const counter of counters) {
    // Each statement commits on its own: the count is visible to every other process before this attempt is checked.
    const [row] = await db.query<{ count: number; window_start: Date; seconds_left: number }>(
      `INSERT INTO sign_in_counters (scope, key, period, window_start, count)
         VALUES ($1, $2, $3, date_trunc($3, now(), 'UTC'), 1)
       ON CONFLICT (scope, key, period, window_start) DO UPDATE SET count = sign_in_counters.count + 1
       RETURNING count, window_start,
         ceil(extract(epoch FROM window_start + make_interval(hours => CASE WHEN period = 'hour' THEN 1 ELSE 24 END) - now()))::int AS seconds_left`,
      [counter.scope, counter.key, counter.period],
    );
    taken.push({ counter, windowStart: row.window_start });
    if (row.count > limits[counter.scope][counter.period]) retryAfterSeconds = Math.max(retryAfterSeconds, row.seconds_left);
  }
  const release = async () => {
    for (const { counter, windowStart } of taken) {
      await db.query(
        `UPDATE sign_in_counters SET count = count - 1
          WHERE scope = $1 AND key = $2 AND period = $3 AND window_start = $4 AND count > 0`,
        [counter.scope, counter.key, counter.period, windowStart],
      );
    }
  };
  const admitted = retryAfterSeconds === 0;
  if (!admitted) await release();
  return { admitted, retryAfterSeconds, release };
}

export function normalizedAddress(email: string): string {
  return email.trim().toLowerCase();
}

/** One guess at a code: counted against the address and the client address before the code is looked at. */
export function admitGuess(db: Queryable, limits: SignInLimits, email: string, clientAddress: string): Promise<Admission> {
  return admit(db, limits, [
    ['guessesPerAddress', normalizedAddress(email)],
    ['guessesPerClient', clientAddress],
  ]);
}

/** One call of requestLoginCode, counted against the client address whatever the address asked for. */
export async function admitCodeRequest(db: Queryable, limits: SignInLimits, clientAddress: string): Promise<Admission> {
  // Finished windows go as new requests come in; the window index keeps this a probe when there is nothing to delete.
  await db.query(`DELETE FROM sign_in_counters WHERE window_start < now() - interval '2 days'`);
  return admit(db, limits, [['requestsPerClient', clientAddress]]);
}

/** One code sent to an address (new or re-sent). */
export function admitCodeDelivery(db: Queryable, limits: SignInLimits, email: string): Promise<Admission> {
  return admit(db, limits, [['codesPerAddress', normalizedAddress(email)]]);
}

/** 'Wait 12 minutes' or 'Wait 9 hours': how long until the exceeded window ends, rounded up. */
export function waitWording(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes <= 90) return `Wait ${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `Wait ${hours} hours`;
}
