// A quiet message where a list or panel has nothing to show: an icon, a title, a sentence and optional actions.
// Sized to sit inside a table, a card or a drawer (page-level 'not found' screens use the shell's own).
import { Body1, Subtitle2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    textAlign: 'center',
    gap: tokens.spacingVerticalS,
    paddingBlock: tokens.spacingVerticalXXXL,
    paddingInline: tokens.spacingHorizontalXL,
  },
  icon: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '48px',
    height: '48px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground3,
    fontSize: '24px',
    marginBottom: tokens.spacingVerticalXS,
  },
  description: { color: tokens.colorNeutralForeground3, maxWidth: '420px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalS },
});

export interface EmptyStateProps {
  title: string;
  icon?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  className?: string;
}

export function EmptyState({ title, icon, description, actions, className }: EmptyStateProps) {
  const styles = useStyles();
  return (
    <div className={mergeClasses(styles.root, className)} role="status">
      {icon ? (
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <Subtitle2 as="p">{title}</Subtitle2>
      {description ? <Body1 className={styles.description}>{description}</Body1> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
