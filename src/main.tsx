// The SPA's entry: Fluent's theme, the Relay environment of the signed-in session, and the router.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { StrictMode, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider } from 'react-router-dom';
import { startRouteData } from './app/routing/startRouteData';
import { startBrowserSession } from './app/session/browserSession';
import { useSession, useSessionStatus } from './app/session/useSession';
import { PageSpinner } from './app/shell/PageSpinner';
import { createRelayEnvironment } from './relay/environment';
import { TaskRoute, TasksHubRoute, createAppRouter } from './router';
import './app/styles/global.css';

// The first page's query and modules are started before React renders, and the first render waits for them (never
// longer than FIRST_PAINT_WAIT_MS): the page then paints once, with its rows, instead of a spinner, a skeleton and
// the rows each after the other (every one a long render, and React holds each reveal back a while). The page's code
// comes with the page (the server preloads it), so most of the wait is the query's round trip. The query needs the
// access token, which a page load first asks for through the refresh cookie (src/app/session/browserSession.ts).
const FIRST_PAINT_WAIT_MS = 600;
const firstPage = Promise.race([
  startBrowserSession().then(() => startRouteData(window.location, { tasksHub: TasksHubRoute.preload, taskPage: TaskRoute.preload })),
  new Promise<void>((resolve) => window.setTimeout(resolve, FIRST_PAINT_WAIT_MS)),
]);
const router = createAppRouter();

function App() {
  const { user } = useSession();
  const status = useSessionStatus();
  const userId = user?.id ?? null;
  // A fresh store per signed-in person: nobody sees data cached for the previous one.
  const environment = useMemo(() => {
    void userId;
    return createRelayEnvironment();
  }, [userId]);
  // Neither the sign-in page nor a page of the app until the tab knows whether it is signed in (a reload).
  if (status === 'restoring') return <PageSpinner fullScreen label="Loading your session…" />;
  return (
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

void firstPage.then(() =>
  createRoot(container).render(
    <StrictMode>
      <FluentProvider theme={webLightTheme}>
        <App />
      </FluentProvider>
    </StrictMode>,
  ),
);
