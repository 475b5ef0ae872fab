// The document variant's keyboard and palette (group 'Document menu'), beside the editor's 'Menu scraping' keys:
// X rejects the crawl, L recrawls, P uses the predictions; the palette also offers downloading the active file. The
// section registers what they act on in `keys`; a key does nothing while its button is off.
import { useMemo, useRef } from 'react';
import { useRegisterCommands, type Command } from '../../../app/commands/useRegisterCommands';
import { useShortcut } from '../../../app/commands/useShortcut';

const GROUP = 'Document menu';

export interface DocumentMenuKeys {
  rejectCrawl(): void;
  recrawl(): void;
  applyPredictions(): void;
  downloadFirstFile(): void;
}

type Name = keyof DocumentMenuKeys;

export const DOCUMENT_MENU_SHORTCUTS: Partial<Record<Name, string>> = {
  rejectCrawl: 'x',
  recrawl: 'l',
  applyPredictions: 'p',
};

const DESCRIPTIONS: Record<Name, string> = {
  rejectCrawl: 'Reject the crawl (with a comment)',
  recrawl: 'Recrawl the menu’s site',
  applyPredictions: 'Use predictions: fill empty categories and titles',
  downloadFirstFile: 'Download the first menu document file',
};

const KEYWORDS: Record<Name, string[]> = {
  rejectCrawl: ['reject', 'crawling rejection comment'],
  recrawl: ['crawl again', 'fallback settings'],
  applyPredictions: ['category', 'title', 'prediction', 'bulk'],
  downloadFirstFile: ['pdf', 'image', 'document'],
};

const NAMES = Object.keys(DESCRIPTIONS) as Name[];
const KEYED_NAMES = NAMES.filter((name) => DOCUMENT_MENU_SHORTCUTS[name] !== undefined);
const READ_ONLY_NAMES = new Set<Name>(['downloadFirstFile']);

/** `active`: the page shows a document menu; `readOnly`: its task is done (only downloads stay). */
export function useDocumentMenuCommands(active: boolean, readOnly: boolean) {
  const keys = useRef<Partial<DocumentMenuKeys>>({});
  const run = (name: Name) => () => keys.current[name]?.();
  const offered = (name: Name) => active && (!readOnly || READ_ONLY_NAMES.has(name));

  for (const name of KEYED_NAMES) {
    // One hook call per key, in a fixed order.
    // eslint-disable-next-line react-hooks/rules-of-hooks
    useShortcut(DOCUMENT_MENU_SHORTCUTS[name] ?? '', (event) => {
      event.preventDefault();
      run(name)();
    }, { description: DESCRIPTIONS[name], group: GROUP, enabled: offered(name) });
  }

  const commands = useMemo<Command[]>(
    () =>
      NAMES.filter(offered).map((name) => ({
        id: `documentMenu.${name}`,
        title: DESCRIPTIONS[name],
        keywords: KEYWORDS[name],
        group: GROUP,
        shortcut: DOCUMENT_MENU_SHORTCUTS[name]?.toUpperCase(),
        run: run(name),
      })),
    // The handlers read the ref at run time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [active, readOnly],
  );
  useRegisterCommands(commands);

  return keys;
}

export type DocumentMenuKeysRef = ReturnType<typeof useDocumentMenuCommands>;
