// Asks 'Are you sure you want to delete {name}?' and deletes on Yes, with the spec's notifications either way.
import { useNotify } from '../../app/notifications/useNotify';
import { lazyWhenOpened } from '../../components/lazyWhenOpened';
import { errorMessage } from '../../relay/errorMessage';
import { useDeleteUserMutation } from './useDeleteUserMutation';

const ConfirmDialog = lazyWhenOpened(() => import('../../components/ConfirmDialog').then((m) => m.ConfirmDialog));

export interface DeleteUserDialogProps {
  /** The user to delete; the dialog is open while set. */
  user: { id: string; name: string } | null;
  onClose(): void;
  onDeleted(): void;
}

export function DeleteUserDialog({ user, onClose, onDeleted }: DeleteUserDialogProps) {
  const [deleteUser, deleting] = useDeleteUserMutation();
  const notify = useNotify();

  const confirm = async () => {
    if (!user) return;
    try {
      const { name } = await deleteUser(user.id);
      notify.success('User deleted.', `${name} has been successfully deleted.`);
      onDeleted();
    } catch (error) {
      notify.error('User deletion failed.', errorMessage(error));
    } finally {
      onClose();
    }
  };

  return (
    <ConfirmDialog open={user !== null} title="Delete user" busy={deleting} onConfirm={() => void confirm()} onCancel={onClose}>
      Are you sure you want to delete {user?.name}?
    </ConfirmDialog>
  );
}
