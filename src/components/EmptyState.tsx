// A quiet message where there is nothing to show: an icon, a title, a sentence and optional actions. 'inline' sits
// inside a table, a card or a drawer; 'page' is a whole page's answer (not found, no access, coming soon) and its
// title is the page's heading.
import { Body1, Subtitle1, Subtitle2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
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
  page: { gap: tokens.spacingVerticalM, paddingBlock: '72px', paddingInline: tokens.spacingHorizontalXXL, maxWidth: '520px', marginInline: 'auto' },
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
  pageIcon: {
    width: '64px',
    height: '64px',
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontSize: '32px',
    marginBottom: tokens.spacingVerticalS,
  },
  description: { color: tokens.colorNeutralForeground3, maxWidth: '420px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalS },
});

export interface EmptyStateProps {
  title: string;
  icon?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  size?: 'inline' | 'page';
  className?: string;
}

export function EmptyState({ title, icon, description, actions, size = 'inline', className }: EmptyStateProps) {
  const styles = useStyles();
  const isPage = size === 'page';
  return (
    <div className={mergeClasses(styles.root, isPage && styles.page, className)} role={isPage ? undefined : 'status'}>
      {icon ? (
        <div className={mergeClasses(styles.icon, isPage && styles.pageIcon)} aria-hidden="true">
          {icon}
        </div>
      ) : null}
      {isPage ? <Subtitle1 as="h1">{title}</Subtitle1> : <Subtitle2 as="p">{title}</Subtitle2>}
      {description ? <Body1 className={styles.description}>{description}</Body1> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
