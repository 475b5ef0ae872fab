// The Relay environment: every query and mutation goes through fetchGraphQL with the signed-in session's tokens.
import { Environment, Network, RecordSource, Store, type FetchFunction, type GraphQLResponse } from 'relay-runtime';
import { readSession } from '../app/session/sessionPersistence';
import { sessionStore } from '../app/session/sessionStore';
import { claimEarlyQuery } from './earlyQueries';
import { createFetchGraphQL } from './fetchGraphQL';

export const GRAPHQL_URL = '/graphql';

/** The app's one way to the API; one refresh at a time for the whole tab, whichever Relay environment asks. */
export const appFetchGraphQL = createFetchGraphQL({
  url: GRAPHQL_URL,
  fetch: (input, init) => window.fetch(input, init),
  getAccessToken: () => sessionStore.getAccessToken(),
  getRefreshToken: () => sessionStore.getRefreshToken(),
  onTokensRefreshed: (tokens) => sessionStore.setTokens(tokens),
  // Clearing the session is enough: the route guards send the person to /account/login, remembering where they were.
  onRefreshFailed: () => sessionStore.clear(),
  runExclusive: <T,>(task: () => Promise<T>): Promise<T> =>
    navigator.locks ? (navigator.locks.request('curation.refreshAccessToken', task) as Promise<T>) : task(),
  syncTokens: () => sessionStore.adopt(readSession(window.localStorage, Date.now())),
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
