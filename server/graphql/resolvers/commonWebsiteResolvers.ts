// Settings -> Common websites: the paged list and its one save (server/commonWebsites/).
import { listCommonWebsiteDomains } from '../../commonWebsites/commonWebsiteDomainRows';
import { saveCommonWebsiteDomains } from '../../commonWebsites/saveCommonWebsiteDomains';
import type { CommonWebsiteDomainResolvers, CommonWebsiteDomainsSaveResolvers, MutationResolvers, QueryResolvers } from '../__generated__/resolvers';
import { unauthenticated } from '../errors';
import { parseId, toGlobalId } from '../globalIds';
import { pageArgs } from './userResolvers';

export const commonWebsiteQueryResolvers: Pick<QueryResolvers, 'commonWebsiteDomains'> = {
  commonWebsiteDomains(_parent, { filters, page, pageSize }, { db }) {
    const paging = pageArgs(page, pageSize, 10);
    return listCommonWebsiteDomains(db, filters?.websiteDomain, paging.page, paging.pageSize);
  },
};

export const commonWebsiteMutationResolvers: Pick<MutationResolvers, 'saveCommonWebsiteDomains'> = {
  saveCommonWebsiteDomains(_parent, { newBulkData, updatedBulkData, removedIds }, { db, viewer }) {
    if (!viewer) throw unauthenticated();
    return saveCommonWebsiteDomains(db, viewer, {
      newDomains: (newBulkData ?? []).map((row) => row.websiteDomain),
      updated: (updatedBulkData ?? []).map((row) => ({ id: parseId('CommonWebsiteDomain', row.id), websiteDomain: row.websiteDomain })),
      removedIds: (removedIds ?? []).map((id) => parseId('CommonWebsiteDomain', id)),
    });
  },
};

export const commonWebsiteTypeResolvers: { CommonWebsiteDomain: CommonWebsiteDomainResolvers; CommonWebsiteDomainsSave: CommonWebsiteDomainsSaveResolvers } = {
  CommonWebsiteDomain: {
    id: (row) => toGlobalId('CommonWebsiteDomain', row.id),
    databaseId: (row) => row.id,
    websiteDomain: (row) => row.website_domain,
  },
  CommonWebsiteDomainsSave: {
    removedIds: (saved) => saved.removedIds.map((id) => toGlobalId('CommonWebsiteDomain', id)),
  },
};
