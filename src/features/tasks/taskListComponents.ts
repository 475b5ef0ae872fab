// Each list component (its columns, query and fragment) in its own chunk: a page shows one list, not five. Start-up
// preloads the open list's (src/app/routing/startRouteData.ts) and the server names its chunk in the page's hints
// (server/http/spaRoutePreloads.ts), so it arrives with the hub.
import type { ComponentType } from 'react';
import type { TaskType } from '../../../machines/taskTypes';
import { preloadableLazy, type PreloadableLazy } from '../../components/preloadableLazy';
import type { TaskListProps } from './TaskListResults';

export const TASK_LIST_COMPONENTS: Readonly<Record<TaskType, PreloadableLazy<TaskListProps>>> = {
  BRAND_GATEWAY: preloadableLazy(() => import('./BrandGatewayTaskList').then((m): ComponentType<TaskListProps> => m.BrandGatewayTaskList)),
  BRAND_DEFINITION: preloadableLazy(() => import('./BrandDefinitionTaskList').then((m): ComponentType<TaskListProps> => m.BrandDefinitionTaskList)),
  MENU_DEFINITION: preloadableLazy(() => import('./MenuDefinitionTaskList').then((m): ComponentType<TaskListProps> => m.MenuDefinitionTaskList)),
  MENU_SCRAPING: preloadableLazy(() => import('./MenuScrapingTaskList').then((m): ComponentType<TaskListProps> => m.MenuScrapingTaskList)),
  DISH_REVIEW: preloadableLazy(() => import('./DishReviewTaskList').then((m): ComponentType<TaskListProps> => m.DishReviewTaskList)),
};
