// The brand gateway task's documents: its own chunk, loaded only when a brand gateway task page opens.
import { graphql } from 'react-relay';
import type { TaskDocuments } from './taskDocuments';

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
