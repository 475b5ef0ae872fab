// Rescrape (spec 2, section 2.7): resolves the review by scheduling a new scrape of the menu, in debug mode when asked
// for an HTML menu (domain/debugModeScraping.ts); the new run opens a new review.
import { Checkbox } from '@fluentui/react-components';
import { useState } from 'react';
import { FormDialog } from '../../components/FormDialog';

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
  const [debug, setDebug] = useState(false);
  return (
    <FormDialog title="Rescrape menu" formLabel="Rescrape menu" submitLabel="Rescrape" busy={busy} onSubmit={() => onSubmit(offersDebugMode && debug)} onCancel={onCancel}>
      This review is resolved and the menu is scraped again with its saved instructions; the new run’s dishes come back for review. Unsaved edits on this page are not kept.
      {offersDebugMode ? <Checkbox checked={debug} onChange={(_event, data) => setDebug(data.checked === true)} label="Debug mode: render in Chromium with a screenshot per item" /> : null}
    </FormDialog>
  );
}
