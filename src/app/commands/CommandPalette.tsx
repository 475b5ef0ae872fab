// The command palette (ctrl+K / cmd+K): search, arrow keys to move, Enter to run, Esc to close. What the person types
// is also sent to the API's search (brands, menus, people, tasks): its results come first, the first one selected.
import { Dialog, DialogSurface, makeStyles, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { Command as Cmdk } from 'cmdk';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { CommandSource } from './commandSourceRegistry';
import { SEARCH_RESULT_VALUE_PREFIX, paletteFilter } from './paletteFilter';
import { usePaletteSearch, type PaletteSearchResult } from './usePaletteSearch';
import type { Command } from './commandTypes';
import { ShortcutKeys } from './ShortcutKeys';

const useStyles = makeStyles({
  surface: {
    padding: 0,
    width: '640px',
    maxWidth: 'calc(100vw - 32px)',
    alignSelf: 'flex-start',
    marginTop: '12vh',
    overflow: 'hidden',
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow64,
  },
  root: { display: 'flex', flexDirection: 'column' },
  searchRow: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    paddingInline: tokens.spacingHorizontalL,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase500,
  },
  input: {
    flexGrow: 1,
    height: '52px',
    border: 'none',
    outlineStyle: 'none',
    backgroundColor: 'transparent',
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase400,
    color: tokens.colorNeutralForeground1,
    '::placeholder': { color: tokens.colorNeutralForeground4 },
  },
  list: {
    maxHeight: 'min(420px, 55vh)',
    overflowY: 'auto',
    padding: tokens.spacingVerticalS,
    scrollPaddingBlock: tokens.spacingVerticalS,
    '& [cmdk-group-heading]': {
      paddingInline: tokens.spacingHorizontalS,
      paddingBlock: `${tokens.spacingVerticalS} ${tokens.spacingVerticalXS}`,
      fontSize: tokens.fontSizeBase200,
      fontWeight: tokens.fontWeightSemibold,
      color: tokens.colorNeutralForeground3,
    },
  },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    minHeight: '36px',
    paddingInline: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    cursor: 'pointer',
    fontSize: tokens.fontSizeBase300,
    color: tokens.colorNeutralForeground1,
    userSelect: 'none',
    '&[data-selected="true"]': { backgroundColor: tokens.colorNeutralBackground1Selected },
    '&[data-disabled="true"]': { color: tokens.colorNeutralForegroundDisabled, cursor: 'not-allowed' },
  },
  title: { flexGrow: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  resultText: { flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column', paddingBlock: tokens.spacingVerticalXS },
  subtitle: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  kind: {
    flexShrink: 0,
    minWidth: '52px',
    paddingInline: tokens.spacingHorizontalXS,
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase100,
    fontWeight: tokens.fontWeightSemibold,
    textAlign: 'center',
  },
  empty: { padding: tokens.spacingVerticalXXL, textAlign: 'center', color: tokens.colorNeutralForeground3 },
  footer: {
    display: 'flex',
    gap: tokens.spacingHorizontalL,
    paddingInline: tokens.spacingHorizontalL,
    paddingBlock: tokens.spacingVerticalS,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground3,
  },
  footerHint: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

export interface CommandPaletteProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  commands: readonly Command[];
  /** Asked for more commands as the search text changes (screens can offer commands that depend on what is typed). */
  sources?: readonly CommandSource[];
  /** Opens the page of a search result. */
  onOpenPath(path: string): void;
}

const KIND_LABELS: Record<string, string> = { BRAND: 'Brand', MENU: 'Menu', USER: 'Person', TASK: 'Task' };
const resultValue = (result: PaletteSearchResult) => `${SEARCH_RESULT_VALUE_PREFIX}${result.kind}:${result.databaseId}`;

const commandValue = (command: Command) => `${command.group} ${command.title} ${command.id}`;

/**
 * Commands by group, the groups in order of their best match for the text. cmdk 1.1 sorts the items inside a group but
 * looks groups up by an id they do not carry, so it never moves a group: 'Related tasks' stayed above 'Task' and its
 * fuzzy 'Open related…' was selected before the Reopen the person typed.
 */
function groupCommands(commands: readonly Command[], search: string): Array<[string, Command[]]> {
  const groups = new Map<string, Command[]>();
  for (const command of commands) groups.set(command.group, [...(groups.get(command.group) ?? []), command]);
  const entries = [...groups.entries()];
  if (!search.trim()) return entries;
  const best = (items: Command[]) => Math.max(...items.map((command) => paletteFilter(commandValue(command), search, command.keywords)));
  const scored = entries.map((entry) => [entry, best(entry[1])] as const);
  // Array.prototype.sort is stable: equal groups keep their registration order.
  return scored.sort((a, b) => b[1] - a[1]).map(([entry]) => entry);
}

export function CommandPalette({ open, onOpenChange, commands, sources = [], onOpenPath }: CommandPaletteProps) {
  const styles = useStyles();
  const [search, setSearch] = useState('');
  const groups = useMemo(() => {
    const answered = search.trim() ? sources.flatMap((source) => source(search)) : [];
    return groupCommands([...answered, ...commands], search);
  }, [commands, sources, search]);
  const results = usePaletteSearch(search);
  // cmdk selects the first item as the text changes; results arrive later, and their first one is then selected. cmdk
  // 1.1 moves aria-activedescendant only when it selects an item itself (a controlled value leaves it pointing at an
  // item that may be gone, which screen readers and axe reject), so the selection goes through cmdk's own Home key.
  const rootRef = useRef<HTMLDivElement>(null);
  const firstResult = results[0] ? resultValue(results[0]) : null;
  // After cmdk's own re-sorting and re-selection for the new text and items (its layout work), hence the next frame.
  useEffect(() => {
    if (!firstResult) return undefined;
    const frame = requestAnimationFrame(() => rootRef.current?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Home', bubbles: true, cancelable: true })));
    return () => cancelAnimationFrame(frame);
  }, [firstResult, results, search]);

  const run = (command: Command) => {
    onOpenChange(false);
    setSearch('');
    // Let the dialog close (and give focus back) before the command moves focus or navigates.
    setTimeout(() => command.run(), 0);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(_event, data) => {
        if (!data.open) setSearch('');
        onOpenChange(data.open);
      }}
    >
      <DialogSurface className={styles.surface} aria-label="Command palette">
        <Cmdk ref={rootRef} className={styles.root} label="Command palette" loop filter={paletteFilter}>
          <div className={styles.searchRow}>
            <SearchRegular />
            <Cmdk.Input className={styles.input} placeholder="Type a command, or search brands, menus, people and tasks…" autoFocus value={search} onValueChange={setSearch} />
          </div>
          {/* Outside the list: a listbox holds options only (an empty one is fine, one holding a message is not). */}
          <Cmdk.Empty className={styles.empty} role="status">
            Nothing matches.
          </Cmdk.Empty>
          <Cmdk.List className={styles.list}>
            {results.length ? (
              <Cmdk.Group heading="Search results">
                {results.map((result) => (
                  <Cmdk.Item
                    key={resultValue(result)}
                    value={resultValue(result)}
                    className={styles.item}
                    onSelect={() => run({ id: resultValue(result), title: result.title, group: 'Search results', run: () => onOpenPath(result.path) })}
                  >
                    <span className={styles.kind}>{KIND_LABELS[result.kind] ?? result.kind}</span>
                    <span className={styles.resultText}>
                      <span className={styles.title}>{result.title}</span>
                      {result.subtitle ? <span className={styles.subtitle}>{result.subtitle}</span> : null}
                    </span>
                  </Cmdk.Item>
                ))}
              </Cmdk.Group>
            ) : null}
            {groups.map(([group, items]) => (
              <Cmdk.Group key={group} heading={group}>
                {items.map((command) => (
                  <Cmdk.Item
                    key={command.id}
                    value={commandValue(command)}
                    keywords={command.keywords}
                    disabled={command.disabled}
                    className={styles.item}
                    onSelect={() => run(command)}
                  >
                    <span className={styles.title}>{command.title}</span>
                    {command.shortcut ? <ShortcutKeys keys={command.shortcut} /> : null}
                  </Cmdk.Item>
                ))}
              </Cmdk.Group>
            ))}
          </Cmdk.List>
          <div className={styles.footer} aria-hidden="true">
            <span className={styles.footerHint}>
              <ShortcutKeys keys="up" />
              <ShortcutKeys keys="down" /> to move
            </span>
            <span className={styles.footerHint}>
              <ShortcutKeys keys="enter" /> to run
            </span>
            <span className={styles.footerHint}>
              <ShortcutKeys keys="esc" /> to close
            </span>
          </div>
        </Cmdk>
      </DialogSurface>
    </Dialog>
  );
}
