// A session's report (spec 3, sections 2 and 7): its signed URL is asked for when the person clicks, then opened in a
// new tab. The tab opens at once (a browser lets a click open one, not a late answer) and is sent to the URL when it
// arrives, or closed if asking failed.
import { fetchQuery, type Environment } from 'relay-runtime';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';

export async function openSessionReport<T extends OperationType>(environment: Environment, query: GraphQLTaggedNode, variables: T['variables'], urlOf: (data: T['response']) => string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const data = await fetchQuery<T>(environment, query, variables, { fetchPolicy: 'network-only' }).toPromise();
    if (!data) throw new Error('The report URL did not arrive.');
    const url = urlOf(data);
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else {
      window.open(url, '_blank', 'noopener');
    }
  } catch (error) {
    tab?.close();
    throw error;
  }
}
