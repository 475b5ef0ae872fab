// The additional links modal of the brand menu (spec 2, section 2.5: HTML formats): a list of URLs edited together, each
// checked as the shared schema does ('Website is required' / 'Website is not valid'); Apply takes them into the form
// only when every one passes, Cancel leaves the form as it was.
import { Button, Field, Input, Text, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState } from 'react';
import { FormDialog } from '../../components/FormDialog';
import { additionalLinkErrors, linksToApply } from './additionalLinks';

const useStyles = makeStyles({
  // Plain block flow (FormDialog's content is a column): the text, the list and 'Add link' as they always sat.
  content: { display: 'block' },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, marginBlock: tokens.spacingVerticalS },
  row: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalXS },
  grow: { flexGrow: 1, minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
});

export interface AdditionalLinksDialogProps {
  open: boolean;
  urls: readonly string[];
  onApply(urls: string[]): void;
  onClose(): void;
}

export function AdditionalLinksDialog({ open, urls, onApply, onClose }: AdditionalLinksDialogProps) {
  const styles = useStyles();
  const [draft, setDraft] = useState<string[]>([]);
  const [checked, setChecked] = useState(false);
  const last = useRef<HTMLInputElement | null>(null);

  useEffect(() => {
    if (!open) return;
    setDraft(urls.length ? [...urls] : ['']);
    setChecked(false);
  }, [open, urls]);

  const errors = checked ? additionalLinkErrors(draft) : draft.map(() => null);
  const apply = () => {
    const links = linksToApply(draft);
    if (additionalLinkErrors(links).some((error) => error !== null)) return setChecked(true);
    onApply(links);
    onClose();
  };
  const add = () => {
    setDraft((current) => [...current, '']);
    requestAnimationFrame(() => last.current?.focus());
  };

  return (
    <FormDialog open={open} title="Additional links" submitLabel="Apply" busy={false} contentClassName={styles.content} onSubmit={apply} onCancel={onClose}>
      <Text className={styles.muted}>Further pages of the brand menu the scrapers should read with it.</Text>
      <div className={styles.list}>
        {draft.map((url, index) => (
          <div className={styles.row} key={index}>
            <Field className={styles.grow} label={`Link ${index + 1}`} validationMessage={errors[index] ?? undefined} validationState={errors[index] ? 'error' : 'none'}>
              <Input
                ref={index === draft.length - 1 ? last : undefined}
                type="url"
                value={url}
                placeholder="https://"
                onChange={(_event, data) => setDraft((current) => current.map((item, at) => (at === index ? data.value : item)))}
              />
            </Field>
            <Tooltip content={`Remove link ${index + 1}`} relationship="label">
              <Button appearance="subtle" icon={<DeleteRegular />} style={{ marginTop: '24px' }} onClick={() => setDraft((current) => current.filter((_item, at) => at !== index))} />
            </Tooltip>
          </div>
        ))}
        {draft.length === 0 ? <Text className={styles.muted}>No additional links.</Text> : null}
      </div>
      <Button icon={<AddRegular />} onClick={add}>
        Add link
      </Button>
    </FormDialog>
  );
}
