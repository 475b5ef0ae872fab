// Asks before leaving a page with unsaved changes: inside the app through the router, and on reload or tab close
// through the browser's own prompt.
import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { lazyWhenOpened } from './lazyWhenOpened';

const ConfirmDialog = lazyWhenOpened(() => import('./ConfirmDialog').then((m) => m.ConfirmDialog));

export const UNSAVED_CHANGES_TITLE = 'Unsaved changes';
export const UNSAVED_CHANGES_TEXT = 'There are changes on the page that are not saved. Do you want to continue?';

export function UnsavedChangesPrompt({ when, text = UNSAVED_CHANGES_TEXT }: { when: boolean; text?: string }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={UNSAVED_CHANGES_TITLE}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      {text}
    </ConfirmDialog>
  );
}
