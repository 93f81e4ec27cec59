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

export async function createTokenService(db: Db): Promise<TokenService> {
  // The signing key lives in the database so every process and every restart agree on it.
  const key = await appSecret(db, 'jwt');
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
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        return { sub: payload.sub, sid: payload.sid };
      } catch {
        return null;
      }
    },
  };
}
