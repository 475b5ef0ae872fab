// Saves the task, based on the version (modifiedDate) the page shows; a stale version is refused with CONFLICT.
import type { taskDocumentsBrandGatewaySaveMutation } from './__generated__/taskDocumentsBrandGatewaySaveMutation.graphql';
import type { TaskPageKind } from './taskKindBySlug';
import { usePromiseMutation } from './usePromiseMutation';

/** The five kinds share one shape; the brand gateway's generated types stand for all of them. */
export type SaveTaskMutation = taskDocumentsBrandGatewaySaveMutation;

export function useSaveTaskMutation(kind: TaskPageKind) {
  return usePromiseMutation<SaveTaskMutation>(kind.documents.save);
}
