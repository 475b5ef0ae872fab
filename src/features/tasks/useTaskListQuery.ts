// How every task list loads its rows: its own query (each list keeps its `graphql` literal, as Relay requires) with the
// hub's list state as variables, always from the server (a list shows what is open now, and start-up's early query is
// found by its variables: prefetchTaskList.ts), and again when the page's error boundary retries.
import { useLazyLoadQuery } from 'react-relay';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { usePageRetryKey } from '../../app/errors/pageRetryKey';
import type { TaskListProps } from './TaskListResults';
import { listQueryVariables } from './taskListLogic';

export function useTaskListQuery<Query extends OperationType>(query: GraphQLTaggedNode, { list, query: state }: TaskListProps): Query['response'] {
  return useLazyLoadQuery<Query>(query, listQueryVariables(list, state) as Query['variables'], {
    fetchPolicy: 'network-only',
    fetchKey: usePageRetryKey(),
  });
}
