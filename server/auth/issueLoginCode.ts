// Issues a code for an enabled user and returns it in clear: the path behind `npm run login-code`.
import type { Queryable } from '../db/database';
import { findUserByEmail } from '../db/userRows';
import { createLoginCode } from './loginCodes';

export async function issueLoginCodeFor(db: Queryable, secret: string, email: string): Promise<string> {
  const user = await findUserByEmail(db, email);
  if (!user) throw new Error(`There is no user with the email ${email}.`);
  if (!user.is_active) throw new Error(`The user ${email} is disabled.`);
  return createLoginCode(db, secret, user.email);
}
