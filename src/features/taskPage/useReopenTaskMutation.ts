// Reopens a done task (reason MANUAL_CHANGE).
import type { taskDocumentsBrandGatewayReopenMutation } from './__generated__/taskDocumentsBrandGatewayReopenMutation.graphql';
import type { TaskPageKind } from './taskKindBySlug';
import { usePromiseMutation } from './usePromiseMutation';

/** The five kinds share one shape; the brand gateway's generated types stand for all of them. */
export type ReopenTaskMutation = taskDocumentsBrandGatewayReopenMutation;

export function useReopenTaskMutation(kind: TaskPageKind) {
  return usePromiseMutation<ReopenTaskMutation>(kind.documents.reopen);
}
