import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { DayRangeFields } from '../../widgets/people/DayRangeFields';
import { EmployeeMultiSelect } from '../../widgets/people/EmployeeMultiSelect';
import { RichTextEditor } from '../../widgets/RichTextEditor';
import type { RecognitionDraft } from '../../src/shared/recognitionRules';
import type { EmployeeOption } from './types';

export interface RecognitionDialogProps {
  open: boolean;
  isNew: boolean;
  draft: RecognitionDraft;
  errors: Partial<Record<keyof RecognitionDraft, string>>;
  /** The note's recognised employees with their names (an edit), before the picker has loaded them. */
  known: EmployeeOption[];
  busy: boolean;
  onChange: (patch: Partial<RecognitionDraft>) => void;
  onSubmit: () => void;
  onClose: () => void;
}

/** Spec 002 §2/§5: the add or edit dialog: employees, From and To (DD/MM/YYYY, no To before From) and the rich-text description. */
export function RecognitionDialog({ open, isNew, draft, errors, known, busy, onChange, onSubmit, onClose }: RecognitionDialogProps) {
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="recognition-dialog-title" maxWidth="sm" fullWidth>
      <DialogTitle id="recognition-dialog-title">{isNew ? 'Add Recognition' : 'Edit Recognition'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <EmployeeMultiSelect label="Employees" required value={draft.empList} known={known} onChange={(empList) => onChange({ empList })} error={errors.empList} />
          <DayRangeFields labels={{ from: 'From Date', to: 'To Date' }} from={draft.from} to={draft.to} errors={errors} onChange={(field, day) => onChange({ [field]: day })} />
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
