// A tiny observable list for useSyncExternalStore: entries keyed by registration, snapshot rebuilt on change.

export interface ListStore<T> {
  add(entry: T): () => void;
  replace(token: symbol, entry: T): void;
  getSnapshot(): readonly T[];
  subscribe(listener: () => void): () => void;
}

export function createListStore<T>(): ListStore<T> & { addWithToken(entry: T): symbol; remove(token: symbol): void } {
  const entries = new Map<symbol, T>();
  const listeners = new Set<() => void>();
  let snapshot: readonly T[] = [];
  const changed = () => {
    snapshot = [...entries.values()];
    for (const listener of [...listeners]) listener();
  };
  const store = {
    addWithToken(entry: T) {
      const token = Symbol('entry');
      entries.set(token, entry);
      changed();
      return token;
    },
    remove(token: symbol) {
      if (entries.delete(token)) changed();
    },
    add(entry: T) {
      const token = store.addWithToken(entry);
      return () => store.remove(token);
    },
    replace(token: symbol, entry: T) {
      if (!entries.has(token)) return;
      entries.set(token, entry);
      changed();
    },
    getSnapshot: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return store;
}
