// The live-locks connection of this browser tab: one socket.io connection carrying the access token, a per-tab session
// id and the platform name. It keeps the locks it has heard of and tells subscribers when they change. When the server
// ends the connection (its session ended: new role, logout elsewhere, revoked family), it renews the tokens once and
// reconnects; when the session cannot be renewed it stays closed (the app then signs the person out).
// socket.io-client loads when the connection opens, not with the first screen: the markers need no code of it to render.
import type { Socket } from 'socket.io-client';
import { LOCK_EVENTS, type Lock, type LockableEntityType } from '../../../domain/locks';

type Listener = (locks: ReadonlyMap<string, Lock>) => void;

const keyOf = (entityType: string, entityId: number) => `${entityType}:${entityId}`;

/** A per-tab id, so the same person's other tabs show as "you, elsewhere" (yellow). */
export function tabSessionId(storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage): string {
  let id = storage.getItem('locksSessionId');
  if (!id) {
    id = crypto.randomUUID();
    storage.setItem('locksSessionId', id);
  }
  return id;
}

export class LocksClient {
  private socket: Socket | null = null;
  /** Between connect() and disconnect(): the socket opens once its code has loaded, unless disconnect() came first. */
  private wanted = false;
  private locks = new Map<string, Lock>();
  private listeners = new Set<Listener>();
  /** Entities this tab holds, re-taken after a reconnect. */
  private held = new Map<string, { entityType: LockableEntityType; entityId: number }>();

  constructor(
    private readonly getToken: () => string | null,
    readonly sessionId: string,
    private readonly url: string = '/',
    /** Renews the session's tokens; true when renewed (the Relay fetch's shared refresh). */
    private readonly renewTokens: () => Promise<boolean> = async () => false,
  ) {}

  /** One renewal per ending: a second refusal in a row means the session is over. */
  private renewing = false;

  private async renewAndReconnect(socket: Socket): Promise<void> {
    if (this.renewing || this.socket !== socket) return;
    this.renewing = true;
    const renewed = await this.renewTokens().catch(() => false);
    if (renewed && this.socket === socket) socket.connect();
    else this.renewing = false;
  }

  connect(): void {
    if (this.wanted) return;
    this.wanted = true;
    void import('socket.io-client').then(({ io }) => {
      if (this.wanted && !this.socket) this.open(io);
    });
  }

  private open(io: typeof import('socket.io-client').io): void {
    const socket = io(this.url, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: (callback) => callback({ token: this.getToken(), sessionId: this.sessionId, platform: 'web' }),
    });
    socket.on('connect', () => {
      this.renewing = false;
      for (const { entityType, entityId } of this.held.values()) socket.emit(LOCK_EVENTS.lock, this.payload(entityType, [entityId]));
      socket.emit(LOCK_EVENTS.requestLocks, { token: this.getToken() });
    });
    socket.on(LOCK_EVENTS.receiveLocks, (locks: Lock[]) => this.replace(locks));
    socket.on('disconnect', (reason) => {
      this.replace([]);
      // The client reconnects by itself after network failures, never after the server closed the connection.
      if (reason === 'io server disconnect') void this.renewAndReconnect(socket);
    });
    socket.on('connect_error', (error) => {
      if (error.message === 'Unauthenticated.') void this.renewAndReconnect(socket);
    });
    this.socket = socket;
  }

  disconnect(): void {
    this.wanted = false;
    this.socket?.disconnect();
    this.socket = null;
    this.held.clear();
    this.replace([]);
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** The current locks, a new map after every change (for useSyncExternalStore). */
  snapshot(): ReadonlyMap<string, Lock> {
    return this.locks;
  }

  lockOf(entityType: string, entityId: number): Lock | undefined {
    return this.locks.get(keyOf(entityType, entityId));
  }

  lock(entityType: LockableEntityType, entityId: number): void {
    this.held.set(keyOf(entityType, entityId), { entityType, entityId });
    this.socket?.emit(LOCK_EVENTS.lock, this.payload(entityType, [entityId]));
  }

  unlock(entityType: LockableEntityType, entityId: number): void {
    this.held.delete(keyOf(entityType, entityId));
    this.socket?.emit(LOCK_EVENTS.unlock, this.payload(entityType, [entityId]));
  }

  private payload(entityType: LockableEntityType, entityIds: number[]) {
    return { entityType, entityIds, token: this.getToken() };
  }

  private replace(locks: Lock[]): void {
    this.locks = new Map(locks.map((lock) => [keyOf(lock.entityType, lock.entityId), lock]));
    for (const listener of this.listeners) listener(this.locks);
  }
}
