// The signed-in person for React: who they are, what they may do, and signing in and out.
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { signInHere } from './browserSession';
import { sessionStore, type SessionStatus } from './sessionStore';
import type { SessionUser, SignInPayload } from './sessionTypes';

export type { SessionUser, SignInPayload } from './sessionTypes';

export interface Session {
  user: SessionUser | null;
  permissions: string[];
  can(permission: string): boolean;
  signIn(payload: SignInPayload): void;
  signOut(): void;
}

const NO_PERMISSIONS: string[] = [];

export function useSession(): Session {
  const stored = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot, sessionStore.getSnapshot);
  const user = stored?.user ?? null;
  const permissions = stored?.permissions ?? NO_PERMISSIONS;
  const can = useCallback((permission: string) => permissions.includes(permission), [permissions]);
  const signIn = useCallback((payload: SignInPayload) => signInHere(payload), []);
  const signOut = useCallback(() => sessionStore.clear(), []);
  return useMemo(() => ({ user, permissions, can, signIn, signOut }), [user, permissions, can, signIn, signOut]);
}

/** Whether the tab is still asking the server for its session (start-up): the app shows its loading state meanwhile. */
export function useSessionStatus(): SessionStatus {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getStatus, sessionStore.getStatus);
}
