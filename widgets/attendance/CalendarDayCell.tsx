import { Box, ButtonBase, Typography } from '@mui/material';
import { dayCellName } from '../dayCellName';
import { DAY_TONES, type DayTone } from './dayTones';

export interface CalendarDayCellProps {
  /** yyyy-MM-dd; the cell's accessible name ends with it, written out (dayCellName). */
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

/**
 * Spec 001 §2: one day of the attendance calendar: number, status circle (red A), holiday dot, secondary text.
 * On a phone the seven cells share a 340 px card: a smaller circle, and the secondary text in two short lines.
 */
export function CalendarDayCell({ date, dayNumber, status, secondary, holiday, tone, disabled, clickable, onOpen }: CalendarDayCellProps) {
  const colour = tone ? DAY_TONES[tone].colour : undefined;
  const absent = status?.split('/').includes('A') ?? false;
  const circle = { xs: 28, sm: 34 };
  const content = (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 0.5,
        width: '100%',
        py: 0.75,
        minHeight: { xs: 84, sm: 92 },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
          {dayNumber}
        </Typography>
        {holiday ? <Box component="span" role="img" aria-label="Holiday" data-testid="holiday-dot" sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'secondary.main' }} /> : null}
      </Box>
      {/* Spaces between the parts (a flex column does not show them) keep their words apart when the text is read as one. */}
      {' '}
      {status ? (
        <Box
          data-testid="status-circle"
          sx={{
            minWidth: circle,
            height: circle,
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
            fontSize: status.length > 3 ? 11 : { xs: 12, sm: 13 },
          }}
        >
          {status}
        </Box>
      ) : (
        <Box sx={{ height: circle }} />
      )}
      {' '}
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{
          maxWidth: '100%',
          px: 0.25,
          textAlign: 'center',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          // One line on a wide cell; on a phone's 48 px cell the times ('09:30 -' / '18:30') or a holiday's name in two.
          whiteSpace: { xs: 'normal', sm: 'nowrap' },
          display: { xs: '-webkit-box', sm: 'block' },
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          fontSize: { xs: 10, sm: 12 },
          lineHeight: 1.25,
        }}
      >
        {secondary}
      </Typography>
    </Box>
  );
  const name = dayCellName([String(dayNumber), status, secondary].filter(Boolean).join(' '), date, holiday ? ['holiday'] : []);
  if (!clickable) {
    return (
      // Outside the window: a grey cell with dark grey text (6:1), not a faded one (2.4:1).
      <Box
        role="gridcell"
        aria-label={name}
        aria-disabled={disabled || undefined}
        sx={{ width: '100%', minWidth: 0, bgcolor: disabled ? 'scales.neutral.100' : undefined, color: disabled ? 'scales.neutral.900' : undefined }}
      >
        {content}
      </Box>
    );
  }
  return (
    <ButtonBase role="gridcell" aria-label={name} onClick={() => onOpen?.(date)} sx={{ width: '100%', minWidth: 0, alignItems: 'flex-start', borderRadius: 1, '&:hover': { bgcolor: 'action.hover' } }}>
      {content}
    </ButtonBase>
  );
}
