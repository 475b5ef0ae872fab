// The unsaved-changes prompt of the task editors (spec 2, section 2.2): leaving the page inside the app asks first
// ('Unsaved changes', with Yes to leave and No to stay), and reloading or closing the tab gets the browser's own
// prompt. Returns the dialog element to render; the frame has no editable fields, the kinds' editors pass isDirty.
import { useEffect, type ReactElement } from 'react';
import { useBlocker } from 'react-router-dom';
import { lazyWhenOpened } from '../../components/lazyWhenOpened';

const ConfirmDialog = lazyWhenOpened(() => import('../../components/ConfirmDialog').then((m) => m.ConfirmDialog));

export const UNSAVED_CHANGES_TITLE = 'Unsaved changes';
export const UNSAVED_CHANGES_TEXT = 'There are changes on the page that are not saved. Do you want to continue?';
export const UNSAVED_LOCATIONS_TEXT = 'There are locations that are not saved. Do you want to continue?';

export function useUnsavedChangesPrompt(isDirty: boolean, text: string = UNSAVED_CHANGES_TEXT): ReactElement {
  // Only a change of page blocks: query-string changes (filters, paging handled by the editors) stay on the page.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => isDirty && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  // A blocked navigation that is no longer needed (the changes were saved meanwhile) goes ahead.
  useEffect(() => {
    if (blocker.state === 'blocked' && !isDirty) blocker.proceed();
  }, [blocker, isDirty]);

  return (
    <ConfirmDialog open={blocker.state === 'blocked'} title={UNSAVED_CHANGES_TITLE} onConfirm={() => blocker.proceed?.()} onCancel={() => blocker.reset?.()}>
      {text}
    </ConfirmDialog>
  );
}
