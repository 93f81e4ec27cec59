import { Box, ButtonBase, Typography } from '@mui/material';
import { DAY_TONES, type DayTone } from './dayTones';

export interface CalendarDayCellProps {
  /** yyyy-MM-dd, also the cell's accessible name with its status. */
  date: string;
  dayNumber: number;
  /** The status code in the circle (P, A, CL/P, …); none before the day is processed. */
  status: string | null;
  /** The line under the circle: in and out times, the holiday's name, the shift. */
  secondary: string;
  holiday: boolean;
  tone: DayTone | null;
  /** Outside the payroll window: greyed, not clickable. */
  disabled: boolean;
  /** Inside the window and not in the future: opens the day's details. */
  clickable: boolean;
  onOpen?: (date: string) => void;
}

/** Spec 001 §2: one day of the attendance calendar: number, status circle (red A), holiday dot, secondary text. */
export function CalendarDayCell({ date, dayNumber, status, secondary, holiday, tone, disabled, clickable, onOpen }: CalendarDayCellProps) {
  const colour = tone ? DAY_TONES[tone].colour : undefined;
  const absent = status?.split('/').includes('A') ?? false;
  const content = (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5, width: '100%', py: 0.75, minHeight: 92, opacity: disabled ? 0.38 : 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
          {dayNumber}
        </Typography>
        {holiday ? <Box component="span" aria-label="Holiday" data-testid="holiday-dot" sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'secondary.main' }} /> : null}
      </Box>
      {status ? (
        <Box
          data-testid="status-circle"
          sx={{
            minWidth: 34,
            height: 34,
            px: 0.5,
            borderRadius: '17px',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            border: 1,
            borderColor: colour ?? 'divider',
            bgcolor: colour ?? 'background.paper',
            color: absent ? 'error.main' : 'text.primary',
            fontWeight: 700,
            fontSize: status.length > 3 ? 11 : 13,
          }}
        >
          {status}
        </Box>
      ) : (
        <Box sx={{ height: 34 }} />
      )}
      <Typography variant="caption" color="text.secondary" noWrap sx={{ maxWidth: '100%' }}>
        {secondary}
      </Typography>
    </Box>
  );
  const name = `${date}${status ? ` ${status}` : ''}`;
  if (!clickable) {
    return (
      <Box role="gridcell" aria-label={name} aria-disabled={disabled || undefined} sx={{ width: '100%' }}>
        {content}
      </Box>
    );
  }
  return (
    <ButtonBase role="gridcell" aria-label={name} onClick={() => onOpen?.(date)} sx={{ width: '100%', borderRadius: 1, '&:hover': { bgcolor: 'action.hover' } }}>
      {content}
    </ButtonBase>
  );
}
