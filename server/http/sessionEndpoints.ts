// The browser's session endpoints, acting on the HttpOnly refresh cookie (server/auth/refreshCookie.ts):
//   POST /auth/refresh  spends the cookie's refresh token: a new access token, the person and their permissions in the
//                       answer, the rotated refresh token in a new cookie. Refused (401): the cookie is cleared.
//   POST /auth/logout   revokes the cookie's family (its access tokens and sockets end) and clears the cookie.
// Both act on a cookie the browser sends by itself, so both require the X-Curation-CSRF header, which a page of another
// site cannot add without a CORS preflight that is never granted here (and SameSite=Strict keeps the cookie off
// cross-site requests anyway). The same rotation, reuse detection and revocation as the GraphQL mutations.
import type http from 'node:http';
import { permissionsOf } from '../db/userRows';
import { toGlobalId } from '../graphql/globalIds';
import { CSRF_HEADER, clearedRefreshCookie, isSecureCookie, refreshCookie, refreshTokenOfCookies, transportOf } from '../auth/refreshCookie';
import { endSession, renewSession, type SessionServices } from '../auth/renewSession';

export const REFRESH_PATH = '/auth/refresh';
export const LOGOUT_PATH = '/auth/logout';

const SESSION_ENDED = 'Your session has ended. Please sign in again.';

export function isSessionEndpoint(url: string): boolean {
  const path = url.split('?')[0];
  return path === REFRESH_PATH || path === LOGOUT_PATH;
}

function answer(response: http.ServerResponse, status: number, body: unknown, cookie?: string): void {
  const headers: http.OutgoingHttpHeaders = { 'content-type': 'application/json', 'cache-control': 'no-store' };
  if (cookie) headers['set-cookie'] = cookie;
  if (status === 405) headers.allow = 'POST';
  response.writeHead(status, headers).end(JSON.stringify(body));
}

export function createSessionEndpoints(services: SessionServices) {
  return async function handleSessionRequest(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    if (request.method !== 'POST') return answer(response, 405, { message: 'Use POST.' });
    if (!request.headers[CSRF_HEADER]) return answer(response, 403, { message: `This request needs the ${CSRF_HEADER} header.` });
    const secure = isSecureCookie(services.config, transportOf(services.config, request.socket, request.headers));
    const refreshToken = refreshTokenOfCookies(request.headers.cookie);
    if ((request.url ?? '').split('?')[0] === LOGOUT_PATH) {
      const ended = refreshToken ? await endSession(services, refreshToken) : false;
      return answer(response, 200, { loggedOut: ended }, clearedRefreshCookie(secure));
    }
    const renewal = refreshToken ? await renewSession(services, refreshToken) : { ok: false as const };
    if (!renewal.ok) return answer(response, 401, { message: SESSION_ENDED }, clearedRefreshCookie(secure));
    const { user } = renewal;
    return answer(
      response,
      200,
      {
        accessToken: renewal.accessToken,
        permissions: permissionsOf(user),
        user: { id: toGlobalId('User', user.id), databaseId: user.id, name: user.name, email: user.email },
      },
      refreshCookie(renewal.refreshToken, secure),
    );
  };
}
