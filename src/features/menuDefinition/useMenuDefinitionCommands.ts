// The menu definition editor's keyboard and palette: the locations table (then j/k between rows), the active row's menu
// status (own menu, the brand's, no menu) and its Menu URL, the bulk Menu status and Menu format selectors, 'Set brand
// menu for all locations', the brand's Has menu and its additional links. Save and Done are the frame's
// (ctrl/cmd+shift+s, ctrl/cmd+enter); a, w, b and h are the frame's too (assign, awaiting, back, history). The panels
// register what the keys act on in `keys`.
import { useMemo, useRef } from 'react';
import { useRegisterCommands, type Command } from '../../app/commands/useRegisterCommands';
import { useShortcut } from '../../app/commands/useShortcut';

const GROUP = 'Menu definition';

export interface MenuDefinitionKeys {
  focusTable(): void;
  ownMenu(): void;
  brandMenu(): void;
  noMenu(): void;
  focusUrl(): void;
  bulkStatus(): void;
  bulkFormat(): void;
  brandMenuForAll(): void;
  toggleHasMenu(): void;
  additionalLinks(): void;
}

/** The keys, also shown in the tooltips and hints. */
export const MENU_DEFINITION_SHORTCUTS = {
  focusTable: 'l',
  ownMenu: 'o',
  brandMenu: 'e',
  noMenu: 'n',
  focusUrl: 'u',
  bulkStatus: 's',
  bulkFormat: 'f',
  brandMenuForAll: 'm',
  toggleHasMenu: 'y',
  additionalLinks: 'd',
} as const satisfies Record<keyof MenuDefinitionKeys, string>;

const DESCRIPTIONS: Record<keyof MenuDefinitionKeys, string> = {
  focusTable: 'Go to the locations table',
  ownMenu: 'Own menu for the active location',
  brandMenu: 'Same as brand: the active location uses the brand menu',
  noMenu: 'No menu for the active location',
  focusUrl: 'Edit the active location’s Menu URL',
  bulkStatus: 'Menu status for every location on this page',
  bulkFormat: 'Menu format for every own menu on this page',
  brandMenuForAll: 'Set brand menu for all locations',
  toggleHasMenu: 'Has menu: turn the brand menu on or off',
  additionalLinks: 'Add additional links to the brand menu',
};

const KEYWORDS: Record<keyof MenuDefinitionKeys, string[]> = {
  focusTable: ['rows'],
  ownMenu: ['menu status', 'own'],
  brandMenu: ['menu status', 'same as brand'],
  noMenu: ['menu status', 'none'],
  focusUrl: ['link', 'website', 'url'],
  bulkStatus: ['bulk', 'all', 'menu status'],
  bulkFormat: ['bulk', 'all', 'format', 'html', 'pdf'],
  brandMenuForAll: ['bulk', 'same as brand', 'all locations'],
  toggleHasMenu: ['brand menu'],
  additionalLinks: ['urls', 'links', 'html'],
};

const NAMES = Object.keys(MENU_DEFINITION_SHORTCUTS) as Array<keyof MenuDefinitionKeys>;

export function useMenuDefinitionCommands(readOnly: boolean) {
  // The Brand panel registers the brand's keys, the locations panel the rest.
  const keys = useRef<Partial<MenuDefinitionKeys>>({});
  const run = (name: keyof MenuDefinitionKeys) => () => keys.current[name]?.();
  const editing = (name: keyof MenuDefinitionKeys) => !readOnly || name === 'focusTable';

  // One hook call per key, in a fixed order.
  for (const name of NAMES) {
    // eslint-disable-next-line react-hooks/rules-of-hooks
    useShortcut(MENU_DEFINITION_SHORTCUTS[name], (event) => {
      // The key would otherwise be typed into the field or list it opens.
      event.preventDefault();
      run(name)();
    }, { description: DESCRIPTIONS[name], group: GROUP, enabled: editing(name) });
  }

  const commands = useMemo<Command[]>(
    () =>
      NAMES.filter(editing).map((name) => ({
        id: `menuDefinition.${name}`,
        title: DESCRIPTIONS[name],
        keywords: KEYWORDS[name],
        group: GROUP,
        shortcut: MENU_DEFINITION_SHORTCUTS[name].toUpperCase(),
        run: run(name),
      })),
    // The handlers read the ref at run time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [readOnly],
  );
  useRegisterCommands(commands);

  return keys;
}

export type MenuDefinitionKeysRef = ReturnType<typeof useMenuDefinitionCommands>;
