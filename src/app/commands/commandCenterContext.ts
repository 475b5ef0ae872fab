// Opens the command palette and the shortcuts dialog from anywhere inside the app shell.
import { createContext, useContext } from 'react';

export interface CommandCenter {
  openPalette(): void;
  openShortcuts(): void;
}

const noop = () => undefined;

export const CommandCenterContext = createContext<CommandCenter>({ openPalette: noop, openShortcuts: noop });

export function useCommandCenter(): CommandCenter {
  return useContext(CommandCenterContext);
}
