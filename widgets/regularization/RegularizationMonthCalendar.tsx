import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, ButtonBase, IconButton, Stack, Typography } from '@mui/material';
import { eachDayOfInterval, format, getDay, parseISO } from 'date-fns';
import { dayCellName } from '../dayCellName';
import { displayDate } from './displayDate';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export type DayLook = 'absent' | 'pending' | 'approved' | 'selected' | 'plain';

/** Each look's colours (text 4.5:1 or more on its background) and the word a screen reader hears for it. */
const LOOK: Record<DayLook, { bg: string; color: string; border?: string; said?: string }> = {
  absent: { bg: '#ffebee', color: '#c62828', border: '#ef9a9a', said: 'absent' },
  pending: { bg: '#fff8e1', color: '#8d6e00', said: 'regularization pending' },
  approved: { bg: '#e8f5e9', color: '#2e7d32', said: 'regularization approved' },
  selected: { bg: '#1976d2', color: '#fff', said: 'selected' },
  plain: { bg: 'transparent', color: 'inherit' },
};

const week = { display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.5, mb: 0.5 } as const;

/** Sunday-to-Saturday rows of seven (the last may be shorter). */
const weeksOf = <T,>(cells: T[]): T[][] => Array.from({ length: Math.ceil(cells.length / 7) }, (_, index) => cells.slice(index * 7, index * 7 + 7));

/** One day: its number, coloured by its look; a day that cannot be picked in grey (it still reports a click, for the refusal message). */
function DayButton({ date, lookOf, selectable, onPick }: { date: string } & Pick<RegularizationMonthCalendarProps, 'lookOf' | 'selectable' | 'onPick'>) {
  const lookName = lookOf(date);
  const look = LOOK[lookName];
  const pickable = selectable(date);
  const day = String(Number(date.slice(8)));
  return (
    <ButtonBase
      role="gridcell"
      aria-label={dayCellName(day, date, look.said ? [look.said] : [])}
      aria-selected={lookName === 'selected'}
      aria-disabled={!pickable}
      onClick={() => onPick(date)}
      sx={{
        height: 40,
        borderRadius: 1,
        bgcolor: look.bg,
        // Not faded with opacity (2.2:1): the palette's grey keeps 4.7:1 on white.
        color: pickable || lookName !== 'plain' ? look.color : 'scales.neutral.800',
        border: look.border ? `1px solid ${look.border}` : undefined,
      }}
    >
      {day}
    </ButtonBase>
  );
}

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
      {/* A grid of rows (a header row, then one per week) as ARIA asks: cells outside a row are not read as a table. */}
      <Box role="grid" aria-label={`Days of ${props.title}`}>
        <Box role="row" sx={week}>
          {WEEKDAYS.map((day) => (
            <Typography key={day} role="columnheader" variant="caption" align="center" color="text.secondary">
              {day}
            </Typography>
          ))}
        </Box>
        {weeksOf([...Array.from({ length: leading }, () => null), ...days]).map((row) => (
          <Box key={row.find((date) => date !== null)} role="row" sx={week}>
            {row.map((date, index) => (date === null ? <Box key={`blank-${index}`} role="gridcell" /> : <DayButton key={date} date={date} {...props} />))}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

export default RegularizationMonthCalendar;
