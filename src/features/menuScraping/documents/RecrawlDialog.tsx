// Recrawl: crawl the menu's site again, optionally with the fallback settings (broader link rules: any document link,
// one level deeper, no 'menu' word needed).
import { Button, Checkbox, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';

const useStyles = makeStyles({ content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

export interface RecrawlDialogProps {
  open: boolean;
  busy: boolean;
  /** The last crawl's setting, the starting point. */
  lastUsedFallbackSettings: boolean;
  onSubmit(useFallbackSettings: boolean): void;
  onCancel(): void;
}

export function RecrawlDialog(props: RecrawlDialogProps) {
  return props.open ? <OpenRecrawlDialog {...props} /> : null;
}

function OpenRecrawlDialog({ busy, lastUsedFallbackSettings, onSubmit, onCancel }: RecrawlDialogProps) {
  const styles = useStyles();
  const [fallback, setFallback] = useState(lastUsedFallbackSettings);
  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onCancel()}>
      <DialogSurface>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit(fallback);
          }}
        >
          <DialogBody>
            <DialogTitle>Recrawl menu</DialogTitle>
            <DialogContent className={styles.content}>
              The menu’s site is crawled again for its menu files. The task is resolved now and reopens when the crawl has
              found the files.
              <Checkbox checked={fallback} onChange={(_event, data) => setFallback(data.checked === true)} label="Use fallback settings" />
            </DialogContent>
            <DialogActions>
              <Button type="submit" appearance="primary" disabled={busy}>
                Recrawl
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
