// The menu scraping editor's keyboard and palette (group 'Menu scraping'): Try it (T, or ctrl/cmd+shift+Enter from inside
// the instructions), Upload instructions (U), Edit instructions (E), Compare with the previous version (C), Rescrape
// (R) and the scraping issue comment (I); the palette also offers copy, download, history, create test case, send for
// testing and the scraping report. Save and Done are the frame's (ctrl/cmd+shift+S, ctrl/cmd+Enter); A, W, B and H
// are the frame's too. The panels register what the keys act on in `keys`.
import { useMemo, useRef } from 'react';
import { useRegisterCommands, type Command } from '../../app/commands/useRegisterCommands';
import { useShortcut } from '../../app/commands/useShortcut';

const GROUP = 'Menu scraping';

export interface MenuScrapingKeys {
  tryInstructions(): void;
  uploadInstructions(): void;
  editInstructions(): void;
  compareVersions(): void;
  rescrape(): void;
  scrapingIssueComment(): void;
  copyInstructions(): void;
  downloadInstructions(): void;
  instructionsHistory(): void;
  createTestCase(): void;
  sendForTesting(): void;
  downloadReport(): void;
}

type Name = keyof MenuScrapingKeys;

/** The keys, also shown in the tooltips. */
export const MENU_SCRAPING_SHORTCUTS: Partial<Record<Name, string>> = {
  tryInstructions: 't',
  uploadInstructions: 'u',
  editInstructions: 'e',
  compareVersions: 'c',
  rescrape: 'r',
  scrapingIssueComment: 'i',
};

/** Try it from inside the instructions text, where plain keys type. */
export const TRY_FROM_EDITOR_SHORTCUT = 'mod+shift+enter';

const DESCRIPTIONS: Record<Name, string> = {
  tryInstructions: 'Try it: scrape with the instructions being edited',
  uploadInstructions: 'Upload scraping instructions (.json)',
  editInstructions: 'Edit the scraping instructions',
  compareVersions: 'Compare the instructions with the previous version',
  rescrape: 'Rescrape the menu',
  scrapingIssueComment: 'Scraping issue comment',
  copyInstructions: 'Copy the scraping instructions',
  downloadInstructions: 'Download the scraping instructions (.json)',
  instructionsHistory: 'Instruction versions, rescraping comments and scraping responses',
  createTestCase: 'Create test case',
  sendForTesting: 'Send menu for testing',
  downloadReport: 'Download scraping report',
};

const KEYWORDS: Record<Name, string[]> = {
  tryInstructions: ['run', 'test', 'preview', 'dry run'],
  uploadInstructions: ['json', 'file', 'import'],
  editInstructions: ['json', 'text'],
  compareVersions: ['diff', 'version'],
  rescrape: ['scrape again', 'schedule'],
  scrapingIssueComment: ['comment', 'issue'],
  copyInstructions: ['clipboard', 'json'],
  downloadInstructions: ['json', 'export'],
  instructionsHistory: ['versions', 'responses', 'rescraping comments'],
  createTestCase: ['regression', 'snapshot'],
  sendForTesting: ['regression', 'dry run', 'test case'],
  downloadReport: ['report', 'json'],
};

const NAMES = Object.keys(DESCRIPTIONS) as Name[];
const KEYED_NAMES = NAMES.filter((name) => MENU_SCRAPING_SHORTCUTS[name] !== undefined);
/** What a read-only (resolved) task still offers: looking and downloading. */
const READ_ONLY_NAMES = new Set<Name>(['compareVersions', 'copyInstructions', 'downloadInstructions', 'instructionsHistory', 'downloadReport', 'rescrape', 'createTestCase', 'sendForTesting', 'scrapingIssueComment']);

export function useMenuScrapingCommands(readOnly: boolean, isHtml: boolean) {
  const keys = useRef<Partial<MenuScrapingKeys>>({});
  const run = (name: Name) => () => keys.current[name]?.();
  const offered = (name: Name) => (!readOnly || READ_ONLY_NAMES.has(name)) && (isHtml || !INSTRUCTION_NAMES.has(name));

  // One hook call per key, in a fixed order.
  for (const name of KEYED_NAMES) {
    // eslint-disable-next-line react-hooks/rules-of-hooks
    useShortcut(MENU_SCRAPING_SHORTCUTS[name] ?? '', (event) => {
      event.preventDefault();
      run(name)();
    }, { description: DESCRIPTIONS[name], group: GROUP, enabled: offered(name) });
  }
  useShortcut(TRY_FROM_EDITOR_SHORTCUT, (event) => {
    event.preventDefault();
    run('tryInstructions')();
  }, { description: 'Try it, also from inside the instructions', group: GROUP, enabled: offered('tryInstructions') });

  const commands = useMemo<Command[]>(
    () =>
      NAMES.filter(offered).map((name) => ({
        id: `menuScraping.${name}`,
        title: DESCRIPTIONS[name],
        keywords: KEYWORDS[name],
        group: GROUP,
        shortcut: MENU_SCRAPING_SHORTCUTS[name]?.toUpperCase(),
        run: run(name),
      })),
    // The handlers read the ref at run time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [readOnly, isHtml],
  );
  useRegisterCommands(commands);

  return keys;
}

const INSTRUCTION_NAMES = new Set<Name>(['tryInstructions', 'uploadInstructions', 'editInstructions', 'compareVersions', 'copyInstructions', 'downloadInstructions']);

export type MenuScrapingKeysRef = ReturnType<typeof useMenuScrapingCommands>;
