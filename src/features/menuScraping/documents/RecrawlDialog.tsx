// Recrawl: crawl the menu's site again, optionally with the fallback settings (broader link rules: any document link,
// one level deeper, no 'menu' word needed).
import { Checkbox } from '@fluentui/react-components';
import { useState } from 'react';
import { FormDialog } from '../../../components/FormDialog';

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
  const [fallback, setFallback] = useState(lastUsedFallbackSettings);
  return (
    <FormDialog title="Recrawl menu" submitLabel="Recrawl" busy={busy} onSubmit={() => onSubmit(fallback)} onCancel={onCancel}>
      The menu’s site is crawled again for its menu files. The task is resolved now and reopens when the crawl has found the files.
      <Checkbox checked={fallback} onChange={(_event, data) => setFallback(data.checked === true)} label="Use fallback settings" />
    </FormDialog>
  );
}
