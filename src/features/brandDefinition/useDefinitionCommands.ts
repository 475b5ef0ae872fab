// The brand definition editor's keyboard and palette: the locations table (then j/k between rows), the place search,
// attach the picked place to the active row, detach it, No Google and Duplicate of on the active row, and the
// suggested matches' accept and skip. Save and Done are the frame's (ctrl/cmd+shift+s, ctrl/cmd+enter). The work area
// registers what the keys act on in `keys`.
import { useMemo, useRef } from 'react';
import { useRegisterCommands, type Command } from '../../app/commands/useRegisterCommands';
import { useShortcut } from '../../app/commands/useShortcut';

const GROUP = 'Brand definition';

export interface DefinitionKeys {
  focusTable(): void;
  focusSearch(): void;
  attachPicked(): void;
  detachActive(): void;
  toggleNoMatch(): void;
  duplicateOf(): void;
  acceptSuggestion(): void;
  skipSuggestion(): void;
}

/** The keys, also shown in the tooltips and hints. */
export const DEFINITION_SHORTCUTS = {
  focusTable: 'l',
  focusSearch: 'f',
  attachPicked: 'm',
  detachActive: 'd',
  toggleNoMatch: 'o',
  duplicateOf: 'u',
  acceptSuggestion: 'y',
  skipSuggestion: 'n',
} as const satisfies Record<keyof DefinitionKeys, string>;

const DESCRIPTIONS: Record<keyof DefinitionKeys, string> = {
  focusTable: 'Go to the locations table',
  focusSearch: 'Search a place on the map',
  attachPicked: 'Attach the picked place to the active location',
  detachActive: 'Detach Google info from the active location',
  toggleNoMatch: 'No Google: confirm the active location has no match',
  duplicateOf: 'Duplicate of: choose the location the active one repeats',
  acceptSuggestion: 'Accept the highlighted suggested match',
  skipSuggestion: 'Skip the highlighted suggested match',
};

const KEYWORDS: Record<keyof DefinitionKeys, string[]> = {
  focusTable: ['rows'],
  focusSearch: ['find', 'map', 'place'],
  attachPicked: ['match', 'place', 'map'],
  detachActive: ['remove', 'clear', 'google'],
  toggleNoMatch: ['no google', 'confirm'],
  duplicateOf: ['duplicate'],
  acceptSuggestion: ['suggestion', 'yes'],
  skipSuggestion: ['suggestion', 'next'],
};

const NAMES = Object.keys(DEFINITION_SHORTCUTS) as Array<keyof DefinitionKeys>;

export function useDefinitionCommands(readOnly: boolean) {
  const keys = useRef<DefinitionKeys | null>(null);
  const run = (name: keyof DefinitionKeys) => () => keys.current?.[name]();
  const editing = (name: keyof DefinitionKeys) => !readOnly || name === 'focusTable' || name === 'focusSearch';

  // One hook call per key, in a fixed order.
  for (const name of NAMES) {
    // eslint-disable-next-line react-hooks/rules-of-hooks
    useShortcut(DEFINITION_SHORTCUTS[name], (event) => {
      // 'f' would otherwise be typed into the search box it focuses.
      if (name === 'focusSearch') event.preventDefault();
      run(name)();
    }, { description: DESCRIPTIONS[name], group: GROUP, enabled: editing(name) });
  }

  const commands = useMemo<Command[]>(
    () =>
      NAMES.filter(editing).map((name) => ({
        id: `definition.${name}`,
        title: DESCRIPTIONS[name],
        keywords: KEYWORDS[name],
        group: GROUP,
        shortcut: DEFINITION_SHORTCUTS[name].toUpperCase(),
        run: run(name),
      })),
    // The handlers read the ref at run time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [readOnly],
  );
  useRegisterCommands(commands);

  return keys;
}
