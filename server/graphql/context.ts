// Per-request context: the database, the settings and the signed-in user, whose permissions are read from the database
// on every request so that disabling a user or changing their role takes effect at once. The same read checks that the
// token's session has not ended (server/auth/sessions.ts).
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { DeliverCode } from '../auth/codeDelivery';
import { userOfAccessToken, type SessionSockets } from '../auth/sessions';
import { permissionsOfRoles } from '../../domain/roles';
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
  /** Disconnects the sockets of sessions a resolver ends (after its transaction commits). */
  sessions: SessionSockets;
}

export interface GraphQLContext extends Services {
  /** Who is calling, for the sign-in limits (server/auth/signInClientAddress.ts). */
  clientAddress: string;
  viewer: Viewer | null;
  loaders: Loaders;
  /** Hands the browser its refresh token in the HttpOnly cookie (sign-in); absent outside HTTP (scripts). */
  setRefreshCookie?: (refreshToken: string) => void;
}

export async function viewerFromAuthorization(services: Services, authorization: string | null): Promise<Viewer | null> {
  const token = authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
  if (!token) return null;
  const user = await userOfAccessToken(services.db, services.config.jwtSecret, token);
  if (!user) return null;
  return { id: user.id, name: user.name, email: user.email, roleName: user.roleName, permissions: permissionsOfRoles([user.roleName]) };
}
