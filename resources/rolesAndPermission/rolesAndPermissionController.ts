import { createPageStore, type PageStore } from '../../src/app/pageStore/createPageStore';
import { changedRows, normalizedRows, type PermissionRow } from '../../widgets/rules/permissionMatrix';
import type { RoleOption, RolesAndPermissionApi } from './types';

export const PERMISSIONS_SAVED = 'Permissions updated successfully';
export const ROLES_SAVED = 'Roles updated successfully';
export const EMP_ID_REQUIRED = 'Employee ID is required';
export const ROLES_REQUIRED = 'Select at least one role';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface AssignmentState {
  /** What is typed in the Employee ID box. */
  empId: string;
  /** The employee whose roles are shown (after Load); the roles can be saved for them only. */
  loadedEmpId: string | null;
  roleTypes: string[];
  loading: boolean;
  saving: boolean;
  /** A message under the Employee ID box or the roles (not a server failure: those are toasts). */
  empIdError: string | null;
  rolesError: string | null;
}

export interface RolesAndPermissionState {
  roles: RoleOption[];
  rolesStatus: LoadStatus;
  roleId: number | null;
  /** The matrix as edited. */
  rows: PermissionRow[];
  /** The matrix as last read or saved, to tell unsaved changes. */
  savedRows: PermissionRow[];
  matrixStatus: LoadStatus;
  savingPermissions: boolean;
  assignment: AssignmentState;
}

export const INITIAL_STATE: RolesAndPermissionState = {
  roles: [],
  rolesStatus: 'idle',
  roleId: null,
  rows: [],
  savedRows: [],
  matrixStatus: 'idle',
  savingPermissions: false,
  assignment: { empId: '', loadedEmpId: null, roleTypes: [], loading: false, saving: false, empIdError: null, rolesError: null },
};

export interface RolesAndPermissionActions {
  loadRoles(): Promise<void>;
  /** Picks the role whose matrix is shown (null: none), and reads it. Unsaved edits of the previous role are dropped. */
  selectRole(roleId: number | null): Promise<void>;
  setRows(rows: PermissionRow[]): void;
  /** Back to the matrix as last read or saved. */
  resetRows(): void;
  /** PUT the rows changed since the matrix was read or saved; answers whether it was saved. */
  savePermissions(): Promise<boolean>;
  setEmpId(empId: string): void;
  loadEmployee(): Promise<boolean>;
  setRoleTypes(roleTypes: string[]): void;
  saveAssignment(): Promise<boolean>;
}

export type RolesAndPermissionController = PageStore<RolesAndPermissionState, RolesAndPermissionActions>;

const normalizeEmpId = (empId: string) => empId.trim().toUpperCase();

/**
 * The roles as the selector lists them: by role sequence, then name. GET /api/rolesAndPermission
 * takes no sort (unlike the /addRoles master list it replaces), so the order is kept here.
 */
export function sortedRoles(roles: readonly RoleOption[]): RoleOption[] {
  return [...roles].sort((a, b) => a.roleSequence - b.roleSequence || a.roleType.localeCompare(b.roleType));
}

/**
 * Everything the Roles And Permissions screen does, without React: a small store of its state and
 * the actions on it. The page's hook subscribes to it; a test drives it with a fake api.
 */
export function createRolesAndPermissionController(api: RolesAndPermissionApi): RolesAndPermissionController {
  return createPageStore(INITIAL_STATE, (set, get) => {
    const setAssignment = (change: Partial<AssignmentState>) => set({ assignment: { ...get().assignment, ...change } });
    // A later role choice wins over an earlier one still loading.
    let matrixRequest = 0;

    return {
      async loadRoles() {
        if (get().rolesStatus === 'loading') return;
        set({ rolesStatus: 'loading' });
        try {
          set({ roles: sortedRoles(await api.listRoles()), rolesStatus: 'ready' });
        } catch {
          set({ rolesStatus: 'failed' });
        }
      },

      async selectRole(roleId) {
        const request = ++matrixRequest;
        if (roleId === null) {
          set({ roleId: null, rows: [], savedRows: [], matrixStatus: 'idle' });
          return;
        }
        set({ roleId, rows: [], savedRows: [], matrixStatus: 'loading' });
        try {
          const rows = normalizedRows(await api.readPermissions(roleId));
          if (request === matrixRequest) set({ rows, savedRows: rows, matrixStatus: 'ready' });
        } catch {
          if (request === matrixRequest) set({ matrixStatus: 'failed' });
        }
      },

      setRows(rows) {
        set({ rows });
      },

      resetRows() {
        set({ rows: get().savedRows });
      },

      async savePermissions() {
        const { roleId, rows, savedRows, savingPermissions } = get();
        if (roleId === null || savingPermissions || get().matrixStatus !== 'ready') return false;
        set({ savingPermissions: true });
        try {
          // Only the rows changed here: rows another administrator changed meanwhile keep their access.
        const saved = normalizedRows(await api.savePermissions(roleId, changedRows(rows, savedRows)));
          // The answer is the stored matrix; keep it unless the user moved to another role meanwhile.
          if (get().roleId === roleId) set({ rows: saved, savedRows: saved });
          api.notify(PERMISSIONS_SAVED, 'success');
          return true;
        } catch {
          return false;
        } finally {
          set({ savingPermissions: false });
        }
      },

      setEmpId(empId) {
        // Roles shown belong to the employee loaded; another ID must be loaded before anything is saved.
        const same = get().assignment.loadedEmpId !== null && normalizeEmpId(empId) === get().assignment.loadedEmpId;
        setAssignment(same ? { empId, empIdError: null } : { empId, empIdError: null, loadedEmpId: null, roleTypes: [], rolesError: null });
      },

      async loadEmployee() {
        const empId = normalizeEmpId(get().assignment.empId);
        if (!empId) {
          setAssignment({ empIdError: EMP_ID_REQUIRED });
          return false;
        }
        setAssignment({ loading: true, empIdError: null, rolesError: null });
        try {
          const answer = await api.readEmployeeRoles(empId);
          setAssignment({ empId: answer.empId, loadedEmpId: answer.empId, roleTypes: answer.roleTypes });
          return true;
        } catch {
          setAssignment({ loadedEmpId: null, roleTypes: [] });
          return false;
        } finally {
          setAssignment({ loading: false });
        }
      },

      setRoleTypes(roleTypes) {
        setAssignment({ roleTypes, rolesError: null });
      },

      async saveAssignment() {
        const { loadedEmpId, roleTypes, saving } = get().assignment;
        if (saving || loadedEmpId === null) return false;
        if (roleTypes.length === 0) {
          setAssignment({ rolesError: ROLES_REQUIRED });
          return false;
        }
        setAssignment({ saving: true });
        try {
          const answer = await api.saveEmployeeRoles(loadedEmpId, roleTypes);
          setAssignment({ roleTypes: answer.roleTypes });
          api.notify(ROLES_SAVED, 'success');
          return true;
        } catch {
          return false;
        } finally {
          setAssignment({ saving: false });
        }
      },
    };
  });
}
