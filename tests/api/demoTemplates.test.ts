// The demo templates: every status, several versions each for most, instructions a template check accepts (page URLs
// relative to the menu), the same on every load.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATE_STATUSES } from '../../domain/menuScrapingTemplates';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';
import { validateInstructionsForEngine } from '../../server/scraping/validateInstructions';
import { DemoContext } from '../../server/demo/context';
import { insertDemoTemplates } from '../../server/demo/demoTemplates';
import { Random } from '../../server/demo/random';

let test: TestDatabase;
let userId: number;

beforeAll(async () => {
  test = await createTestDatabase();
  await test.db.query("INSERT INTO roles (name) VALUES ('seniorScraper') ON CONFLICT (name) DO NOTHING");
  [{ id: userId }] = await test.db.query<{ id: number }>(
    "INSERT INTO users (name, email, role_id) SELECT 'Sid Senior', 'sid@example.com', id FROM roles WHERE name = 'seniorScraper' RETURNING id",
  );
}, 240_000);
afterAll(() => test?.drop());

async function load(): Promise<{ templates: unknown[]; versions: unknown[]; events: number }> {
  const ctx = new DemoContext(new Random(1), { define: [], qualityCheck: [], scrape: [], review: [], leads: [] });
  await test.db.transaction(async (tx) => {
    await tx.query('DELETE FROM menu_scraping_template_versions');
    await tx.query('DELETE FROM menu_scraping_templates');
    await insertDemoTemplates(tx, ctx, 'http://localhost:4000', [{ id: userId, name: 'Sid Senior', role: 'seniorScraper', isActive: true }]);
  });
  const templates = await test.db.query<{ name: string; status: string; scraping_instructions: string; scraping_instructions_version: number; created_date: Date }>(
    'SELECT name, status, scraping_instructions::text AS scraping_instructions, scraping_instructions_version, created_date FROM menu_scraping_templates ORDER BY name',
  );
  const versions = await test.db.query('SELECT t.name, v.number, v.comment, v.scraping_instructions::text AS text FROM menu_scraping_template_versions v JOIN menu_scraping_templates t ON t.id = v.menu_scraping_template_id ORDER BY t.name, v.number');
  return { templates, versions, events: ctx.events().length };
}

describe('demo templates', () => {
  it('cover every status with valid template instructions and several versions, the same on every load', async () => {
    const first = await load();
    const templates = first.templates as { status: string; scraping_instructions: string; scraping_instructions_version: number }[];
    expect(new Set(templates.map((template) => template.status))).toEqual(new Set(TEMPLATE_STATUSES));
    expect(templates.filter((template) => template.scraping_instructions_version > 1).length).toBeGreaterThanOrEqual(3);
    for (const template of templates) expect(validateInstructionsForEngine(JSON.parse(template.scraping_instructions), { pageUrls: 'relativeToMenu' }).ok).toBe(true);
    expect(first.events).toBe(first.versions.length);
    const second = await load();
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
  });
});
