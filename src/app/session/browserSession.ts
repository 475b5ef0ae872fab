// This tab's part of the browser's session: at start it removes (and revokes) what earlier versions stored and asks for an access
// token through the refresh cookie (the loading state shows meanwhile; refused, the sign-in page); it follows the other
// tabs signing in and out; and it signs in and out itself, telling them.
import { CSRF_HEADER } from '../../relay/fetchGraphQL';
import { appFetchGraphQL } from '../../relay/environment';
import { takeLegacyRefreshToken } from './sessionRecord';
import { sessionStore } from './sessionStore';
import { onOtherTabs, tellOtherTabs } from './sessionTabs';
import type { SignInPayload } from './sessionTypes';

export const LOGOUT_URL = '/auth/logout';

const REVOKE_LEGACY = 'mutation revokeLegacySession($refreshToken: String!) { logout(refreshToken: $refreshToken) }';

/** The session an earlier version left in localStorage is removed, and its refresh token revoked (its family ends). */
function revokeLegacySession(): void {
  const refreshToken = takeLegacyRefreshToken(() => window.localStorage);
  if (refreshToken) appFetchGraphQL({ query: REVOKE_LEGACY, variables: { refreshToken }, operationName: 'revokeLegacySession' }).catch(() => undefined);
}

/** Asks the server whether this browser is signed in; a network failure leaves the tab signed out (sign-in page). */
function restore(): Promise<void> {
  sessionStore.startRestoring();
  return appFetchGraphQL.refreshTokens().then(
    (renewed) => {
      if (!renewed) sessionStore.clear();
    },
    () => sessionStore.clear(),
  );
}

let started: Promise<void> | null = null;

/** Once per page load, before the first render; resolves when the tab knows whether it is signed in. */
export function startBrowserSession(): Promise<void> {
  if (started) return started;
  revokeLegacySession();
  onOtherTabs((message) => {
    if (message.type === 'signed-out') sessionStore.clear();
    // Another tab signed in (this person or another): take that session through the cookie they now share.
    else if (sessionStore.getSnapshot()?.user.databaseId !== message.userId) void restore();
  });
  started = restore();
  return started;
}

/** After a sign-in answer (the server has set the refresh cookie with it). */
export function signInHere(payload: SignInPayload): void {
  sessionStore.signIn(payload);
  tellOtherTabs({ type: 'signed-in', userId: payload.user.databaseId });
}

/** Revokes the session on the server (its access tokens end at once, in every tab) and clears the cookie and the tabs. */
export async function signOutEverywhere(): Promise<void> {
  try {
    await window.fetch(LOGOUT_URL, { method: 'POST', credentials: 'same-origin', headers: { [CSRF_HEADER]: '1' } });
  } finally {
    // Signing out locally must not depend on the server answering.
    sessionStore.clear();
    tellOtherTabs({ type: 'signed-out' });
  }
}
