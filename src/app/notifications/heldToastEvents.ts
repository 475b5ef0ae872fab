// Notifications sent before the app's Toaster listens. Fluent's toast controller announces each toast with an event on
// the document, which only a mounted Toaster hears; the Toaster loads after the first screen (AppToaster), so until it
// is mounted these events are held here, and handed to it, in order, once it listens.
// The event names are Fluent's (`EVENTS` in @fluentui/react-toast's state/constants, not exported by the package).
export const TOAST_EVENTS = ['fui-toast-show', 'fui-toast-dismiss', 'fui-toast-dismiss-all', 'fui-toast-update', 'fui-toast-pause', 'fui-toast-play'] as const;

type Target = Pick<Document, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'>;

export interface HeldToastEvents {
  /** Calls `listener` at the first held event (the Toaster is wanted now); returns the unsubscribe. */
  onFirst(listener: () => void): () => void;
  /** The Toaster listens: stop holding and send it what was held. */
  release(): void;
}

export function holdToastEvents(target: Target): HeldToastEvents {
  const held: { type: string; detail: unknown }[] = [];
  const listeners = new Set<() => void>();
  let released = false;
  const hold = (event: Event) => {
    held.push({ type: event.type, detail: (event as CustomEvent).detail });
    if (held.length === 1) for (const listener of listeners) listener();
  };
  for (const type of TOAST_EVENTS) target.addEventListener(type, hold);
  return {
    onFirst(listener) {
      if (held.length) listener();
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    release() {
      if (released) return;
      released = true;
      for (const type of TOAST_EVENTS) target.removeEventListener(type, hold);
      for (const { type, detail } of held.splice(0)) target.dispatchEvent(new CustomEvent(type, { detail }));
    },
  };
}
