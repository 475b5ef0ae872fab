// The exclusion comment modal (spec 2, section 2.3): opened when MISC is chosen, or to edit the comment; a comment is
// required ('Exclusion comment is required', domain/brandGatewaySchemas.ts).
import { Field, Textarea } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { exclusionCommentSchema, firstError } from '../../../domain/brandGatewaySchemas';
import { FormDialog } from '../../components/FormDialog';

export interface ExclusionCommentDialogProps {
  open: boolean;
  initial: string;
  onSave(comment: string): void;
  onCancel(): void;
}

export function ExclusionCommentDialog({ open, initial, onSave, onCancel }: ExclusionCommentDialogProps) {
  const [comment, setComment] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setComment(initial);
      setError(null);
    }
  }, [open, initial]);
  const submit = () => {
    const problem = firstError(exclusionCommentSchema, { comment });
    setError(problem);
    if (!problem) onSave(comment.trim());
  };
  return (
    <FormDialog open={open} title="Exclusion comment" formLabel="Exclusion comment" submitLabel="Save comment" busy={false} onSubmit={submit} onCancel={onCancel}>
      <Field label="Comment" required validationMessage={error ?? undefined} validationState={error ? 'error' : 'none'}>
        <Textarea value={comment} autoFocus resize="vertical" rows={4} onChange={(_event, data) => setComment(data.value)} />
      </Field>
    </FormDialog>
  );
}
