// A refused gateway save or resolve (spec 2, section 8): the spec's title with the server's message. A stale write
// (CONFLICT) says the person's changes are still on the page; a location already in another brand (DUPLICATE_LOCATION)
// links to that brand's gateway task, opened in a new tab so the changes here stay. Anything else is the frame's.
import { Link, Toast, ToastBody, ToastFooter, ToastTitle, Button, useToastController } from '@fluentui/react-components';
import { DismissRegular, OpenRegular } from '@fluentui/react-icons';
import { useCallback } from 'react';
import { APP_TOASTER_ID } from '../../app/notifications/toasterId';
import { useNotify } from '../../app/notifications/useNotify';
import { errorMessage, errorType } from '../../relay/errorMessage';
import { taskPath } from '../taskPage/taskPageLogic';
import { duplicateLocationTaskId } from './gatewayErrors';

let nextToast = 0;

export function useGatewayFailure(): (title: string, error: unknown) => boolean {
  const notify = useNotify();
  const { dispatchToast, dismissToast } = useToastController(APP_TOASTER_ID);
  return useCallback(
    (title: string, error: unknown) => {
      const type = errorType(error);
      if (type === 'CONFLICT') {
        notify.error(title, `${errorMessage(error)}\nYour changes are still on the page: reload the task, check them and save again.`);
        return true;
      }
      if (type !== 'DUPLICATE_LOCATION') return false;
      const taskId = duplicateLocationTaskId(error);
      nextToast += 1;
      const toastId = `duplicate-location-${nextToast}`;
      dispatchToast(
        <Toast>
          <ToastTitle action={<Button appearance="transparent" size="small" icon={<DismissRegular />} aria-label="Dismiss" onClick={() => dismissToast(toastId)} />}>{title}</ToastTitle>
          <ToastBody>{errorMessage(error)}</ToastBody>
          {taskId !== null ? (
            <ToastFooter>
              <Link href={taskPath('BRAND_GATEWAY', taskId)} target="_blank" rel="noopener">
                Open brand gateway task {taskId} <OpenRegular aria-label="opens in a new tab" />
              </Link>
            </ToastFooter>
          ) : null}
        </Toast>,
        { toastId, intent: 'error', timeout: -1, politeness: 'assertive' },
      );
      return true;
    },
    [notify, dispatchToast, dismissToast],
  );
}
