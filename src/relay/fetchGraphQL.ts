// The SPA's one way to reach POST /graphql: adds the access token, and when the server answers 'Unauthenticated.'
// renews the access token once through the HttpOnly refresh cookie (one refresh shared by every request that needs
// it, one at a time across tabs) and retries the request (spec 1, s. 4, 8). Pure of Relay and of storage: everything
// it needs is passed in, so the single-flight logic is unit-tested.
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

/** What POST /auth/refresh answers: a new access token, the person and their permissions (never a refresh token). */
export interface RefreshedSession {
  accessToken: string;
  permissions: string[];
  user: { id: string; databaseId: number; name: string; email: string };
}

export interface FetchGraphQLOptions {
  url: string;
  /** The cookie refresh endpoint (server/http/sessionEndpoints.ts). */
  refreshUrl: string;
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  getAccessToken: () => string | null;
  /** Whether this tab holds a session to renew; a signed-out tab's refusals end nothing and renew nothing. */
  hasSession: () => boolean;
  /** Called with the new access token (and the person, as the server has them now) after a successful refresh. */
  onTokensRefreshed: (session: RefreshedSession) => void;
  /** Called when the session cannot be renewed (the server refused the cookie, or there was no session). */
  onRefreshFailed: () => void;
  /**
   * Runs the refresh exclusively across the browser's tabs (the Web Locks API in the app): they share one rotating
   * refresh cookie, and two refreshes sending the same one would be a reuse that revokes the session. A tab that waited
   * refreshes with the cookie the previous one left. Default: run directly.
   */
  runExclusive?: <T>(task: () => Promise<T>) => Promise<T>;
}

export interface FetchGraphQL {
  (request: GraphQLRequestBody): Promise<GraphQLResponseBody>;
  /**
   * Renews the access token through the refresh cookie now (sharing a refresh already under way). True when renewed;
   * false when the session ended. For start-up (a reload) and for answers that say "not signed in" without the
   * 'Unauthenticated.' error, such as `me` being null.
   */
  refreshTokens(): Promise<boolean>;
}

/** The header the cookie endpoints require (server/auth/refreshCookie.ts): another site's page cannot send it. */
export const CSRF_HEADER = 'x-curation-csrf';

export function isUnauthenticated(body: GraphQLResponseBody): boolean {
  return (body.errors ?? []).some((error) => error.message === UNAUTHENTICATED_MESSAGE);
}

function isRefreshedSession(value: unknown): value is RefreshedSession {
  if (typeof value !== 'object' || value === null) return false;
  const { accessToken, permissions, user } = value as Record<string, unknown>;
  if (typeof accessToken !== 'string' || !Array.isArray(permissions) || !permissions.every((item) => typeof item === 'string')) return false;
  if (typeof user !== 'object' || user === null) return false;
  const { id, databaseId, name, email } = user as Record<string, unknown>;
  return typeof id === 'string' && typeof databaseId === 'number' && typeof name === 'string' && typeof email === 'string';
}

const serverAnswered = (response: Response) => new Error(`The server answered ${response.status} ${response.statusText}`.trim() + '.');

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
    throw serverAnswered(response);
  }

  const runExclusive = options.runExclusive ?? (<T,>(task: () => Promise<T>) => task());

  /** Spends the refresh cookie; the browser keeps the rotated one the answer sets, which the next tab will send. */
  async function refreshWithCookie(): Promise<boolean> {
    // A network failure or a server fault propagates as an error (the person may just be offline); a refusal ends the session.
    const response = await options.fetch(options.refreshUrl, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { [CSRF_HEADER]: '1', accept: 'application/json' },
    });
    if (response.status === 401) {
      options.onRefreshFailed();
      return false;
    }
    const payload: unknown = response.ok ? await response.json().catch(() => null) : null;
    if (!isRefreshedSession(payload)) throw serverAnswered(response);
    options.onTokensRefreshed(payload);
    return true;
  }

  const refreshTokens = () => runExclusive(refreshWithCookie);

  /** Every caller that needs a refresh while one is under way waits for that one. */
  function refreshOnce(): Promise<boolean> {
    if (!refreshing) {
      refreshing = refreshTokens().finally(() => {
        refreshing = null;
      });
    }
    return refreshing;
  }

  /** A signed-out tab has nothing to renew: the refusal stands, without a call to the server. */
  function renewSession(): Promise<boolean> {
    if (options.hasSession()) return refreshOnce();
    options.onRefreshFailed();
    return Promise.resolve(false);
  }

  async function fetchGraphQL(request: GraphQLRequestBody): Promise<GraphQLResponseBody> {
    let usedToken = options.getAccessToken();
    // The access token has expired but the session has not: renew before asking rather than after a refusal.
    if (!usedToken && options.hasSession() && (await refreshOnce())) usedToken = options.getAccessToken();
    let body = await post(request, usedToken);
    if (isUnauthenticated(body)) {
      const current = options.getAccessToken();
      // Another request already renewed the token since this one was sent: just retry with the new one.
      const renewed = current !== null && current !== usedToken ? true : await renewSession();
      if (renewed) body = await post(request, options.getAccessToken());
    }
    if (body.errors?.length && (body.data === null || body.data === undefined)) {
      throw new GraphQLResponseError(request.operationName, body.errors);
    }
    return body;
  }

  return Object.assign(fetchGraphQL, { refreshTokens: refreshOnce });
}
