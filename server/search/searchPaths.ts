// The SPA's paths of the pages a search result opens (src/router.tsx: /tasks/{kind slug}/{id}, /brands/{id}, /menus/{id},
// /users/{id}).
import type { TaskType } from '../../machines/taskTypes';

const TASK_SLUGS: Record<TaskType, string> = {
  BRAND_GATEWAY: 'brand-gateway',
  BRAND_DEFINITION: 'brand-definition',
  MENU_DEFINITION: 'menu-definition',
  MENU_SCRAPING: 'menu-scraping',
  DISH_REVIEW: 'dish-review',
};

export const taskPagePath = (type: TaskType, taskId: number) => `/tasks/${TASK_SLUGS[type]}/${taskId}`;

export const userPagePath = (userId: number, canOpenPage: boolean) => (canOpenPage ? `/users/${userId}` : '/users');

export const brandPagePath = (brandId: number) => `/brands/${brandId}`;

export const menuPagePath = (menuId: number) => `/menus/${menuId}`;
