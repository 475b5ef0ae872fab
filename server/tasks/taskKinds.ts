// The five task kinds and their names in each place they appear: URLs, GraphQL, permissions, history, notifications.
import type { TaskType } from '../../machines/taskTypes';

export interface TaskKind {
  type: TaskType;
  /** GraphQL object type and operation stem: BrandGateway -> brandGatewayTasks, assignBrandGatewayTask. */
  graphqlName: string;
  permissionPrefix: string;
  entityType: string;
  label: string;
  isMenuTask: boolean;
}

export const TASK_KINDS: readonly TaskKind[] = [
  { type: 'BRAND_GATEWAY', graphqlName: 'BrandGateway', permissionPrefix: 'brandGatewayTask', entityType: 'BRAND_GATEWAY_TASK', label: 'Brand gateway', isMenuTask: false },
  { type: 'BRAND_DEFINITION', graphqlName: 'BrandDefinition', permissionPrefix: 'brandDefinitionTask', entityType: 'BRAND_DEFINITION_TASK', label: 'Brand definition', isMenuTask: false },
  { type: 'MENU_DEFINITION', graphqlName: 'MenuDefinition', permissionPrefix: 'menuDefinitionTask', entityType: 'MENU_DEFINITION_TASK', label: 'Menu definition', isMenuTask: false },
  { type: 'MENU_SCRAPING', graphqlName: 'MenuScraping', permissionPrefix: 'menuScrapingTask', entityType: 'MENU_SCRAPING_TASK', label: 'Menu scraping', isMenuTask: true },
  { type: 'DISH_REVIEW', graphqlName: 'DishReview', permissionPrefix: 'dishReviewTask', entityType: 'DISH_REVIEW_TASK', label: 'Dish review', isMenuTask: true },
];

export function kindOf(type: TaskType): TaskKind {
  const kind = TASK_KINDS.find((candidate) => candidate.type === type);
  if (!kind) throw new Error(`Unknown task type ${type}`);
  return kind;
}

export function kindByGraphqlName(name: string): TaskKind | undefined {
  return TASK_KINDS.find((kind) => kind.graphqlName === name);
}

export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
