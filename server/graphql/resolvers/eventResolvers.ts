// History: events of the entities a drawer asks for, among those the reader may read (server/history/eventRows.ts).
import { listEvents, readableEventEntityTypes } from '../../history/eventRows';
import type { EventResolvers, QueryResolvers } from '../__generated__/resolvers';
import { toGlobalId } from '../globalIds';

export const eventQueryResolvers: Pick<QueryResolvers, 'events'> = {
  events: (_parent, { filters }, { db, viewer }) => listEvents(db, readableEventEntityTypes(viewer?.permissions ?? []), filters),
};

export const eventTypeResolvers: { Event: EventResolvers } = {
  Event: {
    id: (event) => toGlobalId('Event', event.id),
    databaseId: (event) => Number(event.id),
    userId: (event) => event.user_id,
    subType: (event) => event.sub_type,
    entityType: (event) => event.entity_type as never,
    type: (event) => event.type as never,
    entityId: (event) => event.entity_id,
    createdDate: (event) => event.created_date,
    user: (event) =>
      event.user_id && event.user_name ? { id: toGlobalId('User', event.user_id), databaseId: event.user_id, name: event.user_name } : null,
  },
};
