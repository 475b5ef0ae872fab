// How a failed page looks: what went wrong in words from the server, and a way to try again.
import { Body1, Button, Caption1, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular, ErrorCircleRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: tokens.spacingVerticalM,
    maxWidth: '560px',
    marginInline: 'auto',
    paddingBlock: '72px',
    paddingInline: tokens.spacingHorizontalXXL,
  },
  icon: { fontSize: '48px', color: tokens.colorPaletteRedForeground1 },
  message: {
    color: tokens.colorNeutralForeground2,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  },
  detail: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalS },
});

export interface ErrorPanelProps {
  title: string;
  message: string;
  detail?: string;
  onRetry?: () => void;
  extraActions?: ReactNode;
}

export function ErrorPanel({ title, message, detail, onRetry, extraActions }: ErrorPanelProps) {
  const styles = useStyles();
  return (
    <div className={styles.root} role="alert">
      <ErrorCircleRegular className={styles.icon} aria-hidden="true" />
      <Subtitle1 as="h1">{title}</Subtitle1>
      <Body1 className={styles.message}>{message}</Body1>
      {detail ? <Caption1 className={styles.detail}>{detail}</Caption1> : null}
      <div className={styles.actions}>
        {onRetry ? (
          <Button appearance="primary" icon={<ArrowClockwiseRegular />} onClick={onRetry}>
            Retry
          </Button>
        ) : null}
        {extraActions}
      </div>
    </div>
  );
}
