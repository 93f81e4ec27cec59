import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database.js';
import { unauthorized } from '../http/AppError.js';
import type { AuthContext } from './AuthContext.js';
import type { PermissionCache } from './PermissionCache.js';
import type { TokenService } from './tokens.js';

/**
 * Resolves the bearer token to a live session. The session row is read on every call so that
 * logout, a password change, a deactivated employee, organisation or role, or a removed role
 * assignment ends access at once rather than when the token expires; it is a prepared statement
 * because planning its joins would otherwise cost more than running them.
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

  const [session] = await database.prepared(
    'authenticate-session',
    database.db
      .selectFrom('session as s')
      .innerJoin('employee as e', 'e.id', 's.employee_id')
      .innerJoin('organization as o', 'o.id', 's.organization_id')
      .innerJoin('role as r', 'r.id', 's.role_id')
      .innerJoin('employee_role as er', (join) => join.onRef('er.employee_id', '=', 's.employee_id').onRef('er.role_id', '=', 's.role_id'))
      .select(['s.id', 's.employee_id', 's.organization_id', 's.role_id', 's.via_microsoft', 'e.emp_id', 'r.role_type'])
      .where('s.id', '=', claims.sid)
      .where('s.employee_id', '=', Number(claims.sub))
      .where('s.revoked_at', 'is', null)
      .where('s.expires_at', '>', new Date())
      .where('e.status', '=', 'Active')
      .where('o.status', '=', 'Active')
      .where('r.status', '=', 'Active'),
  );
  if (!session) throw unauthorized();

  return {
    employeeId: session.employee_id,
    empId: session.emp_id,
    sessionId: session.id,
    organizationId: session.organization_id,
    roleId: session.role_id,
    roleType: session.role_type,
    viaMicrosoft: session.via_microsoft,
    permissions: await permissions.get(session.role_id),
  };
}
