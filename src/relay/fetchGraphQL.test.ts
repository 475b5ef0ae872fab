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
}

/** A fake server: access tokens 'access-N' are valid once refresh N happened; refresh tokens rotate. */
function fakeServer(options: { refuseRefresh?: boolean } = {}) {
  let validAccess = 'access-1';
  let validRefresh = 'refresh-1';
  let refreshes = 0;
  const calls: Call[] = [];
  let releaseRefresh: () => void = () => undefined;
  const refreshGate = new Promise<void>((resolve) => (releaseRefresh = resolve));

  const fetch = vi.fn(async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as GraphQLRequestBody;
    const headers = init.headers as Record<string, string>;
    calls.push({ operationName: body.operationName, authorization: headers.authorization ?? null, variables: body.variables });
    expect(headers['content-type']).toBe('application/json');
    if (body.operationName === 'refreshAccessToken') {
      await refreshGate;
      if (options.refuseRefresh || body.variables.refreshToken !== validRefresh) {
        return json({ data: null, errors: [{ message: 'The session has ended.', extensions: { type: 'UNAUTHENTICATED' } }] });
      }
      refreshes += 1;
      validAccess = `access-${refreshes + 1}`;
      validRefresh = `refresh-${refreshes + 1}`;
      return json({ data: { refreshAccessToken: { accessToken: validAccess, refreshToken: validRefresh } } });
    }
    if (headers.authorization !== `Bearer ${validAccess}`) return json(UNAUTHENTICATED);
    return json({ data: { users: { total: 3 } } });
  });

  return {
    fetch,
    calls,
    releaseRefresh,
    expire: () => (validAccess = 'access-expired'),
    refreshCount: () => refreshes,
  };
}

function clientOf(server: ReturnType<typeof fakeServer>, tokens = { access: 'access-1' as string | null, refresh: 'refresh-1' as string | null }) {
  const onRefreshFailed = vi.fn(() => {
    tokens.access = null;
    tokens.refresh = null;
  });
  const options: FetchGraphQLOptions = {
    url: '/graphql',
    fetch: server.fetch,
    getAccessToken: () => tokens.access,
    getRefreshToken: () => tokens.refresh,
    onTokensRefreshed: ({ accessToken, refreshToken }) => {
      tokens.access = accessToken;
      tokens.refresh = refreshToken;
    },
    onRefreshFailed,
  };
  return { fetchGraphQL: createFetchGraphQL(options), tokens, onRefreshFailed };
}

describe('fetchGraphQL', () => {
  it('sends the access token as a bearer token', async () => {
    const server = fakeServer();
    server.releaseRefresh();
    const { fetchGraphQL } = clientOf(server);
    await expect(fetchGraphQL(usersQuery)).resolves.toEqual({ data: { users: { total: 3 } } });
    expect(server.calls[0].authorization).toBe('Bearer access-1');
  });

  it('renews an expired token once and retries the request', async () => {
    const server = fakeServer();
    server.releaseRefresh();
    server.expire();
    const { fetchGraphQL, tokens } = clientOf(server);
    await expect(fetchGraphQL(usersQuery)).resolves.toEqual({ data: { users: { total: 3 } } });
    expect(server.calls.map((call) => call.operationName)).toEqual(['UsersQuery', 'refreshAccessToken', 'UsersQuery']);
    expect(server.calls[1].variables).toEqual({ refreshToken: 'refresh-1' });
    expect(server.calls[2].authorization).toBe('Bearer access-2');
    expect(tokens).toEqual({ access: 'access-2', refresh: 'refresh-2' });
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
    const { fetchGraphQL, tokens } = clientOf(server);
    await expect(fetchGraphQL(usersQuery)).resolves.toEqual({ data: { users: { total: 3 } } });
    expect(server.calls.map((call) => call.operationName)).toEqual(['UsersQuery', 'refreshAccessToken', 'UsersQuery']);
    expect(tokens).toEqual({ access: 'access-2', refresh: 'refresh-2' });
  });

  it('shares one refresh between concurrent requests', async () => {
    const server = fakeServer();
    server.expire();
    const { fetchGraphQL } = clientOf(server);
    const requests = [fetchGraphQL(usersQuery), fetchGraphQL(usersQuery), fetchGraphQL(usersQuery)];
    await vi.waitFor(() => expect(server.calls.filter((call) => call.operationName === 'refreshAccessToken')).toHaveLength(1));
    server.releaseRefresh();
    const results = await Promise.all(requests);
    expect(results.every((result) => result.data !== null)).toBe(true);
    expect(server.refreshCount()).toBe(1);
    expect(server.calls.filter((call) => call.operationName === 'refreshAccessToken')).toHaveLength(1);
  });

  it('does not refresh again for a request that was sent before another one renewed the token', async () => {
    const server = fakeServer();
    server.releaseRefresh();
    server.expire();
    const { fetchGraphQL } = clientOf(server);
    await fetchGraphQL(usersQuery);
    server.calls.length = 0;
    const tokens = { access: 'access-2' as string | null, refresh: 'refresh-2' as string | null };
    // Simulate: the request went out with a stale token, and by the time it failed the token was already renewed.
    let first = true;
    const client = createFetchGraphQL({
      url: '/graphql',
      fetch: server.fetch,
      getAccessToken: () => {
        if (first) {
          first = false;
          return 'access-stale';
        }
        return tokens.access;
      },
      getRefreshToken: () => tokens.refresh,
      onTokensRefreshed: () => undefined,
      onRefreshFailed: () => undefined,
    });
    await expect(client(usersQuery)).resolves.toEqual({ data: { users: { total: 3 } } });
    expect(server.calls.map((call) => call.operationName)).toEqual(['UsersQuery', 'UsersQuery']);
  });

  it('retries only once: a request still refused after the refresh fails with the server message', async () => {
    const server = fakeServer();
    server.releaseRefresh();
    const fetch = vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as GraphQLRequestBody;
      if (body.operationName === 'refreshAccessToken') return server.fetch(url, init);
      return json(UNAUTHENTICATED);
    });
    const tokens = { access: 'access-1' as string | null, refresh: 'refresh-1' as string | null };
    const client = createFetchGraphQL({
      url: '/graphql',
      fetch,
      getAccessToken: () => tokens.access,
      getRefreshToken: () => tokens.refresh,
      onTokensRefreshed: (next) => {
        tokens.access = next.accessToken;
        tokens.refresh = next.refreshToken;
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
    const { fetchGraphQL, onRefreshFailed, tokens } = clientOf(server);
    const failure = await fetchGraphQL(usersQuery).catch((error: unknown) => error);
    expect(errorMessage(failure)).toBe('Unauthenticated.');
    expect(onRefreshFailed).toHaveBeenCalledTimes(1);
    expect(tokens).toEqual({ access: null, refresh: null });
  });

  it('ends the session without asking the server when there is no refresh token', async () => {
    const server = fakeServer();
    server.releaseRefresh();
    const { fetchGraphQL, onRefreshFailed } = clientOf(server, { access: null, refresh: null });
    await expect(fetchGraphQL(usersQuery)).rejects.toBeInstanceOf(GraphQLResponseError);
    expect(onRefreshFailed).toHaveBeenCalledTimes(1);
    expect(server.calls.map((call) => call.operationName)).toEqual(['UsersQuery']);
  });

  it('turns errors with no data into an error carrying the server message and type', async () => {
    const fetch = vi.fn(async () =>
      json({ data: null, errors: [{ message: 'Login code is wrong or expired.', extensions: { type: 'LOGIN_FAILED' } }] }),
    );
    const client = createFetchGraphQL({
      url: '/graphql',
      fetch,
      getAccessToken: () => null,
      getRefreshToken: () => null,
      onTokensRefreshed: () => undefined,
      onRefreshFailed: () => undefined,
    });
    const failure = await client({ query: 'mutation M { x }', variables: {}, operationName: 'M' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GraphQLResponseError);
    expect(errorMessage(failure)).toBe('Login code is wrong or expired.');
    expect(errorType(failure)).toBe('LOGIN_FAILED');
  });

  it('passes partial data with errors through to Relay', async () => {
    const partial = { data: { brand: null }, errors: [{ message: 'Brand was not found.', path: ['brand'] }] };
    const client = createFetchGraphQL({
      url: '/graphql',
      fetch: async () => json(partial),
      getAccessToken: () => 'a',
      getRefreshToken: () => 'r',
      onTokensRefreshed: () => undefined,
      onRefreshFailed: () => undefined,
    });
    await expect(client(usersQuery)).resolves.toEqual(partial);
  });

  it('reports a response that is not GraphQL', async () => {
    const client = createFetchGraphQL({
      url: '/graphql',
      fetch: async () => new Response('Bad gateway', { status: 502, statusText: 'Bad Gateway' }),
      getAccessToken: () => 'a',
      getRefreshToken: () => 'r',
      onTokensRefreshed: () => undefined,
      onRefreshFailed: () => undefined,
    });
    await expect(client(usersQuery)).rejects.toThrow('The server answered 502 Bad Gateway.');
  });

  it('renews before sending when the stored access token has expired', async () => {
    const server = fakeServer();
    server.releaseRefresh();
    server.expire();
    const { fetchGraphQL } = clientOf(server, { access: null, refresh: 'refresh-1' });
    await expect(fetchGraphQL(usersQuery)).resolves.toEqual({ data: { users: { total: 3 } } });
    expect(server.calls.map((call) => call.operationName)).toEqual(['refreshAccessToken', 'UsersQuery']);
  });

  it('uses tokens another tab renewed while this one waited for the lock', async () => {
    const server = fakeServer();
    server.releaseRefresh();
    server.expire();
    const tokens = { access: 'access-1' as string | null, refresh: 'refresh-1' as string | null };
    const { fetchGraphQL: otherTab } = clientOf(server, tokens);
    let lock = Promise.resolve();
    const client = createFetchGraphQL({
      url: '/graphql',
      fetch: server.fetch,
      getAccessToken: () => tokens.access,
      getRefreshToken: () => tokens.refresh,
      onTokensRefreshed: () => undefined,
      onRefreshFailed: () => undefined,
      // The other tab refreshes first, while holding the lock.
      runExclusive: async (task) => {
        await lock;
        return task();
      },
    });
    lock = otherTab(usersQuery).then(() => undefined);
    await expect(client(usersQuery)).resolves.toEqual({ data: { users: { total: 3 } } });
    expect(server.refreshCount()).toBe(1);
  });

  it('offers an explicit refresh that shares the one in flight', async () => {
    const server = fakeServer();
    const { fetchGraphQL, tokens } = clientOf(server);
    const both = Promise.all([fetchGraphQL.refreshTokens(), fetchGraphQL.refreshTokens()]);
    server.releaseRefresh();
    expect(await both).toEqual([true, true]);
    expect(server.refreshCount()).toBe(1);
    expect(tokens.refresh).toBe('refresh-2');
  });
});
