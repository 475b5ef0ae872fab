// Issues a code for an enabled user and returns it in clear: the path behind `npm run login-code` (a local operator's
// tool, so no sign-in limits). A live code with minutes left is returned again rather than replaced, so the code the
// person already holds keeps working.
import type { Database } from '../db/database';
import { findUserByEmail } from '../db/userRows';
import { issueOrResendLoginCode } from './loginCodes';

export async function issueLoginCodeFor(db: Database, secret: string, email: string): Promise<string> {
  const user = await findUserByEmail(db, email);
  if (!user) throw new Error(`There is no user with the email ${email}.`);
  if (!user.is_active) throw new Error(`The user ${email} is disabled.`);
  return issueOrResendLoginCode(db, secret, user.email);
}
