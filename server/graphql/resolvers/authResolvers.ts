// Sign-in by email code or Google ID token, token renewal with rotation, and sign-out.
import { consumeLoginCode, createLoginCode, MAX_FAILED_ATTEMPTS } from '../../auth/loginCodes';
import { verifyGoogleIdToken } from '../../auth/google';
import { issueAccessToken, issueRefreshToken, revokeRefreshFamily, rotateRefreshToken } from '../../auth/tokens';
import { findUserByEmail, findUserById, permissionsOf, type UserRow } from '../../db/userRows';
import { recordEvent } from '../../history/eventRows';
import { emailLoginSchema } from '../../../domain/userSchemas';
import { appError } from '../errors';
import type { GraphQLContext } from '../context';
import type { MutationResolvers, QueryResolvers } from '../__generated__/resolvers';
import { validateInput } from '../validate';

const loginFailed = (message: string) => appError('LOGIN_FAILED', message);
const DISABLED = 'This account is disabled. Ask an admin to enable it.';

async function signIn(context: GraphQLContext, user: UserRow, method: string) {
  const { db, config } = context;
  const refreshToken = await db.transaction(async (tx) => {
    await tx.query('UPDATE users SET login_date = now() WHERE id = $1', [user.id]);
    await recordEvent(tx, { userId: user.id, type: 'LOGIN', subType: method, entityType: 'USER', entityId: user.id, message: `${user.name} signed in with ${method.toLowerCase()}` });
    return issueRefreshToken(tx, config.jwtSecret, user.id);
  });
  const fresh = (await findUserById(db, user.id)) ?? user;
  return {
    accessToken: await issueAccessToken(config.jwtSecret, user.id),
    refreshToken,
    permissions: permissionsOf(fresh),
    user: fresh,
  };
}

export const authQueryResolvers: Pick<QueryResolvers, 'authConfig'> = {
  authConfig: (_parent, _args, { config }) => ({
    googleClientId: config.googleClientId ?? null,
    isGoogleConfigured: Boolean(config.googleClientId),
  }),
};

export const authMutationResolvers: Pick<
  MutationResolvers,
  'loginWithEmail' | 'loginWithGoogleIdToken' | 'requestLoginCode' | 'refreshAccessToken' | 'logout'
> = {
  async requestLoginCode(_parent, { email }, context) {
    const { email: address } = await validateInput(emailLoginSchema.pick(['email']), { email });
    const user = await findUserByEmail(context.db, address);
    // Answer the same whether or not the address has an account, so the form cannot be used to probe for users.
    if (!user || !user.is_active) return true;
    const code = await createLoginCode(context.db, context.config.jwtSecret, user.email);
    await context.deliverCode(user.email, code);
    return true;
  },

  async loginWithEmail(_parent, args, context) {
    const { email, code } = await validateInput(emailLoginSchema, args);
    const user = await findUserByEmail(context.db, email);
    if (user && !user.is_active) throw loginFailed(DISABLED);
    // The check runs in its own transaction so that a wrong attempt is counted even though the login then fails.
    const outcome = await context.db.transaction((tx) => consumeLoginCode(tx, context.config.jwtSecret, email, code));
    if (outcome === 'expired') throw loginFailed('This security code has expired. Request a new code.');
    if (outcome === 'missing') throw loginFailed('There is no valid security code for this email. Request a new code.');
    if (outcome === 'wrong') {
      throw loginFailed(`The security code is not correct. After ${MAX_FAILED_ATTEMPTS} wrong attempts the code stops working.`);
    }
    if (!user) throw loginFailed('There is no valid security code for this email. Request a new code.');
    return signIn(context, user, 'EMAIL');
  },

  async loginWithGoogleIdToken(_parent, { googleIdToken }, context) {
    const { googleClientId, googleKeysUrl } = context.config;
    if (!googleClientId) throw loginFailed('Sign-in with Google is not configured on this server. Use email sign-in.');
    const email = await verifyGoogleIdToken(googleIdToken, googleClientId, googleKeysUrl);
    if (!email) throw loginFailed('The Google sign-in could not be verified. Try again.');
    const user = await findUserByEmail(context.db, email);
    if (!user) throw loginFailed(`There is no account for ${email}. Ask an admin to add you.`);
    if (!user.is_active) throw loginFailed(DISABLED);
    return signIn(context, user, 'GOOGLE');
  },

  async refreshAccessToken(_parent, { refreshToken }, context) {
    const { db, config } = context;
    const outcome = await db.transaction((tx) => rotateRefreshToken(tx, config.jwtSecret, refreshToken));
    if (!outcome.ok) throw appError('UNAUTHENTICATED', 'Your session has ended. Please sign in again.');
    const user = await findUserById(db, outcome.userId);
    if (!user || !user.is_active || user.is_deleted) throw appError('UNAUTHENTICATED', 'Your session has ended. Please sign in again.');
    return { accessToken: await issueAccessToken(config.jwtSecret, user.id), refreshToken: outcome.refreshToken };
  },

  async logout(_parent, { refreshToken }, context) {
    return context.db.transaction((tx) => revokeRefreshFamily(tx, context.config.jwtSecret, refreshToken));
  },
};
