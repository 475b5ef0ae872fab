// The tabs of this browser share one session (one refresh cookie) but each holds its access token in memory: they tell
// each other when someone signs in or out, over a BroadcastChannel. A tab that misses the message still finds out on
// its next request (its token refused, the refresh refused: the sign-in page).

export type SessionMessage = { type: 'signed-out' } | { type: 'signed-in'; userId: number };

const CHANNEL = 'curation.session';

let channel: BroadcastChannel | null | undefined;

function sessionChannel(): BroadcastChannel | null {
  if (channel === undefined) channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  return channel;
}

/** Tells the other tabs (never this one). */
export function tellOtherTabs(message: SessionMessage): void {
  sessionChannel()?.postMessage(message);
}

export function onOtherTabs(listener: (message: SessionMessage) => void): void {
  sessionChannel()?.addEventListener('message', (event: MessageEvent<SessionMessage>) => listener(event.data));
}
