import type { GrantTotals, PlannedEntry, SkippedGrant } from '../../../shared/leaveGranterRecords.js';
import { accrualsDue, type AccrualSubject, type AccrualType } from './accrual.js';
import type { GrantPeriod } from './grantPeriod.js';
import { closeYear, expireCarried, type CarriedFacts, type CarryRule } from './yearEnd.js';

export type GrantType = AccrualType & CarryRule;

export interface GrantEmployee extends AccrualSubject {
  employeeId: number;
  empName: string;
  /** The yearly entitlement per type code of the employee's scheme. */
  entitlements: Record<string, number>;
}

/** The ledger as the granter reads it, per employee and type. */
export interface GrantFacts {
  employeeId: number;
  leaveType: string;
  /** Sum of the entries of the year before the run's year (closed by a Year run). */
  previousBalance: number;
  /** The carried-in credit of the run's year, when there is one with an expiry. */
  carried?: CarriedFacts;
}

export interface GrantInput {
  period: GrantPeriod;
  types: GrantType[];
  employees: GrantEmployee[];
  facts: GrantFacts[];
  /** Keys already in the ledger: what was granted before is not planned again. */
  existingKeys: string[];
  today: string;
}

/** What the worker answers for a run or its preview: the entries to write and who was passed over. */
export interface GrantPlan {
  entries: PlannedEntry[];
  skipped: SkippedGrant[];
}

export const NO_JOINING_DATE = 'No date of joining: On Joining accrual is due on that date. Set it on the employee, or import an opening balance.';

/**
 * The "On Joining" accruals a run cannot grant (docs/leave-ledger.md): the employee's scheme lists
 * the type and their gender fits, but without a date of joining nothing is ever due — said, never
 * silent. Once granted (its key is in the ledger) it is not reported again.
 */
export function skippedGrants(input: GrantInput): SkippedGrant[] {
  const existing = new Set(input.existingKeys);
  const skipped: SkippedGrant[] = [];
  for (const employee of input.employees) {
    if (employee.dateOfJoining) continue;
    for (const type of input.types) {
      if (type.accrual !== 'On Joining' || !(employee.entitlements[type.code] > 0)) continue;
      if (type.eligibleGender !== 'Any' && employee.gender !== type.eligibleGender) continue;
      if (existing.has(`accrual:${type.code}:joining:${employee.empId}`)) continue;
      skipped.push({ employeeId: employee.employeeId, empId: employee.empId, empName: employee.empName, leaveType: type.code, reason: NO_JOINING_DATE });
    }
  }
  return skipped;
}

/** A year is closed for one employee and type once: either close entry of it in the ledger says so. */
const closedKeys = (code: string, year: number, empId: string) => [`carryForward:${code}:${year}:out:${empId}`, `lapse:${code}:${year}:${empId}`];

/**
 * What a granter run writes (docs/leave-ledger.md), a pure function of what it reads so the preview
 * and the run agree: for each employee and selected type, the accruals due in the period; a Year
 * run also closes the year before once it has ended (carry-forward up to the cap, the rest lapses); any run lapses
 * carried days whose expiry has passed. Entries whose key is already in the ledger are left out,
 * so running twice grants once. A close is all or nothing per employee, type and year: once either
 * of its entries is written the year stays closed, so a re-run after HR adjusted the closed year
 * (its sum is no longer zero) writes nothing rather than a part of a second, different close.
 */
export function planGrant(input: GrantInput): PlannedEntry[] {
  const existing = new Set(input.existingKeys);
  const facts = new Map(input.facts.map((fact) => [`${fact.employeeId}:${fact.leaveType}`, fact]));
  const planned: PlannedEntry[] = [];
  // A year still running is never closed: a Year run made in advance accrues, and a later one closes.
  const closes = input.period.kind === 'Year' && input.today > `${input.period.year - 1}-12-31`;
  for (const employee of input.employees) {
    const who = { employeeId: employee.employeeId, empId: employee.empId, empName: employee.empName };
    for (const type of input.types) {
      const fact = facts.get(`${employee.employeeId}:${type.code}`);
      const closed = closedKeys(type.code, input.period.year - 1, employee.empId).some((key) => existing.has(key));
      if (closes && type.accrual !== 'None' && fact && !closed) {
        for (const move of closeYear(employee.empId, type, input.period.year - 1, fact.previousBalance)) planned.push({ ...who, ...move });
      }
      if (fact?.carried) {
        for (const move of expireCarried(employee.empId, type.code, input.period.year, fact.carried, input.today)) planned.push({ ...who, ...move });
      }
      const entitlement = employee.entitlements[type.code];
      if (entitlement === undefined) continue;
      for (const accrual of accrualsDue(employee, type, entitlement, input.period)) {
        planned.push({ ...who, leaveType: type.code, entryKind: 'accrual', leaveYear: accrual.leaveYear, days: accrual.days, effectiveDate: accrual.effectiveDate, expiresOn: null, key: accrual.key });
      }
    }
  }
  return planned.filter((entry) => !existing.has(entry.key));
}

/** Totals of a plan: employees credited, entries and net days, per type. */
export function summarizePlan(entries: PlannedEntry[]): GrantTotals {
  const employees = new Set<number>();
  const byType = new Map<string, { leaveType: string; employees: Set<number>; entries: number; days: number }>();
  let days = 0;
  for (const entry of entries) {
    employees.add(entry.employeeId);
    days += entry.days;
    const row = byType.get(entry.leaveType) ?? { leaveType: entry.leaveType, employees: new Set<number>(), entries: 0, days: 0 };
    row.employees.add(entry.employeeId);
    row.entries++;
    row.days += entry.days;
    byType.set(entry.leaveType, row);
  }
  return {
    employees: employees.size,
    entries: entries.length,
    days: Math.round(days * 100) / 100,
    byType: [...byType.values()].map((row) => ({ leaveType: row.leaveType, employees: row.employees.size, entries: row.entries, days: Math.round(row.days * 100) / 100 })),
  };
}
