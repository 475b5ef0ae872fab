// Where the time of one large Menu.dishes request goes (issue 13: a page of 5,000 dishes), measured in this process on
// the same database as scripts/benchDishReview.ts: the SQL alone (what the resolvers ask the data layer: the dishes
// changed since approval, the page with its counts, the changes of the page's dishes), the whole GraphQL execution in
// process (graphql-js execute: the SQL plus the resolvers and graphql-js completing every field), JSON.stringify of
// its result (the response body), and JSON.parse of that body (what the client does with it). The HTTP request through
// yoga, measured by the bench, less these is yoga's parse, validation and plugins, and the transport. And one what-if:
// the same execution with Dish.changeSinceApproval a plain field (Menu.dishes reading the page's changes up front)
// instead of a DataLoader promise a dish, which makes graphql-js complete 5,000 objects asynchronously.
import { performance } from 'node:perf_hooks';
import { execute, parse, type GraphQLObjectType } from 'graphql';
import type { Config } from '../server/config';
import type { Database } from '../server/db/database';
import { NO_SESSION_SOCKETS } from '../server/auth/sessions';
import { viewerFromAuthorization, type GraphQLContext } from '../server/graphql/context';
import { createLoaders } from '../server/graphql/loaders';
import { buildExecutableSchema } from '../server/graphql/schema';
import { changesSinceApprovalOfDishes } from '../server/menus/menuItemChanges';
import { dishPage } from '../server/menus/menuItemQueries';
import { dishesSinceApproval } from '../server/menus/sinceApproval';
import { percentile } from './benchSupport';

export interface Part {
  label: string;
  p50: number;
  p95: number;
}

async function timed(label: string, iterations: number, run: () => unknown): Promise<Part> {
  for (let i = 0; i < 3; i += 1) await run();
  const times: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    const at = performance.now();
    await run();
    times.push(performance.now() - at);
  }
  times.sort((a, b) => a - b);
  return { label, p50: percentile(times, 50), p95: percentile(times, 95) };
}

export async function dishPageBreakdown(options: { db: Database; config: Config; token: string; menuId: number; query: string; pageSize: number; iterations: number }): Promise<{ parts: Part[]; bytes: number }> {
  const { db, config, menuId, pageSize, iterations } = options;
  const sql = async () => {
    const since = await dishesSinceApproval(db, menuId);
    const page = await dishPage(db, { menuId, menuTitleId: null, includeChildTitles: false, filters: null, changedOnly: false, jobId: null, page: 1, pageSize, sinceApproval: since });
    await changesSinceApprovalOfDishes(db, menuId, page.dishes.map((dish) => dish.id), since);
    return page;
  };
  const schema = buildExecutableSchema();
  const document = parse(options.query);
  const services = { db, config, deliverCode: async () => {}, sessions: NO_SESSION_SOCKETS };
  const viewer = await viewerFromAuthorization(services, `Bearer ${options.token}`);
  const run = async () => {
    const contextValue: GraphQLContext = { ...services, clientAddress: '127.0.0.1', viewer, loaders: createLoaders(db) };
    const result = await execute({ schema, document, variableValues: { id: String(menuId), pageSize }, contextValue });
    if (result.errors?.length) throw new Error(JSON.stringify(result.errors));
    return result;
  };
  // What if Menu.dishes read the page's changes since approval itself and Dish.changeSinceApproval were a plain field:
  // the same schema with those two resolvers wrapped (the server's own code untouched), so no dish is a promise.
  const lean = buildExecutableSchema();
  const dishesField = (lean.getType('Menu') as GraphQLObjectType).getFields().dishes;
  const changeField = (lean.getType('Dish') as GraphQLObjectType).getFields().changeSinceApproval;
  const pageResolve = dishesField.resolve!;
  const prefetched = new WeakMap<object, Map<number, unknown>>();
  dishesField.resolve = async (parent, args, context: GraphQLContext, info) => {
    const page = (await pageResolve(parent, args, context, info)) as { dishes: { id: number }[] };
    const changes = await changesSinceApprovalOfDishes(context.db, (parent as { id: number }).id, page.dishes.map((dish) => dish.id), await dishesSinceApproval(context.db, (parent as { id: number }).id));
    prefetched.set(context, changes);
    return page;
  };
  changeField.resolve = (dish: { id: number }, _args, context: GraphQLContext) => prefetched.get(context)?.get(dish.id) ?? null;
  const runLean = async () => {
    const contextValue: GraphQLContext = { ...services, clientAddress: '127.0.0.1', viewer, loaders: createLoaders(db) };
    const result = await execute({ schema: lean, document, variableValues: { id: String(menuId), pageSize }, contextValue });
    if (result.errors?.length) throw new Error(JSON.stringify(result.errors));
    return result;
  };
  const result = await run();
  if (JSON.stringify(await runLean()) !== JSON.stringify(result)) throw new Error('the lean resolvers answer differently');
  const body = JSON.stringify(result);
  const parts = [
    await timed('SQL: changed since approval, the page and its counts, the page\'s changes', iterations, sql),
    await timed('GraphQL execute in process (the SQL, resolvers, field completion)', iterations, run),
    await timed('the same, Dish.changeSinceApproval a plain field read from a map Menu.dishes fills (no promise a dish)', iterations, runLean),
    await timed('JSON.stringify of the result (the response body)', iterations, () => JSON.stringify(result)),
    await timed('JSON.parse of the body (the client\'s share)', iterations, () => JSON.parse(body)),
  ];
  return { parts, bytes: Buffer.byteLength(body) };
}
