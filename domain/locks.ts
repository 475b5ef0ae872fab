// Live locks as both sides see them (spec 1, sections 2 and 7): which entity is held, by whom, in which session.

export const LOCKABLE_ENTITY_TYPES = ['BRAND'] as const;
export type LockableEntityType = (typeof LOCKABLE_ENTITY_TYPES)[number];

export interface Lock {
  entityType: LockableEntityType;
  entityId: number;
  userId: number;
  userName: string;
  sessionId: string;
}

/** Locks one socket may hold at once; beyond it the server answers lockError with this bound. */
export const MAX_LOCKS_PER_SOCKET = 50;
/** Ids are PostgreSQL integers (int4): anything above is no entity of ours. */
export const MAX_ENTITY_ID = 2_147_483_647;
/** Entities one request may name (a list page asks for the locks of its rows). */
export const MAX_ENTITY_IDS_PER_REQUEST = 500;

export interface LockRequest {
  entityType: LockableEntityType;
  entityIds: number[];
}

/** Events over the socket: the client emits lock, unlock, unlockAll, requestLocks; the server answers receiveLocks. */
export const LOCK_EVENTS = {
  lock: 'lock',
  unlock: 'unlock',
  unlockAll: 'unlockAll',
  requestLocks: 'requestLocks',
  receiveLocks: 'receiveLocks',
} as const;

export type LockMarker = 'free' | 'mine' | 'mineElsewhere' | 'theirs';

/** Green when free, yellow when held by me in another session, red when held by someone else. */
export function lockMarker(lock: Lock | undefined, me: { userId: number; sessionId: string }): LockMarker {
  if (!lock) return 'free';
  if (lock.userId !== me.userId) return 'theirs';
  return lock.sessionId === me.sessionId ? 'mine' : 'mineElsewhere';
}

export function isLockRequest(value: unknown): value is LockRequest {
  if (typeof value !== 'object' || value === null) return false;
  const request = value as Partial<LockRequest>;
  return (
    LOCKABLE_ENTITY_TYPES.includes(request.entityType as LockableEntityType) &&
    Array.isArray(request.entityIds) &&
    request.entityIds.length <= MAX_ENTITY_IDS_PER_REQUEST &&
    request.entityIds.every((id) => Number.isInteger(id) && id > 0 && id <= MAX_ENTITY_ID)
  );
}
