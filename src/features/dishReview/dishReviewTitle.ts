// The page's title by the menu's format: 'HTML Dish Review Task', or 'Document Dish Review Task' for PDF and image menus
// (domain/menuScrapingSchemas.ts isDocumentFormat, the scraping task's rule).
import type { MenuFormat } from '../../../domain/menuSchemas';
import { isDocumentFormat } from '../../../domain/menuScrapingSchemas';

export const dishReviewTitle = (format: MenuFormat | null | undefined): string => (isDocumentFormat(format) ? 'Document Dish Review Task' : 'HTML Dish Review Task');
