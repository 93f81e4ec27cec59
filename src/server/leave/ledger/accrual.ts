import { lastDayOf, monthText, monthsOf, periodDates, type GrantPeriod } from './grantPeriod.js';

/** What accrual reads of a leave type (the Leave Type master). */
export interface AccrualType {
  code: string;
  accrual: 'Monthly' | 'Yearly' | 'On Joining' | 'None';
  proRata: boolean;
  eligibleGender: 'Any' | 'Female' | 'Male';
  probationRule: 'Any' | 'On Probation' | 'Confirmed';
}

/** What accrual reads of an employee. */
export interface AccrualSubject {
  empId: string;
  /** null: joined before any period the granter runs for. */
  dateOfJoining: string | null;
  gender: 'Male' | 'Female' | 'Other' | null;
  /** The last day of probation; null: confirmed. */
  probationEndDate: string | null;
  /** The last working day of a leaver (deactivation); absent or null: still employed. */
  lastWorkingDay?: string | null;
}

/** One credit due: an `accrual` entry keyed `accrual:{type}:{period}:{empId}`. */
export interface Accrual {
  leaveType: string;
  /** The key's period: `2026-03` (Monthly), `2026` (Yearly) or `joining` (On Joining). */
  period: string;
  key: string;
  leaveYear: number;
  days: number;
  effectiveDate: string;
}

/** To the nearest half day, halves up (0.25 → 0.5, 0.75 → 1): leave is taken in half days. */
export const roundToHalf = (days: number) => Math.round(days * 2 + 1e-9) / 2;

/**
 * Whether a month counts for an employee: not before they joined nor after they left; with
 * pro-rating, the month they joined counts only when they joined on or before its 15th, and the
 * month they left only when they worked to its 15th or later (docs/leave-ledger.md).
 */
function monthCounts(subject: AccrualSubject, type: AccrualType, year: number, month: number): boolean {
  const first = `${monthText(year, month)}-01`;
  if (type.probationRule === 'On Probation' && (subject.probationEndDate === null || subject.probationEndDate < first)) return false;
  const left = subject.lastWorkingDay;
  if (left) {
    if (left < first) return false;
    if (left <= lastDayOf(year, month) && type.proRata && Number(left.slice(8, 10)) < 15) return false;
  }
  const joined = subject.dateOfJoining;
  if (joined === null || joined < first) return true;
  if (joined > lastDayOf(year, month)) return false;
  return !type.proRata || Number(joined.slice(8, 10)) <= 15;
}

/**
 * The credits due to one employee for one type in a period (docs/leave-ledger.md):
 * - nothing after a leaver's last working day (monthCounts; a Yearly credit due after it is not due);
 * - Monthly: each month of the period earns entitlement/12, rounded cumulatively so the months of a
 *   year add up to the (rounded) year's figure, never drifting by a rounding per month;
 * - Yearly: the year's entitlement on 1 January or the date of joining if later, pro-rated by the
 *   months that count; granted by the run whose period holds that date;
 * - On Joining: the entitlement once, by the run whose period holds the date of joining;
 * - None: nothing. A type the employee's gender may never take accrues nothing either.
 */
export function accrualsDue(subject: AccrualSubject, type: AccrualType, entitlement: number, period: GrantPeriod): Accrual[] {
  if (entitlement <= 0 || type.accrual === 'None') return [];
  if (type.eligibleGender !== 'Any' && subject.gender !== type.eligibleGender) return [];
  const { from, to } = periodDates(period);
  const year = period.year;
  const entry = (key: string, days: number, effectiveDate: string): Accrual[] =>
    days > 0 ? [{ leaveType: type.code, period: key, key: `accrual:${type.code}:${key}:${subject.empId}`, leaveYear: Number(effectiveDate.slice(0, 4)), days, effectiveDate }] : [];

  if (type.accrual === 'Monthly') {
    let counted = 0;
    const earned: Accrual[] = [];
    for (let month = 1; month <= 12; month++) {
      if (!monthCounts(subject, type, year, month)) continue;
      const before = roundToHalf((entitlement * counted) / 12);
      counted++;
      if (!monthsOf(period).includes(month)) continue;
      const first = `${monthText(year, month)}-01`;
      const effective = subject.dateOfJoining && subject.dateOfJoining > first ? subject.dateOfJoining : first;
      earned.push(...entry(monthText(year, month), roundToHalf((entitlement * counted) / 12) - before, effective));
    }
    return earned;
  }

  if (type.accrual === 'Yearly') {
    const joined = subject.dateOfJoining;
    const due = joined && joined > `${year}-01-01` ? joined : `${year}-01-01`;
    if (due < from || due > to) return [];
    if (type.probationRule === 'On Probation' && (subject.probationEndDate === null || subject.probationEndDate < due)) return [];
    const left = subject.lastWorkingDay;
    if (left && left < due) return [];
    const leavesThisYear = Boolean(left && left <= `${year}-12-31`);
    const whole = !type.proRata || ((!joined || joined < `${year}-01-01`) && !leavesThisYear);
    const months = whole ? 12 : Array.from({ length: 12 }, (_, i) => i + 1).filter((month) => monthCounts(subject, type, year, month)).length;
    return entry(String(year), roundToHalf((entitlement * months) / 12), due);
  }

  // On Joining: once, whole; an employee without a date of joining never gets it from the granter.
  const joined = subject.dateOfJoining;
  if (!joined || joined < from || joined > to) return [];
  if (subject.lastWorkingDay && subject.lastWorkingDay < joined) return [];
  return entry('joining', roundToHalf(entitlement), joined);
}
