// Unassigns the task.
import type { taskDocumentsBrandGatewayUnassignMutation } from './__generated__/taskDocumentsBrandGatewayUnassignMutation.graphql';
import type { TaskPageKind } from './taskKindBySlug';
import { usePromiseMutation } from './usePromiseMutation';

/** The five kinds share one shape; the brand gateway's generated types stand for all of them. */
export type UnassignTaskMutation = taskDocumentsBrandGatewayUnassignMutation;

export function useUnassignTaskMutation(kind: TaskPageKind) {
  return usePromiseMutation<UnassignTaskMutation>(kind.documents.unassign);
}
