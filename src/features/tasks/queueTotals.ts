// How many tasks each list holds under given filters, in one small request: the tab badges of the tasks hub (each list
// under the person's own defaults) and the landing after sign-in (each list as the person will open it) ask it. The
// API's taskCountsByType counts its fixed defaults (View DEFINE), which are not a quality checker's queue.
import { graphql } from 'react-relay';
import type { queueTotalsQuery, queueTotalsQuery$data, queueTotalsQuery$variables } from './__generated__/queueTotalsQuery.graphql';
import type { TaskListDefinition } from './taskListDefinitions';
import type { FilterInputValue } from './taskListLogic';

export type { queueTotalsQuery as QueueTotalsQuery };

export const queueTotals = graphql`
  query queueTotalsQuery(
    $withBrandGateway: Boolean!
    $brandGateway: BrandGatewayTaskFilters
    $withBrandDefinition: Boolean!
    $brandDefinition: BrandDefinitionTaskFilters
    $withMenuDefinition: Boolean!
    $menuDefinition: MenuDefinitionTaskFilters
    $withMenuScraping: Boolean!
    $menuScraping: MenuScrapingTaskFilters
    $withDishReview: Boolean!
    $dishReview: DishReviewTaskFilters
  ) {
    brandGateway: brandGatewayTasks(filters: $brandGateway, page: 1, pageSize: 1) @include(if: $withBrandGateway) {
      total
    }
    brandDefinition: brandDefinitionTasks(filters: $brandDefinition, page: 1, pageSize: 1) @include(if: $withBrandDefinition) {
      total
    }
    menuDefinition: menuDefinitionTasks(filters: $menuDefinition, page: 1, pageSize: 1) @include(if: $withMenuDefinition) {
      total
    }
    menuScraping: menuScrapingTasks(filters: $menuScraping, page: 1, pageSize: 1) @include(if: $withMenuScraping) {
      total
    }
    dishReview: dishReviewTasks(filters: $dishReview, page: 1, pageSize: 1) @include(if: $withDishReview) {
      total
    }
  }
`;

type CountField = TaskListDefinition['countField'];
const WITH: Record<CountField, keyof queueTotalsQuery$variables> = {
  brandGateway: 'withBrandGateway',
  brandDefinition: 'withBrandDefinition',
  menuDefinition: 'withMenuDefinition',
  menuScraping: 'withMenuScraping',
  dishReview: 'withDishReview',
};

export interface QueueFilters {
  list: TaskListDefinition;
  filters: Record<string, FilterInputValue>;
}

/** Variables asking only the given lists, each under its filters. */
export function queueTotalsVariables(queues: readonly QueueFilters[]): queueTotalsQuery$variables {
  const variables: Record<string, unknown> = Object.fromEntries(Object.values(WITH).map((name) => [name, false]));
  for (const { list, filters } of queues) {
    variables[WITH[list.countField]] = true;
    variables[list.countField] = filters;
  }
  return variables as unknown as queueTotalsQuery$variables;
}

export function queueTotalsOf(queues: readonly QueueFilters[], data: queueTotalsQuery$data): Map<TaskListDefinition, number> {
  return new Map(queues.map(({ list }) => [list, data[list.countField]?.total ?? 0]));
}
