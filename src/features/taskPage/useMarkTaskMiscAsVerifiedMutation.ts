// Miscellaneous verification of a done task, with an optional comment.
import type { taskDocumentsBrandGatewayMiscVerifyMutation } from './__generated__/taskDocumentsBrandGatewayMiscVerifyMutation.graphql';
import type { TaskPageKind } from './taskKindBySlug';
import { usePromiseMutation } from './usePromiseMutation';

/** The five kinds share one shape; the brand gateway's generated types stand for all of them. */
export type MarkTaskMiscAsVerifiedMutation = taskDocumentsBrandGatewayMiscVerifyMutation;

export function useMarkTaskMiscAsVerifiedMutation(kind: TaskPageKind) {
  return usePromiseMutation<MarkTaskMiscAsVerifiedMutation>(kind.documents.miscVerify);
}
