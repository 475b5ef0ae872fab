import { describe, expect, it, vi } from 'vitest';
import { createFetchGraphQL, type FetchGraphQLOptions, type GraphQLRequestBody } from './fetchGraphQL';
import { GraphQLResponseError } from './GraphQLResponseError';
import { errorMessage, errorType } from './errorMessage';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const UNAUTHENTICATED = { data: null, errors: [{ message: 'Unauthenticated.', extensions: { type: 'UNAUTHENTICATED' } }] };

const usersQuery: GraphQLRequestBody = { query: 'query UsersQuery { users { total } }', variables: {}, operationName: 'UsersQuery' };

interface Call {
  operationName: string;
  authorization: string | null;
  variables: Record<string, unknown>;
  /** For a refresh: the refresh cookie the browser sent. */
  cookie?: string | null;
}

const REFRESH = 'refresh';
const person = { id: 'VXNlcjox', databaseId: 1, name: 'Admin', email: 'admin@example.com' };

/**
 * A fake server and the browser's cookie jar, shared by every tab: access token 'access-N' is valid once refresh N
 * happened (until expire()); the refresh cookie rotates, and a spent one presented again revokes the session (every later refresh fails).
 */
function fakeServer(options: { refuseRefresh?: boolean } = {}) {
  const validAccess = new Set(['access-1']);
  let validRefresh = 'refresh-1';
  let revoked = false;
  let refreshes = 0;
  const jar = { refresh: 'refresh-1' as string | null };
  const calls: Call[] = [];
  let releaseRefresh: () => void = () => undefined;
  const refreshGate = new Promise<void>((resolve) => (releaseRefresh = resolve));

  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    if (url === '/auth/refresh') {
      // The browser sends the cookie on a same-origin request; the endpoint requires the CSRF header.
      const cookie = init.credentials === 'same-origin' || init.credentials === 'include' ? jar.refresh : null;
      calls.push({ operationName: REFRESH, authorization: headers.authorization ?? null, variables: {}, cookie });
      expect(init.method).toBe('POST');
      expect(headers['x-curation-csrf']).toBeTruthy();
      await refreshGate;
      if (cookie !== null && cookie !== validRefresh && cookie.startsWith('refresh-')) revoked = true;
      if (options.refuseRefresh || revoked || cookie !== validRefresh) {
        jar.refresh = null;
        return json({ message: 'Your session has ended. Please sign in again.' }, 401);
      }
      refreshes += 1;
      const accessToken = `access-${refreshes + 1}`;
      validAccess.add(accessToken);
      validRefresh = `refresh-${refreshes + 1}`;
      jar.refresh = validRefresh;
      return json({ accessToken, permissions: ['user.list'], user: person });
    }
    const body = JSON.parse(String(init.body)) as GraphQLRequestBody;
    calls.push({ operationName: body.operationName, authorization: headers.authorization ?? null, variables: body.variables });
    expect(headers['content-type']).toBe('application/json');
    if (![...validAccess].some((token) => headers.authorization === `Bearer ${token}`)) return json(UNAUTHENTICATED);
    return json({ data: { users: { total: 3 } } });
  });

  return {
    fetch,
    calls,
    jar,
    releaseRefresh,
    expire: () => validAccess.clear(),
    refreshCount: () => refreshes,
    isRevoked: () => revoked,
  };
}

/** One tab: its access token in memory, whether it holds a session. */
function clientOf(server: ReturnType<typeof fakeServer>, tab = { access: 'access-1' as string | null, signedIn: true }, runExclusive?: FetchGraphQLOptions['runExclusive']) {
  const onRefreshFailed = vi.fn(() => {
    tab.access = null;
    tab.signedIn = false;
  });
  const options: FetchGraphQLOptions = {
    url: '/graphql',
    refreshUrl: '/auth/refresh',
    fetch: server.fetch,
    getAccessToken: () => tab.access,
    hasSession: () => tab.signedIn,
    onTokensRefreshed: ({ accessToken }) => {
      tab.access = accessToken;
      tab.signedIn = true;
    },
    onRefreshFailed,
    runExclusive,
  };
  return { fetchGraphQL: createFetchGraphQL(options), tab, onRefreshFailed };
}

/** A stand-in for navigator.locks: one task at a time, in order, across the tabs that share it. */
function webLock(): <T>(task: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return <T,>(task: () => Promise<T>) => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}

const noSession = { refreshUrl: '/auth/refresh', hasSession: () => false, onTokensRefreshed: () => undefined, onRefreshFailed: () => undefined };

describe('fetchGraphQL', () => {
  it('sends the access token as a bearer token', async () => {
    const server = fakeServer();
    server.releaseRefresh();
    const { fetchGraphQL } = clientOf(server);
    await expect(fetchGraphQL(usersQuery)).resolves.toEqual({ data: { users: { total: 3 } } });
    expect(server.calls[0].authorization).toBe('Bearer access-1');
  });

  it('renews an expired token once through the refresh cookie and retries the request', async () => {
    const server = fakeServer();
    server.releaseRefresh();
    server.expire();
    const { fetchGraphQL, tab } = clientOf(server);
    await expect(fetchGraphQL(usersQuery)).resolves.toEqual({ data: { users: { total: 3 } } });
    expect(server.calls.map((call) => call.operationName)).toEqual(['UsersQuery', REFRESH, 'UsersQuery']);
    // The refresh carries the cookie, never a token of the page's, nor the access token.
    expect(server.calls[1]).toMatchObject({ cookie: 'refresh-1', authorization: null, variables: {} });
    expect(server.calls[2].authorization).toBe('Bearer access-2');
    expect(tab).toEqual({ access: 'access-2', signedIn: true });
    expect(server.jar.refresh).toBe('refresh-2');
  });

  it('renews and retries when a large body is refused with 413 because its token has expired', async () => {
    // The server reads bodies over 1 MB only for a valid session; an expired token is told 'Unauthenticated.' with 413.
    const server = fakeServer();
    server.releaseRefresh();
    server.expire();
    const inner = server.fetch.getMockImplementation()!;
    server.fetch.mockImplementationOnce(async (url: string, init: RequestInit) => {
      const answer = await inner(url, init);
      return new Response(await answer.text(), { status: 413, headers: { 'content-type': 'application/json' } });
    });
    const { fetchGraphQL, tab } = clientOf(server);
    await expect(fetchGraphQL(usersQuery)).resolves.toEqual({ data: { users: { total: 3 } } });
    expect(server.calls.map((call) => call.operationName)).toEqual(['UsersQuery', REFRESH, 'UsersQuery']);
    expect(tab).toEqual({ access: 'access-2', signedIn: true });
  });

  it('shares one refresh between concurrent requests', async () => {
    const server = fakeServer();
    server.expire();
    const { fetchGraphQL } = clientOf(server);
    const requests = [fetchGraphQL(usersQuery), fetchGraphQL(usersQuery), fetchGraphQL(usersQuery)];
    await vi.waitFor(() => expect(server.calls.filter((call) => call.operationName === REFRESH)).toHaveLength(1));
    server.releaseRefresh();
    const results = await Promise.all(requests);
    expect(results.every((result) => result.data !== null)).toBe(true);
    expect(server.refreshCount()).toBe(1);
    expect(server.calls.filter((call) => call.operationName === REFRESH)).toHaveLength(1);
    expect(server.isRevoked()).toBe(false);
  });

  it('does not refresh again for a request that was sent before another one renewed the token', async () => {
    const server = fakeServer();
    server.releaseRefresh();
    server.expire();
    const { fetchGraphQL } = clientOf(server);
    await fetchGraphQL(usersQuery);
    server.calls.length = 0;
    // Simulate: the request went out with a stale token, and by the time it failed the token was already renewed.
    let first = true;
    const client = createFetchGraphQL({
      ...noSession,
      url: '/graphql',
      fetch: server.fetch,
      hasSession: () => true,
      getAccessToken: () => {
        if (first) {
          first = false;
          return 'access-stale';
        }
        return 'access-2';
      },
    });
    await expect(client(usersQuery)).resolves.toEqual({ data: { users: { total: 3 } } });
    expect(server.calls.map((call) => call.operationName)).toEqual(['UsersQuery', 'UsersQuery']);
  });

  it('retries only once: a request still refused after the refresh fails with the server message', async () => {
    const server = fakeServer();
    server.releaseRefresh();
    const fetch = vi.fn(async (url: string, init: RequestInit) => {
      if (url === '/auth/refresh') return server.fetch(url, init);
      return json(UNAUTHENTICATED);
    });
    const { tab } = clientOf(server);
    const client = createFetchGraphQL({
      url: '/graphql',
      refreshUrl: '/auth/refresh',
      fetch,
      getAccessToken: () => tab.access,
      hasSession: () => tab.signedIn,
      onTokensRefreshed: (next) => {
        tab.access = next.accessToken;
      },
      onRefreshFailed: () => undefined,
    });
    await expect(client(usersQuery)).rejects.toBeInstanceOf(GraphQLResponseError);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('ends the session when the refresh is refused', async () => {
    const server = fakeServer({ refuseRefresh: true });
    server.releaseRefresh();
    server.expire();
    const { fetchGraphQL, onRefreshFailed, tab } = clientOf(server);
    const failure = await fetchGraphQL(usersQuery).catch((error: unknown) => error);
    expect(errorMessage(failure)).toBe('Unauthenticated.');
    expect(onRefreshFailed).toHaveBeenCalledTimes(1);
    expect(tab).toEqual({ access: null, signedIn: false });
  });

  it('keeps the session when the refresh fails for another reason than a refusal (offline, a proxy error)', async () => {
    const server = fakeServer();
    server.releaseRefresh();
    server.expire();
    const { fetchGraphQL, onRefreshFailed, tab } = clientOf(server);
    server.fetch.mockImplementation(async (url: string) => (url === '/auth/refresh' ? new Response('Bad gateway', { status: 502, statusText: 'Bad Gateway' }) : json(UNAUTHENTICATED)));
    await expect(fetchGraphQL(usersQuery)).rejects.toThrow('The server answered 502 Bad Gateway.');
    expect(onRefreshFailed).not.toHaveBeenCalled();
    expect(tab.signedIn).toBe(true);
  });

  it('ends the session without asking the server when this tab holds no session', async () => {
    const server = fakeServer();
    server.releaseRefresh();
    const { fetchGraphQL, onRefreshFailed } = clientOf(server, { access: null, signedIn: false });
    await expect(fetchGraphQL(usersQuery)).rejects.toBeInstanceOf(GraphQLResponseError);
    expect(onRefreshFailed).toHaveBeenCalledTimes(1);
    expect(server.calls.map((call) => call.operationName)).toEqual(['UsersQuery']);
  });

  it('turns errors with no data into an error carrying the server message and type', async () => {
    const fetch = vi.fn(async () =>
      json({ data: null, errors: [{ message: 'Login code is wrong or expired.', extensions: { type: 'LOGIN_FAILED' } }] }),
    );
    const client = createFetchGraphQL({ ...noSession, url: '/graphql', fetch, getAccessToken: () => null });
    const failure = await client({ query: 'mutation M { x }', variables: {}, operationName: 'M' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GraphQLResponseError);
    expect(errorMessage(failure)).toBe('Login code is wrong or expired.');
    expect(errorType(failure)).toBe('LOGIN_FAILED');
  });

  it('passes partial data with errors through to Relay', async () => {
    const partial = { data: { brand: null }, errors: [{ message: 'Brand was not found.', path: ['brand'] }] };
    const client = createFetchGraphQL({ ...noSession, url: '/graphql', fetch: async () => json(partial), getAccessToken: () => 'a', hasSession: () => true });
    await expect(client(usersQuery)).resolves.toEqual(partial);
  });

  it('reports a response that is not GraphQL', async () => {
    const client = createFetchGraphQL({
      ...noSession,
      url: '/graphql',
      fetch: async () => new Response('Bad gateway', { status: 502, statusText: 'Bad Gateway' }),
      getAccessToken: () => 'a',
      hasSession: () => true,
    });
    await expect(client(usersQuery)).rejects.toThrow('The server answered 502 Bad Gateway.');
  });

  it('renews before sending when the access token in memory has expired', async () => {
    const server = fakeServer();
    server.releaseRefresh();
    server.expire();
    const { fetchGraphQL } = clientOf(server, { access: null, signedIn: true });
    await expect(fetchGraphQL(usersQuery)).resolves.toEqual({ data: { users: { total: 3 } } });
    expect(server.calls.map((call) => call.operationName)).toEqual([REFRESH, 'UsersQuery']);
  });

  it('lets tabs refreshing at once take turns, each with the cookie the previous one left: no reuse', async () => {
    const server = fakeServer();
    server.releaseRefresh();
    server.expire();
    const lock = webLock();
    const tabs = [clientOf(server, undefined, lock), clientOf(server, undefined, lock), clientOf(server, undefined, lock)];
    const results = await Promise.all(tabs.map(({ fetchGraphQL }) => fetchGraphQL(usersQuery)));
    expect(results).toEqual(tabs.map(() => ({ data: { users: { total: 3 } } })));
    expect(server.calls.filter((call) => call.operationName === REFRESH).map((call) => call.cookie)).toEqual(['refresh-1', 'refresh-2', 'refresh-3']);
    expect(server.isRevoked()).toBe(false);
    expect(tabs.map(({ tab }) => tab.access)).toEqual(['access-2', 'access-3', 'access-4']);
  });

  it('without the cross-tab lock, two tabs would spend the same cookie and revoke the session (why the lock exists)', async () => {
    const server = fakeServer();
    server.expire();
    const tabs = [clientOf(server), clientOf(server)];
    const requests = Promise.all(tabs.map(({ fetchGraphQL }) => fetchGraphQL(usersQuery).catch((error: unknown) => error)));
    await vi.waitFor(() => expect(server.calls.filter((call) => call.operationName === REFRESH)).toHaveLength(2));
    server.releaseRefresh();
    await requests;
    expect(server.isRevoked()).toBe(true);
  });

  it('offers an explicit refresh that shares the one in flight', async () => {
    const server = fakeServer();
    const { fetchGraphQL, tab } = clientOf(server, { access: null, signedIn: false });
    const both = Promise.all([fetchGraphQL.refreshTokens(), fetchGraphQL.refreshTokens()]);
    server.releaseRefresh();
    expect(await both).toEqual([true, true]);
    expect(server.refreshCount()).toBe(1);
    // A tab that held no session (a reload) has one now.
    expect(tab).toEqual({ access: 'access-2', signedIn: true });
    expect(server.jar.refresh).toBe('refresh-2');
  });
});
