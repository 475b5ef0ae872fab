// A signed-in session for a test user without the email-code round trip (which is rate limited per address): the same
// token functions the sign-in mutations use, so the tokens are exactly what a browser would hold.
import { accessTokenForRefreshToken } from '../../server/auth/sessions';
import { issueRefreshToken } from '../../server/auth/tokens';
import type { TestApp, Tokens } from './testApp';

export async function mintSession(t: Pick<TestApp, 'db' | 'config'>, userId: number): Promise<Tokens> {
  const refreshToken = await t.db.transaction((tx) => issueRefreshToken(tx, t.config.jwtSecret, userId));
  return { accessToken: await accessTokenForRefreshToken(t.db, t.config.jwtSecret, userId, refreshToken), refreshToken };
}
