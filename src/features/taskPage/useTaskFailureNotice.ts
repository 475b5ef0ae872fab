// The notification of a failed task action: the spec's title and the server's message; the assignment limit lists the
// person's tasks with links (AssignedTasksLimitToast).
import { useToastController } from '@fluentui/react-components';
import { createElement, useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { APP_TOASTER_ID } from '../../app/notifications/toasterId';
import { useNotify } from '../../app/notifications/useNotify';
import { useSession } from '../../app/session/useSession';
import { errorMessage, errorType, graphQLErrorsOf } from '../../relay/errorMessage';
import { AssignedTasksLimitToast } from './AssignedTasksLimitToast';
import type { TaskPageKind } from './taskKindBySlug';
import { assignedTasksLinks } from './taskPageLogic';

export function useTaskFailureNotice(kind: TaskPageKind): (title: string, error: unknown) => void {
  const { user } = useSession();
  const notify = useNotify();
  const { dispatchToast } = useToastController(APP_TOASTER_ID);
  const navigate = useNavigate();
  return useCallback(
    (title: string, error: unknown) => {
      if (errorType(error) === 'MAX_ASSIGNED_DEFINITION_TASK_LIMIT_REACHED' && user) {
        const extensions = graphQLErrorsOf(error).find((payload) => payload.extensions?.type === 'MAX_ASSIGNED_DEFINITION_TASK_LIMIT_REACHED')?.extensions;
        const toastId = `assigned-tasks-limit-${Date.now()}`;
        dispatchToast(
          createElement(AssignedTasksLimitToast, {
            toastId,
            title,
            message: errorMessage(error),
            links: assignedTasksLinks(extensions, user.databaseId, kind.type),
            onOpen: (path: string) => void navigate(path),
          }),
          { toastId, intent: 'error', timeout: -1, politeness: 'assertive' },
        );
        return;
      }
      notify.error(title, errorMessage(error));
    },
    [user, notify, dispatchToast, navigate, kind.type],
  );
}
