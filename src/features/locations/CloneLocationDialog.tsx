// The Clone location modal (spec 2, sections 2.11 and 5): pick the target brand (searched by name, slaves left out as on
// the gateway's Change brand, the location's own brand too) and clone. 'Brand is required' without one; a refusal is
// 'Clone location failed.' with the server's message; 'Location cloned.' on success, and the caller decides where to go.
// Used by location detail and by the brand gateway's Clone column.
import { Button, Caption1, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { cloneLocationSchema } from '../../../domain/locationSchemas';
import { useNotify } from '../../app/notifications/useNotify';
import { validateFields } from '../../components/formErrors';
import { errorMessage, graphQLErrorsOf } from '../../relay/errorMessage';
import { BrandSearchPicker } from '../brandGateway/BrandSearchPicker';
import type { BrandRef } from '../brandGateway/gatewayForm';
import { useCloneLocationMutation, type ClonedLocation } from './useCloneLocationMutation';

const useStyles = makeStyles({
  surface: { width: '520px', maxWidth: 'calc(100vw - 32px)' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
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
    <Dialog open={open} onOpenChange={(_event, data) => !data.open && close()}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Clone location">
          <DialogBody>
            <DialogTitle>Clone location</DialogTitle>
            <DialogContent className={styles.form}>
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
            </DialogContent>
            <DialogActions>
              <Button type="submit" appearance="primary" disabled={cloning} icon={cloning ? <Spinner size="tiny" /> : undefined}>
                Clone location
              </Button>
              <Button type="button" onClick={close} disabled={cloning}>
                Cancel
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
