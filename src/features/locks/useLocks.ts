// React access to this tab's live-locks connection: one LocksClient per signed-in tab, opened on first use with the
// session's access token and the tab's session id, closed when the person signs out (or another person signs in).
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { Lock, LockableEntityType } from '../../../domain/locks';
import { sessionStore } from '../../app/session/sessionStore';
import { appFetchGraphQL } from '../../relay/environment';
import { useSession } from '../../app/session/useSession';
import { LocksClient, tabSessionId } from './locksClient';

let client: LocksClient | null = null;
let clientUserId: number | null = null;
let watchingSession = false;

/** Signing out (or switching person) closes the connection, so locks never outlive the session that took them. */
function watchSession(): void {
  if (watchingSession) return;
  watchingSession = true;
  sessionStore.subscribe(() => {
    const userId = sessionStore.getSnapshot()?.user.databaseId ?? null;
    if (client && userId !== clientUserId) disconnectLocks();
  });
}

function clientFor(userId: number): LocksClient {
  if (client && clientUserId === userId) return client;
  client?.disconnect();
  client = new LocksClient(() => sessionStore.getAccessToken(), tabSessionId(), '/', () => appFetchGraphQL.refreshTokens());
  clientUserId = userId;
  watchSession();
  client.connect();
  return client;
}

const NO_LOCKS: ReadonlyMap<string, Lock> = new Map();
const noop = () => undefined;

export interface LocksView {
  /** Every live lock, by `${entityType}:${entityId}`. */
  locks: ReadonlyMap<string, Lock>;
  /** Who "me" is for the markers: this person in this tab. */
  me: { userId: number; sessionId: string };
}

/** All live locks of this tab's connection, re-rendering when they change. */
export function useLocks(): LocksView {
  const { user } = useSession();
  const userId = user?.databaseId ?? null;
  const subscribe = useCallback((listener: () => void) => (userId === null ? noop : clientFor(userId).subscribe(listener)), [userId]);
  const locks = useSyncExternalStore(subscribe, () => (userId !== null && client ? client.snapshot() : NO_LOCKS));
  return { locks, me: { userId: userId ?? 0, sessionId: userId === null ? '' : tabSessionId() } };
}

/** The lock of one entity (if any) and who "me" is, for choosing the marker. */
export function useLock(entityType: LockableEntityType, entityId: number): { lock: Lock | undefined; me: LocksView['me'] } {
  const { locks, me } = useLocks();
  return { lock: locks.get(`${entityType}:${entityId}`), me };
}

/** Holds the entity's lock while the component is mounted (the server refuses it when someone else holds it). */
export function useHoldLock(entityType: LockableEntityType, entityId: number | null, enabled = true): void {
  const { user } = useSession();
  const userId = user?.databaseId ?? null;
  useEffect(() => {
    if (userId === null || entityId === null || !enabled) return;
    const locks = clientFor(userId);
    locks.lock(entityType, entityId);
    return () => locks.unlock(entityType, entityId);
  }, [userId, entityType, entityId, enabled]);
}

/** Closes the connection (sign-out). */
export function disconnectLocks(): void {
  client?.disconnect();
  client = null;
  clientUserId = null;
}
