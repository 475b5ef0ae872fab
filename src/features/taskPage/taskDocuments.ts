// One static document per kind and action (Relay compiles documents ahead of time). Each answers the task's frame
// fragment, so the page updates from the mutation's payload. The five kinds' documents have the same variables and the
// same response shape, so the hooks type them with the brand gateway's generated types.
import { graphql } from 'react-relay';
import type { GraphQLTaggedNode } from 'relay-runtime';

export type TaskDocumentName = 'query' | 'assign' | 'unassign' | 'markAwaiting' | 'unmarkAwaiting' | 'reopen' | 'miscVerify' | 'miscQcVerify' | 'save' | 'resolve';
export type TaskDocuments = Readonly<Record<TaskDocumentName, GraphQLTaggedNode>>;

export const brandGatewayTaskDocuments: TaskDocuments = {
  query: graphql`
    query taskDocumentsBrandGatewayQuery($id: ID!) {
      task: brandGatewayTask(id: $id) {
        ...TaskFrame_task
        ...TaskSummary_task
      }
    }
  `,
  assign: graphql`
    mutation taskDocumentsBrandGatewayAssignMutation($id: ID!, $toUserId: ID) {
      task: assignBrandGatewayTask(id: $id, toUserId: $toUserId) {
        ...TaskFrame_task
      }
    }
  `,
  unassign: graphql`
    mutation taskDocumentsBrandGatewayUnassignMutation($id: ID!) {
      task: unassignBrandGatewayTask(id: $id) {
        ...TaskFrame_task
      }
    }
  `,
  markAwaiting: graphql`
    mutation taskDocumentsBrandGatewayMarkAwaitingMutation($id: ID!, $awaitingReason: AwaitingReason, $awaitingReasonComment: String) {
      task: markBrandGatewayTaskAsAwaiting(id: $id, awaitingReason: $awaitingReason, awaitingReasonComment: $awaitingReasonComment) {
        ...TaskFrame_task
      }
    }
  `,
  unmarkAwaiting: graphql`
    mutation taskDocumentsBrandGatewayUnmarkAwaitingMutation($id: ID!) {
      task: unmarkBrandGatewayTaskAsAwaiting(id: $id) {
        ...TaskFrame_task
      }
    }
  `,
  reopen: graphql`
    mutation taskDocumentsBrandGatewayReopenMutation($id: ID!) {
      task: reopenBrandGatewayTask(id: $id) {
        ...TaskFrame_task
      }
    }
  `,
  miscVerify: graphql`
    mutation taskDocumentsBrandGatewayMiscVerifyMutation($id: ID!, $comment: String) {
      task: markBrandGatewayTaskMiscAsVerified(id: $id, comment: $comment) {
        ...TaskFrame_task
      }
    }
  `,
  miscQcVerify: graphql`
    mutation taskDocumentsBrandGatewayMiscQcVerifyMutation($id: ID!, $comment: String) {
      task: markBrandGatewayTaskMiscAsQCVerified(id: $id, comment: $comment) {
        ...TaskFrame_task
      }
    }
  `,
  save: graphql`
    mutation taskDocumentsBrandGatewaySaveMutation($id: ID!, $expectedModifiedDate: DateTime) {
      task: saveBrandGatewayTask(id: $id, expectedModifiedDate: $expectedModifiedDate) {
        ...TaskFrame_task
      }
    }
  `,
  resolve: graphql`
    mutation taskDocumentsBrandGatewayResolveMutation($id: ID!, $expectedModifiedDate: DateTime) {
      resolution: resolveBrandGatewayTask(id: $id, expectedModifiedDate: $expectedModifiedDate) {
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

export const brandDefinitionTaskDocuments: TaskDocuments = {
  query: graphql`
    query taskDocumentsBrandDefinitionQuery($id: ID!) {
      task: brandDefinitionTask(id: $id) {
        ...TaskFrame_task
        ...TaskSummary_task
      }
    }
  `,
  assign: graphql`
    mutation taskDocumentsBrandDefinitionAssignMutation($id: ID!, $toUserId: ID) {
      task: assignBrandDefinitionTask(id: $id, toUserId: $toUserId) {
        ...TaskFrame_task
      }
    }
  `,
  unassign: graphql`
    mutation taskDocumentsBrandDefinitionUnassignMutation($id: ID!) {
      task: unassignBrandDefinitionTask(id: $id) {
        ...TaskFrame_task
      }
    }
  `,
  markAwaiting: graphql`
    mutation taskDocumentsBrandDefinitionMarkAwaitingMutation($id: ID!, $awaitingReason: AwaitingReason, $awaitingReasonComment: String) {
      task: markBrandDefinitionTaskAsAwaiting(id: $id, awaitingReason: $awaitingReason, awaitingReasonComment: $awaitingReasonComment) {
        ...TaskFrame_task
      }
    }
  `,
  unmarkAwaiting: graphql`
    mutation taskDocumentsBrandDefinitionUnmarkAwaitingMutation($id: ID!) {
      task: unmarkBrandDefinitionTaskAsAwaiting(id: $id) {
        ...TaskFrame_task
      }
    }
  `,
  reopen: graphql`
    mutation taskDocumentsBrandDefinitionReopenMutation($id: ID!) {
      task: reopenBrandDefinitionTask(id: $id) {
        ...TaskFrame_task
      }
    }
  `,
  miscVerify: graphql`
    mutation taskDocumentsBrandDefinitionMiscVerifyMutation($id: ID!, $comment: String) {
      task: markBrandDefinitionTaskMiscAsVerified(id: $id, comment: $comment) {
        ...TaskFrame_task
      }
    }
  `,
  miscQcVerify: graphql`
    mutation taskDocumentsBrandDefinitionMiscQcVerifyMutation($id: ID!, $comment: String) {
      task: markBrandDefinitionTaskMiscAsQCVerified(id: $id, comment: $comment) {
        ...TaskFrame_task
      }
    }
  `,
  save: graphql`
    mutation taskDocumentsBrandDefinitionSaveMutation($id: ID!, $expectedModifiedDate: DateTime) {
      task: saveBrandDefinitionTask(id: $id, expectedModifiedDate: $expectedModifiedDate) {
        ...TaskFrame_task
      }
    }
  `,
  resolve: graphql`
    mutation taskDocumentsBrandDefinitionResolveMutation($id: ID!, $expectedModifiedDate: DateTime) {
      resolution: resolveBrandDefinitionTask(id: $id, expectedModifiedDate: $expectedModifiedDate) {
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

export const menuDefinitionTaskDocuments: TaskDocuments = {
  query: graphql`
    query taskDocumentsMenuDefinitionQuery($id: ID!) {
      task: menuDefinitionTask(id: $id) {
        ...TaskFrame_task
        ...TaskSummary_task
      }
    }
  `,
  assign: graphql`
    mutation taskDocumentsMenuDefinitionAssignMutation($id: ID!, $toUserId: ID) {
      task: assignMenuDefinitionTask(id: $id, toUserId: $toUserId) {
        ...TaskFrame_task
      }
    }
  `,
  unassign: graphql`
    mutation taskDocumentsMenuDefinitionUnassignMutation($id: ID!) {
      task: unassignMenuDefinitionTask(id: $id) {
        ...TaskFrame_task
      }
    }
  `,
  markAwaiting: graphql`
    mutation taskDocumentsMenuDefinitionMarkAwaitingMutation($id: ID!, $awaitingReason: AwaitingReason, $awaitingReasonComment: String) {
      task: markMenuDefinitionTaskAsAwaiting(id: $id, awaitingReason: $awaitingReason, awaitingReasonComment: $awaitingReasonComment) {
        ...TaskFrame_task
      }
    }
  `,
  unmarkAwaiting: graphql`
    mutation taskDocumentsMenuDefinitionUnmarkAwaitingMutation($id: ID!) {
      task: unmarkMenuDefinitionTaskAsAwaiting(id: $id) {
        ...TaskFrame_task
      }
    }
  `,
  reopen: graphql`
    mutation taskDocumentsMenuDefinitionReopenMutation($id: ID!) {
      task: reopenMenuDefinitionTask(id: $id) {
        ...TaskFrame_task
      }
    }
  `,
  miscVerify: graphql`
    mutation taskDocumentsMenuDefinitionMiscVerifyMutation($id: ID!, $comment: String) {
      task: markMenuDefinitionTaskMiscAsVerified(id: $id, comment: $comment) {
        ...TaskFrame_task
      }
    }
  `,
  miscQcVerify: graphql`
    mutation taskDocumentsMenuDefinitionMiscQcVerifyMutation($id: ID!, $comment: String) {
      task: markMenuDefinitionTaskMiscAsQCVerified(id: $id, comment: $comment) {
        ...TaskFrame_task
      }
    }
  `,
  save: graphql`
    mutation taskDocumentsMenuDefinitionSaveMutation($id: ID!, $expectedModifiedDate: DateTime) {
      task: saveMenuDefinitionTask(id: $id, expectedModifiedDate: $expectedModifiedDate) {
        ...TaskFrame_task
      }
    }
  `,
  resolve: graphql`
    mutation taskDocumentsMenuDefinitionResolveMutation($id: ID!, $expectedModifiedDate: DateTime) {
      resolution: resolveMenuDefinitionTask(id: $id, expectedModifiedDate: $expectedModifiedDate) {
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

export const menuScrapingTaskDocuments: TaskDocuments = {
  query: graphql`
    query taskDocumentsMenuScrapingQuery($id: ID!) {
      task: menuScrapingTask(id: $id) {
        ...TaskFrame_task
        ...TaskSummary_task
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
    mutation taskDocumentsMenuScrapingSaveMutation($id: ID!, $expectedModifiedDate: DateTime) {
      task: saveMenuScrapingTask(id: $id, expectedModifiedDate: $expectedModifiedDate) {
        ...TaskFrame_task
      }
    }
  `,
  resolve: graphql`
    mutation taskDocumentsMenuScrapingResolveMutation($id: ID!, $expectedModifiedDate: DateTime, $isDebugModeScraping: Boolean) {
      resolution: resolveMenuScrapingTask(id: $id, expectedModifiedDate: $expectedModifiedDate, isDebugModeScraping: $isDebugModeScraping) {
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

export const dishReviewTaskDocuments: TaskDocuments = {
  query: graphql`
    query taskDocumentsDishReviewQuery($id: ID!) {
      task: dishReviewTask(id: $id) {
        ...TaskFrame_task
        ...TaskSummary_task
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
    mutation taskDocumentsDishReviewSaveMutation($id: ID!, $expectedModifiedDate: DateTime) {
      task: saveDishReviewTask(id: $id, expectedModifiedDate: $expectedModifiedDate) {
        ...TaskFrame_task
      }
    }
  `,
  resolve: graphql`
    mutation taskDocumentsDishReviewResolveMutation($id: ID!, $expectedModifiedDate: DateTime) {
      resolution: resolveDishReviewTask(id: $id, expectedModifiedDate: $expectedModifiedDate) {
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

/** Verification of a done menu scraping task (spec 2, section 2.6). */
export const menuScrapingVerificationDocuments = {
  verify: graphql`
    mutation taskDocumentsMenuScrapingVerifyMutation($id: ID!, $isVerifiedInDebugMode: Boolean!) {
      task: markMenuScrapingTaskAsVerified(id: $id, isVerifiedInDebugMode: $isVerifiedInDebugMode) {
        ...TaskFrame_task
      }
    }
  `,
  unverify: graphql`
    mutation taskDocumentsMenuScrapingUnverifyMutation($id: ID!) {
      task: unmarkMenuScrapingTaskAsVerified(id: $id) {
        ...TaskFrame_task
      }
    }
  `,
};
