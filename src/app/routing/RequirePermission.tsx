// A protected route: needs any one of the given permissions, otherwise redirects to /users (spec 1, section 2).
// Someone who may not list users either goes to the first area they may open (a redirect to /users would loop), and
// someone who may open nothing sees a page saying so.
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { hasAnyPermission } from '../../../domain/permissions';
import { visibleAreas } from '../navigation/areas';
import { useSession } from '../session/useSession';
import { NO_PERMISSION_PATH } from './returnTo';
import { NoAccessPage } from './NoAccessPage';

export function fallbackPath(permissions: readonly string[]): string | null {
  if (permissions.includes('user.list')) return NO_PERMISSION_PATH;
  return visibleAreas(permissions)[0]?.path ?? null;
}

export function RequirePermission({ anyOf, children }: { anyOf: readonly string[]; children: ReactNode }) {
  const { permissions } = useSession();
  if (hasAnyPermission(permissions, anyOf)) return <>{children}</>;
  const fallback = fallbackPath(permissions);
  if (!fallback) return <NoAccessPage />;
  return <Navigate to={fallback} replace />;
}
