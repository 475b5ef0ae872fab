// Live locks through real sockets: a lock is seen by others, refused to a second user, dies with its socket, and is
// shared between two API servers through Redis.
import { io as connect, type Socket } from 'socket.io-client';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lock } from '../../domain/locks';
import { createApp } from '../../server/app';
import { startTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
let ada: string;
let bob: string;
const sockets: Socket[] = [];

function open(url: string, token: string, sessionId: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(url, { path: '/socket.io', auth: { token, sessionId, platform: 'test' }, transports: ['websocket'], forceNew: true });
    sockets.push(socket);
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

function nextLocks(socket: Socket, predicate: (locks: Lock[]) => boolean = () => true): Promise<Lock[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no receiveLocks in time')), 5000);
    const handler = (locks: Lock[]) => {
      if (!predicate(locks)) return;
      clearTimeout(timer);
      socket.off('receiveLocks', handler);
      resolve(locks);
    };
    socket.on('receiveLocks', handler);
  });
}

beforeAll(async () => {
  t = await startTestApp();
  await t.createUser('definer', 'ada@example.com', { name: 'Ada' });
  await t.createUser('definer', 'bob@example.com', { name: 'Bob' });
  ada = (await t.signIn('ada@example.com')).accessToken;
  bob = (await t.signIn('bob@example.com')).accessToken;
});
afterAll(async () => {
  sockets.forEach((socket) => socket.disconnect());
  await t.close();
});

describe('live locks', () => {
  it('refuses a socket without a valid token or session id', async () => {
    await expect(open(t.url, 'forged', 's1')).rejects.toThrow(/Unauthenticated/);
    await expect(open(t.url, ada, '')).rejects.toThrow(/session id/);
  });

  it('shows a lock to others, keeps it from a second user, and frees it when the socket closes', async () => {
    const adaSocket = await open(t.url, ada, 'ada-tab-1');
    const bobSocket = await open(t.url, bob, 'bob-tab-1');
    const seenByBob = nextLocks(bobSocket, (locks) => locks.some((lock) => lock.entityId === 42));
    adaSocket.emit('lock', { entityType: 'BRAND', entityIds: [42] });
    expect((await seenByBob).find((lock) => lock.entityId === 42)).toMatchObject({ userName: 'Ada', sessionId: 'ada-tab-1' });

    const afterBobTries = nextLocks(bobSocket);
    bobSocket.emit('lock', { entityType: 'BRAND', entityIds: [42] });
    expect((await afterBobTries).filter((lock) => lock.entityId === 42).map((lock) => lock.userName)).toEqual(['Ada']);

    const freed = nextLocks(bobSocket, (locks) => !locks.some((lock) => lock.entityId === 42));
    adaSocket.disconnect();
    await freed;
  });

  it('answers requestLocks for the asked entities only', async () => {
    const adaSocket = await open(t.url, ada, 'ada-tab-2');
    const locked = nextLocks(adaSocket, (locks) => locks.some((lock) => lock.entityId === 7));
    adaSocket.emit('lock', { entityType: 'BRAND', entityIds: [7, 8] });
    await locked;
    const answer = nextLocks(adaSocket);
    adaSocket.emit('requestLocks', { entityType: 'BRAND', entityIds: [8] });
    expect((await answer).map((lock) => lock.entityId)).toEqual([8]);
  });
});

async function redisReachable(url: string): Promise<boolean> {
  const client = createClient({ url, socket: { connectTimeout: 1000, reconnectStrategy: false } });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.quit();
    return true;
  } catch {
    return false;
  }
}

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const hasRedis = await redisReachable(redisUrl);

describe.skipIf(!hasRedis)('live locks across two API servers through Redis', () => {
  it('shows a lock taken on one server to a socket of the other', async () => {
    const first = createApp({ config: { ...t.config, redisUrl }, db: t.db, spaDir: '/nonexistent' });
    const second = createApp({ config: { ...t.config, redisUrl }, db: t.db, spaDir: '/nonexistent' });
    const firstUrl = `http://127.0.0.1:${await first.listen(0)}`;
    const secondUrl = `http://127.0.0.1:${await second.listen(0)}`;
    try {
      const adaSocket = await open(firstUrl, ada, 'ada-redis');
      const bobSocket = await open(secondUrl, bob, 'bob-redis');
      const seen = nextLocks(bobSocket, (locks) => locks.some((lock) => lock.entityId === 4242));
      adaSocket.emit('lock', { entityType: 'BRAND', entityIds: [4242] });
      expect((await seen).find((lock) => lock.entityId === 4242)?.userName).toBe('Ada');
      const asked = nextLocks(bobSocket);
      bobSocket.emit('requestLocks', { entityType: 'BRAND', entityIds: [4242] });
      expect((await asked).map((lock) => lock.userName)).toEqual(['Ada']);
      adaSocket.disconnect();
      bobSocket.disconnect();
    } finally {
      await first.close();
      await second.close();
    }
  });
});
