// Reject crawl: the required comment ('Crawling rejection comment is required.', the shared schema's check), shown
// under the field when the person tries to reject without one.
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { checkCrawlingRejectionComment } from './crawlingRejectionComment';

const useStyles = makeStyles({ content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

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
  const styles = useStyles();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onCancel()}>
      <DialogSurface>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const checked = checkCrawlingRejectionComment(comment);
            if (checked.ok) onSubmit(checked.comment);
            else setError(checked.message);
          }}
        >
          <DialogBody>
            <DialogTitle>Reject crawl</DialogTitle>
            <DialogContent className={styles.content}>
              The files the crawl found are not this menu. Rejecting resolves the task and keeps the files’ choices; the
              menu becomes crawl rejected.
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
            </DialogContent>
            <DialogActions>
              <Button type="submit" appearance="primary" disabled={busy}>
                Reject crawl
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
