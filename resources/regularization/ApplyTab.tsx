import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  InputLabel,
  MenuItem,
  Paper,
  Select,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { format, parse } from 'date-fns';
import { dateSelectability, SESSIONS, WORK_TYPES, WORK_TYPE_LABELS, type WorkType } from '../../src/shared/regularizationRules';
import { RegularizationMonthCalendar, type DayLook } from '../../widgets/regularization/RegularizationMonthCalendar';
import { displayDate } from '../../widgets/regularization/displayDate';
import { TimeOfDayField } from '../../widgets/TimeOfDayField';
import type { RegularizationView } from './useRegularization';
import { approverOptions, fallbackNotice } from '../../src/shared/appliedTo';

/** Spec 000 §2.6 Apply: the payroll-month calendar on the left, the form on the right. */
export function ApplyTab({ view }: { view: RegularizationView }) {
  const { month, rows, actions } = view;
  const picked = new Set(rows.map((row) => row.date));
  const lookOf = (date: string): DayLook => {
    if (picked.has(date)) return 'selected';
    if (!month) return 'plain';
    if (month.regPendingList.includes(date)) return 'pending';
    if (month.regApprovedList.includes(date)) return 'approved';
    return month.absentList.includes(date) ? 'absent' : 'plain';
  };
  const options = approverOptions(view.appliedTo);
  const notice = fallbackNotice(view.appliedTo);

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(280px, 380px) 1fr' } }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        {month ? (
          <RegularizationMonthCalendar
            title={format(parse(month.monthYear, 'MM-yyyy', new Date()), 'MMMM yyyy')}
            startDate={month.payrollMonth.startDate}
            endDate={month.payrollMonth.endDate}
            lookOf={lookOf}
            selectable={(date) => picked.has(date) || dateSelectability(date, view.today, month).selectable}
            onPick={actions.selectDate}
            onPrevious={() => void actions.changeMonth(-1)}
            onNext={() => void actions.changeMonth(1)}
          />
        ) : (
          <Typography color="text.secondary">{view.monthFailed ? 'The month could not be loaded.' : 'Loading the month…'}</Typography>
        )}
        {view.quickAddDays.length > 0 ? (
          <Button sx={{ mt: 2 }} variant="outlined" onClick={actions.quickAdd}>
            Quick Add
          </Button>
        ) : null}
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          {rows.length === 0 ? <Typography color="text.secondary">Pick absent days on the calendar to regularize them.</Typography> : null}
          {rows.map((row) => (
            <Box key={row.date} data-testid={`apply-row-${row.date}`} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
              <Typography fontWeight={600}>{displayDate(row.date)}</Typography>
              <Box sx={{ display: 'grid', gap: 1.5, mt: 1, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr 1fr' } }}>
                <TextField
                  label="Reason"
                  required
                  size="small"
                  value={row.reason}
                  onChange={(event) => actions.setRow(row.date, { reason: event.target.value })}
                  error={view.rowErrors[row.date] !== undefined}
                  helperText={view.rowErrors[row.date] ?? ' '}
                  inputProps={{ maxLength: 500 }}
                />
                <TimeOfDayField label="In Time" value={row.inTime} onChange={(inTime) => actions.setRow(row.date, { inTime })} />
                <TimeOfDayField label="Out Time" value={row.outTime} onChange={(outTime) => actions.setRow(row.date, { outTime })} />
                <FormControl size="small">
                  <InputLabel id={`work-type-${row.date}`}>Work Type</InputLabel>
                  <Select labelId={`work-type-${row.date}`} label="Work Type" value={row.key} renderValue={(value) => value} onChange={(event) => actions.setRow(row.date, { key: event.target.value as WorkType })}>
                    {WORK_TYPES.map((type) => (
                      <MenuItem key={type} value={type}>{`${type} - ${WORK_TYPE_LABELS[type]}`}</MenuItem>
                    ))}
                  </Select>
                </FormControl>
              </Box>
              <Stack direction="row">
                {SESSIONS.map((session) => (
                  <FormControlLabel
                    key={session}
                    label={`Session ${session}`}
                    control={
                      <Checkbox
                        checked={row.sessions.includes(session)}
                        disabled={row.leaveSessions.includes(session)}
                        onChange={() => actions.toggleSession(row.date, session)}
                      />
                    }
                  />
                ))}
              </Stack>
            </Box>
          ))}
          <FormControl size="small" required error={Boolean(view.approverError)}>
            <InputLabel id="applying-to">Applying to</InputLabel>
            <Select labelId="applying-to" label="Applying to" value={view.approverId} onChange={(event) => actions.setApprover(event.target.value)}>
              {options.map((option) => (
                <MenuItem key={option.value} value={option.value}>
                  {option.label}
                </MenuItem>
              ))}
            </Select>
            {view.approverError ? <Typography variant="caption" color="error">{view.approverError}</Typography> : null}
          </FormControl>
          {notice ? <Alert severity="info">{notice}</Alert> : null}
          <TextField label="Remarks" size="small" multiline minRows={2} value={view.remark} onChange={(event) => actions.setRemark(event.target.value)} inputProps={{ maxLength: 500 }} />
          <Box>
            <Button variant="contained" disabled={rows.length === 0 || view.submitting} onClick={() => void actions.submit()}>
              Submit
            </Button>
          </Box>
        </Stack>
      </Paper>
    </Box>
  );
}
