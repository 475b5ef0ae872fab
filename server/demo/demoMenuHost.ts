// The MenuHost platform family in the demo data (issue 26, "Demo data: a platform worth clustering"): the platform, one
// brand per restaurant with its location (opening hours in locations.working_hours) and its HTML menu on the demo sites
// (server/demo-sites/menuHostRestaurants.ts), the two layout templates, and the two clusters those menus belong to with
// their template set. The clusters are made here, empty, for their (platform, URL signature); the clustering job, run
// right after the demo is first loaded (server/startProduct.ts), finds them by that pair, attaches the menus and elects
// each variant's lead (docs/clusters.md, "Forming clusters"). Loaded after the rest of the demo, with fixed dates and
// no random draw, so every other demo row keeps its id and every load is the same.
import type { ScrapingInstructions } from '../../domain/scrapingInstructions';
import type { TemplateStatus } from '../../domain/menuScrapingTemplates';
import { urlSignature } from '../../domain/urlSignature';
import type { Queryable } from '../db/database';
import { MENU_HOST_RESTAURANTS, menuHostMenuPath, type MenuHostRestaurant, type MenuHostVariant } from '../demo-sites/menuHostRestaurants';
import { MENU_HOST_TEMPLATES } from '../demo-sites/menuHostTemplates';
import { PLATFORM_ENTITY } from '../platforms/platformWrites';
import { CLUSTER_ENTITY_TYPE } from '../clusters/clustering';
import { insertRows, syncSequences, type SqlRow } from './insertRows';
import { DEMO_BASE_DATE } from './random';

export const MENU_HOST_PLATFORM = {
  name: 'MenuHost',
  // On whatever origin the demo sites are served: the family's folder is what identifies it.
  urlIdentificationRegex: '^https?://[^/]+/demo-sites/menuhost/',
  urlNormalizationRegex: '^https?://[^/]+/demo-sites/menuhost/r/[a-z0-9-]+/(menu|food)$',
};

/** The templates: one per variant, their versions oldest first (the last is the template's current instructions). */
const TEMPLATE_SPECS: Record<MenuHostVariant, { status: TemplateStatus; versions: string[]; comment: string }> = {
  A: {
    status: 'CONFIRMED',
    versions: ['Written on the Brickoven Pizza Co menu', 'Cookie notice, footer and opening hours removed before reading'],
    comment: 'The Cards layout. Pages with a specials board, grouped sections or a featured section of cards lose dishes or levels with it: check those as COMPLEX.',
  },
  B: { status: 'VALIDATED', versions: ['Heading rows start sections; allergens read from the Contains line'], comment: 'The Carte layout: one flat list.' },
};

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const at = (days: number, hours = 0) => new Date(DEMO_BASE_DATE.getTime() - days * DAY_MS + hours * HOUR_MS).toISOString();

function menuNotes(restaurant: MenuHostRestaurant): string {
  const layout = restaurant.variant === 'A' ? 'Cards layout' : 'Carte layout';
  if (restaurant.isDown) return `MenuHost restaurant (${layout}). Its site is down for maintenance: every scrape fails.`;
  if (restaurant.complexity) return `MenuHost restaurant (${layout}) whose page differs from the layout (${restaurant.complexity}): the template misses part of it.`;
  return `MenuHost restaurant (${layout}), opening hours: ${restaurant.hoursPattern}.`;
}

function instructionsVersion(full: ScrapingInstructions, version: number, count: number): ScrapingInstructions {
  // Earlier versions lack the cleanup added last, so comparing two versions shows a real change.
  if (version === count) return full;
  const { cleanup: _cleanup, ...rest } = full;
  return rest;
}

/** Inserts the MenuHost platform, brands, locations, menus, templates and clusters (after the rest of the demo). */
export async function insertDemoMenuHost(tx: Queryable, origin: string): Promise<void> {
  const [people] = await tx.query<{ admin: number | null; senior: number | null }>(
    `SELECT (SELECT u.id FROM users u JOIN roles r ON r.id = u.role_id WHERE r.name = 'admin' ORDER BY u.id LIMIT 1) AS admin,
            (SELECT u.id FROM users u JOIN roles r ON r.id = u.role_id WHERE r.name = 'seniorScraper' AND u.is_active ORDER BY u.id LIMIT 1) AS senior`,
  );
  const admin = people?.admin ?? null;
  const senior = people?.senior ?? admin;
  const [last] = await tx.query<{ brands: number; locations: number; menus: number }>(
    `SELECT (SELECT coalesce(max(id), 0) FROM brands)::int AS brands, (SELECT coalesce(max(id), 0) FROM locations)::int AS locations,
            (SELECT coalesce(max(id), 0) FROM menus)::int AS menus`,
  );
  const events: SqlRow[] = [];
  const event = (userId: number | null, type: string, entityType: string, entityId: number, message: string, data: unknown, date: string) =>
    events.push({ user_id: userId, type, entity_type: entityType, entity_id: entityId, message, data: JSON.stringify(data), created_date: date });

  // The platform, created by the first admin a month before the demo's "now".
  const platformDate = at(35);
  const [{ id: platformId }] = await tx.query<{ id: number }>(
    `INSERT INTO platforms (name, url_identification_regex, url_normalization_regex, created_by_id, modified_by_id, created_date, modified_date)
     VALUES ($1, $2, $3, $4, $4, $5, $5) RETURNING id`,
    [MENU_HOST_PLATFORM.name, MENU_HOST_PLATFORM.urlIdentificationRegex, MENU_HOST_PLATFORM.urlNormalizationRegex, admin, platformDate],
  );
  event(admin, 'CREATE', PLATFORM_ENTITY, platformId, `Platform ${platformId} created`, { name: MENU_HOST_PLATFORM.name }, platformDate);

  // A brand, its one location and its menu per restaurant.
  const brands: SqlRow[] = [];
  const menus: SqlRow[] = [];
  const locations: SqlRow[] = [];
  for (const restaurant of MENU_HOST_RESTAURANTS) {
    const brandId = last.brands + restaurant.index + 1;
    const menuId = last.menus + restaurant.index + 1;
    const created = at(34, restaurant.index);
    const website = `https://${restaurant.slug}.example.co.uk`;
    const url = `${origin}${menuHostMenuPath(restaurant)}`;
    brands.push({
      id: brandId,
      name: restaurant.name,
      website,
      additional_urls: null,
      is_has_no_website_confirmed: false,
      rank: 'MASTER',
      messiness_score: (restaurant.index * 13) % 40,
      status: 'INCLUDED',
      exclusion_reason: null,
      exclusion_reason_comment: null,
      master_brand_id: null,
      has_only_unsupported_business_types: false,
      use_brand_name_as_location_name: true,
      use_dish_type_icon: false,
      is_for_testing: false,
      business_status: 'OPERATIONAL',
      created_date: created,
      modified_date: created,
    });
    event(null, 'CREATE', 'BRAND', brandId, `Brand "${restaurant.name}" created`, { name: restaurant.name, website }, created);
    menus.push({
      id: menuId,
      brand_id: brandId,
      url,
      format: 'HTML',
      status: 'NEW',
      notes: menuNotes(restaurant),
      created_date: created,
      modified_date: created,
    });
    event(admin, 'CREATE', 'MENU', menuId, `Menu created: ${url}`, { url, format: 'HTML' }, created);
    locations.push({
      id: last.locations + restaurant.index + 1,
      brand_id: brandId,
      original_brand_id: brandId,
      position: 0,
      name: restaurant.name,
      website,
      phone: restaurant.phone,
      status: 'INCLUDED',
      business_status: 'OPERATIONAL',
      menu_status: 'OWN_MENU',
      google_match_rank: 'NO',
      is_has_no_google_match_confirmed: true,
      formatted_address: `${restaurant.street}, ${restaurant.town}, ${restaurant.postCode}`,
      latitude: restaurant.latitude,
      longitude: restaurant.longitude,
      working_hours: JSON.stringify(restaurant.openingHours),
      menu_id: menuId,
      created_date: created,
      modified_date: created,
    });
  }
  await insertRows(tx, 'brands', brands);
  await insertRows(tx, 'menus', menus);
  await insertRows(tx, 'locations', locations);
  await tx.query('UPDATE brands b SET menu_id = l.menu_id FROM locations l WHERE l.brand_id = b.id AND b.id > $1 AND b.id <= $2', [last.brands, last.brands + MENU_HOST_RESTAURANTS.length]);

  // The two layout templates, then each variant's cluster with its template.
  for (const variant of ['A', 'B'] as const) {
    const spec = TEMPLATE_SPECS[variant];
    const { name, instructions } = MENU_HOST_TEMPLATES[variant];
    const count = spec.versions.length;
    const texts = spec.versions.map((_comment, index) => JSON.stringify(instructionsVersion(instructions, index + 1, count), null, 2));
    const versionDate = (version: number) => at(30 - (variant === 'A' ? 0 : 2), (version - 1) * 50);
    const [{ id: templateId }] = await tx.query<{ id: number }>(
      `INSERT INTO menu_scraping_templates (name, status, comment, scraping_instructions, scraping_instructions_version, created_date, created_by_id, modified_date, modified_by_id)
       VALUES ($1, $2, $3, $4::json, $5, $6, $7, $8, $7) RETURNING id`,
      [name, spec.status, spec.comment, texts[count - 1], count, versionDate(1), senior, versionDate(count)],
    );
    for (const [offset, comment] of spec.versions.entries()) {
      const version = offset + 1;
      await tx.query(
        `INSERT INTO menu_scraping_template_versions (menu_scraping_template_id, number, scraping_instructions, comment, created_date, created_by_id)
         VALUES ($1, $2, $3::json, $4, $5, $6)`,
        [templateId, version, texts[offset], comment, versionDate(version), senior],
      );
      event(
        senior,
        version === 1 ? 'CREATE' : 'UPDATE',
        'MENU_SCRAPING_TEMPLATE',
        templateId,
        version === 1 ? `Menu scraping template ${name} created` : `Menu scraping template ${name} updated: scraping instructions`,
        version === 1 ? { name, status: 'NEW', version: 1 } : { changedFields: ['scraping instructions'], version },
        versionDate(version),
      );
    }
    const first = MENU_HOST_RESTAURANTS.find((restaurant) => restaurant.variant === variant) as MenuHostRestaurant;
    const signature = urlSignature(`${origin}${menuHostMenuPath(first)}`);
    const clusterDate = at(28);
    const [{ id: clusterId }] = await tx.query<{ id: number }>(
      `INSERT INTO menu_scraping_clusters (platform_id, url_signature, menu_scraping_template_id, created_date, modified_date, modified_by_id)
       VALUES ($1, $2, $3, $4, $4, $5) RETURNING id`,
      [platformId, signature, templateId, clusterDate, senior],
    );
    event(senior, 'CREATE', CLUSTER_ENTITY_TYPE, clusterId, `Scraping cluster ${clusterId} formed for ${signature} with the template ${name}`, {
      platformId,
      urlSignature: signature,
      menuScrapingTemplateId: templateId,
    }, clusterDate);
  }

  await insertRows(tx, 'events', events);
  await syncSequences(tx, ['brands', 'locations', 'menus']);
}
