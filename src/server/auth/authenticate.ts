import { sql } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { Database, Db } from '../db/database.js';
import { preparedStatement, type Arg } from '../db/preparedStatement.js';
import { readThrough } from '../db/SoleWriterCache.js';
import { unauthorized } from '../http/AppError.js';
import type { AuthContext } from './AuthContext.js';
import type { PermissionCache } from './PermissionCache.js';
import type { AccessClaims, TokenService } from './tokens.js';

export type SessionArgs = {
  sessionId: string;
  employeeId: number;
  now: Date;
};

/** The columns of a live session row, as sessionQuery selects them. */
export const SESSION_COLUMNS = ['id', 'expires_at', 'employee_id', 'organization_id', 'role_id', 'via_microsoft', 'emp_id', 'role_type', 'permission_version'] as const;

export interface SessionRow {
  id: string;
  expires_at: Date;
  employee_id: number;
  organization_id: number;
  role_id: number;
  via_microsoft: boolean;
  emp_id: string;
  role_type: string;
  /** bigint: a string from the driver. */
  permission_version: string | number;
}

/**
 * The session row, if it is live: not revoked or expired, and its employee, organisation, role and
 * role assignment all still active. With the permission version, so a change of rights made by any
 * process is seen on the next call. Shared by the session check on its own (readSession) and the
 * statements that join it into an endpoint's read (joinSession.ts).
 */
export const sessionQuery = (db: Db, args: SessionArgs) =>
  db
    .selectFrom('session as s')
    .innerJoin('employee as e', 'e.id', 's.employee_id')
    .innerJoin('organization as o', 'o.id', 's.organization_id')
    .innerJoin('role as r', 'r.id', 's.role_id')
    .innerJoin('employee_role as er', (join) => join.onRef('er.employee_id', '=', 's.employee_id').onRef('er.role_id', '=', 's.role_id'))
    .crossJoin('permission_version as pv')
    .select(['s.id', 's.expires_at', 's.employee_id', 's.organization_id', 's.role_id', 's.via_microsoft', 'e.emp_id', 'r.role_type', 'pv.version as permission_version'])
    .where('s.id', '=', args.sessionId)
    .where('s.employee_id', '=', args.employeeId)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', args.now)
    .where('e.status', '=', 'Active')
    // A deactivation with a last working day still ahead ends the sessions after that day (docs/people.md).
    .where((eb) => eb.or([eb('e.last_working_day', 'is', null), eb('e.last_working_day', '>=', sql<string>`current_date`)]))
    .where('o.status', '=', 'Active')
    .where('r.status', '=', 'Active');

/** The session check on its own, as a prepared statement: planning its joins would otherwise cost more than running them. */
export const readSession = preparedStatement('authenticate-session', (db, arg: Arg<SessionArgs>) =>
  sessionQuery(db, { sessionId: arg('sessionId'), employeeId: arg('employeeId'), now: arg('now') }),
);

/** The claims of the request's bearer token, or 401: a missing, forged, expired or foreign token. */
export async function bearerClaims(request: FastifyRequest, tokens: TokenService): Promise<AccessClaims> {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  if (!token) throw unauthorized('Authentication required. Please log in.');
  const claims = await tokens.verify(token);
  if (!claims) throw unauthorized();
  return claims;
}

/** What the session row, read by either path, tells of the caller; 401 without a live one. */
export async function authContextOf(session: SessionRow | undefined, now: Date, permissions: PermissionCache): Promise<AuthContext> {
  // A row kept by the sole writer's cache (PGlite) was live when read: its expiry is checked again here.
  if (!session || session.expires_at <= now) throw unauthorized();
  const permissionVersion = Number(session.permission_version);
  return {
    employeeId: session.employee_id,
    empId: session.emp_id,
    sessionId: session.id,
    organizationId: session.organization_id,
    roleId: session.role_id,
    roleType: session.role_type,
    viaMicrosoft: session.via_microsoft,
    permissions: await permissions.get(session.role_id, permissionVersion),
    permissionVersion,
  };
}

/** The session's arguments for a call made now with these claims. */
export const sessionArgs = (claims: AccessClaims, now: Date): SessionArgs => ({ sessionId: claims.sid, employeeId: Number(claims.sub), now });

/**
 * Resolves the bearer token to a live session. The session row is read on every call so that
 * logout, a password change, a deactivated employee, organisation or role, or a removed role
 * assignment ends access at once rather than when the token expires. Hot routes read it in the
 * same statement as their own rows instead (sessionJoinedRoute.ts).
 */
export async function authenticate(request: FastifyRequest, database: Database, tokens: TokenService, permissions: PermissionCache): Promise<AuthContext> {
  const claims = await bearerClaims(request, tokens);
  const now = new Date();
  const args = sessionArgs(claims, now);
  // On PGlite the row is kept until this process next writes (a logout is a write).
  const [session] = await readThrough(database, `session ${args.sessionId} ${args.employeeId}`, () => readSession(database, args));
  return authContextOf(session as SessionRow | undefined, now, permissions);
}
