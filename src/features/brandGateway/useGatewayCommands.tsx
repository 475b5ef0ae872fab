// The gateway editor's keyboard and palette: go to the locations table (then j/k between rows), include the active row,
// exclude it (opens its exclusion reason), and the New brand modal. Save and Done are the frame's (ctrl/cmd+shift+s,
// ctrl/cmd+enter). The locations table registers what acts on its active row in `locationKeys`.
import { useMemo, useRef, useState } from 'react';
import { useRegisterCommands, type Command } from '../../app/commands/useRegisterCommands';
import { useShortcut } from '../../app/commands/useShortcut';
import { lazyWhenOpened } from '../../components/lazyWhenOpened';

// The brands screen's New brand dialog (name, website, additional URLs; 'Brand created.'), the same modal the spec names here.
const NewBrandDialog = lazyWhenOpened(() => import('../brands/BrandCreateDialog').then((m) => m.BrandCreateDialog));

const GROUP = 'Brand gateway';

export interface LocationKeyboard {
  focusTable(): void;
  includeActive(): void;
  excludeActive(): void;
}

export function useGatewayCommands() {
  const [newBrandOpen, setNewBrandOpen] = useState(false);
  const locationKeys = useRef<LocationKeyboard | null>(null);
  const keys = {
    focus: () => locationKeys.current?.focusTable(),
    include: () => locationKeys.current?.includeActive(),
    exclude: () => locationKeys.current?.excludeActive(),
    newBrand: () => setNewBrandOpen(true),
  };

  useShortcut('l', keys.focus, { description: 'Go to the locations table', group: GROUP });
  useShortcut('i', keys.include, { description: 'Include the active location', group: GROUP });
  useShortcut('x', keys.exclude, { description: 'Exclude the active location (choose its reason)', group: GROUP });
  useShortcut('n', keys.newBrand, { description: 'New brand', group: GROUP });

  const commands = useMemo<Command[]>(
    () => [
      { id: 'gateway.locations', title: 'Go to the locations table', keywords: ['rows'], group: GROUP, shortcut: 'L', run: keys.focus },
      { id: 'gateway.include', title: 'Include the active location', keywords: ['inclusion'], group: GROUP, shortcut: 'I', run: keys.include },
      { id: 'gateway.exclude', title: 'Exclude the active location', keywords: ['exclusion reason'], group: GROUP, shortcut: 'X', run: keys.exclude },
      { id: 'gateway.newBrand', title: 'New brand', keywords: ['create'], group: GROUP, shortcut: 'N', run: keys.newBrand },
    ],
    // The handlers read the ref at run time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  useRegisterCommands(commands);

  return {
    locationKeys,
    openNewBrand: keys.newBrand,
    dialogs: <NewBrandDialog open={newBrandOpen} onClose={() => setNewBrandOpen(false)} onCreated={() => undefined} />,
  };
}

export type GatewayCommands = ReturnType<typeof useGatewayCommands>;
