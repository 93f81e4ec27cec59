import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { LISTBOX_MAX_HEIGHT, NO_RESULTS_TEXT } from '../../widgets/selectOptions';
import type { RoleOption } from './types';

export interface RoleSelectorProps {
  roles: readonly RoleOption[];
  value: RoleOption | null;
  loading: boolean;
  onChange: (roleId: number | null) => void;
}

const roleLabel = (role: RoleOption) => (role.status === 'Inactive' ? `${role.roleType} (Inactive)` : role.roleType);

/** The role whose permissions are shown: the roles of the active organisation, by role sequence. */
export function RoleSelector({ roles, value, loading, onChange }: RoleSelectorProps) {
  return (
    <Autocomplete<RoleOption>
      options={roles as RoleOption[]}
      value={value}
      loading={loading}
      getOptionLabel={roleLabel}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      noOptionsText={NO_RESULTS_TEXT}
      loadingText="Loading..."
      onChange={(_, role) => onChange(role ? role.id : null)}
      slotProps={{ listbox: { sx: { maxHeight: LISTBOX_MAX_HEIGHT } } }}
      sx={{ width: { xs: '100%', sm: 320 } }}
      renderInput={(params) => <TextField {...params} label="Role" placeholder="Choose a role" />}
    />
  );
}
