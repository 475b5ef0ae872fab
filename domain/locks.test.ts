// Live locks as both sides see them (spec 1 sections 2 and 7): the marker colours and which lock requests the server
// accepts from a socket.
import { describe, expect, it } from 'vitest';
import { LOCK_EVENTS, LOCKABLE_ENTITY_TYPES, isLockRequest, lockMarker, type Lock } from './locks';

const lock: Lock = { entityType: 'BRAND', entityId: 7, userId: 1, userName: 'Ann', sessionId: 'tab-a' };

describe('lock markers', () => {
  it('is green when free, yellow when mine in another session, red when someone else holds it', () => {
    expect(lockMarker(undefined, { userId: 1, sessionId: 'tab-a' })).toBe('free');
    expect(lockMarker(lock, { userId: 1, sessionId: 'tab-a' })).toBe('mine');
    expect(lockMarker(lock, { userId: 1, sessionId: 'tab-b' })).toBe('mineElsewhere');
    expect(lockMarker(lock, { userId: 2, sessionId: 'tab-a' })).toBe('theirs');
    expect(lockMarker(lock, { userId: 2, sessionId: 'tab-b' })).toBe('theirs');
  });
});

describe('lock requests', () => {
  it('accepts brand ids, up to 500 at once', () => {
    expect(LOCKABLE_ENTITY_TYPES).toEqual(['BRAND']);
    expect(isLockRequest({ entityType: 'BRAND', entityIds: [1, 2, 3] })).toBe(true);
    expect(isLockRequest({ entityType: 'BRAND', entityIds: [] })).toBe(true);
    expect(isLockRequest({ entityType: 'BRAND', entityIds: Array.from({ length: 500 }, (_, index) => index + 1) })).toBe(true);
  });

  it('refuses more than 500 ids', () => {
    expect(isLockRequest({ entityType: 'BRAND', entityIds: Array.from({ length: 501 }, (_, index) => index + 1) })).toBe(false);
  });

  it('refuses anything that is not an object of a lockable type with a list of ids', () => {
    for (const value of [null, undefined, 7, 'BRAND', [1, 2]]) expect(isLockRequest(value), String(value)).toBe(false);
    expect(isLockRequest({ entityType: 'MENU', entityIds: [1] })).toBe(false);
    expect(isLockRequest({ entityIds: [1] })).toBe(false);
    expect(isLockRequest({ entityType: 'BRAND' })).toBe(false);
    expect(isLockRequest({ entityType: 'BRAND', entityIds: 1 })).toBe(false);
    expect(isLockRequest({ entityType: 'BRAND', entityIds: { length: 1, 0: 1 } })).toBe(false);
  });

  it('refuses ids that are not positive integers within the database id range', () => {
    for (const id of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 31, 2 ** 53, '1', null]) {
      expect(isLockRequest({ entityType: 'BRAND', entityIds: [1, id] }), String(id)).toBe(false);
    }
    expect(isLockRequest({ entityType: 'BRAND', entityIds: [1, 2 ** 31 - 1] })).toBe(true);
  });
});

describe('socket events', () => {
  it("are the spec's five names, each sent as its own name", () => {
    expect(Object.keys(LOCK_EVENTS).sort()).toEqual(['lock', 'receiveLocks', 'requestLocks', 'unlock', 'unlockAll']);
    for (const [name, wire] of Object.entries(LOCK_EVENTS)) expect(wire).toBe(name);
  });
});
