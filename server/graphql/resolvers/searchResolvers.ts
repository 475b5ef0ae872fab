// The palette's search: limits checked here, the work in server/search/search.ts.
import { search, searchLimits } from '../../search/search';
import type { QueryResolvers } from '../__generated__/resolvers';

export const searchQueryResolvers: Pick<QueryResolvers, 'search'> = {
  async search(_parent, args, { db, viewer }) {
    const { term, first } = searchLimits(args.term, args.first);
    return search(db, viewer?.permissions ?? [], term, first);
  },
};
