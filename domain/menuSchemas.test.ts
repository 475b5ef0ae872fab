// The menu vocabulary the SPA's filters and columns use must be the API contract's (schema.graphql), value for value:
// a status missing here is a filter the list drops from its query string.
import { readFileSync } from 'node:fs';
import { Kind, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { MENU_FORMATS, MENU_NOT_SCRAPEABLE_REASONS, MENU_STATUSES } from './menuSchemas';

const schemaEnums = new Map(
  parse(readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8'))
    .definitions.flatMap((definition) => (definition.kind === Kind.ENUM_TYPE_DEFINITION ? [definition] : []))
    .map((definition) => [definition.name.value, (definition.values ?? []).map((value) => value.name.value)]),
);

describe('menu enumerations', () => {
  it.each([
    ['MenuStatus', MENU_STATUSES],
    ['MenuFormat', MENU_FORMATS],
    ['MenuNotScrapeableReason', MENU_NOT_SCRAPEABLE_REASONS],
  ])('%s is the API enum', (name, values) => {
    expect([...values]).toEqual(schemaEnums.get(name));
  });
});
