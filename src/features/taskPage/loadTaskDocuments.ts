// Each task kind's documents (and its editor, once the kind has one) come in their own chunk, fetched when a page of that
// kind opens. One promise per kind, so React's use() sees the same promise on every render; a failed load is forgotten
// so a retry fetches again.
import type { TaskType } from '../../../machines/taskTypes';
import type { TaskKindModule } from './taskEditor';

const importers: Record<TaskType, () => Promise<TaskKindModule>> = {
  BRAND_GATEWAY: () =>
    Promise.all([import('./taskDocumentsBrandGateway'), import('../brandGateway/BrandGatewayEditor')]).then(([documents, editor]) => ({
      documents: documents.brandGatewayTaskDocuments,
      Editor: editor.BrandGatewayEditor,
    })),
  BRAND_DEFINITION: () =>
    Promise.all([import('./taskDocumentsBrandDefinition'), import('../brandDefinition/BrandDefinitionEditor')]).then(([documents, editor]) => ({
      documents: documents.brandDefinitionTaskDocuments,
      Editor: editor.BrandDefinitionEditor,
    })),
  MENU_DEFINITION: () =>
    Promise.all([import('./taskDocumentsMenuDefinition'), import('../menuDefinition/MenuDefinitionEditor')]).then(([documents, editor]) => ({
      documents: documents.menuDefinitionTaskDocuments,
      Editor: editor.MenuDefinitionEditor,
    })),
  // Its pages' Done is a split button (ResolveSplitButton, lazily loaded by the action bar): fetched with the kind, so
  // the plain Done never shows in its place.
  MENU_SCRAPING: () =>
    Promise.all([import('./taskDocumentsMenuScraping'), import('../menuScraping/MenuScrapingEditor'), import('./ResolveSplitButton')]).then(([documents, editor]) => ({
      documents: documents.menuScrapingTaskDocuments,
      Editor: editor.MenuScrapingEditor,
    })),
  DISH_REVIEW: () =>
    Promise.all([import('./taskDocumentsDishReview'), import('../dishReview/DishReviewEditor')]).then(([documents, editor]) => ({
      documents: documents.dishReviewTaskDocuments,
      Editor: editor.DishReviewEditor,
    })),
};

const loading = new Map<TaskType, Promise<TaskKindModule>>();

export function loadTaskDocuments(type: TaskType): Promise<TaskKindModule> {
  let promise = loading.get(type);
  if (!promise) {
    promise = importers[type]();
    loading.set(type, promise);
    promise.catch(() => loading.delete(type));
  }
  return promise;
}
