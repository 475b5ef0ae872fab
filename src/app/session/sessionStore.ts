// The one session of this tab, in memory only, shared by the Relay fetch (the access token) and React (useSession).
// Its status says whether the tab is still asking the server for its session at start (a reload), so that the app shows
// its loading state then rather than the sign-in page. Other tabs are followed through browserSession.ts.
import { sessionFromSignIn, usableAccessToken, withUser } from './sessionRecord';
import type { SessionUser, SignInPayload, StoredSession } from './sessionTypes';

type Listener = () => void;

/** 'restoring': asking the server through the refresh cookie whether this browser is signed in. */
export type SessionStatus = 'restoring' | 'signed-in' | 'signed-out';

export interface SessionStore {
  /** The current session (a stable object until it changes, for useSyncExternalStore). */
  getSnapshot(): StoredSession | null;
  getStatus(): SessionStatus;
  subscribe(listener: Listener): () => void;
  getAccessToken(): string | null;
  /** A sign-in, or a renewal through the refresh cookie: the new access token, the person and their permissions. */
  signIn(payload: SignInPayload): void;
  setUser(user: SessionUser, permissions: string[]): void;
  clear(): void;
  /** The tab is asking the server for its session (start, or another tab signed in). */
  startRestoring(): void;
}

export function createSessionStore(now: () => number = Date.now, initialStatus: SessionStatus = 'signed-out'): SessionStore {
  let session: StoredSession | null = null;
  let status: SessionStatus = initialStatus;
  const listeners = new Set<Listener>();

  const replace = (next: StoredSession | null, nextStatus: SessionStatus) => {
    session = next;
    status = nextStatus;
    for (const listener of [...listeners]) listener();
  };

  return {
    getSnapshot: () => session,
    getStatus: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getAccessToken: () => usableAccessToken(session, now()),
    signIn: (payload) => replace(sessionFromSignIn(payload, now()), 'signed-in'),
    setUser(user, permissions) {
      if (session) replace(withUser(session, user, permissions), status);
    },
    clear: () => replace(null, 'signed-out'),
    startRestoring() {
      if (!session) replace(null, 'restoring');
    },
  };
}

/** The tab's store: it starts restoring, as every page load asks the server for the session (browserSession.ts). */
export const sessionStore: SessionStore = createSessionStore(Date.now, 'restoring');
