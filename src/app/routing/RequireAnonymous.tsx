// The login pages are for signed-out people only; a signed-in person goes where they were heading, or to their landing.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../session/useSession';
import { returnToPath } from './returnTo';

export function RequireAnonymous({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const location = useLocation();
  if (user) return <Navigate to={returnToPath(location.state)} replace />;
  return <>{children}</>;
}
