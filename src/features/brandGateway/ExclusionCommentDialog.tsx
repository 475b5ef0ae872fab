// The exclusion comment modal (spec 2, section 2.3): opened when MISC is chosen, or to edit the comment; a comment is
// required ('Exclusion comment is required', domain/brandGatewaySchemas.ts).
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Textarea } from '@fluentui/react-components';
import { useEffect, useState, type FormEvent } from 'react';
import { exclusionCommentSchema, firstError } from '../../../domain/brandGatewaySchemas';

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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = firstError(exclusionCommentSchema, { comment });
    setError(problem);
    if (!problem) onSave(comment.trim());
  };
  return (
    <Dialog open={open} onOpenChange={(_event, data) => !data.open && onCancel()}>
      <DialogSurface>
        <form onSubmit={submit} noValidate aria-label="Exclusion comment">
          <DialogBody>
            <DialogTitle>Exclusion comment</DialogTitle>
            <DialogContent>
              <Field label="Comment" required validationMessage={error ?? undefined} validationState={error ? 'error' : 'none'}>
                <Textarea value={comment} autoFocus resize="vertical" rows={4} onChange={(_event, data) => setComment(data.value)} />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button type="submit" appearance="primary">
                Save comment
              </Button>
              <Button type="button" onClick={onCancel}>
                Cancel
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
