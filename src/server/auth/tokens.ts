import { jwtVerify, SignJWT } from 'jose';
import { appSecret } from '../db/appSecret.js';
import type { Db } from '../db/database.js';

const ISSUER = 'hr-console';
const AUDIENCE = 'hr-console-web';
export const ACCESS_TOKEN_SECONDS = 15 * 60;

export interface AccessClaims {
  /** employee.id */
  sub: string;
  /** session.id */
  sid: string;
}

export interface TokenService {
  sign(claims: AccessClaims): Promise<string>;
  /** The claims, or null for a token that is forged, expired or not ours. */
  verify(token: string): Promise<AccessClaims | null>;
}

/** Tokens verified recently, beyond which the oldest are forgotten (and verified again if seen). */
const VERIFIED_TOKENS_KEPT = 10_000;

export async function createTokenService(db: Db): Promise<TokenService> {
  // The signing key lives in the database so every process and every restart agree on it.
  const key = await appSecret(db, 'jwt');
  // A token's signature cannot change, so one verification holds until the token expires: the
  // HMAC check was a fifth of every call's CPU. Revocation is not a token matter: the session row
  // is still read on every call (authenticate.ts), so logout still ends access at once.
  const verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();
  return {
    sign: (claims) =>
      new SignJWT({ sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
        .sign(key),
    verify: async (token) => {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > Date.now()) return known.claims;
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') return null;
        const claims = { sub: payload.sub, sid: payload.sid };
        if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
        verified.set(token, { claims, expiresAt: payload.exp * 1000 });
        return claims;
      } catch {
        return null;
      }
    },
  };
}
