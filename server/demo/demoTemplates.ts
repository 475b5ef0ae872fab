// The demo's menu scraping templates (Templates -> Templates): one per demo restaurant site layout, in every status,
// most with several versions, written from the sites' own instruction files with page URLs relative to each menu's URL
// ("menu": the demo menus' URLs end in /menu), so Try it on a demo menu finds its dishes. Earlier versions lack the
// later additions (availability, then cleanup), so comparing two versions shows a real change. No random draw: the rest
// of the demo stays as it was, and the templates are the same on every load.
import type { ScrapingInstructions } from '../../domain/scrapingInstructions';
import type { TemplateStatus } from '../../domain/menuScrapingTemplates';
import type { Queryable } from '../db/database';
import { demoSiteInstructions, type DemoSiteWithInstructions } from '../demo-sites/demoSiteInstructions';
import type { DemoContext, DemoUser } from './context';
import { DEMO_BASE_DATE } from './random';

interface DemoTemplateSpec {
  name: string;
  site: DemoSiteWithInstructions;
  status: TemplateStatus;
  /** Version comments, oldest first: one version each. */
  versions: string[];
  comment?: string;
  scrapingIssueComment?: string;
}

export const DEMO_TEMPLATES: readonly DemoTemplateSpec[] = [
  {
    name: 'Sectioned cards (Olive Grove layout)',
    site: 'olive-grove',
    status: 'CONFIRMED',
    versions: ['First draft from the Olive Grove menu', 'Sold-out dishes left out', 'Cookie banner and newsletter removed before reading'],
    comment: 'Confirmed on the whole cluster in the last rerun.',
  },
  { name: 'Table rows (Harbour Grill layout)', site: 'harbour-grill', status: 'OPTIMIZED', versions: ['Heading rows start sections', 'Availability markers read'] },
  {
    name: 'Tabbed menu (Sakura Noodle Bar layout)',
    site: 'sakura-noodle-bar',
    status: 'VALIDATED',
    versions: ['Tabs followed', 'Availability markers read'],
    scrapingIssueComment: 'Some tabs load their dishes late; check the tab count after a rescrape.',
  },
  { name: 'Paged menu (Pizzeria Napoli layout)', site: 'pizzeria-napoli', status: 'NEW', versions: ['Pagination followed'] },
  { name: 'Simple list (Corner Bistro layout)', site: 'corner-bistro', status: 'NEW', versions: ['First draft', 'Cleanup of the footer'] },
];

/** The site's instructions as a template writes them: each page URL relative to the menu's URL. */
function templateInstructions(site: DemoSiteWithInstructions, origin: string): ScrapingInstructions {
  const instructions = demoSiteInstructions(site, origin);
  const menuUrl = `${origin}/demo-sites/${site}/menu`;
  return { ...instructions, pages: instructions.pages.map((page) => ({ ...page, url: page.url === menuUrl ? 'menu' : page.url.slice(page.url.lastIndexOf('/') + 1) })) };
}

/** Version n of count: the last is the whole document; each earlier one lacks one more of the later additions. */
function versionOf(full: ScrapingInstructions, n: number, count: number): ScrapingInstructions {
  const missing = count - n;
  const { availability, cleanup, ...rest } = full;
  if (missing === 0) return full;
  if (missing === 1) return { ...rest, ...(availability ? { availability } : {}) };
  return rest;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export async function insertDemoTemplates(tx: Queryable, ctx: DemoContext, origin: string, users: readonly DemoUser[]): Promise<void> {
  const uploaders = users.filter((user) => user.isActive && (user.role === 'seniorScraper' || user.role === 'admin'));
  for (const [index, spec] of DEMO_TEMPLATES.entries()) {
    const full = templateInstructions(spec.site, origin);
    const count = spec.versions.length;
    const texts = spec.versions.map((_comment, at) => JSON.stringify(versionOf(full, at + 1, count), null, 2));
    const at = (version: number) => new Date(DEMO_BASE_DATE.getTime() - (40 - index * 3) * DAY_MS + (version - 1) * 5 * DAY_MS);
    const by = (version: number) => uploaders[(index + version) % Math.max(1, uploaders.length)] ?? null;
    const [{ id }] = await tx.query<{ id: number }>(
      `INSERT INTO menu_scraping_templates (name, status, comment, scraping_issue_comment, scraping_instructions, scraping_instructions_version,
                                            created_date, created_by_id, modified_date, modified_by_id)
       VALUES ($1, $2, $3, $4, $5::json, $6, $7, $8, $9, $10) RETURNING id`,
      [spec.name, spec.status, spec.comment ?? null, spec.scrapingIssueComment ?? null, texts[count - 1], count, at(1), by(1)?.id ?? null, at(count), by(count)?.id ?? null],
    );
    for (const [offset, comment] of spec.versions.entries()) {
      const version = offset + 1;
      await tx.query(
        `INSERT INTO menu_scraping_template_versions (menu_scraping_template_id, number, scraping_instructions, comment, created_date, created_by_id)
         VALUES ($1, $2, $3::json, $4, $5, $6)`,
        [id, version, texts[offset], comment, at(version), by(version)?.id ?? null],
      );
      ctx.event(
        version === 1
          ? { user: by(1), type: 'CREATE', entityType: 'MENU_SCRAPING_TEMPLATE', entityId: id, message: `Menu scraping template ${spec.name} created`, data: { name: spec.name, status: 'NEW', version: 1 }, at: at(1) }
          : { user: by(version), type: 'UPDATE', entityType: 'MENU_SCRAPING_TEMPLATE', entityId: id, message: `Menu scraping template ${spec.name} updated: scraping instructions`, data: { changedFields: ['scraping instructions'], version }, at: at(version) },
      );
    }
  }
}
