// JSON shown for reading: pretty-printed, monospace, optionally folded behind a toggle.
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useState } from 'react';

const useStyles = makeStyles({
  pre: {
    margin: 0,
    padding: tokens.spacingHorizontalS,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    maxHeight: '320px',
    overflow: 'auto',
    whiteSpace: 'pre',
  },
});

export function JsonViewer({ value, collapsed = false, label = 'JSON' }: { value: unknown; collapsed?: boolean; label?: string }) {
  const styles = useStyles();
  const [open, setOpen] = useState(!collapsed);
  const text = JSON.stringify(value, null, 2);
  return (
    <div>
      {collapsed && (
        <Button size="small" appearance="transparent" icon={open ? <ChevronDownRegular /> : <ChevronRightRegular />} onClick={() => setOpen(!open)} aria-expanded={open}>
          {label}
        </Button>
      )}
      {open && <pre className={styles.pre}>{text}</pre>}
    </div>
  );
}
