// Rescrape: an optional comment (kept in the rescraping comments) and, for HTML menus, debug mode.
import { Checkbox, Field, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import { FormDialog } from '../../components/FormDialog';

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
  const [comment, setComment] = useState('');
  const [debug, setDebug] = useState(false);
  return (
    <FormDialog
      title="Rescrape menu"
      submitLabel="Rescrape"
      busy={busy}
      onSubmit={() => onSubmit({ comment: comment.trim() || null, isDebugMode: offersDebugMode && debug })}
      onCancel={onCancel}
    >
      The menu is scraped again with its saved instructions; the result goes to its dish review task.
      <Field label="Rescraping comment" hint="Optional: kept in the rescraping comments history.">
        <Textarea autoFocus resize="vertical" rows={3} value={comment} onChange={(_event, data) => setComment(data.value)} />
      </Field>
      {offersDebugMode ? <Checkbox checked={debug} onChange={(_event, data) => setDebug(data.checked === true)} label="Debug mode: render in Chromium with a screenshot per item" /> : null}
    </FormDialog>
  );
}
