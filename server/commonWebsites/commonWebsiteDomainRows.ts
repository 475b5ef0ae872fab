// Reading common website domains: the settings page's list (a part of the domain, any case; alphabetical, paged), and
// the SQL condition website-based similarity uses to leave hosts on these domains out.
import type { Queryable } from '../db/database';

export interface CommonWebsiteDomainRow {
  id: number;
  website_domain: string;
  created_date: Date;
  modified_date: Date;
}

export interface CommonWebsiteDomainPage {
  items: CommonWebsiteDomainRow[];
  total: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** Alphabetical, so a person finds a domain where they expect it; the id keeps equal names (none: unique) stable. */
export async function listCommonWebsiteDomains(db: Queryable, websiteDomain: string | null | undefined, page: number, pageSize: number): Promise<CommonWebsiteDomainPage> {
  const term = websiteDomain?.trim().toLowerCase() ?? '';
  const filter = term ? { where: 'WHERE website_domain LIKE $1', params: [`%${escapeLike(term)}%`] } : { where: '', params: [] };
  const next = filter.params.length;
  const items = await db.query<CommonWebsiteDomainRow>(
    `SELECT * FROM common_website_domains ${filter.where} ORDER BY website_domain, id LIMIT $${next + 1} OFFSET $${next + 2}`,
    [...filter.params, pageSize, (page - 1) * pageSize],
  );
  const [{ total }] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM common_website_domains ${filter.where}`, filter.params);
  return { items, total };
}

/**
 * True (as SQL) when the host is on none of the common domains: neither the domain itself nor a subdomain of it
 * (m.facebook.com is on facebook.com). Domains go through website_host() as hosts do, so a listed 'www.facebook.com'
 * means facebook.com. Domains hold only letters, digits, dots and hyphens, so the suffix test needs no escaping.
 */
export function isNotCommonHost(host: string): string {
  return `NOT EXISTS (SELECT 1 FROM common_website_domains c
      WHERE ${host} = website_host(c.website_domain) OR right(${host}, length(website_host(c.website_domain)) + 1) = '.' || website_host(c.website_domain))`;
}
