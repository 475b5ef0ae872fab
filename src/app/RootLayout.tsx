// The root of every route: notifications, the start-up permission refresh, a new page opened at its top, and a Suspense
// for lazily loaded pages.
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { AppToaster } from './notifications/AppToaster';
import { SessionRefresher } from './session/SessionRefresher';
import { ScrollToTopOnNewPage } from './routing/ScrollToTopOnNewPage';
import { useSession } from './session/useSession';
import { PageSpinner } from './shell/PageSpinner';

export function RootLayout() {
  const { user } = useSession();
  return (
    <>
      <SessionRefresher userId={user?.id ?? null} />
      <ScrollToTopOnNewPage />
      <Suspense fallback={<PageSpinner fullScreen />}>
        <Outlet />
      </Suspense>
      <AppToaster />
    </>
  );
}
