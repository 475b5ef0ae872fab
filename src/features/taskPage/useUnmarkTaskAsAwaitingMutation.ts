// Clears the awaiting flag.
import type { taskDocumentsBrandGatewayUnmarkAwaitingMutation } from './__generated__/taskDocumentsBrandGatewayUnmarkAwaitingMutation.graphql';
import type { TaskPageKind } from './taskKindBySlug';
import { usePromiseMutation } from './usePromiseMutation';

/** The five kinds share one shape; the brand gateway's generated types stand for all of them. */
export type UnmarkTaskAsAwaitingMutation = taskDocumentsBrandGatewayUnmarkAwaitingMutation;

export function useUnmarkTaskAsAwaitingMutation(kind: TaskPageKind) {
  return usePromiseMutation<UnmarkTaskAsAwaitingMutation>(kind.documents.unmarkAwaiting);
}
