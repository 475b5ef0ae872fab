// A centred, quiet message for a page with nothing to show: an icon, a title, a sentence and optional actions.
import { Body1, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    textAlign: 'center',
    gap: tokens.spacingVerticalM,
    paddingBlock: '72px',
    paddingInline: tokens.spacingHorizontalXXL,
    maxWidth: '520px',
    marginInline: 'auto',
  },
  icon: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '64px',
    height: '64px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontSize: '32px',
    marginBottom: tokens.spacingVerticalS,
  },
  description: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalS },
});

export interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}

export function EmptyState({ icon, title, description, actions }: EmptyStateProps) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <div className={styles.icon} aria-hidden="true">
        {icon}
      </div>
      <Subtitle1 as="h1">{title}</Subtitle1>
      {description ? <Body1 className={styles.description}>{description}</Body1> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
