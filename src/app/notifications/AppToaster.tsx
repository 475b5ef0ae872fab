// The app's notification area: bottom right (bottom-end), mounted once at the root of the app. No first screen shows a
// notification, so Fluent's Toaster (and its motion code) is not part of it: it loads once the page is idle, or at the
// first notification if that comes sooner; what is sent before it listens is held for it (appToastEvents.ts).
import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { whenIdle } from '../../components/whenIdle';
import { appToastEvents } from './appToastEvents';

// A Toaster that cannot load leaves the page as it is rather than failing it.
const NoToaster = () => null;
const LoadedToaster = lazy(() =>
  import('./LoadedToaster').then(
    (m): { default: () => ReactNode } => ({ default: m.LoadedToaster }),
    () => ({ default: NoToaster }),
  ),
);

export function AppToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => appToastEvents.onFirst(() => setWanted(true)), []);
  useEffect(() => whenIdle(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LoadedToaster />
    </Suspense>
  );
}
