// Rescrape (spec 2, section 2.7): resolves the review by scheduling a new scrape of the menu, in debug mode when asked
// for an HTML menu (domain/debugModeScraping.ts); the new run opens a new review.
import { Button, Checkbox, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';

const useStyles = makeStyles({ content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

export interface RescrapeReviewDialogProps {
  open: boolean;
  offersDebugMode: boolean;
  busy: boolean;
  onSubmit(isDebugModeScraping: boolean): void;
  onCancel(): void;
}

export function RescrapeReviewDialog(props: RescrapeReviewDialogProps) {
  return props.open ? <OpenRescrapeReviewDialog {...props} /> : null;
}

function OpenRescrapeReviewDialog({ offersDebugMode, busy, onSubmit, onCancel }: RescrapeReviewDialogProps) {
  const styles = useStyles();
  const [debug, setDebug] = useState(false);
  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onCancel()}>
      <DialogSurface>
        <form
          aria-label="Rescrape menu"
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit(offersDebugMode && debug);
          }}
        >
          <DialogBody>
            <DialogTitle>Rescrape menu</DialogTitle>
            <DialogContent className={styles.content}>
              This review is resolved and the menu is scraped again with its saved instructions; the new run’s dishes come back for review. Unsaved edits on this page are not
              kept.
              {offersDebugMode ? <Checkbox checked={debug} onChange={(_event, data) => setDebug(data.checked === true)} label="Debug mode: render in Chromium with a screenshot per item" /> : null}
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
