import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useOrganizationSwitch } from './useOrganizationSwitch';

/** Spec 000 §2.2/§4: the organisation selector; another organisation is confirmed first. */
export default function OrganizationSelector() {
  const organizations = useOrganizationSwitch();
  if (organizations.options.length === 0) return null;

  return (
    <>
      <TextField
        select
        size="small"
        value={organizations.currentCode}
        onChange={(event) => organizations.request(event.target.value)}
        disabled={organizations.busy}
        sx={{ minWidth: { xs: 120, sm: 180 }, maxWidth: { xs: 160, sm: 260 }, flexShrink: 0 }}
        slotProps={{
          // The combobox's accessible name; no `name`/`label`, whose aria-labelledby would override it.
          select: { SelectDisplayProps: { 'aria-label': 'Organization' } },
        }}
      >
        {organizations.options.map((option) => (
          <MenuItem key={option.organizationCode} value={option.organizationCode}>
            {option.organizationDetail}
          </MenuItem>
        ))}
      </TextField>
      <Dialog open={organizations.pending !== null} onClose={organizations.cancel} aria-labelledby="switch-organisation-title">
        <DialogTitle id="switch-organisation-title">Switch organisation?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            You will be signed in to {organizations.pending?.organizationDetail ?? 'the selected organisation'} and the page
            will reload.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={organizations.cancel} disabled={organizations.busy}>
            Cancel
          </Button>
          <Button variant="contained" onClick={() => void organizations.confirm()} disabled={organizations.busy}>
            {organizations.busy ? 'Switching…' : 'Switch'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
