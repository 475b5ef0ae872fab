// A refused gateway save or resolve (spec 2, section 8): the spec's title with the server's message. A location already
// in another brand (DUPLICATE_LOCATION) links to that brand's gateway task, opened in a new tab so the changes here
// stay. A stale write (CONFLICT) is taskEditors/useStaleSave's; anything else is the frame's.
import { Link, Toast, ToastBody, ToastFooter, ToastTitle, Button, useToastController } from '@fluentui/react-components';
import { DismissRegular, OpenRegular } from '@fluentui/react-icons';
import { useCallback } from 'react';
import { APP_TOASTER_ID } from '../../app/notifications/toasterId';
import { errorMessage, errorType } from '../../relay/errorMessage';
import { taskPath } from '../taskPage/taskPageLogic';
import { duplicateLocationTaskId } from './gatewayErrors';

let nextToast = 0;

export function useGatewayFailure(): (title: string, error: unknown) => boolean {
  const { dispatchToast, dismissToast } = useToastController(APP_TOASTER_ID);
  return useCallback(
    (title: string, error: unknown) => {
      if (errorType(error) !== 'DUPLICATE_LOCATION') return false;
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
    [dispatchToast, dismissToast],
  );
}
