// The demo's common website domains (Settings -> Common websites): the social networks, link pages, delivery and booking
// platforms restaurants link to, and two unrelated master brands whose only shared host is the social network both link
// a location's page on. With facebook.com on the list they are not similar; remove it and each finds the other among
// the similar (master) brands by location website. No random draw: the rest of the demo stays as it was.
import type { DemoBrand } from './buildBrands';
import type { DemoContext, DemoUser } from './context';
import type { Queryable } from '../db/database';
import { insertRows, syncSequences, type SqlRow } from './insertRows';
import { DEMO_BASE_DATE, iso } from './random';

export const DEMO_COMMON_WEBSITE_DOMAINS = [
  'facebook.com',
  'instagram.com',
  'linktr.ee',
  'ubereats.com',
  'deliveroo.co.uk',
  'just-eat.co.uk',
  'foodhub.co.uk',
  'opentable.co.uk',
  'tripadvisor.co.uk',
  'tiktok.com',
  'twitter.com',
  'x.com',
  'youtube.com',
  'google.com',
] as const;

/** Brands that look alike only through one location's page on a common domain (each page its own, on one host). */
export const SOCIAL_PAGE_BRANDS = [
  { name: 'Saffron Lounge', website: 'https://www.facebook.com/saffronloungeyorkshire' },
  { name: 'Casa Lisboa', website: 'https://facebook.com/casalisboa.restaurante' },
] as const;

const ADDED_AT = new Date(DEMO_BASE_DATE.getTime() - 120 * 24 * 3_600_000);

/** Points the first location of each social-page brand at its page; returns the domain rows, their events written to ctx. */
export function buildCommonWebsites(ctx: DemoContext, brands: readonly DemoBrand[], admin: DemoUser | null): SqlRow[] {
  for (const { name, website } of SOCIAL_PAGE_BRANDS) {
    const location = brands.find((brand) => brand.entry.name === name)?.locations[0];
    if (!location) throw new Error(`Demo social page names a brand without locations: ${name}`);
    location.row.website = website;
    if (location.google) location.google.website = website;
  }
  return DEMO_COMMON_WEBSITE_DOMAINS.map((domain, index) => {
    const id = index + 1;
    const at = new Date(ADDED_AT.getTime() + index * 60_000);
    ctx.event({ user: admin, type: 'CREATE', entityType: 'COMMON_WEBSITE_DOMAIN', entityId: id, message: `Common website domain ${domain} added`, data: { websiteDomain: domain }, at });
    return { id, website_domain: domain, created_date: iso(at), modified_date: iso(at) };
  });
}

/** Stores the rows and moves the table's sequence past them, so the first domain a person adds gets the next id. */
export async function insertCommonWebsites(tx: Queryable, rows: readonly SqlRow[]): Promise<void> {
  await insertRows(tx, 'common_website_domains', rows);
  await syncSequences(tx, ['common_website_domains']);
}
