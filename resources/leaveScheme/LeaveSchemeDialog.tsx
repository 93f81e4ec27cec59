import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EntitlementGrid } from '../../widgets/EntitlementGrid';
import { OptionsPicker } from './OptionsPicker';
import type { LeaveSchemesState } from './useLeaveSchemes';

/** Add or edit a leave scheme: its name, default flag and status, yearly entitlements, and who it applies to. */
export function LeaveSchemeDialog({ state }: { state: LeaveSchemesState }) {
  const { draft, choices, access, busy } = state;
  if (!draft) return null;
  const adding = draft.id === undefined;
  const editable = adding ? access.add : access.edit;
  const types = choices.types.map((type) => ({ code: type.value, name: type.label, active: true }));
  return (
    <Dialog open onClose={busy ? undefined : state.close} fullWidth maxWidth="md" aria-labelledby="leave-scheme-title">
      <DialogTitle id="leave-scheme-title">{adding ? 'Add' : editable ? 'Edit' : 'View'} Leave Scheme</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <TextField
              label="Scheme Name"
              required
              size="small"
              value={draft.schemeName}
              disabled={!editable}
              onChange={(event) => state.change({ schemeName: event.target.value })}
              slotProps={{ htmlInput: { maxLength: 60 } }}
              sx={{ flex: 1 }}
            />
            <TextField select label="Status" size="small" value={draft.status} disabled={!editable} onChange={(event) => state.change({ status: event.target.value as 'Active' | 'Inactive' })} sx={{ width: 160 }}>
              <MenuItem value="Active">Active</MenuItem>
              <MenuItem value="Inactive">Inactive</MenuItem>
            </TextField>
            <FormControlLabel
              control={<Switch checked={draft.isDefault} disabled={!editable} onChange={(event) => state.change({ isDefault: event.target.checked })} />}
              label="Default scheme"
            />
          </Stack>
          <Typography variant="subtitle2" component="h2">
            Entitlements
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Days per leave year, in half days. A type left at 0 is not in the scheme; comp-off and unpaid leave need no entitlement.
          </Typography>
          <EntitlementGrid types={types} value={draft.entitlements} onChange={(entitlements) => state.change({ entitlements })} disabled={!editable} />
          <Typography variant="subtitle2" component="h2">
            Assigned to
          </Typography>
          <OptionsPicker label="Grades" options={choices.grades} value={draft.grades} onChange={(grades) => state.change({ grades })} disabled={!editable} />
          <OptionsPicker label="Roles of Intake" options={choices.rolesOfIntake} value={draft.rolesOfIntake} onChange={(rolesOfIntake) => state.change({ rolesOfIntake })} disabled={!editable} />
          <OptionsPicker
            label="Employees (Emp ID)"
            options={choices.employees}
            value={draft.employees}
            onChange={(employees) => state.change({ employees })}
            disabled={!editable}
            helperText="An employee's own scheme wins over their grade's and role of intake's"
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={state.close} disabled={busy}>
          {editable ? 'Cancel' : 'Close'}
        </Button>
        {editable ? (
          <Button variant="contained" onClick={() => void state.save()} disabled={busy}>
            {busy ? 'Please wait...' : adding ? 'Add' : 'Update'}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
