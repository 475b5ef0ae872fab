// Turns the sign-in mutations' answer into what the session keeps. The SPA does not ask for the refresh token: the
// server hands it to the browser in the HttpOnly cookie.
import type { SignInPayload } from '../../app/session/sessionTypes';

export interface AuthPayloadData {
  readonly accessToken: string;
  readonly permissions: ReadonlyArray<string>;
  readonly user: { readonly id: string; readonly databaseId: number; readonly name: string; readonly email: string };
}

export function toSignInPayload(payload: AuthPayloadData): SignInPayload {
  const { id, databaseId, name, email } = payload.user;
  return {
    accessToken: payload.accessToken,
    permissions: [...payload.permissions],
    user: { id, databaseId, name, email },
  };
}
