// The menu definition task's documents: its own chunk, loaded only when a menu definition task page opens. The query,
// save and resolve carry the editor's fragment (menuDefinition/MenuDefinitionEditor), so a save refreshes the editor
// from its payload. TaskSummary_task stays in the query because the five kinds' queries share one generated type.
import { graphql } from 'react-relay';
import type { TaskDocuments } from './taskDocuments';

export const menuDefinitionTaskDocuments: TaskDocuments = {
  query: graphql`
    query taskDocumentsMenuDefinitionQuery($id: ID!) {
      task: menuDefinitionTask(id: $id) {
        ...TaskFrame_task
        ...TaskSummary_task
        ...MenuDefinitionEditor_task
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
    mutation taskDocumentsMenuDefinitionSaveMutation(
      $id: ID!
      $expectedModifiedDate: DateTime
      $brandData: MenuDefinitionBrandInput
      $locationsData: [MenuDefinitionLocationInput!]
    ) {
      task: saveMenuDefinitionTask(id: $id, expectedModifiedDate: $expectedModifiedDate, brandData: $brandData, locationsData: $locationsData) {
        ...TaskFrame_task
        ...MenuDefinitionEditor_task
      }
    }
  `,
  resolve: graphql`
    mutation taskDocumentsMenuDefinitionResolveMutation(
      $id: ID!
      $expectedModifiedDate: DateTime
      $brandData: MenuDefinitionBrandInput
      $locationsData: [MenuDefinitionLocationInput!]
    ) {
      resolution: resolveMenuDefinitionTask(id: $id, expectedModifiedDate: $expectedModifiedDate, brandData: $brandData, locationsData: $locationsData) {
        task {
          ...TaskFrame_task
          ...MenuDefinitionEditor_task
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
