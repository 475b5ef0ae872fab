// The SPA's one way to reach POST /graphql: adds the access token, and when the server answers 'Unauthenticated.'
// renews the tokens once (one refresh shared by every request that needs it) and retries the request (spec 1, s. 4, 8).
// Pure of Relay and of storage: everything it needs is passed in, so the single-flight logic is unit-tested.
import { GraphQLResponseError, type GraphQLErrorPayload } from './GraphQLResponseError';

export const UNAUTHENTICATED_MESSAGE = 'Unauthenticated.';

export interface GraphQLRequestBody {
  query: string;
  variables: Record<string, unknown>;
  operationName: string;
}

export interface GraphQLResponseBody {
  data?: Record<string, unknown> | null;
  errors?: GraphQLErrorPayload[];
  extensions?: Record<string, unknown>;
}

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

export interface FetchGraphQLOptions {
  url: string;
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  getAccessToken: () => string | null;
  getRefreshToken: () => string | null;
  /** Called with the rotated tokens after a successful refresh. */
  onTokensRefreshed: (tokens: TokenPair) => void;
  /** Called when the session cannot be renewed (no refresh token, or the server refused it). */
  onRefreshFailed: () => void;
  /**
   * Runs the refresh exclusively across the browser's tabs (the Web Locks API in the app), so two tabs never spend the
   * same rotating refresh token (a reused one revokes the session). Default: run directly.
   */
  runExclusive?: <T>(task: () => Promise<T>) => Promise<T>;
  /** Re-reads tokens another tab may have stored, just before deciding to refresh. */
  syncTokens?: () => void;
}

export interface FetchGraphQL {
  (request: GraphQLRequestBody): Promise<GraphQLResponseBody>;
  /**
   * Renews the tokens now (sharing a refresh already under way). True when renewed; false when the session ended.
   * For answers that say "not signed in" without the 'Unauthenticated.' error, such as `me` being null.
   */
  refreshTokens(): Promise<boolean>;
}

export const REFRESH_MUTATION = `mutation refreshAccessToken($refreshToken: String!) {
  refreshAccessToken(refreshToken: $refreshToken) { accessToken refreshToken }
}`;

export function isUnauthenticated(body: GraphQLResponseBody): boolean {
  return (body.errors ?? []).some((error) => error.message === UNAUTHENTICATED_MESSAGE);
}

function isRefreshPayload(value: unknown): value is TokenPair {
  if (typeof value !== 'object' || value === null) return false;
  const { accessToken, refreshToken } = value as Record<string, unknown>;
  return typeof accessToken === 'string' && typeof refreshToken === 'string';
}

/** Builds the fetch function. Each instance has its own single in-flight refresh. */
export function createFetchGraphQL(options: FetchGraphQLOptions): FetchGraphQL {
  let refreshing: Promise<boolean> | null = null;

  async function post(body: GraphQLRequestBody, accessToken: string | null): Promise<GraphQLResponseBody> {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (accessToken) headers.authorization = `Bearer ${accessToken}`;
    const response = await options.fetch(options.url, { method: 'POST', headers, body: JSON.stringify(body) });
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    if (typeof parsed === 'object' && parsed !== null && ('data' in parsed || 'errors' in parsed)) {
      return parsed as GraphQLResponseBody;
    }
    throw new Error(`The server answered ${response.status} ${response.statusText}`.trim() + '.');
  }

  const runExclusive = options.runExclusive ?? (<T,>(task: () => Promise<T>) => task());

  async function refreshTokens(): Promise<boolean> {
    const before = options.getRefreshToken();
    return runExclusive(async () => {
      options.syncTokens?.();
      const refreshToken = options.getRefreshToken();
      // Another tab renewed the tokens while this one waited: use theirs.
      if (refreshToken && refreshToken !== before && options.getAccessToken()) return true;
      return refreshWith(refreshToken);
    });
  }

  async function refreshWith(refreshToken: string | null): Promise<boolean> {
    if (!refreshToken) {
      options.onRefreshFailed();
      return false;
    }
    // A network failure propagates as an error (the person may just be offline); a refusal ends the session.
    const body = await post({ query: REFRESH_MUTATION, variables: { refreshToken }, operationName: 'refreshAccessToken' }, null);
    const payload = body.data?.refreshAccessToken;
    if (body.errors?.length || !isRefreshPayload(payload)) {
      options.onRefreshFailed();
      return false;
    }
    options.onTokensRefreshed({ accessToken: payload.accessToken, refreshToken: payload.refreshToken });
    return true;
  }

  /** Every caller that needs a refresh while one is under way waits for that one. */
  function refreshOnce(): Promise<boolean> {
    if (!refreshing) {
      refreshing = refreshTokens().finally(() => {
        refreshing = null;
      });
    }
    return refreshing;
  }

  async function fetchGraphQL(request: GraphQLRequestBody): Promise<GraphQLResponseBody> {
    let usedToken = options.getAccessToken();
    // The stored access token has expired but the session has not: renew before asking rather than after a refusal.
    if (!usedToken && options.getRefreshToken() && (await refreshOnce())) usedToken = options.getAccessToken();
    let body = await post(request, usedToken);
    if (isUnauthenticated(body)) {
      const current = options.getAccessToken();
      // Another request already renewed the token since this one was sent: just retry with the new one.
      const renewed = current !== null && current !== usedToken ? true : await refreshOnce();
      if (renewed) body = await post(request, options.getAccessToken());
    }
    if (body.errors?.length && (body.data === null || body.data === undefined)) {
      throw new GraphQLResponseError(request.operationName, body.errors);
    }
    return body;
  }

  return Object.assign(fetchGraphQL, { refreshTokens: refreshOnce });
}
