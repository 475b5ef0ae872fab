// The New brand dialog of /brands (spec 2, section 2.9): name, website and a list of additional URLs, checked with the
// spec's messages (domain/brandSchemas.ts, the same schema the API uses); 'Brand created.' and then the new brand opens.
import { Button, Caption1, Field, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { createBrandSchema } from '../../../domain/brandSchemas';
import { useNotify } from '../../app/notifications/useNotify';
import { FormDialog } from '../../components/FormDialog';
import { validateFields } from '../../components/formErrors';
import { errorMessage, graphQLErrorsOf } from '../../relay/errorMessage';
import { NEW_BRAND_VALUES, type NewBrandValues } from './brandFormValues';
import { useCreateBrandMutation } from './useCreateBrandMutation';

const useStyles = makeStyles({
  surface: { width: '560px', maxWidth: 'calc(100vw - 32px)' },
  urls: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  urlRow: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  urlField: { flexGrow: 1 },
  // Level with the input under the field's label.
  remove: { marginTop: tokens.spacingVerticalXXL },
  add: { alignSelf: 'flex-start' },
  urlsHead: { display: 'flex', flexDirection: 'column' },
  muted: { color: tokens.colorNeutralForeground3 },
});

export interface BrandCreateDialogProps {
  open: boolean;
  onClose(): void;
  onCreated(databaseId: number): void;
}

type Errors = Partial<Record<string, string>>;

export function BrandCreateDialog({ open, onClose, onCreated }: BrandCreateDialogProps) {
  const styles = useStyles();
  const [values, setValues] = useState<NewBrandValues>(NEW_BRAND_VALUES);
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const [create, saving] = useCreateBrandMutation();
  const notify = useNotify();

  const check = async (next: NewBrandValues) => setErrors(await validateFields<string>(createBrandSchema, next as unknown as Record<string, unknown>));
  const change = (next: NewBrandValues) => {
    setValues(next);
    if (submitted) void check(next);
  };
  const close = () => {
    setValues(NEW_BRAND_VALUES);
    setErrors({});
    setSubmitted(false);
    onClose();
  };

  const submit = async () => {
    if (saving) return;
    setSubmitted(true);
    const found = await validateFields<string>(createBrandSchema, values as unknown as Record<string, unknown>);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      const created = await create(values);
      notify.success('Brand created.', `${created.name} has been successfully created.`);
      close();
      onCreated(created.databaseId);
    } catch (error) {
      // A refusal naming a field (the API's validation errors) shows under it; anything else in a toast.
      const fieldErrors: Errors = {};
      for (const payload of graphQLErrorsOf(error)) {
        const field = payload.extensions?.field;
        if (typeof field === 'string' && (field === 'name' || field === 'website' || field.startsWith('additionalUrls'))) fieldErrors[field] ??= payload.message;
      }
      if (Object.keys(fieldErrors).length) setErrors(fieldErrors);
      else notify.error('Create brand failed.', errorMessage(error));
    }
  };

  const setUrl = (index: number, url: string) => change({ ...values, additionalUrls: values.additionalUrls.map((current, at) => (at === index ? url : current)) });
  const removeUrl = (index: number) => change({ ...values, additionalUrls: values.additionalUrls.filter((_url, at) => at !== index) });
  const state = (field: string) => (errors[field] ? 'error' : 'none');

  return (
    <FormDialog open={open} title="New brand" formLabel="New brand" submitLabel="Create brand" busy={saving} lockWhileBusy surfaceClassName={styles.surface} onSubmit={() => void submit()} onCancel={close}>
      <Field label="Name" required validationMessage={errors.name} validationState={state('name')}>
        <Input value={values.name} autoFocus autoComplete="off" onChange={(_event, data) => change({ ...values, name: data.value })} />
      </Field>
      <Field label="Website" required validationMessage={errors.website} validationState={state('website')} hint="The brand's own site, starting with https://">
        <Input type="url" value={values.website} autoComplete="off" placeholder="https://" onChange={(_event, data) => change({ ...values, website: data.value })} />
      </Field>
      <div className={styles.urls} role="group" aria-labelledby="new-brand-additional-urls">
        <div className={styles.urlsHead}>
          <Text id="new-brand-additional-urls" weight="semibold">
            Additional URLs
          </Text>
          <Caption1 className={styles.muted}>Other pages of the brand's site, such as its menu or a second domain.</Caption1>
        </div>
        {values.additionalUrls.map((url, index) => (
          <div key={index} className={styles.urlRow}>
            <Field
              className={styles.urlField}
              label={`Additional URL ${index + 1}`}
              validationMessage={errors[`additionalUrls[${index}]`]}
              validationState={state(`additionalUrls[${index}]`)}
            >
              <Input type="url" value={url} autoComplete="off" placeholder="https://" onChange={(_event, data) => setUrl(index, data.value)} />
            </Field>
            <Button appearance="subtle" icon={<DeleteRegular />} aria-label={`Remove additional URL ${index + 1}`} className={styles.remove} onClick={() => removeUrl(index)} />
          </div>
        ))}
        <Button className={styles.add} appearance="secondary" size="small" icon={<AddRegular />} onClick={() => change({ ...values, additionalUrls: [...values.additionalUrls, ''] })}>
          Add additional URL
        </Button>
      </div>
    </FormDialog>
  );
}
