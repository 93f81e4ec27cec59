import type { RolePermissions } from './permissions.js';
import type { AccessClaims } from './tokens.js';

/** Who is calling, in which organisation and role; set on every authenticated request. */
export interface AuthContext {
  employeeId: number;
  empId: string;
  sessionId: string;
  organizationId: number;
  roleId: number;
  roleType: string;
  viaMicrosoft: boolean;
  permissions: RolePermissions;
  /** permission_version as read with the session: the key of every role's rights read for this call. */
  permissionVersion: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthContext;
    /** A session-joined route's verified token (auth/sessionJoinedRoute.ts): its session is read with the route's own rows. */
    sessionClaims?: AccessClaims;
  }
}
