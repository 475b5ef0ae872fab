// The main layout of the signed-in app: navigation bar on top, the page below inside its own error boundary and
// Suspense (so a failing or loading page keeps the navigation), and the keyboard layer (palette, shortcuts) with the
// commands every page offers.
import { makeStyles, tokens } from '@fluentui/react-components';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { TaskPaletteCommands } from '../../features/tasks/TaskPaletteCommands';
import { CommandCenter } from '../commands/CommandCenter';
import { PageErrorBoundary } from '../errors/PageErrorBoundary';
import { PageSpinner } from './PageSpinner';
import { TopNav } from './TopNav';

const useStyles = makeStyles({
  root: { minHeight: '100vh', display: 'flex', flexDirection: 'column', backgroundColor: tokens.colorNeutralBackground2 },
  main: { flexGrow: 1, minWidth: 0, outlineStyle: 'none' },
});

export function AppShell() {
  const styles = useStyles();
  const { pathname } = useLocation();
  return (
    <CommandCenter>
      <TaskPaletteCommands />
      <div className={styles.root}>
        <TopNav />
        <main className={styles.main} id="main" tabIndex={-1}>
          <PageErrorBoundary resetKey={pathname}>
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </PageErrorBoundary>
        </main>
      </div>
    </CommandCenter>
  );
}
