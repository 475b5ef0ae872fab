// The keyboard layer of the signed-in app: the command palette (ctrl+K / cmd+K), the shortcuts dialog ('?'), jump
// shortcuts to each area ('g u', ...) and the context that lets the shell open both. The palette (cmdk) and the dialog
// load in their own chunks (the palette once the page is idle, the sheet when first opened): no first screen shows
// them.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../session/useSession';
import { visibleAreas, type Area } from '../navigation/areas';
import { CommandCenterContext, type CommandCenter as CommandCenterValue } from './commandCenterContext';
import { PALETTE_SHORTCUT, SHORTCUTS_DIALOG_SHORTCUT } from './paletteShortcut';
import type { Command, ShortcutDescription } from './commandTypes';
import { useRegisteredCommands } from './useRegisterCommands';
import { useRegisteredCommandSources } from './useRegisterCommandSource';
import { sheetShortcuts } from './shortcutSheet';
import { useShortcut, useShortcutDescriptions } from './useShortcut';
import { lazyWhenOpened } from '../../components/lazyWhenOpened';
import { reportCommands } from '../../features/reports/reportCommands';

const CommandPalette = lazyWhenOpened(() => import('./CommandPalette').then((m) => m.CommandPalette));
const ShortcutsDialog = lazyWhenOpened(() => import('./ShortcutsDialog').then((m) => m.ShortcutsDialog));

function AreaShortcut({ area, onGo }: { area: Area; onGo(path: string): void }) {
  useShortcut(area.goShortcut ?? '', () => onGo(area.path), {
    description: `Go to ${area.label}`,
    group: 'Navigation',
    enabled: Boolean(area.goShortcut),
  });
  return null;
}

export function CommandCenter({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { permissions } = useSession();
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const areas = useMemo(() => visibleAreas(permissions), [permissions]);
  const registered = useRegisteredCommands();
  const sources = useRegisteredCommandSources();
  const described = useShortcutDescriptions();

  // The palette is the keyboard's way around: fetch it once the first screen has settled, before anyone asks for it.
  useEffect(() => CommandPalette.preloadWhenIdle(), []);

  useShortcut(PALETTE_SHORTCUT, () => setPaletteOpen((open) => !open), { description: 'Open the command palette', group: 'General' });
  useShortcut(SHORTCUTS_DIALOG_SHORTCUT, () => setShortcutsOpen(true), { description: 'Show keyboard shortcuts', group: 'General' });

  const center = useMemo<CommandCenterValue>(
    () => ({ openPalette: () => setPaletteOpen(true), openShortcuts: () => setShortcutsOpen(true) }),
    [],
  );

  const commands = useMemo<Command[]>(() => {
    const goTo: Command[] = areas.map((area) => ({
      id: `go-${area.key}`,
      title: `Go to ${area.label}`,
      group: 'Navigation',
      shortcut: area.goShortcut,
      keywords: area.keywords,
      run: () => navigate(area.path),
    }));
    const general: Command[] = [
      { id: 'keyboard-shortcuts', title: 'Keyboard shortcuts', group: 'General', shortcut: SHORTCUTS_DIALOG_SHORTCUT, keywords: ['help', 'keys'], run: () => setShortcutsOpen(true) },
      { id: 'sign-out', title: 'Sign out', group: 'General', keywords: ['logout', 'log out'], run: () => navigate('/account/logout') },
    ];
    // Each report tab the person may open, from anywhere (spec 3, section 2).
    const reports = reportCommands(permissions, (path) => void navigate(path));
    return [...registered, ...goTo, ...reports, ...general];
  }, [areas, registered, navigate, permissions]);

  const shortcuts = useMemo<ShortcutDescription[]>(() => sheetShortcuts(described, registered), [described, registered]);

  return (
    <CommandCenterContext.Provider value={center}>
      {areas.map((area) => (area.goShortcut ? <AreaShortcut key={area.key} area={area} onGo={navigate} /> : null))}
      {children}
      <CommandPalette open={paletteOpen} onOpenChange={setPaletteOpen} commands={commands} sources={sources} onOpenPath={navigate} />
      <ShortcutsDialog open={shortcutsOpen} onOpenChange={setShortcutsOpen} shortcuts={shortcuts} />
    </CommandCenterContext.Provider>
  );
}
