// Asks before deleting a template and deletes on Yes, with the spec's notice or failure title (spec 3, section 8).
import { TEMPLATE_NOTICES } from '../../../domain/menuScrapingTemplates';
import { useNotify } from '../../app/notifications/useNotify';
import { lazyWhenOpened } from '../../components/lazyWhenOpened';
import { errorMessage } from '../../relay/errorMessage';
import { useDeleteTemplateMutation } from './useDeleteTemplateMutation';

const ConfirmDialog = lazyWhenOpened(() => import('../../components/ConfirmDialog').then((m) => m.ConfirmDialog));

export interface DeleteTemplateDialogProps {
  /** The template to delete; the dialog is open while set. */
  template: { id: string; name: string } | null;
  onClose(): void;
  onDeleted(): void;
}

export function DeleteTemplateDialog({ template, onClose, onDeleted }: DeleteTemplateDialogProps) {
  const { run, isInFlight } = useDeleteTemplateMutation();
  const notify = useNotify();

  const confirm = async () => {
    if (!template) return;
    try {
      const { deleteMenuScrapingTemplate } = await run({ id: template.id });
      notify.success(TEMPLATE_NOTICES.deleted(deleteMenuScrapingTemplate.name));
      onDeleted();
    } catch (error) {
      notify.error(TEMPLATE_NOTICES.deleteFailed, errorMessage(error));
    } finally {
      onClose();
    }
  };

  return (
    <ConfirmDialog open={template !== null} title="Delete template" busy={isInFlight} onConfirm={() => void confirm()} onCancel={onClose}>
      Are you sure you want to delete the template {template?.name}?
    </ConfirmDialog>
  );
}
