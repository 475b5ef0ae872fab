// Sign-in by email code or Google ID token, token renewal with rotation, and sign-out.
import { issueOrResendLoginCode, useLoginCode } from '../../auth/loginCodes';
import { admitCodeDelivery, admitCodeRequest, admitGuess, DEFAULT_SIGN_IN_LIMITS, waitWording } from '../../auth/signInLimits';
import { verifyGoogleIdToken } from '../../auth/google';
import { issueRefreshToken } from '../../auth/tokens';
import { accessTokenForRefreshToken } from '../../auth/sessions';
import { endSession, renewSession } from '../../auth/renewSession';
import { findUserByEmail, findUserById, permissionsOf, type UserRow } from '../../db/userRows';
import { recordEvent } from '../../history/eventRows';
import { emailLoginSchema } from '../../../domain/userSchemas';
import { appError } from '../errors';
import type { GraphQLContext } from '../context';
import type { MutationResolvers, QueryResolvers } from '../__generated__/resolvers';
import { validateInput } from '../validate';

const loginFailed = (message: string) => appError('LOGIN_FAILED', message);
const DISABLED = 'This account is disabled. Ask an admin to enable it.';
/** One answer for a wrong, used or expired code, an unknown address and a disabled account: none says who has an account. */
export const CODE_NOT_ACCEPTED = 'This email and security code do not match a valid code. Check the latest code you received, or request a new one.';
/** The same for every address, known or not: the counters exist for every address alike. */
const tooManyAttempts = (retryAfterSeconds: number) =>
  appError('LOGIN_FAILED', `Too many attempts. ${waitWording(retryAfterSeconds)} and request a new code.`, { retryAfterSeconds });

async function signIn(context: GraphQLContext, user: UserRow, method: string) {
  const { db, config } = context;
  const refreshToken = await db.transaction(async (tx) => {
    await tx.query('UPDATE users SET login_date = now() WHERE id = $1', [user.id]);
    await recordEvent(tx, { userId: user.id, type: 'LOGIN', subType: method, entityType: 'USER', entityId: user.id, message: `${user.name} signed in with ${method.toLowerCase()}` });
    return issueRefreshToken(tx, config.jwtSecret, user.id);
  });
  const fresh = (await findUserById(db, user.id)) ?? user;
  const accessToken = await accessTokenForRefreshToken(db, config.jwtSecret, user.id, refreshToken);
  // A browser keeps its refresh token in the HttpOnly cookie; other clients use the one in the answer.
  context.setRefreshCookie?.(refreshToken);
  return {
    accessToken,
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
    const { db, config } = context;
    const limits = config.signInLimits ?? DEFAULT_SIGN_IN_LIMITS;
    const request = await admitCodeRequest(db, limits, context.clientAddress);
    if (!request.admitted) throw tooManyAttempts(request.retryAfterSeconds);
    const user = await findUserByEmail(db, address);
    // Answer the same whether or not the address has an account, so the form cannot be used to probe for users.
    if (!user || !user.is_active) return true;
    // Past its delivery limit an address gets nothing more (it already holds a code sent several times), answered alike.
    if (!(await admitCodeDelivery(db, limits, user.email)).admitted) return true;
    const code = await issueOrResendLoginCode(db, config.jwtSecret, user.email);
    await context.deliverCode(user.email, code);
    return true;
  },

  async loginWithEmail(_parent, args, context) {
    const { email, code } = await validateInput(emailLoginSchema, args);
    const { db, config } = context;
    // Counted before the code is looked at, for every address alike, so concurrent guesses cannot outrun the budget.
    const guess = await admitGuess(db, config.signInLimits ?? DEFAULT_SIGN_IN_LIMITS, email, context.clientAddress);
    if (!guess.admitted) throw tooManyAttempts(guess.retryAfterSeconds);
    const matched = await db.transaction((tx) => useLoginCode(tx, config.jwtSecret, email, code));
    const user = matched ? await findUserByEmail(db, email) : null;
    if (!user || !user.is_active) throw loginFailed(CODE_NOT_ACCEPTED);
    // A guess that signs in is not a wrong guess: it leaves the budget as it was.
    await guess.release();
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
    const renewal = await renewSession(context, refreshToken);
    if (!renewal.ok) throw appError('UNAUTHENTICATED', 'Your session has ended. Please sign in again.');
    return { accessToken: renewal.accessToken, refreshToken: renewal.refreshToken };
  },

  logout: (_parent, { refreshToken }, context) => endSession(context, refreshToken),
};
