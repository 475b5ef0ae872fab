// The one session of this browser: kept in localStorage, shared by the Relay fetch (tokens) and React (useSession).
// Other tabs signing in or out are followed through the storage event.
import {
  SESSION_STORAGE_KEY,
  readSession,
  sessionFromSignIn,
  usableAccessToken,
  withRefreshedTokens,
  withUser,
  writeSession,
  type KeyValueStorage,
} from './sessionPersistence';
import type { SessionUser, SignInPayload, StoredSession } from './sessionTypes';

type Listener = () => void;

export interface SessionStore {
  /** The current session (a stable object until it changes, for useSyncExternalStore). */
  getSnapshot(): StoredSession | null;
  subscribe(listener: Listener): () => void;
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  signIn(payload: SignInPayload): void;
  setTokens(tokens: { accessToken: string; refreshToken: string }): void;
  setUser(user: SessionUser, permissions: string[]): void;
  clear(): void;
  /** Takes over a session another tab stored (or its absence) without writing it back. */
  adopt(next: StoredSession | null): void;
}

export function createSessionStore(storage: KeyValueStorage, now: () => number = Date.now): SessionStore {
  let session = readSession(storage, now());
  const listeners = new Set<Listener>();

  const replace = (next: StoredSession | null, persist = true) => {
    session = next;
    if (persist) writeSession(storage, next);
    for (const listener of [...listeners]) listener();
  };

  return {
    getSnapshot: () => session,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getAccessToken: () => usableAccessToken(session, now()),
    getRefreshToken: () => (session && now() < session.refreshTokenExpiresAt ? session.refreshToken : null),
    signIn: (payload) => replace(sessionFromSignIn(payload, now())),
    setTokens(tokens) {
      if (session) replace(withRefreshedTokens(session, tokens, now()));
    },
    setUser(user, permissions) {
      if (session) replace(withUser(session, user, permissions, now()));
    },
    clear: () => replace(null),
    adopt: (next) => replace(next, false),
  };
}

function browserStorage(): KeyValueStorage {
  try {
    return window.localStorage;
  } catch {
    const memory = new Map<string, string>();
    return {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
      removeItem: (key) => void memory.delete(key),
    };
  }
}

export const sessionStore: SessionStore = createSessionStore(browserStorage());

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
    sessionStore.adopt(readSession(window.localStorage, Date.now()));
  });
}
