// A modal dialog around a form: a title, its content, a primary submit button and Cancel. Enter submits; Escape, the
// backdrop and Cancel call onCancel. The caller keeps the form's state and mounts the dialog only while it is open, so
// each opening starts afresh.
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({ content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

export interface FormDialogProps {
  title: string;
  submitLabel: string;
  /** The form's accessible name (none by default). */
  formLabel?: string;
  /** Disables the submit button while the action runs. */
  busy: boolean;
  onSubmit(): void;
  onCancel(): void;
  children: ReactNode;
}

export function FormDialog({ title, submitLabel, formLabel, busy, onSubmit, onCancel, children }: FormDialogProps) {
  const styles = useStyles();
  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onCancel()}>
      <DialogSurface>
        <form
          aria-label={formLabel}
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.content}>{children}</DialogContent>
            <DialogActions>
              <Button type="submit" appearance="primary" disabled={busy}>
                {submitLabel}
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
