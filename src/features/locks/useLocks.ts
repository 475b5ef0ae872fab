// React access to this tab's live-locks connection: one connection per signed-in tab, opened on first use.
import { useEffect, useSyncExternalStore } from 'react';
import type { Lock, LockableEntityType } from '../../../domain/locks';
import { sessionStore } from '../../app/session/sessionStore';
import { useSession } from '../../app/session/useSession';
import { LocksClient, tabSessionId } from './locksClient';

let client: LocksClient | null = null;
let clientUserId: number | null = null;

function clientFor(userId: number): LocksClient {
  if (client && clientUserId === userId) return client;
  client?.disconnect();
  client = new LocksClient(() => sessionStore.getAccessToken(), tabSessionId());
  clientUserId = userId;
  client.connect();
  return client;
}

const NO_LOCKS: ReadonlyMap<string, Lock> = new Map();

/** The lock of one entity (if any) and who "me" is, for choosing the marker. */
export function useLock(entityType: LockableEntityType, entityId: number) {
  const { user } = useSession();
  const locks = useSyncExternalStore(
    (listener) => (user ? clientFor(user.databaseId).subscribe(listener) : () => undefined),
    () => (user ? (client?.snapshot() ?? NO_LOCKS) : NO_LOCKS),
  );
  return {
    lock: locks.get(`${entityType}:${entityId}`),
    me: { userId: user?.databaseId ?? 0, sessionId: client?.sessionId ?? '' },
  };
}

/** Holds the entity's lock while the component is mounted (the server refuses it when someone else holds it). */
export function useHoldLock(entityType: LockableEntityType, entityId: number | null, enabled = true) {
  const { user } = useSession();
  useEffect(() => {
    if (!user || entityId === null || !enabled) return;
    const locks = clientFor(user.databaseId);
    locks.lock(entityType, entityId);
    return () => locks.unlock(entityType, entityId);
  }, [user, entityType, entityId, enabled]);
}

/** Closes the connection on sign-out. */
export function disconnectLocks(): void {
  client?.disconnect();
  client = null;
  clientUserId = null;
}
