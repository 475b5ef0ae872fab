// One static document per kind and action (Relay compiles documents ahead of time). Each answers the task's frame
// fragment, so the page updates from the mutation's payload. The five kinds' documents have the same variables and the
// same response shape, so the hooks type them with the brand gateway's generated types. Each kind's documents live in
// their own module (taskDocuments<Kind>.ts), loaded with that kind's page: every one of them carries the whole frame
// fragment, so all five together weighed most of the task page's JavaScript.
import { graphql } from 'react-relay';
import type { GraphQLTaggedNode } from 'relay-runtime';

export type TaskDocumentName = 'query' | 'assign' | 'unassign' | 'markAwaiting' | 'unmarkAwaiting' | 'reopen' | 'miscVerify' | 'miscQcVerify' | 'save' | 'resolve';
export type TaskDocuments = Readonly<Record<TaskDocumentName, GraphQLTaggedNode>>;

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
