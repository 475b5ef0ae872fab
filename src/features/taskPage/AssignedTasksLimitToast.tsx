// The MAX_ASSIGNED_DEFINITION_TASK_LIMIT_REACHED notification: the server's message and, per task type, a link to the
// person's assigned tasks in the new, in-progress and reopened statuses. Stays until dismissed, like every error.
import { Button, Link, Toast, ToastBody, ToastTitle, makeStyles, tokens, useToastController } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import type { MouseEvent } from 'react';
import { APP_TOASTER_ID } from '../../app/notifications/toasterId';
import type { AssignedTasksLink } from './taskPageLogic';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, color: tokens.colorNeutralForeground2 },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
  counts: { color: tokens.colorNeutralForeground3 },
});

export interface AssignedTasksLimitToastProps {
  toastId: string;
  title: string;
  message: string;
  links: AssignedTasksLink[];
  onOpen(path: string): void;
}

export function AssignedTasksLimitToast({ toastId, title, message, links, onOpen }: AssignedTasksLimitToastProps) {
  const styles = useStyles();
  const { dismissToast } = useToastController(APP_TOASTER_ID);
  const open = (event: MouseEvent<HTMLAnchorElement>, path: string) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    dismissToast(toastId);
    onOpen(path);
  };
  return (
    <Toast>
      <ToastTitle action={<Button appearance="transparent" size="small" icon={<DismissRegular />} aria-label="Dismiss" onClick={() => dismissToast(toastId)} />}>
        {title}
      </ToastTitle>
      <ToastBody>
        <div className={styles.body}>
          <span>{message}</span>
          <span>Your assigned tasks:</span>
          <ul className={styles.list}>
            {links.map((link) => (
              <li key={link.type}>
                <Link href={link.path} onClick={(event) => open(event, link.path)}>
                  {link.label}
                </Link>
                {link.counts && <span className={styles.counts}> ({link.counts})</span>}
              </li>
            ))}
          </ul>
        </div>
      </ToastBody>
    </Toast>
  );
}
