// A Fluent button that is a real link (role link, opens in a new tab on ctrl/cmd-click) and navigates client-side.
import { Button, type ButtonProps } from '@fluentui/react-components';
import type { MouseEvent, ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

export interface ButtonLinkProps {
  to: string;
  state?: unknown;
  replace?: boolean;
  appearance?: ButtonProps['appearance'];
  size?: ButtonProps['size'];
  icon?: ButtonProps['icon'];
  className?: string;
  children?: ReactNode;
}

export function ButtonLink({ to, state, replace, appearance, size, icon, className, children }: ButtonLinkProps) {
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLAnchorElement>(to, { state, replace });
  return (
    <Button
      as="a"
      href={href}
      appearance={appearance}
      size={size}
      icon={icon}
      className={className}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => handleClick(event)}
    >
      {children}
    </Button>
  );
}
