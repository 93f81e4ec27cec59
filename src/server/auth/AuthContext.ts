import type { RolePermissions } from './permissions.js';

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
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthContext;
  }
}
