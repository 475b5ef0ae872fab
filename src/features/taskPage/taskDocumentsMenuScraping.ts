// The menu scraping task's documents: its own chunk, loaded only when a menu scraping task page opens. The query and
// save carry the editor's fragment (menuScraping/MenuScrapingEditor), so a save refreshes the editor from its payload.
import { graphql } from 'react-relay';
import type { TaskDocuments } from './taskDocuments';

export const menuScrapingTaskDocuments: TaskDocuments = {
  query: graphql`
    query taskDocumentsMenuScrapingQuery($id: ID!) {
      task: menuScrapingTask(id: $id) {
        ...TaskFrame_task
        ...TaskSummary_task
        ...MenuScrapingEditor_task
      }
    }
  `,
  assign: graphql`
    mutation taskDocumentsMenuScrapingAssignMutation($id: ID!, $toUserId: ID) {
      task: assignMenuScrapingTask(id: $id, toUserId: $toUserId) {
        ...TaskFrame_task
      }
    }
  `,
  unassign: graphql`
    mutation taskDocumentsMenuScrapingUnassignMutation($id: ID!) {
      task: unassignMenuScrapingTask(id: $id) {
        ...TaskFrame_task
      }
    }
  `,
  markAwaiting: graphql`
    mutation taskDocumentsMenuScrapingMarkAwaitingMutation($id: ID!, $awaitingReason: AwaitingReason, $awaitingReasonComment: String) {
      task: markMenuScrapingTaskAsAwaiting(id: $id, awaitingReason: $awaitingReason, awaitingReasonComment: $awaitingReasonComment) {
        ...TaskFrame_task
      }
    }
  `,
  unmarkAwaiting: graphql`
    mutation taskDocumentsMenuScrapingUnmarkAwaitingMutation($id: ID!) {
      task: unmarkMenuScrapingTaskAsAwaiting(id: $id) {
        ...TaskFrame_task
      }
    }
  `,
  reopen: graphql`
    mutation taskDocumentsMenuScrapingReopenMutation($id: ID!) {
      task: reopenMenuScrapingTask(id: $id) {
        ...TaskFrame_task
      }
    }
  `,
  miscVerify: graphql`
    mutation taskDocumentsMenuScrapingMiscVerifyMutation($id: ID!, $comment: String) {
      task: markMenuScrapingTaskMiscAsVerified(id: $id, comment: $comment) {
        ...TaskFrame_task
      }
    }
  `,
  miscQcVerify: graphql`
    mutation taskDocumentsMenuScrapingMiscQcVerifyMutation($id: ID!, $comment: String) {
      task: markMenuScrapingTaskMiscAsQCVerified(id: $id, comment: $comment) {
        ...TaskFrame_task
      }
    }
  `,
  save: graphql`
    mutation taskDocumentsMenuScrapingSaveMutation(
      $id: ID!
      $expectedModifiedDate: DateTime
      $menuData: MenuScrapingMenuInput
      $menuDocumentFilesData: [MenuDocumentFileInput!]
    ) {
      task: saveMenuScrapingTask(id: $id, expectedModifiedDate: $expectedModifiedDate, menuData: $menuData, menuDocumentFilesData: $menuDocumentFilesData) {
        ...TaskFrame_task
        ...MenuScrapingEditor_task
      }
    }
  `,
  resolve: graphql`
    mutation taskDocumentsMenuScrapingResolveMutation(
      $id: ID!
      $expectedModifiedDate: DateTime
      $menuData: MenuScrapingMenuInput
      $menuDocumentFilesData: [MenuDocumentFileInput!]
      $isDebugModeScraping: Boolean
      $isDefaultScrapingEngine: Boolean
    ) {
      resolution: resolveMenuScrapingTask(
        id: $id
        expectedModifiedDate: $expectedModifiedDate
        menuData: $menuData
        menuDocumentFilesData: $menuDocumentFilesData
        isDebugModeScraping: $isDebugModeScraping
        isDefaultScrapingEngine: $isDefaultScrapingEngine
      ) {
        # The page leaves for the scraping list after resolving, so the editor's fragment is not asked for here (it
        # would put the latest job's report at the API's query depth limit).
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
