// Where a signed-out person was going, carried in the login pages' location state so sign-in can return them there.
import type { Location } from 'react-router-dom';

/** Where sign-in goes when nobody was heading anywhere: the landing route, which picks the person's first queue with work. */
export const DEFAULT_SIGNED_IN_PATH = '/';
/** Where a protected route sends someone without its permission (spec 1, section 2). */
export const NO_PERMISSION_PATH = '/users';

export interface ReturnToState {
  from: string;
}

export function returnToState(location: Pick<Location, 'pathname' | 'search' | 'hash'>): ReturnToState | undefined {
  // Never come back to the sign-out page itself, nor to a login page.
  if (location.pathname.startsWith('/account/')) return undefined;
  return { from: `${location.pathname}${location.search}${location.hash}` };
}

/** The remembered path when it is a path inside the app, else the default. */
export function returnToPath(state: unknown): string {
  if (typeof state === 'object' && state !== null) {
    const from = (state as { from?: unknown }).from;
    if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/account/')) return from;
  }
  return DEFAULT_SIGNED_IN_PATH;
}
