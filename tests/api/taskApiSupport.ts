// The task engine's API test files share this setup: an app on a fresh database, five signed-in people (definer,
// quality checker, admin, junior scraper, trainee), and the reads a refusal test compares before and after.
import { afterAll, beforeAll } from 'vitest';
import { findTask } from '../../server/tasks/taskRows';
import type { Config } from '../../server/config';
import { startTestApp, type TestApp } from '../support/testApp';

export const TASK = 'id databaseId status isAssigned assignedTo { databaseId name } currentViewType isAwaiting awaitingReason reopenReason views { type status resolvedBy { name } }';

const PEOPLE = [
  ['definer', 'definer@example.com'],
  ['qualityChecker', 'qc@example.com'],
  ['admin', 'admin@example.com'],
  ['juniorScraper', 'scraper@example.com'],
  ['trainee', 'trainee@example.com'],
] as const;

export type TaskApiRole = (typeof PEOPLE)[number][0];

/**
 * Call at the top of a test file: registers the hooks and answers the helpers (the app is there once beforeAll ran).
 * `overrides` is read when the app starts, so it may name what an earlier beforeAll started (a local site's origin).
 */
export function taskApiTestApp(overrides: () => Partial<Config> = () => ({})) {
  const app = { t: undefined as unknown as TestApp };
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    app.t = await startTestApp(overrides());
    for (const [role, email] of PEOPLE) {
      ids[role] = await app.t.createUser(role, email, { name: `${role} person` });
      tokens[role] = (await app.t.signIn(email)).accessToken;
    }
  });
  afterAll(() => app.t.close());

  const gql = <T>(role: TaskApiRole, query: string, variables: Record<string, unknown> = {}) => app.t.gql<T>(query, variables, tokens[role]);

  async function countRows(sql: string, params: unknown[] = []): Promise<number> {
    return (await app.t.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM (${sql}) rows`, params))[0].count;
  }

  /** The task's stored row (with its views) and how many history events it has: what a refusal must leave as it was. */
  async function taskState(taskId: number) {
    const row = await findTask(app.t.db, taskId);
    return { row: JSON.parse(JSON.stringify(row)), events: await countRows('SELECT 1 FROM events WHERE entity_id = $1 AND entity_type LIKE $2', [taskId, '%_TASK']) };
  }

  return { app, ids, gql, countRows, taskState };
}
