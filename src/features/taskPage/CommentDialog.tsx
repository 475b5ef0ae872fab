// A modal asking for an optional comment before an action (miscellaneous verification).
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';

const useStyles = makeStyles({ content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

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
  const styles = useStyles();
  const [comment, setComment] = useState(initialComment ?? '');
  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onCancel()}>
      <DialogSurface>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit(comment.trim() ? comment.trim() : null);
          }}
        >
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.content}>
              {description}
              <Field label="Comment" hint="Optional">
                <Textarea autoFocus resize="vertical" rows={4} value={comment} onChange={(_event, data) => setComment(data.value)} />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button type="submit" appearance="primary" disabled={busy}>
                {confirmLabel}
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
