import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLoginDetails } from '../../src/app/auth/useLoginDetails';
import { ConfirmDialog } from '../../src/app/masters/ConfirmDialog';
import { StatusChip } from '../../src/app/masters/masterColumns';
import type { Access } from '../../src/app/auth/types';
import LoadingPage from '../../src/app/routes/LoadingPage';
import type { MappingOrganization } from './types';
import { useOrganizationMapping } from './useOrganizationMapping';

const nameOf = (organization: MappingOrganization) => `${organization.organizationDetail} (${organization.organizationCode})`;

/**
 * Spec 002 §3/§4: the organisations mapped under the active one, each with its status toggle
 * (orgMap-status-update), and the organisations under none, which can be mapped to it. Shown on the
 * Organization screen; editing needs the screen's edit right.
 */
export function OrganizationMappingSection({ access }: { access: Access }) {
  const mapping = useOrganizationMapping();
  const active = useLoginDetails()?.userDetails?.activeOrganization?.organizationDetail ?? 'this organization';

  return (
    <Paper component="section" aria-labelledby="organization-mapping-title" variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, mt: 2 }}>
      <Typography id="organization-mapping-title" variant="h6" component="h2">
        Organization Mapping
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Organizations mapped under {active}.
      </Typography>

      {access.edit ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
          <Autocomplete<MappingOrganization, true>
            multiple
            size="small"
            options={mapping.nonMapped}
            value={mapping.picked}
            onChange={(_event, value) => mapping.setPicked(value)}
            getOptionLabel={nameOf}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            noOptionsText="No results found"
            sx={{ flex: 1, maxWidth: { sm: 520 } }}
            renderInput={(params) => <TextField {...params} label="Organizations to map" placeholder={mapping.nonMapped.length ? 'Choose organizations' : 'None left to map'} />}
          />
          <Button variant="contained" disabled={mapping.picked.length === 0 || mapping.busy} onClick={() => void mapping.mapPicked()}>
            Map
          </Button>
        </Stack>
      ) : null}

      {mapping.loading ? (
        <LoadingPage />
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Mapped organizations">
            <TableHead>
              <TableRow>
                <TableCell>Organization Code</TableCell>
                <TableCell>Organization Name</TableCell>
                <TableCell>Status</TableCell>
                {access.edit ? <TableCell align="right">Active</TableCell> : null}
              </TableRow>
            </TableHead>
            <TableBody>
              {mapping.mapped.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={access.edit ? 4 : 3} align="center" sx={{ py: 3, color: 'text.secondary' }}>
                    No data available
                  </TableCell>
                </TableRow>
              ) : (
                mapping.mapped.map((organization) => (
                  <TableRow key={organization.id}>
                    <TableCell>{organization.organizationCode}</TableCell>
                    <TableCell>{organization.organizationDetail}</TableCell>
                    <TableCell>
                      <StatusChip value={organization.status} />
                    </TableCell>
                    {access.edit ? (
                      <TableCell align="right">
                        <Switch
                          checked={organization.status === 'Active'}
                          onChange={() => mapping.askStatus(organization)}
                          slotProps={{ input: { 'aria-label': `Mapping status of ${organization.organizationDetail}` } }}
                        />
                      </TableCell>
                    ) : null}
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}

      <ConfirmDialog
        open={mapping.pending !== null}
        title="Change Status"
        content={`Are you sure you want to change the status to ${mapping.pendingStatus ?? ''}?`}
        busy={mapping.busy}
        onConfirm={() => void mapping.confirmStatus()}
        onCancel={mapping.cancelStatus}
      />
    </Paper>
  );
}

export default OrganizationMappingSection;
