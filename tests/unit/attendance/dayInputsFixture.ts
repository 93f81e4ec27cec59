import type { DayInputs, Shift, Swipe } from '../../../src/server/attendance/engine';

/** Spec 001's default shift: 09:00–18:00, full day 09:00, half day 04:30 (half of full), 15 minutes' grace. */
export const REGULAR_S1: Shift = { shiftCode: 'Regular(S1)', inTime: '09:00', outTime: '18:00', graceTime: '00:15', fullDayTime: '09:00', halfDayTime: '04:30' };

/** A night shift crossing midnight: 22:00–06:00, full day 08:00, half day 04:00. */
export const NIGHT_N1: Shift = { shiftCode: 'N1', inTime: '22:00', outTime: '06:00', graceTime: '00:10', fullDayTime: '08:00', halfDayTime: '04:00' };

/** Issue 19's shifts: in at 00:30 (its swipe window opens the evening before), 09:30–18:30 and 08:00–17:00. */
export const EARLY_0030: Shift = { shiftCode: 'E1', inTime: '00:30', outTime: '10:00', graceTime: '00:15', fullDayTime: '09:30', halfDayTime: '04:45' };
export const SHIFT_0930: Shift = { shiftCode: 'S2', inTime: '09:30', outTime: '18:30', graceTime: '00:15', fullDayTime: '09:00', halfDayTime: '04:30' };
export const DAY_0800: Shift = { shiftCode: 'D1', inTime: '08:00', outTime: '17:00', graceTime: '00:15', fullDayTime: '09:00', halfDayTime: '04:30' };

export const PREVIOUS_DATE = '2026-03-09';
export const DATE = '2026-03-10';
export const NEXT_DATE = '2026-03-11';

/** 'HH:mm' on DATE, or a full 'YYYY-MM-DDTHH:mm'. */
export function swipe(time: string, direction: Swipe['direction'], device = 'Main Door'): Swipe {
  return { at: time.length === 5 ? `${DATE}T${time}` : time, direction, device };
}

/** A working weekday with no swipes, decided the next morning; override any part per scenario. */
export function dayInputs(overrides: Partial<DayInputs> = {}): DayInputs {
  return {
    empId: 'E001',
    attendanceDate: DATE,
    shift: REGULAR_S1,
    dayType: { kind: 'working', because: 'weekday' },
    swipes: [],
    leaves: [],
    regularizations: [],
    override: null,
    now: `${NEXT_DATE}T09:00`,
    ...overrides,
  };
}
