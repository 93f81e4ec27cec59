import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database.js';
import { preparedStatement, type Arg } from '../db/preparedStatement.js';
import { readThrough } from '../db/SoleWriterCache.js';
import { unauthorized } from '../http/AppError.js';
import type { AuthContext } from './AuthContext.js';
import type { PermissionCache } from './PermissionCache.js';
import type { TokenService } from './tokens.js';

/** Exported for the bench: its floor runs this very statement through the driver. */
export const readSession = preparedStatement('authenticate-session', (db, arg: Arg<{ sessionId: string; employeeId: number; now: Date }>) =>
  db
    .selectFrom('session as s')
    .innerJoin('employee as e', 'e.id', 's.employee_id')
    .innerJoin('organization as o', 'o.id', 's.organization_id')
    .innerJoin('role as r', 'r.id', 's.role_id')
    .innerJoin('employee_role as er', (join) => join.onRef('er.employee_id', '=', 's.employee_id').onRef('er.role_id', '=', 's.role_id'))
    .crossJoin('permission_version as pv')
    .select(['s.id', 's.expires_at', 's.employee_id', 's.organization_id', 's.role_id', 's.via_microsoft', 'e.emp_id', 'r.role_type', 'pv.version as permission_version'])
    .where('s.id', '=', arg('sessionId'))
    .where('s.employee_id', '=', arg('employeeId'))
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', arg('now'))
    .where('e.status', '=', 'Active')
    .where('o.status', '=', 'Active')
    .where('r.status', '=', 'Active'),
);

/**
 * Resolves the bearer token to a live session. The session row is read on every call so that
 * logout, a password change, a deactivated employee, organisation or role, or a removed role
 * assignment ends access at once rather than when the token expires; it is a prepared statement
 * because planning its joins would otherwise cost more than running them. The same row carries
 * the permission version, so a change of rights made by any process is seen on the next call.
 */
export async function authenticate(
  request: FastifyRequest,
  database: Database,
  tokens: TokenService,
  permissions: PermissionCache,
): Promise<AuthContext> {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  if (!token) throw unauthorized('Authentication required. Please log in.');
  const claims = await tokens.verify(token);
  if (!claims) throw unauthorized();

  const now = new Date();
  const sessionId = claims.sid;
  const employeeId = Number(claims.sub);
  // On PGlite the row is kept until this process next writes (a logout is a write), and its
  // expiry is checked here on every call, as the statement checks it.
  const [session] = await readThrough(database, `session ${sessionId} ${employeeId}`, () => readSession(database, { sessionId, employeeId, now }));
  if (!session || session.expires_at <= now) throw unauthorized();

  return {
    employeeId: session.employee_id,
    empId: session.emp_id,
    sessionId: session.id,
    organizationId: session.organization_id,
    roleId: session.role_id,
    roleType: session.role_type,
    viaMicrosoft: session.via_microsoft,
    permissions: await permissions.get(session.role_id, Number(session.permission_version)),
    permissionVersion: Number(session.permission_version),
  };
}
