// The form check's notifications (spec 2, section 5: 'Validation errors are shown one per notification'): each check
// replaces the last check's notifications, so the person sees this attempt's errors only.
import { useToastController } from '@fluentui/react-components';
import { createElement, useCallback, useRef } from 'react';
import { NotificationToast } from '../../app/notifications/NotificationToast';
import { APP_TOASTER_ID } from '../../app/notifications/toasterId';

export function useCheckNotifications(prefix: string): (messages: readonly string[]) => void {
  const { dispatchToast, dismissToast } = useToastController(APP_TOASTER_ID);
  const shown = useRef<string[]>([]);
  return useCallback(
    (messages: readonly string[]) => {
      for (const toastId of shown.current.splice(0)) dismissToast(toastId);
      for (const [index, message] of messages.entries()) {
        const toastId = `${prefix}-check-${Date.now()}-${index}`;
        shown.current.push(toastId);
        dispatchToast(createElement(NotificationToast, { toastId, title: message, dismissible: true }), { toastId, intent: 'error', timeout: -1, politeness: 'assertive' });
      }
    },
    [prefix, dispatchToast, dismissToast],
  );
}
