// The report tabs' user pickers through the real endpoint (spec 3, section 5): reportUserOptions answers the active
// people by name, limited to the scraping roles for the scraping engine, verification and attempts reports; a team
// leader or a reporter (neither may list users) may ask, anyone without the report's permission is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_USER_PICKER_ROLES } from '../../domain/reportInputs';
import { startTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
const ids = { leader: 0, reporter: 0, scraper: 0, definer: 0, reviewer: 0, former: 0, deleted: 0 };
const tokens = { leader: '', reporter: '', scraper: '' };

const OPTIONS = 'query($key: String!) { reportUserOptions(key: $key) { id databaseId name } }';
type Options = { reportUserOptions: { id: string; databaseId: number; name: string }[] };

async function ask(key: string, who: keyof typeof tokens) {
  return t.gql<Options>(OPTIONS, { key }, tokens[who]);
}

async function people(key: string, who: keyof typeof tokens) {
  const result = await ask(key, who);
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data!.reportUserOptions;
}

beforeAll(async () => {
  t = await startTestApp();
  ids.leader = await t.createUser('teamLeader', 'leader@example.com', { name: 'Theo Leader' });
  ids.reporter = await t.createUser('reporter', 'reporter@example.com', { name: 'Rae Reporter' });
  ids.scraper = await t.createUser('middleScraper', 'scraper@example.com', { name: 'Mia Scraper' });
  ids.definer = await t.createUser('definer', 'definer@example.com', { name: 'Dee Definer' });
  ids.reviewer = await t.createUser('reviewer', 'reviewer@example.com', { name: 'Rex Reviewer' });
  ids.former = await t.createUser('seniorScraper', 'former@example.com', { name: 'Fay Former', isActive: false });
  ids.deleted = await t.createUser('juniorScraper', 'gone@example.com', { name: 'Gus Gone' });
  await t.db.query('UPDATE users SET is_deleted = true WHERE id = $1', [ids.deleted]);
  tokens.leader = (await t.signIn('leader@example.com')).accessToken;
  tokens.reporter = (await t.signIn('reporter@example.com')).accessToken;
  tokens.scraper = (await t.signIn('scraper@example.com')).accessToken;
}, 240_000);

afterAll(async () => {
  await t?.close();
});

describe('reportUserOptions', () => {
  it('offers the scraping reports only the scraping roles of spec 3 section 5, active and by name', async () => {
    for (const key of ['scraping-engine', 'scraping-verification', 'scraping-attempts']) {
      const offered = await people(key, 'leader');
      const offeredIds = offered.map((person) => person.databaseId);
      expect(offeredIds).toContain(ids.leader);
      expect(offeredIds).toContain(ids.scraper);
      for (const absent of [ids.reporter, ids.definer, ids.reviewer, ids.former, ids.deleted]) expect(offeredIds).not.toContain(absent);
      const names = offered.map((person) => person.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
      const roles = await t.db.query<{ name: string }>('SELECT r.name FROM users u JOIN roles r ON r.id = u.role_id WHERE u.id = ANY($1)', [offeredIds]);
      for (const role of roles) expect(REPORT_USER_PICKER_ROLES).toContain(role.name);
    }
  });

  it('offers the user, user counts and misc tasks verification reports every active person, to a reporter too', async () => {
    for (const key of ['user', 'user-counts', 'misc-tasks-verification']) {
      const offeredIds = (await people(key, 'reporter')).map((person) => person.databaseId);
      for (const present of [ids.leader, ids.reporter, ids.scraper, ids.definer, ids.reviewer]) expect(offeredIds).toContain(present);
      expect(offeredIds).not.toContain(ids.former);
      expect(offeredIds).not.toContain(ids.deleted);
    }
    const [leader] = (await people('user', 'leader')).filter((person) => person.databaseId === ids.leader);
    expect(leader.name).toBe('Theo Leader');
    expect(leader.id).not.toBe(String(ids.leader));
  });

  it('is refused without a report permission, for an unknown report, and to a visitor who is not signed in', async () => {
    const scraper = await ask('user', 'scraper');
    expect(scraper.errors?.[0]?.extensions?.type, JSON.stringify(scraper.errors)).toBe('FORBIDDEN');
    expect(scraper.data?.reportUserOptions ?? null).toBeNull();
    const unknown = await ask('no-such-report', 'leader');
    expect(unknown.errors?.[0]?.extensions?.type, JSON.stringify(unknown.errors)).toBe('NOT_FOUND');
    const anonymous = await t.gql(OPTIONS, { key: 'user' });
    expect(anonymous.errors?.[0]?.extensions?.type, JSON.stringify(anonymous.errors)).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
  });
});
