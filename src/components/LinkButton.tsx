// A Fluent button that is a real link: role link, a real href (ctrl/cmd-click opens a new tab), client-side navigation
// on a plain click. Takes an accessible name for icon-only links.
import { Button, type ButtonProps } from '@fluentui/react-components';
import type { MouseEvent, ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

export interface LinkButtonProps {
  to: string;
  replace?: boolean;
  appearance?: ButtonProps['appearance'];
  size?: ButtonProps['size'];
  shape?: ButtonProps['shape'];
  icon?: ButtonProps['icon'];
  className?: string;
  title?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  children?: ReactNode;
}

export function LinkButton({ to, replace, children, ...rest }: LinkButtonProps) {
  const href = useHref(to);
  const followLink = useLinkClickHandler<HTMLAnchorElement>(to, { replace });
  return (
    <Button {...rest} as="a" href={href} onClick={(event: MouseEvent<HTMLAnchorElement>) => followLink(event)}>
      {children}
    </Button>
  );
}
