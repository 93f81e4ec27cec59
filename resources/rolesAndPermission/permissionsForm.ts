import type { RegistryFieldsType, RJSFSchema, UiSchema } from '@rjsf/utils';
import { PermissionMatrixField } from '../../widgets/PermissionMatrixField';
import type { PermissionRow } from '../../widgets/rules/permissionMatrix';

export interface PermissionsFormData {
  rows: PermissionRow[];
}

/** The permissions form: one property, the matrix rows, drawn by the permission matrix field. */
export const permissionsSchema: RJSFSchema = {
  type: 'object',
  properties: {
    rows: {
      type: 'array',
      title: 'Permissions',
      items: {
        type: 'object',
        required: ['menuId', 'access'],
        properties: {
          menuId: { type: 'integer' },
          submenuId: { type: ['integer', 'null'] },
          access: {
            type: 'object',
            required: ['view', 'add', 'edit', 'delete'],
            properties: { view: { type: 'boolean' }, add: { type: 'boolean' }, edit: { type: 'boolean' }, delete: { type: 'boolean' } },
          },
        },
      },
    },
  },
};

export const PERMISSION_MATRIX_FIELD = 'permissionMatrix';

export const permissionsFields: RegistryFieldsType = { [PERMISSION_MATRIX_FIELD]: PermissionMatrixField };

export function permissionsUiSchema(roleType: string | undefined): UiSchema<PermissionsFormData> {
  return {
    rows: {
      'ui:field': PERMISSION_MATRIX_FIELD,
      'ui:options': { title: roleType ? `Permissions of ${roleType}` : 'Permissions', maxHeight: '60vh' },
    },
  };
}
