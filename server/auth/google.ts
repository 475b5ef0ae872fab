// Verifies a Google ID token: signature against the configured key set, audience, Google's issuer, expiry, and an
// email Google has verified.
import { createRemoteJWKSet, jwtVerify, errors as joseErrors } from 'jose';

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function keySet(url: string) {
  let set = keySets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url), { timeoutDuration: 5000, cooldownDuration: 30_000 });
    keySets.set(url, set);
  }
  return set;
}

/** The verified email of the token, or null when the token is not a valid Google ID token for this client. */
export async function verifyGoogleIdToken(token: string, clientId: string, keysUrl: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, keySet(keysUrl), {
      audience: clientId,
      issuer: GOOGLE_ISSUERS,
      algorithms: ['RS256'],
    });
    // Only an address Google has verified names an account: a token without the claim is refused like one saying false.
    if (typeof payload.email !== 'string' || payload.email_verified !== true) return null;
    return payload.email;
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}
