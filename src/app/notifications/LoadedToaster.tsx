// The app's one Toaster, in its own chunk (see AppToaster). Once it listens, it receives the notifications held so far.
import { Toaster } from '@fluentui/react-components';
import { useEffect } from 'react';
import { appToastEvents } from './appToastEvents';
import { APP_TOASTER_ID } from './toasterId';

export function LoadedToaster() {
  // The Toaster subscribes in its own effect, which runs before this one (children first).
  useEffect(() => appToastEvents.release(), []);
  return <Toaster toasterId={APP_TOASTER_ID} position="bottom-end" pauseOnHover pauseOnWindowBlur limit={5} />;
}
