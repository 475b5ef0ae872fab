// Assigns the task (to the signed-in person unless toUserId names someone else).
import type { taskDocumentsBrandGatewayAssignMutation } from './__generated__/taskDocumentsBrandGatewayAssignMutation.graphql';
import type { TaskPageKind } from './taskKindBySlug';
import { usePromiseMutation } from './usePromiseMutation';

/** The five kinds share one shape; the brand gateway's generated types stand for all of them. */
export type AssignTaskMutation = taskDocumentsBrandGatewayAssignMutation;

export function useAssignTaskMutation(kind: TaskPageKind) {
  return usePromiseMutation<AssignTaskMutation>(kind.documents.assign);
}
