// The Clone location modal (spec 2, sections 2.11 and 5): pick the target brand (searched by name, slaves left out as on
// the gateway's Change brand, the location's own brand too) and clone. 'Brand is required' without one; a refusal is
// 'Clone location failed.' with the server's message; 'Location cloned.' on success, and the caller decides where to go.
// Used by location detail and by the brand gateway's Clone column.
import { Caption1, Field, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { cloneLocationSchema } from '../../../domain/locationSchemas';
import { useNotify } from '../../app/notifications/useNotify';
import { FormDialog } from '../../components/FormDialog';
import { validateFields } from '../../components/formErrors';
import { errorMessage, graphQLErrorsOf } from '../../relay/errorMessage';
import { BrandSearchPicker } from '../brandGateway/BrandSearchPicker';
import type { BrandRef } from '../brandGateway/gatewayForm';
import { useCloneLocationMutation, type ClonedLocation } from './useCloneLocationMutation';

const useStyles = makeStyles({
  surface: { width: '520px', maxWidth: 'calc(100vw - 32px)' },
  muted: { color: tokens.colorNeutralForeground3 },
});

export interface CloneLocationDialogProps {
  open: boolean;
  location: { databaseId: number; name: string; brandId: number };
  onClose(): void;
  onCloned(clone: ClonedLocation): void;
}

export function CloneLocationDialog({ open, location, onClose, onCloned }: CloneLocationDialogProps) {
  const styles = useStyles();
  const notify = useNotify();
  const [clone, cloning] = useCloneLocationMutation();
  const [brand, setBrand] = useState<BrandRef | null>(null);
  const [error, setError] = useState<string | undefined>();

  const close = () => {
    setBrand(null);
    setError(undefined);
    onClose();
  };

  const submit = async () => {
    if (cloning) return;
    const found = await validateFields<'brandId'>(cloneLocationSchema, { locationId: location.databaseId, brandId: brand?.id ?? null } as Record<'brandId', unknown>);
    setError(found.brandId);
    if (found.brandId || !brand) return;
    try {
      const created = await clone(location.databaseId, brand.id);
      notify.success('Location cloned.', `${created.name} is now location ${created.databaseId} of ${created.brand.name}.`);
      close();
      onCloned(created);
    } catch (failure) {
      // A refusal about the brand (own brand, slave) also shows under the picker; the toast always says why.
      const brandError = graphQLErrorsOf(failure).find((payload) => payload.extensions?.field === 'brandId');
      if (brandError) setError(brandError.message);
      notify.error('Clone location failed.', errorMessage(failure));
    }
  };

  return (
    <FormDialog open={open} title="Clone location" formLabel="Clone location" submitLabel="Clone location" busy={cloning} lockWhileBusy surfaceClassName={styles.surface} onSubmit={() => void submit()} onCancel={close}>
      <Caption1 className={styles.muted}>
        {`A copy of ${location.name} (${location.databaseId}) with its H&S and place data becomes a new location of the brand you choose.`}
      </Caption1>
      <Field label="Target brand" required validationMessage={error} validationState={error ? 'error' : 'none'}>
        <BrandSearchPicker
          label="Target brand"
          value={brand}
          notRank="SLAVE"
          excludeId={location.brandId}
          placeholder="Search brands by name"
          onChange={(chosen) => {
            setBrand(chosen);
            setError(undefined);
          }}
        />
      </Field>
    </FormDialog>
  );
}
