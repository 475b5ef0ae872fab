// How many items each list input of the API takes, enforced before any resolver runs: a list argument, or a list field
// of an input object at any depth, longer than its limit refuses the whole operation with a VALIDATION error naming the
// limit. One table drives it (schema coordinates: 'Type.field(argument:)' for arguments, 'Input.field' for input
// fields); a list of enum values takes as many items as the enum has values; anything else DEFAULT_LIST_LIMIT. The
// limits are listed in docs/threat-model.md; listInputLimits.test.ts checks that every list input is covered.
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type ValueNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { MAX_ADDITIONAL_URLS } from '../../domain/brandSchemas';
import { MAX_DISH_PAGE_SIZE } from '../../domain/dishReviewSchemas';
import { RERUN_MENU_COUNT } from '../../domain/scrapingSessions';
import { validationError } from './errors';
import { typeDefs } from './schema';

/** Ids in filters, brand picks, document files, a page of location suggestions: far more than any screen sends. */
export const DEFAULT_LIST_LIMIT = 100;

/** A brand's locations edited on one task: every location of a large chain. */
const BRAND_LOCATIONS = 5_000;

/** The limits that differ from the default. */
export const LIST_INPUT_LIMITS: Readonly<Record<string, number>> = {
  // The forms' own limit on additional links (domain/brandSchemas.ts, domain/menuSchemas.ts).
  'CreateBrandInput.additionalUrls': MAX_ADDITIONAL_URLS,
  'CreateMenuInput.additionalUrls': MAX_ADDITIONAL_URLS,
  'MenuDefinitionMenuInput.additionalUrls': MAX_ADDITIONAL_URLS,
  'MenuScrapingMenuInput.additionalUrls': MAX_ADDITIONAL_URLS,
  'Mutation.saveBrandGatewayTask(locationsData:)': BRAND_LOCATIONS,
  'Mutation.resolveBrandGatewayTask(locationsData:)': BRAND_LOCATIONS,
  'Mutation.saveBrandDefinitionTask(locationsData:)': BRAND_LOCATIONS,
  'Mutation.resolveBrandDefinitionTask(locationsData:)': BRAND_LOCATIONS,
  'Mutation.saveMenuDefinitionTask(locationsData:)': BRAND_LOCATIONS,
  'Mutation.resolveMenuDefinitionTask(locationsData:)': BRAND_LOCATIONS,
  // Dish review: every dish and title of a menu edited, and a bulk status over the largest page of the dish table.
  'Mutation.saveDishReviewTask(dishesData:)': MAX_DISH_PAGE_SIZE,
  'Mutation.resolveDishReviewTask(dishesData:)': MAX_DISH_PAGE_SIZE,
  'Mutation.saveDishReviewTask(menuTitlesData:)': MAX_DISH_PAGE_SIZE,
  'Mutation.resolveDishReviewTask(menuTitlesData:)': MAX_DISH_PAGE_SIZE,
  'Mutation.setDishStatusesByIds(items:)': MAX_DISH_PAGE_SIZE,
  // A brand's menus created at once (one INSERT, server/menus/menuDetailWrites.ts).
  'Mutation.createMenus(data:)': 100,
  // A reruns page session by ids: as many menus as its menu count may be (domain/scrapingSessions.ts RERUN_MENU_COUNT).
  'HtmlMenuScrapingRerunSessionInput.menuIds': RERUN_MENU_COUNT.max,
  // A cluster validation session by ids: the lead, complex and core menus of a large cluster.
  'MenuScrapingClusterSessionByRolesOrIdsInput.menuIds': 1_000,
};

/** The limit of a list input at this coordinate whose items are of type itemType. */
export function listLimitOf(coordinate: string, itemType: GraphQLInputType): number {
  const named = getNamedType(itemType);
  return LIST_INPUT_LIMITS[coordinate] ?? (isEnumType(named) ? named.getValues().length : DEFAULT_LIST_LIMIT);
}

export interface OverLongList {
  coordinate: string;
  limit: number;
  length: number;
}

/** A value as written in the document, or as sent in the variables. */
type Source = { ast: ValueNode } | { raw: unknown };

/**
 * The first list input longer than its limit in an operation, with its variables (as sent, before coercion), or
 * null. Run after validation, so every argument and field is known to the schema.
 */
export function findOverLongList(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown>): OverLongList | null {
  const defaults = new Map<string, ValueNode>();
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const variable of definition.variableDefinitions ?? []) if (variable.defaultValue) defaults.set(variable.variable.name.value, variable.defaultValue);
  }
  /** A variable's value as sent, or its default in the document. */
  const resolved = (source: Source): Source | null => {
    if (!('ast' in source) || source.ast.kind !== Kind.VARIABLE) return source;
    const name = source.ast.name.value;
    if (variables[name] !== undefined) return { raw: variables[name] };
    const fallback = defaults.get(name);
    return fallback ? { ast: fallback } : null;
  };

  const inspect = (given: Source, type: GraphQLInputType, coordinate: string): OverLongList | null => {
    const source = resolved(given);
    if (!source) return null;
    const inner = isNonNullType(type) ? type.ofType : type;
    if (isListType(inner)) {
      // A single value where a list is expected is a list of one (GraphQL's input coercion).
      const items: Source[] =
        'ast' in source
          ? source.ast.kind === Kind.LIST ? source.ast.values.map((ast) => ({ ast })) : [source]
          : Array.isArray(source.raw) ? source.raw.map((raw) => ({ raw })) : [source];
      const limit = listLimitOf(coordinate, inner.ofType);
      if (items.length > limit) return { coordinate, limit, length: items.length };
      for (const item of items) {
        const found = inspect(item, inner.ofType, coordinate);
        if (found) return found;
      }
      return null;
    }
    if (!isInputObjectType(inner)) return null;
    const fields = inner.getFields();
    const entries: [string, Source][] =
      'ast' in source
        ? source.ast.kind === Kind.OBJECT ? source.ast.fields.map((field) => [field.name.value, { ast: field.value }]) : []
        : source.raw && typeof source.raw === 'object' ? Object.entries(source.raw).map(([name, raw]) => [name, { raw }]) : [];
    for (const [name, value] of entries) {
      const field = fields[name];
      const found = field ? inspect(value, field.type, `${inner.name}.${name}`) : null;
      if (found) return found;
    }
    return null;
  };

  const typeInfo = new TypeInfo(schema);
  let found: OverLongList | null = null;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Argument(node) {
        const [parent, field, argument] = [typeInfo.getParentType(), typeInfo.getFieldDef(), typeInfo.getArgument()];
        if (found || typeInfo.getDirective() || !parent || !field || !argument) return;
        found = inspect({ ast: node.value }, argument.type, `${parent.name}.${field.name}(${argument.name}:)`);
      },
    }),
  );
  return found;
}

/** 'Mutation.createMenus(data:)' as a person reads it: 'data of createMenus'; 'CreateMenuInput.additionalUrls' stays. */
const describe = (coordinate: string) => {
  const argument = /^\w+\.(\w+)\((\w+):\)$/.exec(coordinate);
  return argument ? `${argument[2]} of ${argument[1]}` : coordinate;
};

const count = (n: number) => n.toLocaleString('en-US');

export const overLongListMessage = ({ coordinate, limit, length }: OverLongList) =>
  `${describe(coordinate)} takes at most ${count(limit)} items; ${count(length)} were sent.`;

export function useListInputLimits(): Plugin {
  // Our own copy of the schema: yoga's may come from graphql's other build (CommonJS), whose types TypeInfo refuses.
  const schema = buildSchema(typeDefs);
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const found = findOverLongList(schema, args.document, (args.variableValues ?? {}) as Record<string, unknown>);
      if (found) setResultAndStopExecution({ data: null, errors: [validationError(overLongListMessage(found), found.coordinate)] });
    },
  };
}
