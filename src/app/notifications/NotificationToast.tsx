// One notification: a title, an optional description (usually the server's message) and, for notifications that stay,
// a dismiss button.
import { Button, Toast, ToastBody, ToastTitle, makeStyles, tokens, useToastController } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { APP_TOASTER_ID } from './toasterId';

const useStyles = makeStyles({
  body: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: tokens.colorNeutralForeground2 },
});

export interface NotificationToastProps {
  toastId: string;
  title: string;
  description?: string;
  dismissible: boolean;
}

export function NotificationToast({ toastId, title, description, dismissible }: NotificationToastProps) {
  const styles = useStyles();
  const { dismissToast } = useToastController(APP_TOASTER_ID);
  return (
    <Toast>
      <ToastTitle
        action={
          dismissible ? (
            <Button appearance="transparent" size="small" icon={<DismissRegular />} aria-label="Dismiss" onClick={() => dismissToast(toastId)} />
          ) : undefined
        }
      >
        {title}
      </ToastTitle>
      {description ? <ToastBody className={styles.body}>{description}</ToastBody> : null}
    </Toast>
  );
}
