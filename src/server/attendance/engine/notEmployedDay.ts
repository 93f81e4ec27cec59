import type { DayInputs } from './dayInputs';
import type { DayRecord } from './dayRecord';
import type { NotEmployedIgnores, TraceStep } from './traceStep';

const NO_TIME = '00:00';

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
  const session = () => ({ shift, firstIn: null, lastOut: null, lateIn: NO_TIME, excessIn: NO_TIME, earlyOut: NO_TIME, status: null });
  return {
    empId: inputs.empId,
    attendanceDate: date,
    attendanceData: null,
    shift,
    inProgress: false,
    inTime: null,
    outTime: null,
    totalWorkHours: NO_TIME,
    breakHrs: NO_TIME,
    actualWorkHours: NO_TIME,
    shortFallHours: NO_TIME,
    excessHours: NO_TIME,
    session1: session(),
    session2: session(),
    lopDays: 0,
    lopMessage: null,
    trace: [step],
  };
}
