import { useMemo } from 'react';
import { accessForPath } from '../../src/app/auth/accessForPath';
import { useLoginDetails } from '../../src/app/auth/useLoginDetails';
import { usePageStore } from '../../src/app/pageStore/usePageStore';
import { accessChanged, grantedCount } from '../../widgets/rules/permissionMatrix';
import { createRolesAndPermissionController } from './rolesAndPermissionController';
import { ROLES_AND_PERMISSION_PATH, rolesAndPermissionApi } from './rolesAndPermissionApi';
import type { RolesAndPermissionApi } from './types';

/**
 * The Roles And Permissions screen's state and actions (rolesAndPermissionController), plus what
 * the signed-in role may do here: Save shows only with edit on /rolesAndPermission.
 */
export function useRolesAndPermission(api: RolesAndPermissionApi = rolesAndPermissionApi) {
  const state = usePageStore(() => createRolesAndPermissionController(api), (store) => store.loadRoles());

  const permission = useLoginDetails()?.userDetails.permission;
  const canEdit = Boolean(permission && accessForPath(permission, ROLES_AND_PERMISSION_PATH)?.edit);

  const selectedRole = useMemo(() => state.roles.find((role) => role.id === state.roleId) ?? null, [state.roles, state.roleId]);
  // Roles an employee can be given: the server refuses Inactive ones.
  const assignableRoleTypes = useMemo(
    () => state.roles.filter((role) => role.status !== 'Inactive').map((role) => role.roleType),
    [state.roles],
  );
  const dirty = useMemo(() => accessChanged(state.rows, state.savedRows), [state.rows, state.savedRows]);
  const granted = useMemo(() => grantedCount(state.rows), [state.rows]);

  return { ...state, canEdit, selectedRole, assignableRoleTypes, dirty, granted };
}

export type RolesAndPermissionView = ReturnType<typeof useRolesAndPermission>;
