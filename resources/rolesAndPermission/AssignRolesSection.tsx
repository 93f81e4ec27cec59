import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LISTBOX_MAX_HEIGHT, NO_RESULTS_TEXT } from '../../widgets/selectOptions';
import type { RolesAndPermissionView } from './useRolesAndPermission';

/** Which roles an employee holds: Employee ID, Load, the roles (the first is the default), Save. */
export function AssignRolesSection({ view }: { view: RolesAndPermissionView }) {
  const { assignment, actions, canEdit, assignableRoleTypes } = view;
  const loaded = assignment.loadedEmpId !== null;
  return (
    <Box component="section" aria-labelledby="assign-roles-heading">
      <Typography id="assign-roles-heading" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 2 }}>
        Assign roles
      </Typography>
      <Stack spacing={2} sx={{ maxWidth: 640 }}>
        <Stack
          component="form"
          direction="row"
          spacing={1}
          sx={{ alignItems: 'flex-start' }}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void actions.loadEmployee();
          }}
        >
          <TextField
            label="Employee ID"
            size="small"
            value={assignment.empId}
            onChange={(event) => actions.setEmpId(event.target.value)}
            error={assignment.empIdError !== null}
            helperText={assignment.empIdError ?? ' '}
            slotProps={{ htmlInput: { maxLength: 30, autoComplete: 'off' } }}
            sx={{ width: 220 }}
          />
          <Button type="submit" variant="outlined" disabled={assignment.loading} sx={{ mt: '2px' }}>
            {assignment.loading ? 'Loading...' : 'Load'}
          </Button>
        </Stack>
        <Autocomplete<string, true>
          multiple
          options={assignableRoleTypes}
          value={assignment.roleTypes}
          disabled={!loaded || !canEdit}
          filterSelectedOptions
          noOptionsText={NO_RESULTS_TEXT}
          onChange={(_, roleTypes) => actions.setRoleTypes(roleTypes)}
          slotProps={{ listbox: { sx: { maxHeight: LISTBOX_MAX_HEIGHT } } }}
          renderInput={(params) => (
            <TextField
              {...params}
              label="Roles"
              error={assignment.rolesError !== null}
              helperText={
                assignment.rolesError ??
                (loaded ? `Roles of ${assignment.loadedEmpId}; the first is the one they sign in with` : 'Load an employee to see their roles')
              }
            />
          )}
        />
        {canEdit ? (
          <Box>
            <Button variant="contained" disabled={!loaded || assignment.saving} onClick={() => void actions.saveAssignment()}>
              {assignment.saving ? 'Saving...' : 'Save'}
            </Button>
          </Box>
        ) : null}
      </Stack>
    </Box>
  );
}
