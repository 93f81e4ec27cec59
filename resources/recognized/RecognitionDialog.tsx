import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DayField } from '../../widgets/DayField';
import { RichTextEditor } from '../../widgets/RichTextEditor';
import type { RecognitionDraft } from '../../src/shared/recognitionRules';
import type { EmployeeOption } from './types';

export interface RecognitionDialogProps {
  open: boolean;
  isNew: boolean;
  draft: RecognitionDraft;
  errors: Partial<Record<keyof RecognitionDraft, string>>;
  employees: EmployeeOption[];
  busy: boolean;
  onChange: (patch: Partial<RecognitionDraft>) => void;
  onSubmit: () => void;
  onClose: () => void;
}

/** Spec 002 §2/§5: the add or edit dialog: employees, From and To (DD/MM/YYYY, no To before From) and the rich-text description. */
export function RecognitionDialog({ open, isNew, draft, errors, employees, busy, onChange, onSubmit, onClose }: RecognitionDialogProps) {
  const chosen = employees.filter((employee) => draft.empList.includes(employee.value));
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="recognition-dialog-title" maxWidth="sm" fullWidth>
      <DialogTitle id="recognition-dialog-title">{isNew ? 'Add Recognition' : 'Edit Recognition'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Autocomplete<EmployeeOption, true>
            multiple
            options={employees}
            value={chosen}
            onChange={(_event, value) => onChange({ empList: value.map((employee) => employee.value) })}
            isOptionEqualToValue={(a, b) => a.value === b.value}
            renderInput={(params) => <TextField {...params} label="Employees" required error={Boolean(errors.empList)} helperText={errors.empList} />}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Stack sx={{ flex: 1 }}>
              <DayField label="From Date *" separator="/" value={draft.from} onChange={(from) => onChange({ from })} />
              {errors.from ? <FormHelperText error>{errors.from}</FormHelperText> : null}
            </Stack>
            <Stack sx={{ flex: 1 }}>
              <DayField label="To Date *" separator="/" value={draft.to} minDate={draft.from || undefined} onChange={(to) => onChange({ to })} />
              {errors.to ? <FormHelperText error>{errors.to}</FormHelperText> : null}
            </Stack>
          </Stack>
          <RichTextEditor label="Description" required value={draft.description} onChange={(description) => onChange({ description })} error={errors.description} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={onSubmit} disabled={busy}>
          {isNew ? 'Submit' : 'Update'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
