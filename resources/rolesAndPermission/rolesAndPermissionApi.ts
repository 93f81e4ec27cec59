import { apiRequest } from '../../src/app/http/httpClient';
import { showToast } from '../../src/app/toast/toastStore';
import { permissionsBody, type PermissionRow } from '../../widgets/rules/permissionMatrix';
import type { EmployeeRoles, RoleOption, RolesAndPermissionApi } from './types';

export const ROLES_AND_PERMISSION_PATH = '/rolesAndPermission';

interface MatrixAnswer {
  roleId: number;
  roleType: string;
  rows: PermissionRow[];
}

interface ActiveMenu {
  menuId: number;
}

/**
 * The matrix rows carry each submenu's own status; the parent menu's comes from the active menu
 * tree (GET /api/menu/menu-submenu lists Active menus only), so a switched-off menu shows as such.
 * Without that list (a failed call) the rows keep their own status only.
 */
async function activeMenuIds(): Promise<Set<number> | null> {
  try {
    return new Set((await apiRequest<ActiveMenu[]>('/menu/menu-submenu', { silent: true })).map((menu) => menu.menuId));
  } catch {
    return null;
  }
}

function withMenuStatus(rows: PermissionRow[], active: Set<number> | null): PermissionRow[] {
  return active ? rows.map((row) => ({ ...row, menuStatus: active.has(row.menuId) ? 'Active' : 'Inactive' })) : rows;
}

/** The server calls of the Roles And Permissions screen, all through the app's httpClient. */
export const rolesAndPermissionApi: RolesAndPermissionApi = {
  /** GET /api/rolesAndPermission: the active organisation's roles, under this screen's own permission (not /addRoles). */
  async listRoles() {
    const roles = await apiRequest<RoleOption[] | null>(ROLES_AND_PERMISSION_PATH);
    return Array.isArray(roles) ? roles : [];
  },
  async readPermissions(roleId) {
    const [answer, active] = await Promise.all([apiRequest<MatrixAnswer>(`${ROLES_AND_PERMISSION_PATH}/${roleId}`), activeMenuIds()]);
    return withMenuStatus(answer.rows, active);
  },
  async savePermissions(roleId, rows) {
    const answer = await apiRequest<MatrixAnswer>(`${ROLES_AND_PERMISSION_PATH}/${roleId}`, { method: 'PUT', body: permissionsBody(rows) });
    return withMenuStatus(answer.rows, await activeMenuIds());
  },
  readEmployeeRoles(empId) {
    return apiRequest<EmployeeRoles>('/employee/role-types', { query: { empId } });
  },
  saveEmployeeRoles(empId, roleTypes) {
    return apiRequest<EmployeeRoles>('/employee/edit-role-type', { method: 'PUT', body: { empId, roleTypes } });
  },
  notify(message, severity) {
    showToast(message, severity);
  },
};
