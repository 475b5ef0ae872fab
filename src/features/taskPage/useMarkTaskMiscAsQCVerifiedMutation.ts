// Miscellaneous QC verification of a done task, with an optional comment.
import type { taskDocumentsBrandGatewayMiscQcVerifyMutation } from './__generated__/taskDocumentsBrandGatewayMiscQcVerifyMutation.graphql';
import type { TaskPageKind } from './taskKindBySlug';
import { usePromiseMutation } from './usePromiseMutation';

/** The five kinds share one shape; the brand gateway's generated types stand for all of them. */
export type MarkTaskMiscAsQCVerifiedMutation = taskDocumentsBrandGatewayMiscQcVerifyMutation;

export function useMarkTaskMiscAsQCVerifiedMutation(kind: TaskPageKind) {
  return usePromiseMutation<MarkTaskMiscAsQCVerifiedMutation>(kind.documents.miscQcVerify);
}
