import type { DayInputs } from './dayInputs';
import type { DayRecord } from './dayRecord';
import { EMPTY_DAY, emptySession } from './emptyDay';
import type { NotEmployedIgnores, TraceStep } from './traceStep';

/**
 * The record of a date outside the employee's employment window (before joining, after the last
 * working day), or null when the date is inside it: no status (attendanceData null, so no count of
 * the muster, the calendar or a report reads it as present, absent, off or leave), no hours, no
 * LOP, not in progress. Whatever else the date has (swipes, leave, a regularization, an override)
 * is ignored and named in the trace: payroll pays employment, so a stray swipe or an approval
 * left behind must not make a leaver's day present or absent (docs/attendance-engine.md).
 */
export function notEmployedDay(inputs: DayInputs): DayRecord | null {
  const window = inputs.employment;
  if (!window) return null;
  const date = inputs.attendanceDate;
  const before = window.joined !== null && date < window.joined;
  const after = !before && window.lastWorkingDay !== null && date > window.lastWorkingDay;
  if (!before && !after) return null;
  const ignored: NotEmployedIgnores[] = [];
  if (inputs.swipes.length > 0) ignored.push('swipes');
  if (inputs.leaves.length > 0) ignored.push('leave');
  if (inputs.regularizations.length > 0) ignored.push('regularization');
  if (inputs.override) ignored.push('override');
  const step: TraceStep = before
    ? { step: 'notEmployed', because: 'beforeJoining', joined: window.joined!, ignored }
    : { step: 'notEmployed', because: 'afterLastWorkingDay', lastWorkingDay: window.lastWorkingDay!, ignored };
  const shift = inputs.shift.shiftCode;
  return {
    empId: inputs.empId,
    attendanceDate: date,
    attendanceData: null,
    shift,
    ...EMPTY_DAY,
    session1: emptySession(shift),
    session2: emptySession(shift),
    lopDays: 0,
    trace: [step],
  };
}
