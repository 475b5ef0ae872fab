// The kept daily resolution counts (migration 030, docs/reports.md "Kept counts"): after every kind of write the
// history takes (the product's recordEvent inside a transaction, a many-row insert, instants either side of a London
// midnight and of the clocks changing, other events and the system's resolutions, a transaction rolled back, concurrent
// transactions of the same person and day) the table holds exactly what counting the events says. On both engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordEvent } from '../../server/history/eventRows';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';

let test: TestDatabase;
const people: number[] = [];

/** What the events say: resolutions per person, London day and kind, as the reports counted them before 030. */
async function countedFromEvents(): Promise<string[]> {
  const rows = await test.db.query<{ key: string }>(
    `SELECT user_id || ' ' || (created_date AT TIME ZONE 'Europe/London')::date || ' ' || entity_type || ' ' || count(*) AS key
       FROM events WHERE type = 'RESOLVE' AND user_id IS NOT NULL GROUP BY user_id, (created_date AT TIME ZONE 'Europe/London')::date, entity_type ORDER BY 1`,
  );
  return rows.map((row) => row.key);
}

async function kept(): Promise<string[]> {
  const rows = await test.db.query<{ key: string }>(`SELECT user_id || ' ' || day || ' ' || entity_type || ' ' || resolved AS key FROM user_daily_resolutions ORDER BY 1`);
  return rows.map((row) => row.key);
}

async function insertEvent(userId: number | null, type: string, entityType: string, createdDate: string): Promise<void> {
  await test.db.query('INSERT INTO events (user_id, type, entity_type, entity_id, message, created_date) VALUES ($1, $2, $3, 1, $4, $5)', [
    userId,
    type,
    entityType,
    `${type} event`,
    createdDate,
  ]);
}

beforeAll(async () => {
  test = await createTestDatabase();
  for (const name of ['Alice', 'Bob']) {
    const [{ id }] = await test.db.query<{ id: number }>(
      "INSERT INTO users (name, email, role_id) SELECT $1, $2, id FROM roles WHERE name = 'juniorScraper' RETURNING id",
      [name, `${name.toLowerCase()}@counts.example`],
    );
    people.push(id);
  }
}, 60_000);

afterAll(async () => {
  await test?.drop();
});

describe('kept daily resolution counts', () => {
  it('agree with the events after each kind of write', async () => {
    const [alice, bob] = people;
    expect(await kept()).toEqual([]);

    // Through the product's event writer, in a transaction as a mutation writes it (now: today's London day).
    await test.db.transaction(async (tx) => {
      await recordEvent(tx, { userId: alice, type: 'RESOLVE', entityType: 'MENU_SCRAPING_TASK', entityId: 1, message: 'Resolved' });
      await recordEvent(tx, { userId: alice, type: 'SAVE', entityType: 'MENU_SCRAPING_TASK', entityId: 1, message: 'Saved' });
    });
    expect(await kept()).toEqual(await countedFromEvents());
    expect(await kept()).toHaveLength(1);

    // Either side of a London midnight in summer time (23:30 UTC is the next London day) and on the day the clocks go
    // forward; other kinds; other events and the system's resolutions, which are nobody's work.
    await insertEvent(alice, 'RESOLVE', 'MENU_SCRAPING_TASK', '2026-06-01T22:30:00Z');
    await insertEvent(alice, 'RESOLVE', 'MENU_SCRAPING_TASK', '2026-06-01T23:30:00Z');
    await insertEvent(alice, 'RESOLVE', 'DISH_REVIEW_TASK', '2026-06-01T23:45:00Z');
    await insertEvent(bob, 'RESOLVE', 'MENU_SCRAPING_TASK', '2026-03-29T00:30:00Z');
    await insertEvent(bob, 'RESOLVE', 'MENU_SCRAPING_TASK', '2026-03-29T23:30:00Z');
    await insertEvent(bob, 'REOPEN', 'MENU_SCRAPING_TASK', '2026-03-29T12:00:00Z');
    await insertEvent(null, 'RESOLVE', 'MENU_SCRAPING_TASK', '2026-03-29T12:00:00Z');
    expect(await kept()).toEqual(await countedFromEvents());
    expect(await kept()).toContain(`${alice} 2026-06-02 MENU_SCRAPING_TASK 1`);
    expect(await kept()).toContain(`${bob} 2026-03-30 MENU_SCRAPING_TASK 1`);

    // Many rows in one statement, onto days that already have counts.
    await test.db.query(
      `INSERT INTO events (user_id, type, entity_type, entity_id, message, created_date)
       SELECT CASE WHEN g % 2 = 0 THEN $1::int ELSE $2::int END, CASE WHEN g % 3 = 0 THEN 'SAVE' ELSE 'RESOLVE' END,
              CASE WHEN g % 5 = 0 THEN 'BRAND_GATEWAY_TASK' ELSE 'MENU_SCRAPING_TASK' END, g, 'Bulk', timestamptz '2026-06-01T12:00:00Z' + g * interval '1 hour'
         FROM generate_series(1, 200) g`,
      [alice, bob],
    );
    expect(await kept()).toEqual(await countedFromEvents());

    // A transaction rolled back leaves no count behind.
    const before = await kept();
    await expect(
      test.db.transaction(async (tx) => {
        await recordEvent(tx, { userId: bob, type: 'RESOLVE', entityType: 'DISH_REVIEW_TASK', entityId: 2, message: 'Resolved' });
        throw new Error('the mutation failed after its event');
      }),
    ).rejects.toThrow('the mutation failed');
    expect(await kept()).toEqual(before);

    // Transactions of the same person, day and kind at once (PostgreSQL: on several connections): none is lost.
    await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        test.db.transaction(async (tx) => {
          await recordEvent(tx, { userId: index % 2 === 0 ? alice : bob, type: 'RESOLVE', entityType: 'MENU_SCRAPING_TASK', entityId: index, message: 'Resolved' });
        }),
      ),
    );
    expect(await kept()).toEqual(await countedFromEvents());
    const total = await test.db.query<{ n: number }>('SELECT sum(resolved)::int AS n FROM user_daily_resolutions');
    const events = await test.db.query<{ n: number }>("SELECT count(*)::int AS n FROM events WHERE type = 'RESOLVE' AND user_id IS NOT NULL");
    expect(total[0].n).toBe(events[0].n);
  });
});
