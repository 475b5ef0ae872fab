// A Fluent link that navigates inside the app (ctrl/cmd-click still opens a new tab).
import { Link, type LinkProps } from '@fluentui/react-components';
import type { MouseEvent, ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

export function AppLink({ to, children, className, appearance }: { to: string; children: ReactNode; className?: string; appearance?: LinkProps['appearance'] }) {
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Link href={href} className={className} appearance={appearance} onClick={(event: MouseEvent<HTMLAnchorElement>) => handleClick(event)}>
      {children}
    </Link>
  );
}
