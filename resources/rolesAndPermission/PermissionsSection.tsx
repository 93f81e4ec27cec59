import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SchemaForm } from '../../widgets/SchemaForm';
import { permissionsFields, permissionsSchema, permissionsUiSchema, type PermissionsFormData } from './permissionsForm';
import { RoleSelector } from './RoleSelector';
import type { RolesAndPermissionView } from './useRolesAndPermission';

/** A role selector, then that role's matrix of every menu and submenu, and Save (with edit only). */
export function PermissionsSection({ view }: { view: RolesAndPermissionView }) {
  const { actions, rows, selectedRole, matrixStatus, canEdit, dirty } = view;
  const formData = useMemo<PermissionsFormData>(() => ({ rows }), [rows]);
  const uiSchema = useMemo(() => permissionsUiSchema(selectedRole?.roleType), [selectedRole?.roleType]);
  return (
    <Box component="section" aria-labelledby="permissions-heading">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
        <Typography id="permissions-heading" variant="subtitle1" component="h2" sx={{ fontWeight: 600, minWidth: 120 }}>
          Permissions
        </Typography>
        <RoleSelector roles={view.roles} value={selectedRole} loading={view.rolesStatus === 'loading'} onChange={(id) => void actions.selectRole(id)} />
        {matrixStatus === 'ready' ? (
          <Typography variant="body2" color={dirty ? 'warning.main' : 'text.secondary'}>
            {dirty ? 'Unsaved changes' : `${view.granted} ${view.granted === 1 ? 'screen' : 'screens'} granted`}
          </Typography>
        ) : null}
      </Stack>
      {matrixStatus === 'idle' ? (
        <Typography color="text.secondary">Choose a role to see and change what it may do on every screen.</Typography>
      ) : null}
      {matrixStatus === 'loading' ? <LinearProgress aria-label="Loading permissions" /> : null}
      {matrixStatus === 'failed' ? <Typography color="error">The permissions of this role could not be loaded.</Typography> : null}
      {matrixStatus === 'ready' ? (
        <SchemaForm<PermissionsFormData>
          schema={permissionsSchema}
          uiSchema={uiSchema}
          fields={permissionsFields}
          formData={formData}
          disabled={!canEdit}
          hideSubmit={!canEdit}
          submitText="Save"
          submitting={view.savingPermissions}
          onChange={(event) => actions.setRows(event.formData?.rows ?? [])}
          onSubmit={() => actions.savePermissions()}
        >
          {canEdit && dirty ? (
            <Button type="button" onClick={actions.resetRows} disabled={view.savingPermissions}>
              Discard changes
            </Button>
          ) : null}
        </SchemaForm>
      ) : null}
    </Box>
  );
}
