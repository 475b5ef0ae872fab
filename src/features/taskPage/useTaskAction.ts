// Sends one task action (the kind's static mutation document) and answers its payload; tracks what is in flight.
import { useCallback, useState } from 'react';
import { commitMutation, useRelayEnvironment } from 'react-relay';
import type { MutationParameters } from 'relay-runtime';
import type { TaskAction, TaskPageKind } from './taskKindBySlug';

export interface ResolvePayload {
  resolution: { nextTask: { __typename: string; databaseId: number } | null; isBrandDefinitionAutoResolved: boolean };
}

export function useTaskAction(kind: TaskPageKind) {
  const environment = useRelayEnvironment();
  const [pending, setPending] = useState<TaskAction | null>(null);
  const run = useCallback(
    <Response = unknown>(action: TaskAction, variables: Record<string, unknown>) =>
      new Promise<Response>((resolve, reject) => {
        setPending(action);
        commitMutation<MutationParameters>(environment, {
          mutation: kind.documents[action],
          variables,
          onCompleted: (response, errors) => {
            setPending(null);
            if (errors?.length) reject(errors[0]);
            else resolve(response as Response);
          },
          onError: (error) => {
            setPending(null);
            reject(error);
          },
        });
      }),
    [environment, kind],
  );
  return { run, pending };
}
