// Each list's query, its generated document alone, by list slug: what start-up needs to start a list's query without
// waiting for the list's code (src/app/routing/startRouteData.ts). Small on purpose: it is part of the entry.
import type { ConcreteRequest } from 'relay-runtime';

export const TASK_LIST_QUERIES: Readonly<Record<string, () => Promise<{ default: ConcreteRequest }>>> = {
  'brand-gateway': () => import('./__generated__/BrandGatewayTaskListQuery.graphql'),
  'brand-definition': () => import('./__generated__/BrandDefinitionTaskListQuery.graphql'),
  'menu-definition': () => import('./__generated__/MenuDefinitionTaskListQuery.graphql'),
  'menu-scraping': () => import('./__generated__/MenuScrapingTaskListQuery.graphql'),
  'dish-review': () => import('./__generated__/DishReviewTaskListQuery.graphql'),
};
