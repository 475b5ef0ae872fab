// The one save of the common websites page (spec 3, section 7: newBulkData, updatedBulkData, removedIds): every part
// checked before anything is written (its permission, each domain, uniqueness over the list as it will be, the ids),
// then the deletes, updates and inserts with one history event per row, in one transaction. Saves queue behind each
// other on a table lock, so two people cannot both add one domain.
import { COMMON_WEBSITE_MESSAGES, websiteDomainField } from '../../domain/commonWebsiteDomainSchemas';
import { hasPermission } from '../../domain/permissions';
import type { Database, Queryable } from '../db/database';
import { recordEvent } from '../history/eventRows';
import { forbidden, notFound, validationError } from '../graphql/errors';
import { validateArgument } from '../graphql/validate';
import type { CommonWebsiteDomainRow } from './commonWebsiteDomainRows';

export const COMMON_WEBSITE_DOMAIN_ENTITY = 'COMMON_WEBSITE_DOMAIN';

export interface CommonWebsiteDomainsRequest {
  newDomains: string[];
  updated: { id: number; websiteDomain: string }[];
  removedIds: number[];
}

export interface CommonWebsiteDomainsSaved {
  created: CommonWebsiteDomainRow[];
  updated: CommonWebsiteDomainRow[];
  removedIds: number[];
}

/** The first part of the request the person may not do: adding needs create, changing update, removing delete. */
export function missingCommonWebsitePermission(permissions: readonly string[], request: CommonWebsiteDomainsRequest): string | null {
  const needed: [boolean, string][] = [
    [request.newDomains.length > 0, 'commonWebsiteDomain.create'],
    [request.updated.length > 0, 'commonWebsiteDomain.update'],
    [request.removedIds.length > 0, 'commonWebsiteDomain.delete'],
  ];
  return needed.find(([asked, permission]) => asked && !hasPermission(permissions, permission))?.[1] ?? null;
}

async function normalizedDomains(request: CommonWebsiteDomainsRequest) {
  const field = websiteDomainField();
  const newDomains = await Promise.all(request.newDomains.map((domain, index) => validateArgument(field, domain, `newBulkData[${index}].websiteDomain`)));
  const updated = await Promise.all(
    request.updated.map(async (row, index) => ({ id: row.id, websiteDomain: await validateArgument(field, row.websiteDomain, `updatedBulkData[${index}].websiteDomain`) })),
  );
  return { newDomains, updated };
}

function assertEachIdOnce(request: CommonWebsiteDomainsRequest): void {
  const ids = [...request.updated.map((row) => row.id), ...request.removedIds];
  if (new Set(ids).size !== ids.length) throw validationError('Each common website domain may be changed or removed once per save.', 'updatedBulkData');
}

export async function saveCommonWebsiteDomains(db: Database, viewer: { id: number; permissions: readonly string[] }, request: CommonWebsiteDomainsRequest): Promise<CommonWebsiteDomainsSaved> {
  const missing = missingCommonWebsitePermission(viewer.permissions, request);
  if (missing) throw forbidden(`You do not have permission to do this (${missing}).`);
  assertEachIdOnce(request);
  const { newDomains, updated } = await normalizedDomains(request);

  return db.transaction(async (tx) => {
    await tx.query('LOCK TABLE common_website_domains IN EXCLUSIVE MODE');
    const touched = [...updated.map((row) => row.id), ...request.removedIds];
    const before = await tx.query<CommonWebsiteDomainRow>('SELECT * FROM common_website_domains WHERE id = ANY($1::int[])', [touched]);
    const beforeById = new Map(before.map((row) => [row.id, row]));
    if (touched.some((id) => !beforeById.has(id))) throw notFound('Common website domain');
    await assertUniqueAfterSave(tx, touched, [...updated.map((row) => row.websiteDomain), ...newDomains]);

    const userId = viewer.id;
    for (const id of request.removedIds) {
      await tx.query('DELETE FROM common_website_domains WHERE id = $1', [id]);
      const domain = beforeById.get(id)!.website_domain;
      await recordEvent(tx, { userId, type: 'DELETE', entityType: COMMON_WEBSITE_DOMAIN_ENTITY, entityId: id, message: `Common website domain ${domain} removed`, data: { websiteDomain: domain } });
    }
    const changed = updated.filter((row) => beforeById.get(row.id)!.website_domain !== row.websiteDomain);
    if (changed.length) {
      // One statement, so that swapping two rows' domains meets the unique constraint only at its end.
      await tx.query(
        `UPDATE common_website_domains c SET website_domain = u.domain, modified_date = greatest(now(), c.modified_date + interval '1 millisecond')
          FROM unnest($1::int[], $2::text[]) AS u(id, domain) WHERE c.id = u.id`,
        [changed.map((row) => row.id), changed.map((row) => row.websiteDomain)],
      );
    }
    for (const row of changed) {
      const from = beforeById.get(row.id)!.website_domain;
      await recordEvent(tx, {
        userId,
        type: 'UPDATE',
        entityType: COMMON_WEBSITE_DOMAIN_ENTITY,
        entityId: row.id,
        message: `Common website domain ${from} changed to ${row.websiteDomain}`,
        data: { websiteDomain: { from, to: row.websiteDomain } },
      });
    }
    const created: CommonWebsiteDomainRow[] = [];
    for (const domain of newDomains) {
      const [row] = await tx.query<CommonWebsiteDomainRow>('INSERT INTO common_website_domains (website_domain) VALUES ($1) RETURNING *', [domain]);
      await recordEvent(tx, { userId, type: 'CREATE', entityType: COMMON_WEBSITE_DOMAIN_ENTITY, entityId: row.id, message: `Common website domain ${domain} added`, data: { websiteDomain: domain } });
      created.push(row);
    }
    const updatedRows = updated.length
      ? await tx.query<CommonWebsiteDomainRow>('SELECT * FROM common_website_domains WHERE id = ANY($1::int[]) ORDER BY website_domain', [updated.map((row) => row.id)])
      : [];
    return { created, updated: updatedRows, removedIds: request.removedIds };
  });
}

/** The domains written by this save, against each other and against the stored rows it leaves as they are. */
async function assertUniqueAfterSave(tx: Queryable, touchedIds: number[], written: string[]): Promise<void> {
  const repeatedInSave = new Set(written).size !== written.length;
  const takenByStored =
    !repeatedInSave &&
    written.length > 0 &&
    (await tx.query('SELECT 1 FROM common_website_domains WHERE website_domain = ANY($1::text[]) AND NOT (id = ANY($2::int[])) LIMIT 1', [written, touchedIds])).length > 0;
  if (repeatedInSave || takenByStored) throw validationError(COMMON_WEBSITE_MESSAGES.domainsNotUnique, 'websiteDomain');
}
