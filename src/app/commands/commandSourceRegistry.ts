// Command sources: functions that answer what the palette's search text names (for example "task 37"), so a screen can
// offer commands that depend on what a person types and not only on where they are.
import type { Command } from './commandTypes';
import { createListStore } from './externalStore';

export type CommandSource = (search: string) => readonly Command[];

export const commandSourceRegistry = createListStore<CommandSource>();
