// Notifications as the spec wants them (section 8): errors and warnings stay until dismissed, successes close by
// themselves after about four seconds. Title plus, for errors, the server's message as description.
import { useToastController, type ToastIntent } from '@fluentui/react-components';
import { createElement, useMemo } from 'react';
import { APP_TOASTER_ID } from './toasterId';

// The toast's own parts (Fluent's Toast, title and body) load with the first notification, not with every page that
// may send one; notifications sent meanwhile keep their order (one shared load).
let notificationToast: Promise<typeof import('./NotificationToast')> | undefined;
const loadNotificationToast = () => {
  notificationToast ??= import('./NotificationToast');
  notificationToast.catch(() => (notificationToast = undefined));
  return notificationToast;
};

export const SUCCESS_TIMEOUT_MS = 4000;

export interface Notify {
  success(title: string, description?: string): void;
  error(title: string, description?: string): void;
  warning(title: string, description?: string): void;
}

let nextToastNumber = 0;

export function useNotify(): Notify {
  const { dispatchToast } = useToastController(APP_TOASTER_ID);
  return useMemo(() => {
    const show = (intent: ToastIntent, title: string, description?: string) => {
      nextToastNumber += 1;
      const toastId = `notification-${nextToastNumber}`;
      const stays = intent !== 'success';
      void loadNotificationToast().then(({ NotificationToast }) =>
        dispatchToast(createElement(NotificationToast, { toastId, title, description, dismissible: stays }), {
          toastId,
          intent,
          timeout: stays ? -1 : SUCCESS_TIMEOUT_MS,
          politeness: intent === 'error' ? 'assertive' : 'polite',
        }),
      );
    };
    return {
      success: (title, description) => show('success', title, description),
      error: (title, description) => show('error', title, description),
      warning: (title, description) => show('warning', title, description),
    };
  }, [dispatchToast]);
}
