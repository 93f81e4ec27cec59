import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { ConfirmDialog } from '../../src/app/masters/ConfirmDialog';
import LoadingPage from '../../src/app/routes/LoadingPage';
import { DataTable } from '../../widgets/DataTable';
import { LeaveSchemeDialog } from './LeaveSchemeDialog';
import { assignmentSummary, entitlementSummary } from './schemeDraft';
import { useLeaveSchemes } from './useLeaveSchemes';
import { PageHeader } from '../../widgets/PageHeader';

/** Settings › Leave Scheme: the organisation's schemes with their entitlements and who they apply to. */
export function LeaveSchemePage() {
  const state = useLeaveSchemes();
  const { schemes, access, choices } = state;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <PageHeader title="Leave Scheme">
        {access.add ? (
          <Button variant="contained" onClick={state.openAdd}>
            + Add Leave Scheme
          </Button>
        ) : null}
      </PageHeader>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        An employee's scheme is the one assigned to them, else to their grade, else to their role of intake, else the default.
      </Typography>
      {schemes === null ? (
        <LoadingPage />
      ) : (
        <DataTable
          label="Leave schemes"
          rows={schemes}
          rowKey={(scheme) => scheme.id}
          columns={[
            {
              label: 'Scheme',
              value: (scheme) => (
                <>
                  {scheme.schemeName}
                  {scheme.isDefault ? <Chip label="Default" size="small" color="primary" sx={{ ml: 1 }} /> : null}
                </>
              ),
            },
            { label: 'Entitlements (days per year)', value: (scheme) => entitlementSummary(scheme.entitlements) },
            { label: 'Assigned to', value: (scheme) => assignmentSummary(scheme, choices.grades, choices.rolesOfIntake) },
            { label: 'Status', value: (scheme) => scheme.status },
            {
              label: 'Action',
              align: 'right',
              sx: { whiteSpace: 'nowrap' },
              value: (scheme) => (
                <>
                  <IconButton aria-label={`${access.edit ? 'Edit' : 'View'} ${scheme.schemeName}`} onClick={() => state.openEdit(scheme)}>
                    {access.edit ? <EditOutlinedIcon fontSize="small" /> : <VisibilityOutlinedIcon fontSize="small" />}
                  </IconButton>
                  {access.delete && !scheme.isDefault ? (
                    <IconButton aria-label={`Delete ${scheme.schemeName}`} onClick={() => state.askDelete(scheme)}>
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  ) : null}
                </>
              ),
            },
          ]}
        />
      )}
      <LeaveSchemeDialog state={state} />
      <ConfirmDialog
        open={state.deleting !== null}
        title="Delete Leave Scheme"
        content={`Delete '${state.deleting?.schemeName ?? ''}'? A scheme still assigned to employees, grades or roles of intake is kept: set it Inactive instead.`}
        confirmText="Delete"
        danger
        busy={state.busy}
        onConfirm={() => void state.confirmDelete()}
        onCancel={() => state.askDelete(null)}
      />
    </Paper>
  );
}

export default LeaveSchemePage;
