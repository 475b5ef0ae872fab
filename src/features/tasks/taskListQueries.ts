// One static query per list (Relay compiles documents ahead of time), all reading the same row fragment.
import { graphql } from 'react-relay';

export const brandGatewayListQuery = graphql`
  query taskListQueriesBrandGatewayQuery($filters: BrandGatewayTaskFilters, $page: Int!, $pageSize: Int!, $sortingCriterion: TaskSortingCriterion, $sortingOrder: SortingOrder) {
    list: brandGatewayTasks(filters: $filters, page: $page, pageSize: $pageSize, sortingCriterion: $sortingCriterion, sortingOrder: $sortingOrder) {
      total
      items {
        id
        ...TaskListRow_task
      }
    }
  }
`;

export const brandDefinitionListQuery = graphql`
  query taskListQueriesBrandDefinitionQuery($filters: BrandDefinitionTaskFilters, $page: Int!, $pageSize: Int!, $sortingCriterion: TaskSortingCriterion, $sortingOrder: SortingOrder) {
    list: brandDefinitionTasks(filters: $filters, page: $page, pageSize: $pageSize, sortingCriterion: $sortingCriterion, sortingOrder: $sortingOrder) {
      total
      items {
        id
        ...TaskListRow_task
      }
    }
  }
`;

export const menuDefinitionListQuery = graphql`
  query taskListQueriesMenuDefinitionQuery($filters: MenuDefinitionTaskFilters, $page: Int!, $pageSize: Int!, $sortingCriterion: TaskSortingCriterion, $sortingOrder: SortingOrder) {
    list: menuDefinitionTasks(filters: $filters, page: $page, pageSize: $pageSize, sortingCriterion: $sortingCriterion, sortingOrder: $sortingOrder) {
      total
      items {
        id
        ...TaskListRow_task
      }
    }
  }
`;

export const menuScrapingListQuery = graphql`
  query taskListQueriesMenuScrapingQuery($filters: MenuScrapingTaskFilters, $page: Int!, $pageSize: Int!, $sortingCriterion: TaskSortingCriterion, $sortingOrder: SortingOrder) {
    list: menuScrapingTasks(filters: $filters, page: $page, pageSize: $pageSize, sortingCriterion: $sortingCriterion, sortingOrder: $sortingOrder) {
      total
      items {
        id
        ...TaskListRow_task
      }
    }
  }
`;

export const dishReviewListQuery = graphql`
  query taskListQueriesDishReviewQuery($filters: DishReviewTaskFilters, $page: Int!, $pageSize: Int!, $sortingCriterion: TaskSortingCriterion, $sortingOrder: SortingOrder) {
    list: dishReviewTasks(filters: $filters, page: $page, pageSize: $pageSize, sortingCriterion: $sortingCriterion, sortingOrder: $sortingOrder) {
      total
      items {
        id
        ...TaskListRow_task
      }
    }
  }
`;
