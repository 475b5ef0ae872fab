// A Fluent text link to a page of the app: a real href (ctrl/cmd-click opens a new tab), client-side navigation on a
// plain click.
import { Link } from '@fluentui/react-components';
import type { MouseEvent, ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

export function RouterLink({ to, children, className }: { to: string; children: ReactNode; className?: string }) {
  const href = useHref(to);
  const follow = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Link className={className} href={href} onClick={(event: MouseEvent<HTMLAnchorElement>) => follow(event)}>
      {children}
    </Link>
  );
}
