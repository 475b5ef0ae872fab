// Reject crawl: the required comment ('Crawling rejection comment is required.', the shared schema's check), shown
// under the field when the person tries to reject without one.
import { Field, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import { FormDialog } from '../../../components/FormDialog';
import { checkCrawlingRejectionComment } from './crawlingRejectionComment';

export interface RejectCrawlDialogProps {
  open: boolean;
  busy: boolean;
  onSubmit(comment: string): void;
  onCancel(): void;
}

export function RejectCrawlDialog(props: RejectCrawlDialogProps) {
  // Mounted only while open, so each opening starts empty.
  return props.open ? <OpenRejectCrawlDialog {...props} /> : null;
}

function OpenRejectCrawlDialog({ busy, onSubmit, onCancel }: RejectCrawlDialogProps) {
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <FormDialog
      title="Reject crawl"
      submitLabel="Reject crawl"
      busy={busy}
      onSubmit={() => {
        const checked = checkCrawlingRejectionComment(comment);
        if (checked.ok) onSubmit(checked.comment);
        else setError(checked.message);
      }}
      onCancel={onCancel}
    >
      The files the crawl found are not this menu. Rejecting resolves the task and keeps the files’ choices; the menu
      becomes crawl rejected.
      <Field label="Crawling rejection comment" required validationMessage={error ?? undefined} validationState={error ? 'error' : 'none'}>
        <Textarea
          autoFocus
          resize="vertical"
          rows={4}
          value={comment}
          onChange={(_event, data) => {
            setComment(data.value);
            setError(null);
          }}
        />
      </Field>
    </FormDialog>
  );
}
