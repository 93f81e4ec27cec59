import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import { AssignRolesSection } from './AssignRolesSection';
import { PermissionsSection } from './PermissionsSection';
import { useRolesAndPermission } from './useRolesAndPermission';
import { PageHeader } from '../../widgets/PageHeader';

/** /rolesAndPermission: what each role may do on every screen, and which roles an employee holds. */
export function RolesAndPermissionPage() {
  const view = useRolesAndPermission();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <PageHeader title="Roles And Permissions" />
      <PermissionsSection view={view} />
      <Divider sx={{ my: 3 }} />
      <AssignRolesSection view={view} />
    </Paper>
  );
}

export default RolesAndPermissionPage;
