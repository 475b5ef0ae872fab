// Resolves the task's current view (or the task); answers the pipeline's next task.
import type { taskDocumentsBrandGatewayResolveMutation } from './__generated__/taskDocumentsBrandGatewayResolveMutation.graphql';
import type { TaskPageKind } from './taskKindBySlug';
import { usePromiseMutation } from './usePromiseMutation';

/** The five kinds share one shape; the brand gateway's generated types stand for all of them. */
export type ResolveTaskMutation = taskDocumentsBrandGatewayResolveMutation;

export function useResolveTaskMutation(kind: TaskPageKind) {
  return usePromiseMutation<ResolveTaskMutation>(kind.documents.resolve);
}
