// Per-request context: the database, the settings and the signed-in user, whose permissions are read from the database
// on every request so that disabling a user or changing their role takes effect at once.
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { DeliverCode } from '../auth/codeDelivery';
import { verifyAccessToken } from '../auth/tokens';
import { findUserById, permissionsOf } from '../db/userRows';
import type { Loaders } from './loaders';

export interface Viewer {
  id: number;
  name: string;
  email: string;
  roleName: string;
  permissions: string[];
}

export interface Services {
  db: Database;
  config: Config;
  deliverCode: DeliverCode;
}

export interface GraphQLContext extends Services {
  viewer: Viewer | null;
  loaders: Loaders;
}

export async function viewerFromAuthorization(services: Services, authorization: string | null): Promise<Viewer | null> {
  const token = authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
  if (!token) return null;
  const claims = await verifyAccessToken(services.config.jwtSecret, token);
  if (!claims) return null;
  const user = await findUserById(services.db, claims.userId);
  if (!user || !user.is_active || user.is_deleted) return null;
  return { id: user.id, name: user.name, email: user.email, roleName: user.role_name, permissions: permissionsOf(user) };
}
