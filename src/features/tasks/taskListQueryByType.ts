// The static list query of each task kind.
import type { TaskType } from '../../../machines/taskTypes';
import { brandDefinitionListQuery, brandGatewayListQuery, dishReviewListQuery, menuDefinitionListQuery, menuScrapingListQuery } from './taskListQueries';

export const TASK_LIST_QUERIES: Record<TaskType, unknown> = {
  BRAND_GATEWAY: brandGatewayListQuery,
  BRAND_DEFINITION: brandDefinitionListQuery,
  MENU_DEFINITION: menuDefinitionListQuery,
  MENU_SCRAPING: menuScrapingListQuery,
  DISH_REVIEW: dishReviewListQuery,
};
