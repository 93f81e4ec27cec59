import { Alert, Box, IconButton, Paper, Stack, Typography } from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { AttendanceLegend } from '../../widgets/attendance/AttendanceLegend';
import { CalendarDayCell } from '../../widgets/attendance/CalendarDayCell';
// The legend is the engine's own table of codes (pure data), so the popover and the engine never disagree.
import { LEGEND_CODES } from '../../src/shared/legendCodes';
import { displayDate, WEEKDAYS } from './calendarController';
import { DayDetailsDialog } from './DayDetailsDialog';
import { useAttendanceCalendar } from './useAttendanceCalendar';

/**
 * A week of the grid: seven equal columns that may shrink to the card's width, so that on a 390 px phone the
 * whole week shows (each cell about 48 px) instead of Thursday to Saturday behind a sideways scroll.
 */
const weekRow = { display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', borderBottom: 1, borderColor: 'divider' } as const;

/** The month grid of spec 001 §2 for one employee (undefined: the signed-in one), with its day dialog. */
export function AttendanceCalendar({ empId }: { empId: string | undefined }) {
  const calendar = useAttendanceCalendar(empId);
  const month = calendar.month;
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          <IconButton aria-label="Previous month" onClick={calendar.previous} disabled={!month}>
            <ChevronLeft />
          </IconButton>
          <Typography variant="h6" component="h2" aria-live="polite" sx={{ minWidth: 170, textAlign: 'center' }}>
            {calendar.title}
          </Typography>
          <IconButton aria-label="Next month" onClick={calendar.next} disabled={!month}>
            <ChevronRight />
          </IconButton>
        </Stack>
        {month ? (
          <Typography variant="body2" color="text.secondary">
            Payroll month {displayDate(month.payrollMonth.startDate)} – {displayDate(month.payrollMonth.endDate)}
          </Typography>
        ) : null}
        <AttendanceLegend codes={LEGEND_CODES} />
      </Stack>
      {calendar.status === 'error' ? <Alert severity="error">The attendance calendar could not be loaded.</Alert> : null}
      <Paper variant="outlined" role="grid" aria-label="Attendance calendar" aria-busy={calendar.status === 'loading'}>
        <Box role="row" sx={weekRow}>
          {WEEKDAYS.map((weekday) => (
            <Typography key={weekday} role="columnheader" variant="subtitle2" component="div" sx={{ textAlign: 'center', py: 1 }}>
              {weekday.slice(0, 3)}
            </Typography>
          ))}
        </Box>
        {calendar.weeks.map((week) => (
          <Box key={week[0].date} role="row" sx={weekRow}>
            {week.map((day) => (
              <CalendarDayCell key={day.date} {...day} onOpen={calendar.openDay} />
            ))}
          </Box>
        ))}
      </Paper>
      <DayDetailsDialog empId={empId} date={calendar.openDate} onClose={calendar.closeDay} />
    </Stack>
  );
}
