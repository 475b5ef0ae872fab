// Live locks over socket.io. A lock belongs to the socket that took it (kept in socket.data) and dies with it; with
// REDIS_URL, the Redis adapter lets every API process see every socket, so locks are shared without a store of their own.
import type http from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import { Server, type Socket } from 'socket.io';
import { isLockRequest, LOCK_EVENTS, type Lock, type LockRequest } from '../../domain/locks';
import { verifyAccessToken } from '../auth/tokens';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { findUserById } from '../db/userRows';

interface SocketData {
  userId: number;
  userName: string;
  sessionId: string;
  platform: string;
  token: string;
  locks: Lock[];
}

type LockSocket = Socket<Record<string, (...args: never[]) => void>, Record<string, (...args: unknown[]) => void>, Record<string, never>, SocketData>;

export interface LiveLocks {
  io: Server;
  close(): Promise<void>;
}

const MAX_LOCKS_PER_SOCKET = 200;

function originAllowed(origin: string | undefined, host: string | undefined, config: Config): boolean {
  if (!origin) return true; // Non-browser clients send no Origin; the token still decides.
  try {
    const url = new URL(origin);
    if (host && url.host === host) return true;
    if (url.hostname === 'localhost' || url.hostname === '127.0.0.1') return !config.isProduction;
    return config.allowedOrigins.includes(origin);
  } catch {
    return false;
  }
}

async function userOfToken(db: Database, config: Config, token: unknown) {
  if (typeof token !== 'string') return null;
  const claims = await verifyAccessToken(config.jwtSecret, token);
  if (!claims) return null;
  const user = await findUserById(db, claims.userId);
  return user && user.is_active && !user.is_deleted ? user : null;
}

export async function startLiveLocks(server: http.Server, options: { config: Config; db: Database }): Promise<LiveLocks> {
  const { config, db } = options;
  const io = new Server(server, {
    path: '/socket.io',
    serveClient: false,
    maxHttpBufferSize: 64_000,
    allowRequest: (request, callback) => callback(null, originAllowed(request.headers.origin, request.headers.host, config)),
  });

  const redisClients: { quit(): Promise<unknown> }[] = [];
  if (config.redisUrl) {
    const pub = createClient({ url: config.redisUrl });
    const sub = pub.duplicate();
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub, { key: 'curation-locks' }));
    redisClients.push(pub, sub);
  }

  async function allLocks(filter?: LockRequest): Promise<Lock[]> {
    const sockets = await io.fetchSockets();
    const locks = sockets.flatMap((socket) => (socket.data as SocketData).locks ?? []);
    return filter ? locks.filter((lock) => lock.entityType === filter.entityType && filter.entityIds.includes(lock.entityId)) : locks;
  }

  let closing = false;
  async function broadcast() {
    if (closing) return;
    try {
      io.emit(LOCK_EVENTS.receiveLocks, await allLocks());
    } catch (error) {
      if (!closing) console.error('Live locks: could not broadcast locks', error);
    }
  }

  /** Socket handlers are async; a failure is logged and answered, never left to crash the process. */
  const guarded =
    (socket: LockSocket, handler: (payload: unknown) => Promise<void>) =>
    (payload: unknown) => {
      handler(payload).catch((error: unknown) => {
        if (closing) return;
        console.error('Live locks: event failed', error);
        socket.emit('lockError', { message: 'The lock could not be changed. Try again.' });
      });
    };

  io.use(async (socket, next) => {
    const auth = socket.handshake.auth as { token?: unknown; sessionId?: unknown; platform?: unknown };
    const user = await userOfToken(db, config, auth.token);
    if (!user) return next(new Error('Unauthenticated.'));
    if (typeof auth.sessionId !== 'string' || !auth.sessionId || auth.sessionId.length > 100) return next(new Error('A session id is required.'));
    const data = socket.data as SocketData;
    data.userId = user.id;
    data.userName = user.name;
    data.sessionId = auth.sessionId;
    data.platform = typeof auth.platform === 'string' ? auth.platform.slice(0, 50) : 'web';
    data.token = auth.token as string;
    data.locks = [];
    next();
  });

  io.on('connection', (rawSocket) => {
    const socket = rawSocket as unknown as LockSocket;
    const data = socket.data;

    /** Every lock event re-checks the token (renewed tokens arrive with the event) and that the user is still enabled. */
    async function stillAllowed(payload: unknown): Promise<boolean> {
      const renewed = (payload as { token?: unknown } | null)?.token;
      if (typeof renewed === 'string') data.token = renewed;
      const user = await userOfToken(db, config, data.token);
      if (!user || user.id !== data.userId) {
        socket.emit('lockError', { message: 'Unauthenticated.' });
        socket.disconnect(true);
        return false;
      }
      return true;
    }

    socket.on(LOCK_EVENTS.lock, guarded(socket, async (payload: unknown) => {
      if (!(await stillAllowed(payload)) || !isLockRequest(payload)) return;
      const held = await allLocks(payload);
      for (const entityId of payload.entityIds) {
        const holder = held.find((lock) => lock.entityId === entityId);
        if (holder && holder.userId !== data.userId) continue; // someone else holds it: theirs stays
        if (data.locks.some((lock) => lock.entityType === payload.entityType && lock.entityId === entityId)) continue;
        if (data.locks.length >= MAX_LOCKS_PER_SOCKET) break;
        data.locks.push({ entityType: payload.entityType, entityId, userId: data.userId, userName: data.userName, sessionId: data.sessionId });
      }
      await broadcast();
    }));

    socket.on(LOCK_EVENTS.unlock, guarded(socket, async (payload: unknown) => {
      if (!(await stillAllowed(payload)) || !isLockRequest(payload)) return;
      data.locks = data.locks.filter((lock) => !(lock.entityType === payload.entityType && payload.entityIds.includes(lock.entityId)));
      await broadcast();
    }));

    socket.on(LOCK_EVENTS.unlockAll, guarded(socket, async (payload: unknown) => {
      if (!(await stillAllowed(payload))) return;
      data.locks = [];
      await broadcast();
    }));

    socket.on(LOCK_EVENTS.requestLocks, guarded(socket, async (payload: unknown) => {
      if (!(await stillAllowed(payload))) return;
      socket.emit(LOCK_EVENTS.receiveLocks, await allLocks(isLockRequest(payload) ? payload : undefined));
    }));

    socket.on('disconnect', () => {
      if (data.locks.length) {
        data.locks = [];
        void broadcast();
      }
    });
  });

  return {
    io,
    async close() {
      closing = true;
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await Promise.all(redisClients.map((client) => client.quit().catch(() => undefined)));
    },
  };
}
