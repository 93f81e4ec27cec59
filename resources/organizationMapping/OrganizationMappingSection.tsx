import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLoginDetails } from '../../src/app/auth/useLoginDetails';
import { ConfirmDialog } from '../../src/app/masters/ConfirmDialog';
import { StatusChip } from '../../src/app/masters/masterColumns';
import type { Access } from '../../src/app/auth/types';
import LoadingPage from '../../src/app/routes/LoadingPage';
import { DataTable } from '../../widgets/DataTable';
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
        <DataTable
          label="Mapped organizations"
          emptyText="No data available"
          rows={mapping.mapped}
          rowKey={(organization) => organization.id}
          columns={[
            { label: 'Organization Code', value: (organization: MappingOrganization) => organization.organizationCode },
            { label: 'Organization Name', value: (organization: MappingOrganization) => organization.organizationDetail },
            { label: 'Status', value: (organization: MappingOrganization) => <StatusChip value={organization.status} /> },
            ...(access.edit
              ? [
                  {
                    label: 'Active',
                    align: 'right' as const,
                    value: (organization: MappingOrganization) => (
                      <Switch
                        checked={organization.status === 'Active'}
                        onChange={() => mapping.askStatus(organization)}
                        slotProps={{ input: { 'aria-label': `Mapping status of ${organization.organizationDetail}` } }}
                      />
                    ),
                  },
                ]
              : []),
          ]}
        />
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
