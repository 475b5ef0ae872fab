// Location detail's mutations (spec 2, section 7): thin over server/locations/locationWrites.ts, one transaction each.
// The Location type's fields and the location(id) query live with the brand resolvers (brandResolvers.ts).
import { cloneLocation, updateLocation } from '../../locations/locationWrites';
import type { MutationCloneLocationArgs, MutationUpdateLocationArgs } from '../__generated__/resolvers';
import type { GraphQLContext } from '../context';
import { parseId } from '../globalIds';

export const locationMutationResolvers = {
  updateLocation(_parent: unknown, { id, data }: MutationUpdateLocationArgs, context: GraphQLContext) {
    const locationId = parseId('Location', id);
    return context.db.transaction((tx) => updateLocation(tx, locationId, { ...data }, context.viewer?.id ?? null));
  },
  cloneLocation: (_parent: unknown, { data }: MutationCloneLocationArgs, context: GraphQLContext) =>
    context.db.transaction((tx) => cloneLocation(tx, { ...data }, context.viewer?.id ?? null)),
};
