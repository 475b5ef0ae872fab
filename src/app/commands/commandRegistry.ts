// Every command screens have registered, in registration order (one entry per mounted registrant).
import type { Command } from './commandTypes';
import { createListStore } from './externalStore';

export const commandRegistry = createListStore<readonly Command[]>();
