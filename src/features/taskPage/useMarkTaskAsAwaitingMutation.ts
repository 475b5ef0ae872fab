// Marks the task as awaiting, with a reason and (for NEED_ASSISTANCE) a comment.
import type { taskDocumentsBrandGatewayMarkAwaitingMutation } from './__generated__/taskDocumentsBrandGatewayMarkAwaitingMutation.graphql';
import type { TaskPageKind } from './taskKindBySlug';
import { usePromiseMutation } from './usePromiseMutation';

/** The five kinds share one shape; the brand gateway's generated types stand for all of them. */
export type MarkTaskAsAwaitingMutation = taskDocumentsBrandGatewayMarkAwaitingMutation;

export function useMarkTaskAsAwaitingMutation(kind: TaskPageKind) {
  return usePromiseMutation<MarkTaskAsAwaitingMutation>(kind.documents.markAwaiting);
}
