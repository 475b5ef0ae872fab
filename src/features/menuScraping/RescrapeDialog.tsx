// Rescrape: an optional comment (kept in the rescraping comments) and, for HTML menus, debug mode.
import { Button, Checkbox, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';

const useStyles = makeStyles({ content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

export interface RescrapeDialogProps {
  open: boolean;
  offersDebugMode: boolean;
  busy: boolean;
  onSubmit(values: { comment: string | null; isDebugMode: boolean }): void;
  onCancel(): void;
}

export function RescrapeDialog(props: RescrapeDialogProps) {
  // Mounted only while open, so each opening starts empty.
  return props.open ? <OpenRescrapeDialog {...props} /> : null;
}

function OpenRescrapeDialog({ offersDebugMode, busy, onSubmit, onCancel }: RescrapeDialogProps) {
  const styles = useStyles();
  const [comment, setComment] = useState('');
  const [debug, setDebug] = useState(false);
  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onCancel()}>
      <DialogSurface>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit({ comment: comment.trim() || null, isDebugMode: offersDebugMode && debug });
          }}
        >
          <DialogBody>
            <DialogTitle>Rescrape menu</DialogTitle>
            <DialogContent className={styles.content}>
              The menu is scraped again with its saved instructions; the result goes to its dish review task.
              <Field label="Rescraping comment" hint="Optional: kept in the rescraping comments history.">
                <Textarea autoFocus resize="vertical" rows={3} value={comment} onChange={(_event, data) => setComment(data.value)} />
              </Field>
              {offersDebugMode ? (
                <Checkbox checked={debug} onChange={(_event, data) => setDebug(data.checked === true)} label="Debug mode: render in Chromium with a screenshot per item" />
              ) : null}
            </DialogContent>
            <DialogActions>
              <Button type="submit" appearance="primary" disabled={busy}>
                Rescrape
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
