// JSON shown for reading: pretty-printed, monospace, long lines wrapped; optionally folded behind a toggle.
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useId, useState } from 'react';
import { prettyJson } from './prettyJson';

const useStyles = makeStyles({
  toggle: { paddingInline: 0, minWidth: 0, color: tokens.colorNeutralForeground2 },
  pre: {
    margin: 0,
    marginTop: tokens.spacingVerticalXS,
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalM,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    maxHeight: '320px',
    overflow: 'auto',
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  },
});

export interface JsonViewerProps {
  value: unknown;
  /** Starts folded behind a toggle labelled `label`. */
  collapsed?: boolean;
  label?: string;
}

export function JsonViewer({ value, collapsed = false, label = 'JSON' }: JsonViewerProps) {
  const styles = useStyles();
  const [open, setOpen] = useState(!collapsed);
  const id = useId();
  return (
    <div>
      {collapsed && (
        <Button
          className={styles.toggle}
          size="small"
          appearance="transparent"
          icon={open ? <ChevronDownRegular /> : <ChevronRightRegular />}
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          aria-controls={id}
        >
          {label}
        </Button>
      )}
      {/* Focusable: it scrolls (320 px at most), and keyboard users must be able to scroll it. */}
      {open && (
        <pre id={id} className={styles.pre} aria-label={label} tabIndex={0}>
          {prettyJson(value)}
        </pre>
      )}
    </div>
  );
}
