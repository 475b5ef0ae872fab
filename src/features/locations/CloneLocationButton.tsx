// A location's Clone button with its modal, for tables of locations (the brand gateway's Clone column): shown only to
// holders of location.clone. After cloning the page stays where it is, so a task being worked keeps its edits; the
// notification names the new location and its brand.
import { Button, Tooltip } from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useSession } from '../../app/session/useSession';
import { lazyWhenOpened } from '../../components/lazyWhenOpened';

const CloneLocationDialog = lazyWhenOpened(() => import('./CloneLocationDialog').then((m) => m.CloneLocationDialog));

export interface CloneLocationButtonProps {
  location: { databaseId: number; name: string; brandId: number };
  size?: 'small' | 'medium';
}

export function CloneLocationButton({ location, size = 'small' }: CloneLocationButtonProps) {
  const { can } = useSession();
  const [open, setOpen] = useState(false);
  if (!can('location.clone')) return null;
  return (
    <>
      <Tooltip content="Clone this location into another brand" relationship="description">
        <Button size={size} appearance="subtle" icon={<CopyRegular />} aria-label={`Clone location ${location.databaseId}`} onClick={() => setOpen(true)} />
      </Tooltip>
      <CloneLocationDialog open={open} location={location} onClose={() => setOpen(false)} onCloned={() => setOpen(false)} />
    </>
  );
}
