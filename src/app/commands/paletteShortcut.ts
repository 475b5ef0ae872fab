// The app-wide shortcuts the shell shows as hints.
export const PALETTE_SHORTCUT = 'mod+k';
export const SHORTCUTS_DIALOG_SHORTCUT = '?';
