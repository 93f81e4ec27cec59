import crypto from 'node:crypto';
import type { Db } from '../db/database.js';
import { unauthorized } from '../http/AppError.js';

const SESSION_DAYS = 7;

export interface SessionScope {
  employeeId: number;
  organizationId: number;
  roleId: number;
  viaMicrosoft?: boolean;
}

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('base64url');
const newToken = () => crypto.randomBytes(32).toString('base64url');

async function issueRefreshToken(db: Db, sessionId: string): Promise<string> {
  const token = newToken();
  await db.insertInto('refresh_token').values({ token_hash: sha256(token), session_id: sessionId }).execute();
  return token;
}

export async function startSession(db: Db, scope: SessionScope): Promise<{ sessionId: string; refreshToken: string }> {
  const sessionId = crypto.randomUUID();
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('session')
      .values({
        id: sessionId,
        employee_id: scope.employeeId,
        organization_id: scope.organizationId,
        role_id: scope.roleId,
        via_microsoft: scope.viaMicrosoft ?? false,
        expires_at: new Date(Date.now() + SESSION_DAYS * 86_400_000),
      })
      .execute();
    return { sessionId, refreshToken: await issueRefreshToken(trx, sessionId) };
  });
}

/**
 * Login As and the organisation switch: a new session in the new scope, and the caller's session
 * ended, so the older access and refresh tokens of the caller (another tab's) stop with a 401 instead
 * of acting in the new organisation or role (issue 17 §4). The new session ends when the old one
 * would have: switching does not lengthen a sign-in. Of two switches from one session, one wins; the
 * other finds it ended (401).
 */
export async function switchSession(db: Db, sessionId: string, organizationId: number, roleId: number): Promise<{ sessionId: string; refreshToken: string }> {
  return db.transaction().execute(async (trx) => {
    const ended = await trx
      .updateTable('session')
      .set({ revoked_at: new Date(), revoked_reason: 'switched' })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .returning(['employee_id', 'via_microsoft', 'expires_at'])
      .executeTakeFirst();
    if (!ended) throw unauthorized();
    const next = crypto.randomUUID();
    await trx
      .insertInto('session')
      .values({ id: next, employee_id: ended.employee_id, organization_id: organizationId, role_id: roleId, via_microsoft: ended.via_microsoft, expires_at: ended.expires_at })
      .execute();
    return { sessionId: next, refreshToken: await issueRefreshToken(trx, next) };
  });
}

/**
 * Exchanges a refresh token for a new one. A token that was already used means it was stolen or
 * replayed: its whole session (the token family) is revoked.
 */
export async function rotateRefreshToken(db: Db, refreshToken: unknown): Promise<{ sessionId: string; refreshToken: string }> {
  if (typeof refreshToken !== 'string' || !refreshToken) throw unauthorized();
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('refresh_token')
      .innerJoin('session', 'session.id', 'refresh_token.session_id')
      .select(['refresh_token.session_id', 'refresh_token.used_at', 'session.revoked_at', 'session.expires_at'])
      .where('refresh_token.token_hash', '=', sha256(refreshToken))
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.revoked_at || row.expires_at.getTime() < Date.now()) throw unauthorized();
    if (row.used_at) {
      await revokeSession(trx, row.session_id, 'refresh token reused');
      return null;
    }
    await trx.updateTable('refresh_token').set({ used_at: new Date() }).where('token_hash', '=', sha256(refreshToken)).execute();
    return { sessionId: row.session_id, refreshToken: await issueRefreshToken(trx, row.session_id) };
  }).then((rotated) => {
    // The revocation above must commit, so the refusal is thrown after the transaction.
    if (!rotated) throw unauthorized();
    return rotated;
  });
}

export async function revokeSession(db: Db, sessionId: string, reason: string): Promise<void> {
  await db
    .updateTable('session')
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of an employee at once: password change, reset, deactivation. */
export async function revokeEmployeeSessions(db: Db, employeeId: number, reason: string): Promise<void> {
  await db
    .updateTable('session')
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where('employee_id', '=', employeeId)
    .where('revoked_at', 'is', null)
    .execute();
}
