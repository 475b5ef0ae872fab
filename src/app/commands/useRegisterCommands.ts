// Adds commands to the palette while the calling component is mounted. Pass a memoised array: a new array replaces
// the previous registration.
import { useEffect, useSyncExternalStore } from 'react';
import { commandRegistry } from './commandRegistry';
import type { Command } from './commandTypes';

export type { Command } from './commandTypes';

export function useRegisterCommands(commands: Command[]): void {
  useEffect(() => commandRegistry.add(commands), [commands]);
}

/** All registered commands, flattened, later registrations last. */
export function useRegisteredCommands(): Command[] {
  const groups = useSyncExternalStore(commandRegistry.subscribe, commandRegistry.getSnapshot, commandRegistry.getSnapshot);
  return groups.flat();
}
