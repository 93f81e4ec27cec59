export { RolesAndPermissionPage, default } from './RolesAndPermissionPage';
export { useRolesAndPermission } from './useRolesAndPermission';
export { createRolesAndPermissionController } from './rolesAndPermissionController';
