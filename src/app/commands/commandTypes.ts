// A command of the palette. Any screen can add its own with useRegisterCommands.

export interface Command {
  id: string;
  title: string;
  /** Heading the command is listed under in the palette ('Navigation', 'Task', ...). */
  group: string;
  /** Shown as a hint beside the command; bind the keys themselves with useShortcut. */
  shortcut?: string;
  /** Extra words the palette search matches. */
  keywords?: string[];
  disabled?: boolean;
  run: () => void;
}

export interface ShortcutDescription {
  keys: string;
  description: string;
  group: string;
}
