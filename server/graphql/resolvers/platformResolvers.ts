// Settings -> Platforms: the list, one platform, its create and update, and the menus its patterns pick out
// (server/platforms/).
import { menusByUrlRegex } from '../../platforms/menusByUrlRegex';
import { findPlatform, listPlatforms } from '../../platforms/platformRows';
import { createPlatform, updatePlatform } from '../../platforms/platformWrites';
import type { MutationResolvers, PlatformMenuResolvers, PlatformResolvers, QueryResolvers } from '../__generated__/resolvers';
import type { GraphQLContext } from '../context';
import { unauthenticated } from '../errors';
import { parseId, toGlobalId } from '../globalIds';
import { userSummary } from './menuScrapingResolvers';
import { pageArgs } from './userResolvers';

const platformIdOf = (id: string) => parseId('Platform', id);

export const platformQueryResolvers: Pick<QueryResolvers, 'platforms' | 'platform' | 'menusByUrlRegex'> = {
  platforms: (_parent, _args, { db }) => listPlatforms(db),
  platform: (_parent, { id }, { db }) => findPlatform(db, platformIdOf(id)),
  menusByUrlRegex(_parent, { urlIdentificationRegex, urlNormalizationRegex, shouldMatchNormalizationRegex, page, pageSize }, { db }) {
    return menusByUrlRegex(db, { urlIdentificationRegex, urlNormalizationRegex }, shouldMatchNormalizationRegex, pageArgs(page, pageSize, 10));
  },
};

export const platformMutationResolvers: Pick<MutationResolvers, 'createPlatform' | 'updatePlatform'> = {
  createPlatform(_parent, { data }, { db, viewer }) {
    if (!viewer) throw unauthenticated();
    return db.transaction((tx) => createPlatform(tx, data, viewer.id));
  },
  updatePlatform(_parent, { id, data }, { db, viewer }) {
    if (!viewer) throw unauthenticated();
    const platformId = platformIdOf(id);
    return db.transaction((tx) => updatePlatform(tx, platformId, data, viewer.id));
  },
};

export const platformTypeResolvers: { Platform: PlatformResolvers; PlatformMenu: PlatformMenuResolvers } = {
  Platform: {
    id: (row) => toGlobalId('Platform', row.id),
    databaseId: (row) => row.id,
    name: (row) => row.name,
    urlIdentificationRegex: (row) => row.url_identification_regex,
    urlNormalizationRegex: (row) => row.url_normalization_regex,
    createdDate: (row) => row.created_date,
    createdBy: (row, _args, context: GraphQLContext) => userSummary(context, row.created_by_id),
    modifiedDate: (row) => row.modified_date,
    modifiedBy: (row, _args, context: GraphQLContext) => userSummary(context, row.modified_by_id),
  },
  PlatformMenu: {
    id: (row) => toGlobalId('PlatformMenu', row.id),
    databaseId: (row) => row.id,
    url: (row) => row.url,
    modifiedDate: (row) => row.modified_date,
    menuDefinitionTaskId: (row) => row.menu_definition_task_id,
  },
};
