// The Relay environment: every query and mutation goes through fetchGraphQL with this tab's access token (in memory),
// renewed through the HttpOnly refresh cookie.
import { Environment, Network, RecordSource, Store, type FetchFunction, type GraphQLResponse } from 'relay-runtime';
import { sessionStore } from '../app/session/sessionStore';
import { tellOtherTabs } from '../app/session/sessionTabs';
import { claimEarlyQuery } from './earlyQueries';
import { createFetchGraphQL } from './fetchGraphQL';

export const GRAPHQL_URL = '/graphql';
export const REFRESH_URL = '/auth/refresh';

/** The app's one way to the API; one refresh at a time for the whole browser, whichever tab or Relay environment asks. */
export const appFetchGraphQL = createFetchGraphQL({
  url: GRAPHQL_URL,
  refreshUrl: REFRESH_URL,
  fetch: (input, init) => window.fetch(input, init),
  getAccessToken: () => sessionStore.getAccessToken(),
  hasSession: () => sessionStore.getSnapshot() !== null,
  onTokensRefreshed: (session) => sessionStore.signIn(session),
  // Clearing the session is enough: the route guards send the person to /account/login, remembering where they were.
  // The cookie is shared, so the other tabs' sessions have ended too: they are told.
  onRefreshFailed: () => {
    if (sessionStore.getSnapshot()) tellOtherTabs({ type: 'signed-out' });
    sessionStore.clear();
  },
  runExclusive: <T,>(task: () => Promise<T>): Promise<T> =>
    navigator.locks ? (navigator.locks.request('curation.refreshAccessToken', task) as Promise<T>) : task(),
});

export function createRelayEnvironment(): Environment {
  const fetchFn: FetchFunction = (params, variables) => {
    const early = claimEarlyQuery(params.name, variables);
    // An answer that has already arrived goes to Relay at once: the page renders from it without suspending.
    if (early !== undefined && !(early instanceof Promise)) return early as GraphQLResponse;
    return (early ?? appFetchGraphQL({ query: params.text ?? '', variables, operationName: params.name })).then((body) => body as GraphQLResponse);
  };

  return new Environment({ network: Network.create(fetchFn), store: new Store(new RecordSource()) });
}
