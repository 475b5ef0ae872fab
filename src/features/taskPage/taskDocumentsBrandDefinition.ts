// The brand definition task's documents: its own chunk, loaded only when a brand definition task page opens.
import { graphql } from 'react-relay';
import type { TaskDocuments } from './taskDocuments';

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
