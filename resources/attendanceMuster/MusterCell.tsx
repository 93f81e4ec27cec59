import { ButtonBase } from '@mui/material';
import { dayTone } from '../attendanceCalendar/calendarController';
import { DAY_TONES } from '../../widgets/attendance/dayTones';
import { dayCellName } from '../../widgets/dayCellName';

/** A day's code in the muster, coloured as the calendar colours it (absent red, OD/WFH/CO tones); opens the day's details. */
export function MusterCell({ employeeName, date, code, onOpen }: { employeeName: string; date: string; code: string | null; onOpen: () => void }) {
  if (!code) return null;
  const tone = dayTone({ attendanceData: code, regularization: null });
  const absent = code.split('/').includes('A');
  return (
    <ButtonBase
      onClick={onOpen}
      aria-label={dayCellName(code, date, [employeeName, ...(absent ? ['absent'] : [])])}
      sx={{
        minWidth: 36,
        px: 0.5,
        py: 0.25,
        borderRadius: '12px',
        border: 1,
        borderColor: tone ? DAY_TONES[tone].colour : 'divider',
        bgcolor: tone ? DAY_TONES[tone].colour : 'background.paper',
        color: absent ? 'error.main' : 'text.primary',
        fontWeight: 700,
        fontSize: 12,
      }}
    >
      {code}
    </ButtonBase>
  );
}
