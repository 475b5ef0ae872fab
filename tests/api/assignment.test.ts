// Assignment goes only to people who can work the task: the role must allow its kind, and on brand tasks its current
// view. A refusal names the person and changes nothing (the task re-read, the history counted).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factsOf, findTask } from '../../server/tasks/taskRows';
import { createBrandWithGatewayTask, createMenuWithTask } from '../support/taskFixtures';
import { startTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
let admin: string;
const ids: Record<string, number> = {};

const PEOPLE = {
  admin: ['admin', 'Ada Admin'],
  definer: ['definer', 'Dee Definer'],
  checker: ['qualityChecker', 'Quinn Checker'],
  reporter: ['reporter', 'Remy Reporter'],
  reviewer: ['reviewer', 'Rita Reviewer'],
  scraper: ['seniorScraper', 'Sam Scraper'],
  leader: ['teamLeader', 'Theo Lead'],
} as const;

beforeAll(async () => {
  t = await startTestApp();
  for (const [key, [role, name]] of Object.entries(PEOPLE)) ids[key] = await t.createUser(role, `${key}@example.com`, { name });
  admin = (await t.signIn('admin@example.com')).accessToken;
});
afterAll(() => t.close());

const assign = (kind: string, taskId: number, to: number) =>
  t.gql(`mutation($id: ID!, $to: ID) { assign${kind}Task(id: $id, toUserId: $to) { assignedTo { databaseId } } }`, { id: String(taskId), to: String(to) }, admin);

async function snapshot(taskId: number) {
  const [{ count }] = await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM events');
  return { facts: factsOf((await findTask(t.db, taskId))!), events: count };
}

/** A brand gateway task whose DEFINE view is done: it waits in the quality check view. */
async function gatewayTaskInQcView(name: string): Promise<number> {
  const { gatewayTaskId } = await createBrandWithGatewayTask(t.db, { name });
  await t.db.query("UPDATE tasks SET current_view_type = 'QC' WHERE id = $1", [gatewayTaskId]);
  await t.db.query("UPDATE task_views SET status = 'DONE', resolved_by_id = $2, resolved_date = now() WHERE task_id = $1 AND type = 'DEFINE'", [gatewayTaskId, ids.definer]);
  return gatewayTaskId;
}

async function expectRefused(kind: string, taskId: number, to: number, message: string) {
  const before = await snapshot(taskId);
  const result = await assign(kind, taskId, to);
  expect(result.errors?.[0]).toMatchObject({ message, extensions: { type: 'VALIDATION', field: 'toUserId' } });
  expect(await snapshot(taskId)).toEqual(before);
}

describe('who a task may be assigned to', () => {
  it('refuses a dish review task for a reporter, naming them, and changes nothing', async () => {
    const { brandId } = await createBrandWithGatewayTask(t.db, { name: 'Dishes' });
    const { taskId } = await createMenuWithTask(t.db, brandId, 'DISH_REVIEW');
    await expectRefused('DishReview', taskId, ids.reporter, 'Remy Reporter cannot work dish review tasks.');
  });

  it('refuses a task in the quality check view for a definer, and one in the define view for a quality checker', async () => {
    const qcTaskId = await gatewayTaskInQcView('Checked');
    await expectRefused('BrandGateway', qcTaskId, ids.definer, 'Dee Definer cannot work brand gateway tasks in the quality check view.');
    const { gatewayTaskId } = await createBrandWithGatewayTask(t.db, { name: 'Defined' });
    await expectRefused('BrandGateway', gatewayTaskId, ids.checker, 'Quinn Checker cannot work brand gateway tasks in the define view.');
  });

  it('refuses a scraping cluster menu\'s task for a scraper who is not a leader', async () => {
    const { brandId } = await createBrandWithGatewayTask(t.db, { name: 'Clustered' });
    const { taskId } = await createMenuWithTask(t.db, brandId, 'MENU_SCRAPING', { clusterId: 7 });
    await expectRefused(
      'MenuScraping',
      taskId,
      ids.scraper,
      'Sam Scraper cannot work this menu scraping task: its menu belongs to a scraping cluster, which only admins and team leaders work.',
    );
    const toLeader = await assign('MenuScraping', taskId, ids.leader);
    expect(toLeader.errors).toBeUndefined();
  });

  it('assigns to people who can work the task, with its ASSIGN event', async () => {
    const qcTaskId = await gatewayTaskInQcView('Checked well');
    const toChecker = await assign('BrandGateway', qcTaskId, ids.checker);
    expect(toChecker.errors).toBeUndefined();
    expect(toChecker.data).toEqual({ assignBrandGatewayTask: { assignedTo: { databaseId: ids.checker } } });

    const { brandId, gatewayTaskId } = await createBrandWithGatewayTask(t.db, { name: 'Reviewed' });
    expect((await assign('BrandGateway', gatewayTaskId, ids.definer)).errors).toBeUndefined();
    const { taskId } = await createMenuWithTask(t.db, brandId, 'DISH_REVIEW');
    expect((await assign('DishReview', taskId, ids.reviewer)).errors).toBeUndefined();
    const events = await t.db.query<{ entity_id: number }>(
      "SELECT entity_id FROM events WHERE type = 'ASSIGN' AND entity_id = ANY($1) ORDER BY entity_id",
      [[qcTaskId, gatewayTaskId, taskId]],
    );
    expect(events.map((event) => event.entity_id)).toEqual([qcTaskId, gatewayTaskId, taskId].sort((a, b) => a - b));
  });
});
