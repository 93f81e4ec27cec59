import { fullDayMinutes, halfDayMinutes, hhmm, minutesOf } from './shiftTimes.js';

export interface RecordProblem {
  field: string;
  message: string;
}

const MINUTES_A_DAY = 24 * 60;
const isSet = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * The shift master's rules between fields (issue 19 §2), beyond what each field's own schema says:
 * absent threshold ≤ half-day threshold ≤ full day; a break both started and sized, inside the
 * shift; the swipe window (check-in before, the shift, check-out after) at most 24 hours, so no
 * punch counts for two days; the early-exit grace under half a day. A rule whose fields are
 * missing or malformed is left to those fields' own messages. Form, API and import alike
 * (the `x-checks` keyword, src/shared/ajv.ts).
 */
export function shiftRuleProblems(record: Readonly<Record<string, unknown>>): RecordProblem[] {
  const problems: RecordProblem[] = [];
  const full = fullDayMinutes(record.inTime, record.outTime);
  const half = halfDayMinutes(record.inTime, record.outTime);
  const halfThreshold = minutesOf(record.halfDayThresholdHours);
  const absentThreshold = minutesOf(record.absentThresholdHours);
  if (full !== undefined && halfThreshold !== undefined && halfThreshold > full) {
    problems.push({ field: 'halfDayThresholdHours', message: `Half Day Threshold Hours must not be more than the Full Day Time (${hhmm(full)})` });
  }
  if (halfThreshold !== undefined && absentThreshold !== undefined && absentThreshold > halfThreshold) {
    problems.push({ field: 'absentThresholdHours', message: 'Absent Threshold Hours must not be more than the Half Day Threshold Hours' });
  } else if (full !== undefined && halfThreshold === undefined && absentThreshold !== undefined && absentThreshold > full) {
    problems.push({ field: 'absentThresholdHours', message: `Absent Threshold Hours must not be more than the Full Day Time (${hhmm(full)})` });
  }

  if (isSet(record.breakStart) && !isSet(record.breakMinutes)) problems.push({ field: 'breakMinutes', message: 'Break Minutes is required with a Break Start' });
  if (isSet(record.breakMinutes) && Number(record.breakMinutes) > 0 && !isSet(record.breakStart)) problems.push({ field: 'breakStart', message: 'Break Start is required with Break Minutes' });
  const shiftIn = minutesOf(record.inTime);
  const breakStart = minutesOf(record.breakStart);
  const breakMinutes = typeof record.breakMinutes === 'number' ? record.breakMinutes : undefined;
  if (full !== undefined && shiftIn !== undefined && breakStart !== undefined && breakMinutes !== undefined) {
    // From the in time, the next day's clock for a night shift.
    const intoShift = (breakStart - shiftIn + MINUTES_A_DAY) % MINUTES_A_DAY;
    if (intoShift + breakMinutes > full) problems.push({ field: 'breakStart', message: 'The break must lie between the In Time and the Out Time' });
  }

  const before = typeof record.checkInBeforeMinutes === 'number' ? record.checkInBeforeMinutes : undefined;
  const after = typeof record.checkOutAfterMinutes === 'number' ? record.checkOutAfterMinutes : undefined;
  if (full !== undefined && after !== undefined && (before ?? 240) + full + after > MINUTES_A_DAY) {
    problems.push({ field: 'checkOutAfterMinutes', message: 'Check-in before, the shift and check-out after together must not exceed 24 hours' });
  } else if (full !== undefined && before !== undefined && before + full > MINUTES_A_DAY) {
    problems.push({ field: 'checkInBeforeMinutes', message: 'Check-in before and the shift together must not exceed 24 hours' });
  }

  const earlyExitGrace = minutesOf(record.earlyExitGraceTime);
  if (half !== undefined && earlyExitGrace !== undefined && earlyExitGrace >= half) {
    problems.push({ field: 'earlyExitGraceTime', message: `Early Exit Grace Time must be less than the Half Day Time (${hhmm(half)})` });
  }
  return problems;
}

/** The checks a master may name in its root `x-checks` list (schemas/README.md). */
export const RECORD_CHECKS: Readonly<Record<string, (record: Readonly<Record<string, unknown>>) => RecordProblem[]>> = {
  shiftRules: shiftRuleProblems,
};
