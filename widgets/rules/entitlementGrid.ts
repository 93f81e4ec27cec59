import { ENTITLEMENT_STEP, MAX_DAYS_PER_YEAR, type LeaveEntitlement } from '../../src/shared/leaveScheme';

/** A leave type the grid offers a row for. */
export interface EntitlementType {
  code: string;
  name: string;
  /** An inactive type keeps its row only while the scheme still lists it. */
  active: boolean;
}

export interface EntitlementRow {
  code: string;
  name: string;
  active: boolean;
  daysPerYear: number;
  /** Why the days cannot be saved; undefined when they can. */
  problem?: string;
}

/** Why a number of days per year would be refused (the server's rule: 0 to 366, in half days). */
export function daysProblem(days: number): string | undefined {
  if (!Number.isFinite(days)) return 'Enter a number of days';
  if (days < 0) return 'Days cannot be negative';
  if (days > MAX_DAYS_PER_YEAR) return `At most ${MAX_DAYS_PER_YEAR} days`;
  if (Math.round(days / ENTITLEMENT_STEP) * ENTITLEMENT_STEP !== days) return 'Whole or half days only';
  return undefined;
}

/**
 * One row per active type, in the order given, then any type the scheme lists that is no longer
 * offered (inactive or unknown), so nothing the scheme holds is hidden. A type the scheme does not
 * list shows 0 days.
 */
export function entitlementRows(types: readonly EntitlementType[], value: readonly LeaveEntitlement[]): EntitlementRow[] {
  const days = new Map(value.map((e) => [e.leaveType, e.daysPerYear]));
  const offered = types.filter((type) => type.active || days.has(type.code));
  const known = new Set(offered.map((type) => type.code));
  const rows = offered.map((type) => ({ code: type.code, name: type.name, active: type.active, daysPerYear: days.get(type.code) ?? 0 }));
  for (const entitlement of value) {
    if (!known.has(entitlement.leaveType)) rows.push({ code: entitlement.leaveType, name: entitlement.leaveType, active: false, daysPerYear: entitlement.daysPerYear });
  }
  return rows.map((row) => ({ ...row, problem: daysProblem(row.daysPerYear) }));
}

/** The entitlements with `code` set to `days`; 0 takes the type out of the scheme. */
export function withDays(value: readonly LeaveEntitlement[], code: string, days: number): LeaveEntitlement[] {
  const others = value.filter((e) => e.leaveType !== code);
  return days === 0 ? others : [...others, { leaveType: code, daysPerYear: days }].sort((a, b) => a.leaveType.localeCompare(b.leaveType));
}
