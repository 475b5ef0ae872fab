// Setting the views' resolved dates through the real endpoint (admin only).
import { describe, expect, it } from 'vitest';
import { createBrandWithGatewayTask } from '../support/taskFixtures';
import { taskApiTestApp } from './taskApiSupport';

const { app, gql, countRows } = taskApiTestApp();

describe('views resolved dates (admin only)', () => {
  const SET = `mutation($id: ID!, $define: DateTime, $qc: DateTime, $qqa: DateTime) {
    setBrandGatewayTaskViewsResolvedDates(id: $id, defineResolvedDate: $define, qcResolvedDate: $qc, qqaResolvedDate: $qqa) {
      defineResolvedDate qcResolvedDate qqaResolvedDate
    }
  }`;
  const storedDates = async (taskId: number) =>
    Object.fromEntries(
      (await app.t.db.query<{ type: string; resolved_date: Date | null }>('SELECT type, resolved_date FROM task_views WHERE task_id = $1', [taskId])).map((view) => [
        view.type,
        view.resolved_date ? new Date(view.resolved_date).toISOString() : null,
      ]),
    );

  /** A gateway task whose views are done (a date is set only on a done view). */
  const doneTask = async () => {
    const { gatewayTaskId } = await createBrandWithGatewayTask(app.t.db);
    await app.t.db.query("UPDATE task_views SET status = 'DONE' WHERE task_id = $1", [gatewayTaskId]);
    return { gatewayTaskId };
  };

  it('sets the dates given, leaves the others, and writes the history event', async () => {
    const { gatewayTaskId } = await doneTask();
    const result = await gql<{ setBrandGatewayTaskViewsResolvedDates: Record<string, string | null> }>('admin', SET, {
      id: String(gatewayTaskId),
      define: '2026-03-01T00:00:00.000Z',
      qc: '2026-03-02T00:00:00.000Z',
    });
    expect(result.errors).toBeUndefined();
    expect(result.data!.setBrandGatewayTaskViewsResolvedDates).toEqual({
      defineResolvedDate: '2026-03-01T00:00:00.000Z',
      qcResolvedDate: '2026-03-02T00:00:00.000Z',
      qqaResolvedDate: null,
    });
    const again = await gql('admin', SET, { id: String(gatewayTaskId), qqa: '2026-03-05T00:00:00.000Z' });
    expect(again.errors).toBeUndefined();
    expect(await storedDates(gatewayTaskId)).toEqual({ DEFINE: '2026-03-01T00:00:00.000Z', QC: '2026-03-02T00:00:00.000Z', QQA: '2026-03-05T00:00:00.000Z' });
    const events = await app.t.db.query<{ type: string; message: string }>(
      "SELECT type, message FROM events WHERE entity_type = 'BRAND_GATEWAY_TASK' AND entity_id = $1 ORDER BY id",
      [gatewayTaskId],
    );
    expect(events).toEqual([
      { type: 'UPDATE', message: 'Resolved dates set: DEFINE 2026-03-01, QC 2026-03-02' },
      { type: 'UPDATE', message: 'Resolved dates set: QQA 2026-03-05' },
    ]);
    const history = await gql<{ events: { type: string }[] }>(
      'admin',
      `{ events(filters: { entityTypes: [BRAND_GATEWAY_TASK], entityIds: [${gatewayTaskId}] }) { type } }`,
    );
    expect(history.errors).toBeUndefined();
    expect(history.data!.events.map((event) => event.type)).toEqual(['UPDATE', 'UPDATE']);
  });

  it('refuses people without the permission and a call without a date, changing nothing; null never clears a date', async () => {
    const { gatewayTaskId } = await doneTask();
    const id = String(gatewayTaskId);
    await gql('admin', SET, { id, define: '2026-04-01T00:00:00.000Z' });
    const before = await storedDates(gatewayTaskId);

    const byDefiner = await gql('definer', SET, { id, qc: '2026-04-02T00:00:00.000Z' });
    expect(byDefiner.errors?.[0].extensions?.type).toBe('FORBIDDEN');
    const empty = await gql('admin', SET, { id });
    expect(empty.errors?.[0].extensions?.type).toBe('VALIDATION');
    expect(empty.errors?.[0].message).toBe('At least one resolved date is required');
    const onlyNulls = await gql('admin', SET, { id, define: null, qc: null, qqa: null });
    expect(onlyNulls.errors?.[0].message).toBe('At least one resolved date is required');
    expect(await storedDates(gatewayTaskId)).toEqual(before);
    expect(await countRows("SELECT 1 FROM events WHERE entity_type = 'BRAND_GATEWAY_TASK' AND entity_id = $1 AND type = 'UPDATE'", [gatewayTaskId])).toBe(1);

    const withNull = await gql('admin', SET, { id, define: null, qc: '2026-04-02T00:00:00.000Z' });
    expect(withNull.errors).toBeUndefined();
    expect(await storedDates(gatewayTaskId)).toEqual({ ...before, QC: '2026-04-02T00:00:00.000Z' });
  });

  it('refuses a day after tomorrow or before 2015, and a day on a view not done, changing nothing', async () => {
    const { gatewayTaskId } = await doneTask();
    const id = String(gatewayTaskId);
    await app.t.db.query("UPDATE task_views SET status = 'NOT_DONE' WHERE task_id = $1 AND type = 'QQA'", [gatewayTaskId]);
    const before = await storedDates(gatewayTaskId);
    const inThreeDays = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    for (const day of ['9999-12-31', inThreeDays, '2014-12-31', '1970-01-01']) {
      const refused = await gql('admin', SET, { id, qc: `${day}T00:00:00.000Z` });
      expect(refused.errors?.[0].extensions?.type, day).toBe('VALIDATION');
      expect(refused.errors?.[0].message, day).toBe('Choose a day from 2015-01-01 to today');
    }
    const notDone = await gql('admin', SET, { id, define: '2026-03-01T00:00:00.000Z', qqa: '2026-03-02T00:00:00.000Z' });
    expect(notDone.errors?.[0].extensions?.type).toBe('VALIDATION');
    expect(notDone.errors?.[0].message).toBe('This view is not done yet: it has no resolved date to set');
    expect(await storedDates(gatewayTaskId)).toEqual(before);
    expect(await countRows("SELECT 1 FROM events WHERE entity_type = 'BRAND_GATEWAY_TASK' AND entity_id = $1", [gatewayTaskId])).toBe(0);

    // Today, and the first day allowed, on done views.
    const today = new Date().toISOString().slice(0, 10);
    const accepted = await gql('admin', SET, { id, define: '2015-01-01T00:00:00.000Z', qc: `${today}T00:00:00.000Z` });
    expect(accepted.errors).toBeUndefined();
  });
});
