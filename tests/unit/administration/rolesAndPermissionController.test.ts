import { describe, expect, it, vi } from 'vitest';
import {
  createRolesAndPermissionController,
  EMP_ID_REQUIRED,
  PERMISSIONS_SAVED,
  ROLES_REQUIRED,
  ROLES_SAVED,
  sortedRoles,
} from '../../../resources/rolesAndPermission/rolesAndPermissionController';
import type { RolesAndPermissionApi } from '../../../resources/rolesAndPermission/types';
import { rowKey, setVerb, type PermissionRow } from '../../../widgets/rules/permissionMatrix';

const none = { view: false, add: false, edit: false, delete: false };
const matrix: PermissionRow[] = [
  { menuId: 1, submenuId: null, menuText: 'Dashboard', text: 'Dashboard', path: '/dashboard', status: 'Active', access: { ...none, view: true } },
  { menuId: 2, submenuId: 10, menuText: 'Master Data', text: 'Gender', path: '/gender', status: 'Active', access: none },
];

function fakeApi(overrides: Partial<RolesAndPermissionApi> = {}) {
  const api = {
    // As GET /api/rolesAndPermission answers them: in no particular order.
    listRoles: vi.fn(async () => [
      { id: 9, roleType: 'Payroll Clerk', roleSequence: 20, status: 'Active' },
      { id: 1, roleType: 'Site Admin', roleSequence: 1, status: 'Active' },
    ]),
    readPermissions: vi.fn(async () => matrix),
    // As PUT /api/rolesAndPermission/:roleId answers: the whole matrix, with the rows sent changed.
    savePermissions: vi.fn(async (_roleId: number, rows: readonly PermissionRow[]) =>
      matrix.map((row) => ({ ...(rows.find((sent) => rowKey(sent) === rowKey(row)) ?? row) })),
    ),
    readEmployeeRoles: vi.fn(async (empId: string) => ({ empId, roleTypes: ['Employee'] })),
    saveEmployeeRoles: vi.fn(async (empId: string, roleTypes: readonly string[]) => ({ empId, roleTypes: [...roleTypes] })),
    notify: vi.fn(),
    ...overrides,
  };
  return api;
}

describe('Roles And Permissions controller (no DOM)', () => {
  it('loads the roles, reads a role’s matrix, edits it and saves the rows it changed', async () => {
    const api = fakeApi();
    const controller = createRolesAndPermissionController(api);
    await controller.loadRoles();
    expect(api.listRoles).toHaveBeenCalledTimes(1);
    expect(controller.getState().rolesStatus).toBe('ready');
    expect(controller.getState().roles.map((r) => r.roleType)).toEqual(['Site Admin', 'Payroll Clerk']);

    await controller.selectRole(9);
    expect(api.readPermissions).toHaveBeenCalledWith(9);
    expect(controller.getState()).toMatchObject({ roleId: 9, matrixStatus: 'ready', rows: matrix });

    const edited = setVerb(controller.getState().rows, new Set([rowKey(matrix[1])]), 'edit', true);
    controller.setRows(edited);
    expect(controller.getState().rows[1].access).toEqual({ view: true, add: false, edit: true, delete: false });

    expect(await controller.savePermissions()).toBe(true);
    expect(api.savePermissions).toHaveBeenCalledWith(9, [edited[1]]);
    expect(controller.getState().savedRows).toHaveLength(matrix.length);
    expect(api.notify).toHaveBeenCalledWith(PERMISSIONS_SAVED, 'success');
    expect(controller.getState().savedRows[1].access.edit).toBe(true);
  });

  it('lists the roles by role sequence, then name, and says when they could not be read', async () => {
    expect(
      sortedRoles([
        { id: 3, roleType: 'Employee', roleSequence: 9, status: 'Active' },
        { id: 2, roleType: 'Auditor', roleSequence: 9, status: 'Inactive' },
        { id: 1, roleType: 'Site Admin', roleSequence: 1, status: 'Active' },
      ]).map((role) => role.id),
    ).toEqual([1, 2, 3]);
    const controller = createRolesAndPermissionController(fakeApi({ listRoles: vi.fn(async () => Promise.reject(new Error('403'))) }));
    await controller.loadRoles();
    expect(controller.getState()).toMatchObject({ roles: [], rolesStatus: 'failed' });
  });

  it('keeps the matrix of the role chosen last when an earlier answer arrives late', async () => {
    let release: (rows: PermissionRow[]) => void = () => undefined;
    const slow = new Promise<PermissionRow[]>((resolve) => (release = resolve));
    const api = fakeApi({ readPermissions: vi.fn((roleId: number) => (roleId === 1 ? slow : Promise.resolve(matrix))) });
    const controller = createRolesAndPermissionController(api);
    const first = controller.selectRole(1);
    await controller.selectRole(9);
    release([]);
    await first;
    expect(controller.getState()).toMatchObject({ roleId: 9, rows: matrix });
  });

  it('assigns roles: needs an Emp ID, a loaded employee and at least one role', async () => {
    const api = fakeApi();
    const controller = createRolesAndPermissionController(api);
    expect(await controller.loadEmployee()).toBe(false);
    expect(controller.getState().assignment.empIdError).toBe(EMP_ID_REQUIRED);

    controller.setEmpId(' emp030 ');
    expect(await controller.loadEmployee()).toBe(true);
    expect(api.readEmployeeRoles).toHaveBeenCalledWith('EMP030');
    expect(controller.getState().assignment).toMatchObject({ loadedEmpId: 'EMP030', roleTypes: ['Employee'] });

    controller.setRoleTypes([]);
    expect(await controller.saveAssignment()).toBe(false);
    expect(controller.getState().assignment.rolesError).toBe(ROLES_REQUIRED);

    controller.setRoleTypes(['Employee', 'Payroll Clerk']);
    expect(await controller.saveAssignment()).toBe(true);
    expect(api.saveEmployeeRoles).toHaveBeenCalledWith('EMP030', ['Employee', 'Payroll Clerk']);
    expect(api.notify).toHaveBeenCalledWith(ROLES_SAVED, 'success');

    // Another ID typed: the roles shown no longer belong to it, so nothing is saved until it is loaded.
    controller.setEmpId('EMP031');
    expect(controller.getState().assignment).toMatchObject({ loadedEmpId: null, roleTypes: [] });
    expect(await controller.saveAssignment()).toBe(false);
    expect(api.saveEmployeeRoles).toHaveBeenCalledTimes(1);
  });
});
