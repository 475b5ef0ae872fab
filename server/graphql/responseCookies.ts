// Cookies a resolver sets (the refresh cookie at sign-in) go onto the GraphQL answer's headers once yoga has built it:
// the context factory and onResponse see the same request object, so the cookies wait in a WeakMap keyed by it.
import type { IncomingMessage } from 'node:http';
import type { Plugin } from 'graphql-yoga';
import type { Config } from '../config';
import { isSecureCookie, refreshCookie, transportOf } from '../auth/refreshCookie';

const pending = new WeakMap<Request, string[]>();

/** The context's setRefreshCookie for one request: the cookie is Secure by the request's transport (auth/refreshCookie.ts). */
export function refreshCookieSetter(config: Config, request: Request, req: IncomingMessage | undefined): (refreshToken: string) => void {
  return (refreshToken) => {
    const secure = isSecureCookie(config, transportOf(config, req?.socket, req?.headers ?? {}));
    pending.set(request, [...(pending.get(request) ?? []), refreshCookie(refreshToken, secure)]);
  };
}

export function useResponseCookies(): Plugin {
  return {
    onResponse({ request, response }) {
      for (const cookie of pending.get(request) ?? []) response.headers.append('set-cookie', cookie);
      pending.delete(request);
    },
  };
}
