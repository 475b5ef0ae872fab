// Every keyboard shortcut currently available, grouped ('?' opens it).
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import type { ShortcutDescription } from './commandTypes';
import { ShortcutKeys } from './ShortcutKeys';

const useStyles = makeStyles({
  surface: { width: '560px', maxWidth: 'calc(100vw - 32px)' },
  group: { marginBottom: tokens.spacingVerticalL },
  heading: {
    margin: 0,
    marginBottom: tokens.spacingVerticalXS,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground3,
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
  },
  list: { margin: 0, padding: 0, listStyleType: 'none' },
  row: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalL,
    paddingBlock: tokens.spacingVerticalXS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke3}`,
    fontSize: tokens.fontSizeBase300,
  },
});

export interface ShortcutsDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  shortcuts: readonly ShortcutDescription[];
}

export function ShortcutsDialog({ open, onOpenChange, shortcuts }: ShortcutsDialogProps) {
  const styles = useStyles();
  const groups = useMemo(() => {
    const map = new Map<string, ShortcutDescription[]>();
    for (const shortcut of shortcuts) map.set(shortcut.group, [...(map.get(shortcut.group) ?? []), shortcut]);
    return [...map.entries()];
  }, [shortcuts]);

  return (
    <Dialog open={open} onOpenChange={(_event, data) => onOpenChange(data.open)}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>Keyboard shortcuts</DialogTitle>
          <DialogContent>
            {groups.map(([group, items]) => (
              <section key={group} className={styles.group} aria-label={group}>
                <h3 className={styles.heading}>{group}</h3>
                <ul className={styles.list}>
                  {items.map((shortcut) => (
                    <li key={`${shortcut.keys}|${shortcut.description}`} className={styles.row}>
                      <span>{shortcut.description}</span>
                      <ShortcutKeys keys={shortcut.keys} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={() => onOpenChange(false)}>
              Close
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
