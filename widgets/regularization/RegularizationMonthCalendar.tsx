import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, ButtonBase, IconButton, Stack, Typography } from '@mui/material';
import { eachDayOfInterval, format, getDay, parseISO } from 'date-fns';
import { displayDate } from './displayDate';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export type DayLook = 'absent' | 'pending' | 'approved' | 'selected' | 'plain';

const LOOK: Record<DayLook, { bg: string; color: string; border?: string }> = {
  absent: { bg: '#ffebee', color: '#c62828', border: '#ef9a9a' },
  pending: { bg: '#fff8e1', color: '#8d6e00' },
  approved: { bg: '#e8f5e9', color: '#2e7d32' },
  selected: { bg: '#1976d2', color: '#fff' },
  plain: { bg: 'transparent', color: 'inherit' },
};

export interface RegularizationMonthCalendarProps {
  title: string;
  startDate: string;
  endDate: string;
  lookOf(date: string): DayLook;
  /** Whether a day can be picked (greyed otherwise; clicking it still reports, for the refusal message). */
  selectable(date: string): boolean;
  onPick(date: string): void;
  onPrevious(): void;
  onNext(): void;
}

/**
 * The Apply tab's payroll-month grid (spec 000 §2.6): Sunday to Saturday, the payroll month's
 * start and end dates, absent days marked, picked days highlighted.
 */
export function RegularizationMonthCalendar(props: RegularizationMonthCalendarProps) {
  const days = eachDayOfInterval({ start: parseISO(props.startDate), end: parseISO(props.endDate) }).map((day) => format(day, 'yyyy-MM-dd'));
  const leading = getDay(parseISO(props.startDate));
  return (
    <Box>
      <Stack direction="row" alignItems="center" justifyContent="space-between">
        <IconButton aria-label="Previous month" onClick={props.onPrevious}>
          <ChevronLeftIcon />
        </IconButton>
        <Typography fontWeight={600}>{props.title}</Typography>
        <IconButton aria-label="Next month" onClick={props.onNext}>
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      <Stack direction="row" justifyContent="space-between" sx={{ mb: 1 }}>
        <Typography variant="body2">Start Date: {displayDate(props.startDate)}</Typography>
        <Typography variant="body2">End Date: {displayDate(props.endDate)}</Typography>
      </Stack>
      <Box role="grid" sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 0.5 }}>
        {WEEKDAYS.map((day) => (
          <Typography key={day} role="columnheader" variant="caption" align="center" color="text.secondary">
            {day}
          </Typography>
        ))}
        {Array.from({ length: leading }, (_, index) => (
          <Box key={`blank-${index}`} />
        ))}
        {days.map((date) => {
          const look = LOOK[props.lookOf(date)];
          const selectable = props.selectable(date);
          return (
            <ButtonBase
              key={date}
              role="gridcell"
              aria-label={date}
              aria-disabled={!selectable}
              onClick={() => props.onPick(date)}
              sx={{ height: 40, borderRadius: 1, bgcolor: look.bg, color: look.color, border: look.border ? `1px solid ${look.border}` : undefined, opacity: selectable || props.lookOf(date) !== 'plain' ? 1 : 0.45 }}
            >
              {Number(date.slice(8))}
            </ButtonBase>
          );
        })}
      </Box>
    </Box>
  );
}

export default RegularizationMonthCalendar;
