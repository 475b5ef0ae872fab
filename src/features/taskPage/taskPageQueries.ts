// Each task kind's page query (the `query` of its taskDocuments<Kind>.ts), its generated document alone, by slug: what
// start-up needs to start a task page's query without waiting for the kind's documents and editor
// (src/app/routing/startRouteData.ts). Small on purpose: it is part of the entry.
import type { ConcreteRequest } from 'relay-runtime';

export const TASK_PAGE_QUERIES: Readonly<Record<string, () => Promise<{ default: ConcreteRequest }>>> = {
  'brand-gateway': () => import('./__generated__/taskDocumentsBrandGatewayQuery.graphql'),
  'brand-definition': () => import('./__generated__/taskDocumentsBrandDefinitionQuery.graphql'),
  'menu-definition': () => import('./__generated__/taskDocumentsMenuDefinitionQuery.graphql'),
  'menu-scraping': () => import('./__generated__/taskDocumentsMenuScrapingQuery.graphql'),
  'dish-review': () => import('./__generated__/taskDocumentsDishReviewQuery.graphql'),
};
