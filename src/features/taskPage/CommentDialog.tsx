// A modal asking for an optional comment before an action (miscellaneous verification).
import { Field, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import { FormDialog } from '../../components/FormDialog';

export interface CommentDialogProps {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  initialComment?: string | null;
  busy?: boolean;
  onSubmit(comment: string | null): void;
  onCancel(): void;
}

export function CommentDialog(props: CommentDialogProps) {
  // Mounted only while open, so each opening starts from the stored comment.
  return props.open ? <OpenCommentDialog {...props} /> : null;
}

function OpenCommentDialog({ title, description, confirmLabel, initialComment, busy = false, onSubmit, onCancel }: CommentDialogProps) {
  const [comment, setComment] = useState(initialComment ?? '');
  return (
    <FormDialog title={title} submitLabel={confirmLabel} busy={busy} onSubmit={() => onSubmit(comment.trim() ? comment.trim() : null)} onCancel={onCancel}>
      {description}
      <Field label="Comment" hint="Optional">
        <Textarea autoFocus resize="vertical" rows={4} value={comment} onChange={(_event, data) => setComment(data.value)} />
      </Field>
    </FormDialog>
  );
}
