// A modal dialog around a form: a title, its content, a primary submit button and Cancel. Enter submits; Escape, the
// backdrop and Cancel call onCancel. The form is never checked by the browser (noValidate): callers check with the
// spec's messages and show them under their fields. Most callers keep the form's state and mount the dialog only while
// it is open, so each opening starts afresh; a caller that stays mounted passes `open`.
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Spinner, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({ content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

export interface FormDialogProps {
  /** Whether the dialog shows (open by default, for callers that mount it only while open). */
  open?: boolean;
  title: string;
  submitLabel: string;
  /** The form's accessible name (none by default). */
  formLabel?: string;
  /** Disables the submit button while the action runs. */
  busy: boolean;
  /** While busy, the submit button also shows a spinner and Cancel is disabled (dialogs that run the action themselves). */
  lockWhileBusy?: boolean;
  /** Classes for the surface (a width) and the content (added to its column layout). */
  surfaceClassName?: string;
  contentClassName?: string;
  onSubmit(): void;
  onCancel(): void;
  children: ReactNode;
}

export function FormDialog({ open = true, title, submitLabel, formLabel, busy, lockWhileBusy = false, surfaceClassName, contentClassName, onSubmit, onCancel, children }: FormDialogProps) {
  const styles = useStyles();
  const locked = lockWhileBusy && busy;
  return (
    <Dialog open={open} onOpenChange={(_event, data) => !data.open && onCancel()}>
      <DialogSurface className={surfaceClassName}>
        <form
          noValidate
          aria-label={formLabel}
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={mergeClasses(styles.content, contentClassName)}>{children}</DialogContent>
            <DialogActions>
              <Button type="submit" appearance="primary" disabled={busy} icon={locked ? <Spinner size="tiny" /> : undefined}>
                {submitLabel}
              </Button>
              <Button type="button" onClick={onCancel} disabled={locked}>
                Cancel
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
