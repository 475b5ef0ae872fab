// Every history event type the server writes can be read back: the GraphQL enum EventType lists them all (a type it
// lacked, CRAWL, made every menu history holding a crawl answer INTERNAL).
import { readFileSync } from 'node:fs';
import { buildSchema, GraphQLEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { recordEvent } from '../../server/history/eventRows';
import { EVENT_TYPES } from '../../server/history/eventTypes';
import { taskApiTestApp } from './taskApiSupport';

const { app, gql } = taskApiTestApp();

describe('history event types', () => {
  it('the schema enum EventType lists exactly the types the server writes', () => {
    const schema = buildSchema(readFileSync('schema.graphql', 'utf8'));
    const enumType = schema.getType('EventType') as GraphQLEnumType;
    expect(enumType.getValues().map((value) => value.name).sort()).toEqual([...EVENT_TYPES].sort());
  });

  it("answers a menu's history holding an event of every type, crawls included", async () => {
    const menuId = 900_001;
    for (const type of EVENT_TYPES) {
      await recordEvent(app.t.db, { userId: null, type, entityType: 'MENU', entityId: menuId, message: `${type} event` });
    }
    const result = await gql<{ events: { type: string }[] }>('admin', `query($id: Int!) { events(filters: { entityTypes: [MENU], entityIds: [$id] }) { type message } }`, { id: menuId });
    expect(result.errors).toBeUndefined();
    expect(result.data!.events.map((event) => event.type).sort()).toEqual([...EVENT_TYPES].sort());
  });
});
