// Live progress (issue 27): while a page of sessions holds one in progress, its query is fetched again every few seconds
// into the Relay store, so the rows on screen (status, counts, completed date) move without a reload and without the
// table suspending. The server emits no socket event for session progress: polling it is.
import { useEffect } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';

export const SESSION_POLL_MS = 4000;

export function useSessionsPolling<T extends OperationType>(query: GraphQLTaggedNode, variables: T['variables'], active: boolean): void {
  const environment = useRelayEnvironment();
  const key = JSON.stringify(variables);
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => {
      fetchQuery<T>(environment, query, JSON.parse(key) as T['variables'], { fetchPolicy: 'network-only' }).subscribe({ error: () => undefined });
    }, SESSION_POLL_MS);
    return () => window.clearInterval(timer);
  }, [environment, query, key, active]);
}
