// The app document's held toast events (heldToastEvents.ts): listening from the moment the app's code runs.
import { holdToastEvents, type HeldToastEvents } from './heldToastEvents';

export const appToastEvents: HeldToastEvents = holdToastEvents(document);
