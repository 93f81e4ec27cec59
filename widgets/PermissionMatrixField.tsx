import { useCallback } from 'react';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { getUiOptions, type FieldProps } from '@rjsf/utils';
import { PermissionMatrix } from './PermissionMatrix';
import type { PermissionRow } from './rules/permissionMatrix';

/**
 * RJSF field for an array of permission rows (GET /api/rolesAndPermission/:roleId's `rows`): the
 * permission matrix with select-all per row, column and menu. Use it with `"ui:field"` set to the
 * name it is registered under in the form's `fields` (e.g. `permissionMatrix`). ui:options:
 * `maxHeight` of the scrolling table.
 */
export function PermissionMatrixField({ formData, onChange, fieldPathId, schema, uiSchema, disabled, readonly, hideLabel }: FieldProps<PermissionRow[]>) {
  const path = fieldPathId.path;
  const handleChange = useCallback((rows: PermissionRow[]) => onChange(rows, path), [onChange, path]);
  const options = getUiOptions(uiSchema);
  const title = typeof options.title === 'string' ? options.title : (schema.title ?? 'Permissions');
  const maxHeight = typeof options.maxHeight === 'number' || typeof options.maxHeight === 'string' ? options.maxHeight : undefined;
  return (
    <Stack spacing={1} id={fieldPathId.$id}>
      {hideLabel ? null : <FormLabel component="legend">{title}</FormLabel>}
      <PermissionMatrix rows={formData ?? []} onChange={handleChange} readOnly={Boolean(disabled || readonly)} label={title} maxHeight={maxHeight} />
    </Stack>
  );
}
