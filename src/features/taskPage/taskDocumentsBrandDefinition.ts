// The brand definition task's documents: its own chunk, loaded only when a brand definition task page opens. The query,
// save and resolve carry the editor's fragment (brandDefinition/BrandDefinitionEditor), so a save refreshes the editor
// from its payload. TaskSummary_task stays in the query because the five kinds' queries share one generated type.
import { graphql } from 'react-relay';
import type { TaskDocuments } from './taskDocuments';

export const brandDefinitionTaskDocuments: TaskDocuments = {
  query: graphql`
    query taskDocumentsBrandDefinitionQuery($id: ID!) {
      task: brandDefinitionTask(id: $id) {
        ...TaskFrame_task
        ...TaskSummary_task
        ...BrandDefinitionEditor_task
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
    mutation taskDocumentsBrandDefinitionSaveMutation(
      $id: ID!
      $expectedModifiedDate: DateTime
      $brandData: BrandDefinitionBrandInput
      $locationsData: [BrandDefinitionLocationInput!]
    ) {
      task: saveBrandDefinitionTask(id: $id, expectedModifiedDate: $expectedModifiedDate, brandData: $brandData, locationsData: $locationsData) {
        ...TaskFrame_task
        ...BrandDefinitionEditor_task
      }
    }
  `,
  resolve: graphql`
    mutation taskDocumentsBrandDefinitionResolveMutation(
      $id: ID!
      $expectedModifiedDate: DateTime
      $brandData: BrandDefinitionBrandInput
      $locationsData: [BrandDefinitionLocationInput!]
    ) {
      resolution: resolveBrandDefinitionTask(id: $id, expectedModifiedDate: $expectedModifiedDate, brandData: $brandData, locationsData: $locationsData) {
        task {
          ...TaskFrame_task
          ...BrandDefinitionEditor_task
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
