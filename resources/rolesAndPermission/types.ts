import type { PermissionRow } from '../../widgets/rules/permissionMatrix';

/** A role of the active organisation (GET /api/rolesAndPermission). */
export interface RoleOption {
  id: number;
  roleType: string;
  roleSequence: number;
  status: string;
}

/** The roles an employee holds (GET /api/employee/role-types). */
export interface EmployeeRoles {
  empId: string;
  roleTypes: string[];
}

export type ToastSeverity = 'success' | 'error' | 'info' | 'warning';

/** What the screen needs from the server; a test hands in its own. */
export interface RolesAndPermissionApi {
  listRoles(): Promise<RoleOption[]>;
  readPermissions(roleId: number): Promise<PermissionRow[]>;
  savePermissions(roleId: number, rows: readonly PermissionRow[]): Promise<PermissionRow[]>;
  readEmployeeRoles(empId: string): Promise<EmployeeRoles>;
  saveEmployeeRoles(empId: string, roleTypes: readonly string[]): Promise<EmployeeRoles>;
  /** Success messages; failures are reported by the HTTP layer. */
  notify(message: string, severity: ToastSeverity): void;
}
