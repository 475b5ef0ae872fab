// The demo's platforms (Settings -> Platforms): three made-up restaurant-site products, each with menus of demo brands
// on its host. Tablehost's menus include malformed URLs to fix on its form (a www. host, a tracking query, capitals,
// http, a trailing slash); Menuweb's and Slice Sites' are all canonical. No random draw: brands are taken by id, so
// the rest of the demo stays as it was and every load is the same.
import type { Queryable } from '../db/database';
import { PLATFORM_ENTITY } from '../platforms/platformWrites';
import { DEMO_BASE_DATE } from './random';

export const DEMO_PLATFORMS = [
  {
    name: 'Tablehost',
    urlIdentificationRegex: '^https?://(www\\.)?tablehost\\.co\\.uk/',
    urlNormalizationRegex: '^https://tablehost\\.co\\.uk/r/[a-z0-9-]+/menu$',
    /** The menus' URLs from a brand's slug: canonical, or as people pasted them. */
    urls: [
      (slug: string) => `https://tablehost.co.uk/r/${slug}/menu`,
      (slug: string) => `https://www.tablehost.co.uk/r/${slug}/menu`,
      (slug: string) => `https://tablehost.co.uk/r/${slug}/menu`,
      (slug: string) => `https://tablehost.co.uk/r/${slug}/menu?utm_source=facebook&utm_medium=social`,
      (slug: string) => `https://tablehost.co.uk/r/${slug}/menu`,
      (slug: string) => `http://tablehost.co.uk/r/${slug}/menu`,
      (slug: string) => `https://tablehost.co.uk/R/${slug}/Menu`,
      (slug: string) => `https://tablehost.co.uk/r/${slug}/menu/`,
      (slug: string) => `https://tablehost.co.uk/r/${slug}/menu`,
    ],
  },
  {
    name: 'Menuweb',
    urlIdentificationRegex: '^https://[a-z0-9-]+\\.menuweb\\.io/',
    urlNormalizationRegex: '^https://[a-z0-9-]+\\.menuweb\\.io/menu/[0-9]+$',
    urls: [(slug: string, n: number) => `https://${slug}.menuweb.io/menu/${1000 + n}`],
  },
  {
    name: 'Slice Sites',
    urlIdentificationRegex: '^https://order\\.slicesites\\.com/',
    urlNormalizationRegex: '^https://order\\.slicesites\\.com/[a-z0-9-]+/menu$',
    urls: [(slug: string) => `https://order.slicesites.com/${slug}/menu`],
  },
] as const;

const MENUS_PER_PLATFORM = [9, 5, 4];

const slugOf = (name: string) => name.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** Inserts the platforms (created by the first admin, with their history) and their menus, after the rest of the demo. */
export async function insertDemoPlatforms(tx: Queryable): Promise<void> {
  // Fixed dates, so every load gives the same rows.
  const at = new Date(DEMO_BASE_DATE.getTime() - 14 * 24 * 3600 * 1000).toISOString();
  const [admin] = await tx.query<{ id: number }>("SELECT u.id FROM users u JOIN roles r ON r.id = u.role_id WHERE r.name = 'admin' ORDER BY u.id LIMIT 1");
  const brands = await tx.query<{ id: number; name: string }>('SELECT id, name FROM brands ORDER BY id LIMIT $1', [MENUS_PER_PLATFORM.reduce((sum, n) => sum + n, 0)]);
  let next = 0;
  for (const [index, platform] of DEMO_PLATFORMS.entries()) {
    const [{ id }] = await tx.query<{ id: number }>(
      `INSERT INTO platforms (name, url_identification_regex, url_normalization_regex, created_by_id, modified_by_id, created_date, modified_date)
       VALUES ($1, $2, $3, $4, $4, $5, $5) RETURNING id`,
      [platform.name, platform.urlIdentificationRegex, platform.urlNormalizationRegex, admin?.id ?? null, at],
    );
    await tx.query(
      `INSERT INTO events (user_id, type, entity_type, entity_id, message, data, created_date) VALUES ($1, 'CREATE', $2, $3, $4, $5, $6)`,
      [admin?.id ?? null, PLATFORM_ENTITY, id, `Platform ${id} created`, JSON.stringify({ name: platform.name }), at],
    );
    for (let n = 0; n < MENUS_PER_PLATFORM[index] && next < brands.length; n += 1, next += 1) {
      const brand = brands[next];
      const url = platform.urls[n % platform.urls.length](slugOf(brand.name), n);
      await tx.query("INSERT INTO menus (brand_id, url, format, status, created_date, modified_date) VALUES ($1, $2, 'HTML', 'NEW', $3, $3)", [brand.id, url, at]);
    }
  }
}
