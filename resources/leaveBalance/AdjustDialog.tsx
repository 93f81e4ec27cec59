import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { adjustmentProblem } from './balanceFigures';

interface Props {
  open: boolean;
  empName: string;
  leaveType: string;
  year: number;
  onClose(): void;
  onSave(days: number, reason: string): Promise<void>;
}

/** HR's adjustment of one type's balance: signed half days and a required reason, written as an adjustment entry. */
export function AdjustDialog({ open, empName, leaveType, year, onClose, onSave }: Props) {
  const [days, setDays] = useState('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const problem = adjustmentProblem(days, reason);
  const save = async () => {
    setTouched(true);
    if (problem) return;
    setSaving(true);
    try {
      await onSave(Number(days), reason.trim());
      setDays('');
      setReason('');
      setTouched(false);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog open={open} onClose={saving ? undefined : onClose} fullWidth maxWidth="xs">
      <DialogTitle>
        Adjust {leaveType} {year} — {empName}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField label="Days (+ credit, − debit)" value={days} onChange={(e) => setDays(e.target.value)} size="small" inputMode="decimal" />
          <TextField label="Reason" value={reason} onChange={(e) => setReason(e.target.value)} size="small" multiline minRows={2} error={touched && Boolean(problem)} helperText={touched ? problem : ' '} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving}>
          Save adjustment
        </Button>
      </DialogActions>
    </Dialog>
  );
}
