// The command palette (ctrl+K / cmd+K): search, arrow keys to move, Enter to run, Esc to close.
import { Dialog, DialogSurface, makeStyles, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { Command as Cmdk } from 'cmdk';
import { useMemo, useState } from 'react';
import type { CommandSource } from './commandSourceRegistry';
import { paletteFilter } from './paletteFilter';
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
  /** Asked for more commands as the search text changes (for example "Open Brand gateway task 37"). */
  sources?: readonly CommandSource[];
}

function groupCommands(commands: readonly Command[]): Array<[string, Command[]]> {
  const groups = new Map<string, Command[]>();
  for (const command of commands) groups.set(command.group, [...(groups.get(command.group) ?? []), command]);
  return [...groups.entries()];
}

export function CommandPalette({ open, onOpenChange, commands, sources = [] }: CommandPaletteProps) {
  const styles = useStyles();
  const [search, setSearch] = useState('');
  const groups = useMemo(() => {
    const answered = search.trim() ? sources.flatMap((source) => source(search)) : [];
    return groupCommands([...answered, ...commands]);
  }, [commands, sources, search]);

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
        <Cmdk className={styles.root} label="Command palette" loop filter={paletteFilter}>
          <div className={styles.searchRow}>
            <SearchRegular />
            <Cmdk.Input className={styles.input} placeholder="Type a command, or a task number to open it…" autoFocus value={search} onValueChange={setSearch} />
          </div>
          <Cmdk.List className={styles.list}>
            <Cmdk.Empty className={styles.empty}>No matching commands.</Cmdk.Empty>
            {groups.map(([group, items]) => (
              <Cmdk.Group key={group} heading={group}>
                {items.map((command) => (
                  <Cmdk.Item
                    key={command.id}
                    value={`${command.group} ${command.title} ${command.id}`}
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
