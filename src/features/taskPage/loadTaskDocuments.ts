// Each task kind's documents come in their own chunk, fetched when a page of that kind opens. One promise per kind, so
// React's use() sees the same promise on every render; a failed load is forgotten so a retry fetches again.
import type { TaskType } from '../../../machines/taskTypes';
import type { TaskDocuments } from './taskDocuments';

const importers: Record<TaskType, () => Promise<TaskDocuments>> = {
  BRAND_GATEWAY: () => import('./taskDocumentsBrandGateway').then((m) => m.brandGatewayTaskDocuments),
  BRAND_DEFINITION: () => import('./taskDocumentsBrandDefinition').then((m) => m.brandDefinitionTaskDocuments),
  MENU_DEFINITION: () => import('./taskDocumentsMenuDefinition').then((m) => m.menuDefinitionTaskDocuments),
  MENU_SCRAPING: () => import('./taskDocumentsMenuScraping').then((m) => m.menuScrapingTaskDocuments),
  DISH_REVIEW: () => import('./taskDocumentsDishReview').then((m) => m.dishReviewTaskDocuments),
};

const loading = new Map<TaskType, Promise<TaskDocuments>>();

export function loadTaskDocuments(type: TaskType): Promise<TaskDocuments> {
  let promise = loading.get(type);
  if (!promise) {
    promise = importers[type]();
    loading.set(type, promise);
    promise.catch(() => loading.delete(type));
  }
  return promise;
}
