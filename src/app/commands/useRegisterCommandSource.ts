// Adds a command source to the palette while the calling component is mounted. Pass a memoised function.
import { useEffect, useSyncExternalStore } from 'react';
import { commandSourceRegistry, type CommandSource } from './commandSourceRegistry';

export function useRegisterCommandSource(source: CommandSource): void {
  useEffect(() => commandSourceRegistry.add(source), [source]);
}

export function useRegisteredCommandSources(): readonly CommandSource[] {
  return useSyncExternalStore(commandSourceRegistry.subscribe, commandSourceRegistry.getSnapshot, commandSourceRegistry.getSnapshot);
}
