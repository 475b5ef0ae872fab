// The brand gateway task's documents: its own chunk, loaded only when a brand gateway task page opens. The query, save
// and resolve carry the editor's fragment (brandGateway/BrandGatewayEditor), so a save refreshes the editor from its
// payload. TaskSummary_task stays in the query because the five kinds' queries share one generated type.
import { graphql } from 'react-relay';
import type { TaskDocuments } from './taskDocuments';

export const brandGatewayTaskDocuments: TaskDocuments = {
  query: graphql`
    query taskDocumentsBrandGatewayQuery($id: ID!) {
      task: brandGatewayTask(id: $id) {
        ...TaskFrame_task
        ...TaskSummary_task
        ...BrandGatewayEditor_task
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
    mutation taskDocumentsBrandGatewaySaveMutation(
      $id: ID!
      $expectedModifiedDate: DateTime
      $brandData: BrandGatewayBrandInput
      $locationsData: [BrandGatewayLocationInput!]
      $newSlaveBrandIds: [Int!]
      $newNotSameBrandIds: [Int!]
      $removedSlaveBrandIds: [Int!]
      $removedNotSameBrandIds: [Int!]
    ) {
      task: saveBrandGatewayTask(
        id: $id
        expectedModifiedDate: $expectedModifiedDate
        brandData: $brandData
        locationsData: $locationsData
        newSlaveBrandIds: $newSlaveBrandIds
        newNotSameBrandIds: $newNotSameBrandIds
        removedSlaveBrandIds: $removedSlaveBrandIds
        removedNotSameBrandIds: $removedNotSameBrandIds
      ) {
        ...TaskFrame_task
        ...BrandGatewayEditor_task
      }
    }
  `,
  resolve: graphql`
    mutation taskDocumentsBrandGatewayResolveMutation(
      $id: ID!
      $expectedModifiedDate: DateTime
      $brandData: BrandGatewayBrandInput
      $locationsData: [BrandGatewayLocationInput!]
      $newSlaveBrandIds: [Int!]
      $newNotSameBrandIds: [Int!]
      $removedSlaveBrandIds: [Int!]
      $removedNotSameBrandIds: [Int!]
    ) {
      resolution: resolveBrandGatewayTask(
        id: $id
        expectedModifiedDate: $expectedModifiedDate
        brandData: $brandData
        locationsData: $locationsData
        newSlaveBrandIds: $newSlaveBrandIds
        newNotSameBrandIds: $newNotSameBrandIds
        removedSlaveBrandIds: $removedSlaveBrandIds
        removedNotSameBrandIds: $removedNotSameBrandIds
      ) {
        task {
          ...TaskFrame_task
          ...BrandGatewayEditor_task
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
