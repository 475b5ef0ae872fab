import { readFileSync } from 'node:fs';
import { buildSchema, isInputObjectType, isListType, isNonNullType, isObjectType, parse, type GraphQLEnumType, type GraphQLInputType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIST_LIMIT, findOverLongList, LIST_INPUT_LIMITS, listLimitOf, overLongListMessage } from './listInputLimits';

const schema = buildSchema(readFileSync('schema.graphql', 'utf8'));
const listItemType = (type: GraphQLInputType) => {
  const inner = isNonNullType(type) ? type.ofType : type;
  return isListType(inner) ? (inner.ofType as GraphQLInputType) : null;
};

/** Every list argument and list input field of the schema, with its limit. */
function listInputs(): { coordinate: string; limit: number }[] {
  const found: { coordinate: string; limit: number }[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        for (const argument of field.args) {
          const item = listItemType(argument.type);
          const coordinate = `${type.name}.${field.name}(${argument.name}:)`;
          if (item) found.push({ coordinate, limit: listLimitOf(coordinate, item) });
        }
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        const item = listItemType(field.type);
        const coordinate = `${type.name}.${field.name}`;
        if (item) found.push({ coordinate, limit: listLimitOf(coordinate, item) });
      }
    }
  }
  return found.sort((a, b) => a.coordinate.localeCompare(b.coordinate));
}

/** The table of docs/threat-model.md's 'List input limits' section, as written. */
function documentedLimits(): { coordinate: string; limit: number }[] {
  const text = readFileSync('docs/threat-model.md', 'utf8');
  const section = text.slice(text.indexOf('### List input limits'));
  return [...section.matchAll(/^\| `([^`]+)` \| ([\d,]+) \|/gm)].map((match) => ({ coordinate: match[1], limit: Number(match[2].replaceAll(',', '')) }));
}

describe('the list input limits', () => {
  it('cover every list input of the schema, as docs/threat-model.md lists them', () => {
    const expected = listInputs();
    expect(expected.length).toBeGreaterThan(40);
    const table = expected.map(({ coordinate, limit }) => `| \`${coordinate}\` | ${limit.toLocaleString('en-US')} |`).join('\n');
    expect(documentedLimits(), `docs/threat-model.md should list:\n${table}`).toEqual(expected);
  });

  it('name only list inputs that exist', () => {
    const coordinates = new Set(listInputs().map((input) => input.coordinate));
    expect(Object.keys(LIST_INPUT_LIMITS).filter((coordinate) => !coordinates.has(coordinate))).toEqual([]);
  });

  it('give an enum list as many items as the enum has values, anything else the default', () => {
    const limits = Object.fromEntries(listInputs().map((input) => [input.coordinate, input.limit]));
    expect(limits['EventFilters.types']).toBe((schema.getType('EventType') as GraphQLEnumType).getValues().length);
    expect(limits['EventFilters.entityIds']).toBe(DEFAULT_LIST_LIMIT);
    expect(limits['Mutation.createMenus(data:)']).toBe(100);
    expect(limits['CreateMenuInput.additionalUrls']).toBe(20);
  });
});

describe('findOverLongList', () => {
  const CREATE = 'mutation($data: [CreateMenuInput!]!) { createMenus(data: $data) { id } }';
  const menu = (urls = 0) => ({ brandId: 1, url: 'https://a.example.com', format: 'HTML', additionalUrls: Array.from({ length: urls }, (_, i) => `https://a.example.com/${i}`) });
  const find = (query: string, variables: Record<string, unknown> = {}) => findOverLongList(schema, parse(query), variables);

  it('counts a list sent in the variables, at its limit and one over', () => {
    expect(find(CREATE, { data: Array.from({ length: 100 }, () => menu()) })).toBeNull();
    const over = find(CREATE, { data: Array.from({ length: 101 }, () => menu()) });
    expect(over).toEqual({ coordinate: 'Mutation.createMenus(data:)', limit: 100, length: 101 });
    expect(overLongListMessage(over!)).toBe('data of createMenus takes at most 100 items; 101 were sent.');
  });

  it('counts lists inside input objects, in variables and written in the document', () => {
    expect(find(CREATE, { data: [menu(20)] })).toBeNull();
    expect(find(CREATE, { data: [menu(0), menu(21)] })).toEqual({ coordinate: 'CreateMenuInput.additionalUrls', limit: 20, length: 21 });
    const urls = Array.from({ length: 21 }, (_, i) => `"https://a.example.com/${i}"`).join(', ');
    expect(find(`mutation { createMenus(data: [{ brandId: 1, url: "https://a.example.com", format: HTML, additionalUrls: [${urls}] }]) { id } }`)).toMatchObject({
      coordinate: 'CreateMenuInput.additionalUrls',
      length: 21,
    });
    expect(find('mutation($m: CreateMenuInput!) { createMenus(data: [$m]) { id } }', { m: menu(21) })).toMatchObject({ coordinate: 'CreateMenuInput.additionalUrls' });
  });

  it('reads a default value, a variable inside a literal, fragments, and takes a single value as a list of one', () => {
    const ids = Array.from({ length: 101 }, (_, i) => i + 1);
    expect(find(`query($ids: [Int!] = [${ids.join(',')}]) { events(filters: { entityIds: $ids }) { id } }`)).toMatchObject({ length: 101 });
    expect(find('query($ids: [Int!]) { events(filters: { entityIds: $ids }) { id } }', { ids })).toMatchObject({ coordinate: 'EventFilters.entityIds', limit: 100 });
    expect(find('query($id: Int!) { events(filters: { entityIds: [$id] }) { id } }', { id: 1 })).toBeNull();
    expect(find('query { events(filters: { entityIds: 1 }) { id } }')).toBeNull();
    const statuses = Array.from({ length: 30 }, () => 'SCRAPED').join(' ');
    expect(find(`query { ...F } fragment F on Query { menus(filters: { menuStatuses: [${statuses}] }) { total } }`)).toMatchObject({ coordinate: 'MenuFilters.menuStatuses' });
  });
});
