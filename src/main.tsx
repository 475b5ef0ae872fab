// The SPA's entry: Fluent's theme, the Relay environment of the signed-in session, and the router.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { StrictMode, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider } from 'react-router-dom';
import { startRouteData } from './app/routing/startRouteData';
import { useSession } from './app/session/useSession';
import { createRelayEnvironment } from './relay/environment';
import { createAppRouter } from './router';
import './app/styles/global.css';

// The first page's query leaves before React renders: the render is a long task, and the query's small module would
// wait behind it. Its code comes with the page (the server preloads it), so this waits a few milliseconds, never more
// than FIRST_QUERY_WAIT_MS.
const FIRST_QUERY_WAIT_MS = 150;
const firstQuery = Promise.race([startRouteData(window.location), new Promise<void>((resolve) => window.setTimeout(resolve, FIRST_QUERY_WAIT_MS))]);
const router = createAppRouter();

function App() {
  const { user } = useSession();
  const userId = user?.id ?? null;
  // A fresh store per signed-in person: nobody sees data cached for the previous one.
  const environment = useMemo(() => {
    void userId;
    return createRelayEnvironment();
  }, [userId]);
  return (
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

void firstQuery.then(() =>
  createRoot(container).render(
    <StrictMode>
      <FluentProvider theme={webLightTheme}>
        <App />
      </FluentProvider>
    </StrictMode>,
  ),
);
