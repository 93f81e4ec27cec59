import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DayRangeFields } from '../../widgets/people/DayRangeFields';
import { EmployeeMultiSelect } from '../../widgets/people/EmployeeMultiSelect';
import { RichTextEditor } from '../../widgets/RichTextEditor';
import { EVENT_CATEGORIES, EVENT_TYPES, type EventDraft } from '../../src/shared/eventRules';
import type { Option } from './types';

export interface EventFormDialogProps {
  open: boolean;
  isNew: boolean;
  draft: EventDraft;
  errors: Record<string, string>;
  /** The event's attendees with their names (an edit), before the picker has loaded them. */
  known: Option[];
  departments: string[];
  busy: boolean;
  onChange: (patch: Partial<EventDraft>) => void;
  onSave: () => void;
  onClose: () => void;
}

/** Manage Events' add/edit dialog. */
export function EventFormDialog({ open, isNew, draft, errors, known, departments, busy, onChange, onSave, onClose }: EventFormDialogProps) {
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="event-form-title" maxWidth="sm" fullWidth>
      <DialogTitle id="event-form-title">{isNew ? 'Add Event' : 'Edit Event'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField label="Title" required value={draft.title} onChange={(event) => onChange({ title: event.target.value })} error={Boolean(errors.title)} helperText={errors.title} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField select label="Category" value={draft.category} onChange={(event) => onChange({ category: event.target.value as EventDraft['category'] })} sx={{ flex: 1 }}>
              {EVENT_CATEGORIES.map((category) => (
                <MenuItem key={category} value={category}>
                  {category}
                </MenuItem>
              ))}
            </TextField>
            <TextField select label="Shown To" value={draft.eventType} onChange={(event) => onChange({ eventType: event.target.value as EventDraft['eventType'] })} sx={{ flex: 1 }}>
              {EVENT_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {type}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          {draft.eventType === 'Departments' ? (
            <Autocomplete<string, true>
              multiple
              options={departments}
              value={draft.departments}
              onChange={(_event, value) => onChange({ departments: value })}
              renderInput={(params) => <TextField {...params} label="Departments" required error={Boolean(errors.departments)} helperText={errors.departments} />}
            />
          ) : null}
          <DayRangeFields
            labels={{ from: 'Start Date', to: 'End Date' }}
            from={draft.startDate}
            to={draft.endDate}
            errors={{ from: errors.startDate, to: errors.endDate }}
            // A start moved past the end moves the end with it: the end's picker would not offer the old day.
            onChange={(field, day) => onChange(field === 'from' ? { startDate: day, ...(draft.endDate && draft.endDate < day ? { endDate: day } : {}) } : { endDate: day })}
          />
          <Stack direction="row" spacing={2}>
            <TextField label="Start Time" type="time" value={draft.startTime ?? ''} onChange={(event) => onChange({ startTime: event.target.value })} slotProps={{ inputLabel: { shrink: true } }} sx={{ flex: 1 }} />
            <TextField label="End Time" type="time" value={draft.endTime ?? ''} onChange={(event) => onChange({ endTime: event.target.value })} slotProps={{ inputLabel: { shrink: true } }} sx={{ flex: 1 }} />
          </Stack>
          <TextField label="Location" value={draft.location} onChange={(event) => onChange({ location: event.target.value })} />
          <EmployeeMultiSelect label="Attendees" value={draft.attendees} known={known} onChange={(attendees) => onChange({ attendees })} />
          <RichTextEditor label="Description" value={draft.description} onChange={(description) => onChange({ description })} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={onSave} disabled={busy}>
          {isNew ? 'Submit' : 'Update'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
