// Lets signed-in people through; sends others to /account/login, remembering where they were going.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../session/useSession';
import { returnToState } from './returnTo';

export function RequireAuth({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const location = useLocation();
  if (!user) return <Navigate to="/account/login" replace state={returnToState(location)} />;
  return <>{children}</>;
}
