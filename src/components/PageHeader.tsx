// The top of a page: an optional back link, the title (the page's h1) with an optional line under it, and the page's
// actions at the right.
import { Body1, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { LinkButton } from './LinkButton';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  title: { margin: 0, flexGrow: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  subtitle: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexShrink: 0 },
  back: { alignSelf: 'flex-start', marginLeft: `calc(-1 * ${tokens.spacingHorizontalS})`, color: tokens.colorNeutralForeground3 },
});

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Where the back link goes, and what it says ('Users'). */
  back?: { to: string; label: string };
  actions?: ReactNode;
}

export function PageHeader({ title, subtitle, back, actions }: PageHeaderProps) {
  const styles = useStyles();
  return (
    <header className={styles.root}>
      {back ? (
        <LinkButton to={back.to} className={styles.back} appearance="transparent" size="small" icon={<ArrowLeftRegular />}>
          {back.label}
        </LinkButton>
      ) : null}
      <div className={styles.row}>
        <Title2 as="h1" className={styles.title}>
          {title}
        </Title2>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {subtitle ? <Body1 className={styles.subtitle}>{subtitle}</Body1> : null}
    </header>
  );
}
