// Live locks over socket.io. A lock belongs to the socket that took it (kept in socket.data) and dies with it; with
// REDIS_URL, the Redis adapter lets every API process see every socket, so locks are shared without a store of their own.
// Each socket sits in a room of its user and one of its refresh family, so an ended session (logout, disabled user, new
// role, revoked family) disconnects its sockets on every process at once and their locks are freed and broadcast.
import type http from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import { Server, type Socket } from 'socket.io';
import { isLockRequest, LOCK_EVENTS, MAX_LOCKS_PER_SOCKET, type Lock, type LockRequest } from '../../domain/locks';
import { permissionsOfRoles } from '../../domain/roles';
import { userOfAccessToken, type SessionSockets, type SessionUser } from '../auth/sessions';
import type { Config } from '../config';
import type { Database } from '../db/database';

interface SocketData {
  userId: number;
  userName: string;
  familyId: string | null;
  sessionId: string;
  platform: string;
  token: string;
  locks: Lock[];
}

type LockSocket = Socket<Record<string, (...args: never[]) => void>, Record<string, (...args: unknown[]) => void>, Record<string, never>, SocketData>;

export interface LiveLocks extends SessionSockets {
  io: Server;
  close(): Promise<void>;
}

/**
 * Who may see and take live locks: the only lockable entity is the brand, so it is whoever may read brands. Every role
 * that works tasks holds brand.get with its task permissions (domain/roles.ts), so no task permission is needed here.
 */
export const LOCKS_PERMISSION = 'brand.get';

const userRoom = (userId: number) => `user:${userId}`;
const familyRoom = (familyId: string) => `family:${familyId}`;

/** Same origin, ALLOWED_ORIGINS, and localhost outside production; a browser elsewhere is refused. */
export function originAllowed(origin: string | undefined, host: string | undefined, config: Config): boolean {
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

async function userOfToken(db: Database, config: Config, token: unknown): Promise<SessionUser | null> {
  if (typeof token !== 'string' || token.length > 4096) return null;
  return userOfAccessToken(db, config.jwtSecret, token);
}

const mayUseLocks = (user: SessionUser) => permissionsOfRoles([user.roleName]).includes(LOCKS_PERMISSION);

/** The ids among these that are no brand of ours (one query for the whole request). */
async function missingBrandIds(db: Database, ids: number[]): Promise<number[]> {
  const rows = await db.query<{ id: number }>('SELECT id FROM brands WHERE id = ANY($1::int[])', [ids]);
  const found = new Set(rows.map((row) => Number(row.id)));
  return ids.filter((id) => !found.has(id));
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
    const user = await userOfToken(db, config, auth.token).catch((error: unknown) => {
      console.error('Live locks: could not check a token', error instanceof Error ? error.message : error);
      return null;
    });
    if (!user) return next(new Error('Unauthenticated.'));
    if (!mayUseLocks(user)) return next(new Error('You may not see live locks.'));
    if (typeof auth.sessionId !== 'string' || !auth.sessionId || auth.sessionId.length > 100) return next(new Error('A session id is required.'));
    const data = socket.data as SocketData;
    data.userId = user.id;
    data.userName = user.name;
    data.familyId = user.familyId;
    data.sessionId = auth.sessionId;
    data.platform = typeof auth.platform === 'string' ? auth.platform.slice(0, 50) : 'web';
    data.token = auth.token as string;
    data.locks = [];
    next();
  });

  io.on('connection', (rawSocket) => {
    const socket = rawSocket as unknown as LockSocket;
    const data = socket.data;
    void socket.join(data.familyId ? [userRoom(data.userId), familyRoom(data.familyId)] : [userRoom(data.userId)]);

    const refuse = (message: string) => socket.emit('lockError', { message });

    /**
     * Every lock event re-checks the token (renewed tokens arrive with the event): same user, session not ended, still
     * allowed to see locks. A renewed token of another family moves the socket to that family's room.
     */
    async function stillAllowed(payload: unknown): Promise<boolean> {
      const renewed = (payload as { token?: unknown } | null)?.token;
      if (typeof renewed === 'string') data.token = renewed;
      const user = await userOfToken(db, config, data.token);
      if (!user || user.id !== data.userId || !mayUseLocks(user)) {
        refuse('Unauthenticated.');
        socket.disconnect(true);
        return false;
      }
      if (user.familyId !== data.familyId) {
        if (data.familyId) void socket.leave(familyRoom(data.familyId));
        if (user.familyId) void socket.join(familyRoom(user.familyId));
        data.familyId = user.familyId;
      }
      return true;
    }

    socket.on(LOCK_EVENTS.lock, guarded(socket, async (payload: unknown) => {
      if (!(await stillAllowed(payload))) return;
      if (!isLockRequest(payload)) return void refuse('The lock request is not valid: name BRAND and brand ids from 1 to 2147483647.');
      const notHeld = () =>
        [...new Set(payload.entityIds)].filter((entityId) => !data.locks.some((lock) => lock.entityType === payload.entityType && lock.entityId === entityId));
      const tooMany = () => data.locks.length + notHeld().length > MAX_LOCKS_PER_SOCKET;
      const boundMessage = `You can hold at most ${MAX_LOCKS_PER_SOCKET} locks at once. Close some pages and try again.`;
      if (tooMany()) return void refuse(boundMessage);
      const missing = notHeld().length ? await missingBrandIds(db, notHeld()) : [];
      if (missing.length) return void refuse(`There is no brand ${missing.join(', ')}: nothing was locked.`);
      const held = await allLocks(payload);
      // Checked again after the awaits: another lock event of this socket may have run meanwhile.
      if (tooMany()) return void refuse(boundMessage);
      for (const entityId of notHeld()) {
        const holder = held.find((lock) => lock.entityId === entityId);
        if (holder && holder.userId !== data.userId) continue; // someone else holds it: theirs stays
        data.locks.push({ entityType: payload.entityType, entityId, userId: data.userId, userName: data.userName, sessionId: data.sessionId });
      }
      await broadcast();
    }));

    socket.on(LOCK_EVENTS.unlock, guarded(socket, async (payload: unknown) => {
      if (!(await stillAllowed(payload))) return;
      if (!isLockRequest(payload)) return void refuse('The unlock request is not valid: name BRAND and brand ids from 1 to 2147483647.');
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
    // disconnectSockets reaches the sockets of every process through the Redis adapter; each process then frees their
    // locks in its disconnect handler and broadcasts.
    async endUser(userId) {
      io.in(userRoom(userId)).disconnectSockets(true);
    },
    async endFamily(familyId) {
      io.in(familyRoom(familyId)).disconnectSockets(true);
    },
    async close() {
      closing = true;
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await Promise.all(redisClients.map((client) => client.quit().catch(() => undefined)));
    },
  };
}
