// The dish review task's documents: its own chunk, loaded only when a dish review task page opens. The query and save
// carry the editor's fragment (dishReview/DishReviewEditor), so a save refreshes the editor from its answer.
import { graphql } from 'react-relay';
import type { TaskDocuments } from './taskDocuments';

export const dishReviewTaskDocuments: TaskDocuments = {
  query: graphql`
    query taskDocumentsDishReviewQuery($id: ID!) {
      task: dishReviewTask(id: $id) {
        ...TaskFrame_task
        ...TaskSummary_task
        ...DishReviewEditor_task
      }
    }
  `,
  assign: graphql`
    mutation taskDocumentsDishReviewAssignMutation($id: ID!, $toUserId: ID) {
      task: assignDishReviewTask(id: $id, toUserId: $toUserId) {
        ...TaskFrame_task
      }
    }
  `,
  unassign: graphql`
    mutation taskDocumentsDishReviewUnassignMutation($id: ID!) {
      task: unassignDishReviewTask(id: $id) {
        ...TaskFrame_task
      }
    }
  `,
  markAwaiting: graphql`
    mutation taskDocumentsDishReviewMarkAwaitingMutation($id: ID!, $awaitingReason: AwaitingReason, $awaitingReasonComment: String) {
      task: markDishReviewTaskAsAwaiting(id: $id, awaitingReason: $awaitingReason, awaitingReasonComment: $awaitingReasonComment) {
        ...TaskFrame_task
      }
    }
  `,
  unmarkAwaiting: graphql`
    mutation taskDocumentsDishReviewUnmarkAwaitingMutation($id: ID!) {
      task: unmarkDishReviewTaskAsAwaiting(id: $id) {
        ...TaskFrame_task
      }
    }
  `,
  reopen: graphql`
    mutation taskDocumentsDishReviewReopenMutation($id: ID!) {
      task: reopenDishReviewTask(id: $id) {
        ...TaskFrame_task
      }
    }
  `,
  miscVerify: graphql`
    mutation taskDocumentsDishReviewMiscVerifyMutation($id: ID!, $comment: String) {
      task: markDishReviewTaskMiscAsVerified(id: $id, comment: $comment) {
        ...TaskFrame_task
      }
    }
  `,
  miscQcVerify: graphql`
    mutation taskDocumentsDishReviewMiscQcVerifyMutation($id: ID!, $comment: String) {
      task: markDishReviewTaskMiscAsQCVerified(id: $id, comment: $comment) {
        ...TaskFrame_task
      }
    }
  `,
  save: graphql`
    mutation taskDocumentsDishReviewSaveMutation(
      $id: ID!
      $expectedModifiedDate: DateTime
      $menuId: Int
      $menuTitlesData: [MenuTitleEditInput!]
      $dishesData: [DishEditInput!]
    ) {
      task: saveDishReviewTask(id: $id, expectedModifiedDate: $expectedModifiedDate, menuId: $menuId, menuTitlesData: $menuTitlesData, dishesData: $dishesData) {
        ...TaskFrame_task
        ...DishReviewEditor_task
      }
    }
  `,
  resolve: graphql`
    mutation taskDocumentsDishReviewResolveMutation(
      $id: ID!
      $expectedModifiedDate: DateTime
      $menuId: Int
      $menuTitlesData: [MenuTitleEditInput!]
      $dishesData: [DishEditInput!]
    ) {
      # The page leaves for the dish review list after resolving, so the editor's fragment is not asked for here.
      resolution: resolveDishReviewTask(id: $id, expectedModifiedDate: $expectedModifiedDate, menuId: $menuId, menuTitlesData: $menuTitlesData, dishesData: $dishesData) {
        task {
          ...TaskFrame_task
        }
        nextTask {
          __typename
          databaseId
        }
        isBrandDefinitionAutoResolved
      }
    }
  `,
};
