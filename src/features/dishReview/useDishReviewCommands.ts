// The dish review's keyboard and palette (group 'Dish review'): Download (D), Upload (U), Reject menu (shift+R),
// Rescrape (R), Changed only (C), and the selection's statuses (shift+A approve, shift+F flag, shift+E exclude). Save and
// Done are the frame's (ctrl/cmd+shift+S, ctrl/cmd+Enter, also in the palette); j/k, Enter and Escape work in the dish
// table. The editor registers what the keys act on in `keys`.
import { useMemo, useRef } from 'react';
import { useRegisterCommands, type Command } from '../../app/commands/useRegisterCommands';
import { useShortcut } from '../../app/commands/useShortcut';

const GROUP = 'Dish review';

export interface DishReviewKeys {
  download(): void;
  upload(): void;
  reject(): void;
  rescrape(): void;
  changedOnly(): void;
  approveSelected(): void;
  flagSelected(): void;
  excludeSelected(): void;
  focusDishes(): void;
}

type Name = keyof DishReviewKeys;

export const DISH_REVIEW_SHORTCUTS: Record<Name, string> = {
  download: 'd',
  upload: 'u',
  reject: 'shift+r',
  rescrape: 'r',
  changedOnly: 'c',
  approveSelected: 'shift+a',
  flagSelected: 'shift+f',
  excludeSelected: 'shift+e',
  focusDishes: 'g d',
};

const DESCRIPTIONS: Record<Name, string> = {
  download: 'Download the menu data (.json)',
  upload: 'Upload corrected menu data (.json)',
  reject: 'Reject menu',
  rescrape: 'Rescrape the menu (resolves the review)',
  changedOnly: 'Show changed dishes only, or all dishes',
  approveSelected: 'Approve the selected dishes',
  flagSelected: 'Flag the selected dishes',
  excludeSelected: 'Exclude the selected dishes',
  focusDishes: 'Go to the dish table',
};

const KEYWORDS: Record<Name, string[]> = {
  download: ['json', 'export', 'file'],
  upload: ['json', 'import', 'file', 'corrected'],
  reject: ['rejected', 'scraper', 'wrong'],
  rescrape: ['scrape again', 'debug'],
  changedOnly: ['difference', 'changes', 'filter'],
  approveSelected: ['status', 'bulk', 'ok'],
  flagSelected: ['status', 'bulk', 'problem'],
  excludeSelected: ['status', 'bulk', 'not a dish'],
  focusDishes: ['table', 'rows'],
};

const NAMES = Object.keys(DESCRIPTIONS) as Name[];
const READ_ONLY_NAMES = new Set<Name>(['download', 'changedOnly', 'focusDishes']);

export function shortcutLabel(name: Name): string {
  return DISH_REVIEW_SHORTCUTS[name]
    .split(' ')
    .map((chord) => chord.split('+').map((part) => (part.length === 1 ? part.toUpperCase() : part[0].toUpperCase() + part.slice(1))).join('+'))
    .join(' ');
}

export function useDishReviewCommands(readOnly: boolean) {
  const keys = useRef<Partial<DishReviewKeys>>({});
  const run = (name: Name) => () => keys.current[name]?.();
  const offered = (name: Name) => !readOnly || READ_ONLY_NAMES.has(name);

  // One hook call per key, in a fixed order.
  for (const name of NAMES) {
    // eslint-disable-next-line react-hooks/rules-of-hooks
    useShortcut(DISH_REVIEW_SHORTCUTS[name], (event) => {
      event.preventDefault();
      run(name)();
    }, { description: DESCRIPTIONS[name], group: GROUP, enabled: offered(name) });
  }

  const commands = useMemo<Command[]>(
    () =>
      NAMES.filter(offered).map((name) => ({
        id: `dishReview.${name}`,
        title: DESCRIPTIONS[name],
        keywords: KEYWORDS[name],
        group: GROUP,
        shortcut: shortcutLabel(name),
        run: run(name),
      })),
    // The handlers read the ref at run time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [readOnly],
  );
  useRegisterCommands(commands);
  return keys;
}
