import crypto from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { AuthContext } from '../auth/AuthContext.js';
import type { Db } from '../db/database.js';
import type { Tables } from '../db/tables.js';
import { conflict, notFound } from '../http/AppError.js';
import type { WorkerPool } from '../work/workerPool.js';
import { DEFAULT_DAY_RULE } from '../attendance/attendanceDate.js';
import { attendanceNow, attendanceToday } from '../attendance/attendanceClock.js';
import { loadDayBatches, type DayKey } from '../attendance/processor/loadDayBatches.js';
import { decideLeavesIn, type DecidedLeave } from '../leave/apply/decideLeave.js';
import { decideRegularizationsIn, type Decided } from '../regularization/decideRegularization.js';
import { loadBalanceCover, type CoverKey } from '../leave/ledger/balanceCover.js';
import { leaveYearOf } from '../../shared/leaveRecords.js';
import { personName } from '../../shared/personName.js';
import type { MonthEndDecision, MonthEndEffect, MonthEndEmployeeEffect } from '../../shared/monthEnd/monthEndRecords.js';
import type { MonthEndTasks } from './previewMonthEndDays.js';

export type MonthEndWorkers = Pick<WorkerPool<MonthEndTasks>, 'previewMonthEndDays'>;

/** What a committed run decided, for the mails the normal approvals send. */
export type DecidedItem = { kind: 'leave'; decided: DecidedLeave } | { kind: 'regularization'; decided: Decided };

export interface MonthEndRun {
  /** Nothing is written: the decisions are made in a transaction that is rolled back. */
  commit: boolean;
  /** The token of the preview this commit carries out: refused (409) unless the run comes out the same. */
  previewToken?: string;
  /** Work first in the transaction (the close: take the close lock exclusive before the decisions take it shared). */
  before?: (trx: Transaction<Tables>) => Promise<void>;
  /** More work in the same transaction after the decisions (the close: process the days, close the month). */
  after?: (trx: Transaction<Tables>, keys: DayKey[]) => Promise<void>;
}

export const STALE_ITEMS = 'The selected items changed since the preview (decided, withdrawn or edited by someone else): preview again.';
export const STALE_EFFECT = 'What the decisions would do changed since the preview (new punches, balances or calendars): preview again.';

/** Days per pool task, as the processor cuts its batches (at an employee's first day). */
const CHUNK = 1000;

class RolledBack extends Error {
  constructor(readonly effect: MonthEndEffect) {
    super('month-end preview rolled back');
  }
}

const digest = (value: unknown) => crypto.hash('sha1', JSON.stringify(value), 'base64url');

interface Item extends MonthEndDecision {
  employeeId: number;
  empName: string;
  version: number;
  leaveType: string | null;
  dates: string[];
}

/**
 * The month end's one path for preview and commit (docs/month-end.md). In one transaction: read the
 * items and their versions, load the engine's inputs of their employee·dates and the leave balances
 * they touch, decide every item with the product's own approval logic (decideLeaveIn,
 * decideRegularizationIn on the month end's path: any date of a month not closed, the balance check in the writing transaction, the
 * audit trail), load the inputs and balances again, and run the engine on both in the worker pool.
 * A preview then rolls the transaction back (nothing is written); a commit checks that the items and
 * the effect are what its preview showed (the token) and commits — so Submit commits exactly what
 * was previewed, or nothing.
 */
export async function runMonthEnd(db: Db, workers: MonthEndWorkers, auth: AuthContext, decisions: readonly MonthEndDecision[], run: MonthEndRun): Promise<{ effect: MonthEndEffect; decided: DecidedItem[] }> {
  const timeZone = DEFAULT_DAY_RULE.timeZone;
  const decided: DecidedItem[] = [];
  try {
    const effect = await db.transaction().execute(async (trx) => {
      if (run.before) await run.before(trx);
      const items = await loadItems(trx, auth.organizationId, decisions);
      const versions = digest(items.map((item) => [item.kind, item.code, item.version, item.approve, item.remark]));
      if (run.previewToken && run.previewToken.split('.')[0] !== versions) throw conflict(STALE_ITEMS);

      const keys = dayKeys(items);
      const coverKeys = balanceKeys(items);
      const starts = chunkStarts(keys);
      const today = attendanceToday(timeZone);
      const [before, balancesBefore] = await Promise.all([loadDayBatches(trx, auth.organizationId, keys, timeZone, starts), loadBalanceCover(trx, auth.organizationId, coverKeys, today)]);

      // Each kind in one batch (decideLeavesIn, decideRegularizationsIn: the approvers' rules, a few statements for them all),
      // by the month end's path: any date of a month not closed, whatever the approvers' lock date (docs/attendance-lock.md).
      const leaves = items.filter((item) => item.kind === 'leave');
      const leaveDecisions = leaves.map((item) => ({
        leaveCode: item.code,
        decision: item.approve ? { approvedDate: item.dates } : { rejectedDate: item.dates, remarks: item.remark?.trim() || null },
      }));
      for (const leave of await decideLeavesIn(trx, auth, leaveDecisions, 'monthEnd')) decided.push({ kind: 'leave', decided: leave });
      const regularizations = items
        .filter((item) => item.kind === 'regularization')
        .map((item) => {
          const remark = item.remark?.trim() || null;
          return { empId: item.empId, regCode: item.code, key: item.approve ? ('Approved' as const) : ('Rejected' as const), approvedDate: [], rejectedDate: [], remarks: remark ? [remark] : [] };
        });
      for (const request of await decideRegularizationsIn(trx, auth, regularizations, 'monthEnd')) decided.push({ kind: 'regularization', decided: request });

      const [after, balancesAfter] = await Promise.all([loadDayBatches(trx, auth.organizationId, keys, timeZone, starts), loadBalanceCover(trx, auth.organizationId, coverKeys, today)]);
      const now = attendanceNow(timeZone);
      const changed = (await Promise.all(before.map((batch, part) => workers.previewMonthEndDays({ before: batch, after: after[part], now })))).flat();
      const effect = effectOf(items, changed, balancesBefore, balancesAfter);
      const token = `${versions}.${digest(effect.employees)}`;
      if (run.previewToken && run.previewToken !== token) throw conflict(STALE_EFFECT);
      if (!run.commit) throw new RolledBack({ ...effect, previewToken: token });
      if (run.after) await run.after(trx, keys);
      return { ...effect, previewToken: token };
    });
    return { effect, decided };
  } catch (error) {
    if (error instanceof RolledBack) return { effect: error.effect, decided: [] };
    throw error;
  }
}

/** The items with their employee, version and dates, in the order given; 404 for one not of this organisation. */
async function loadItems(trx: Db, organizationId: number, decisions: readonly MonthEndDecision[]): Promise<Item[]> {
  const codes = (kind: MonthEndDecision['kind']) => decisions.filter((d) => d.kind === kind).map((d) => d.code);
  const leaveCodes = codes('leave');
  const regCodes = codes('regularization');
  type Row = { code: string; employee_id: number; emp_id: string; first_name: string; last_name: string | null; version: number; leave_type: string | null; dates: string[] };
  const [leaves, regularizations] = await Promise.all([
    leaveCodes.length
      ? sql<Row>`
          SELECT l.leave_code AS code, l.employee_id, e.emp_id, e.first_name, e.last_name, l.version, l.leave_type,
            array(SELECT to_char(d.leave_date, 'YYYY-MM-DD') FROM leave_application_day d WHERE d.organization_id = l.organization_id AND d.application_id = l.id ORDER BY d.leave_date) AS dates
          FROM leave_application l JOIN employee e ON e.id = l.employee_id
          WHERE l.organization_id = ${organizationId} AND l.leave_code = ANY(${sql.val(leaveCodes)}::text[])`.execute(trx)
      : { rows: [] as Row[] },
    regCodes.length
      ? sql<Row>`
          SELECT r.regularization_code AS code, r.employee_id, e.emp_id, e.first_name, e.last_name, r.version, NULL AS leave_type,
            array(SELECT to_char(d.attendance_date, 'YYYY-MM-DD') FROM regularization_date d WHERE d.organization_id = r.organization_id AND d.regularization_id = r.id ORDER BY d.attendance_date) AS dates
          FROM regularization r JOIN employee e ON e.id = r.employee_id
          WHERE r.organization_id = ${organizationId} AND r.regularization_code = ANY(${sql.val(regCodes)}::text[])`.execute(trx)
      : { rows: [] as Row[] },
  ]);
  const leaveByCode = new Map(leaves.rows.map((row) => [row.code, row]));
  const regByCode = new Map(regularizations.rows.map((row) => [row.code, row]));
  return decisions.map((decision) => {
    const row = (decision.kind === 'leave' ? leaveByCode : regByCode).get(decision.code);
    if (!row || row.emp_id !== decision.empId.trim().toUpperCase()) {
      throw notFound(`${decision.code}: ${decision.kind === 'leave' ? 'Leave application' : 'Regularization request'} not found`);
    }
    return { ...decision, employeeId: row.employee_id, empName: personName(row.first_name, row.last_name), version: Number(row.version), leaveType: row.leave_type, dates: row.dates };
  });
}

/** Every employee·date the items touch, once, sorted as the processor sorts its batches. */
function dayKeys(items: readonly Item[]): DayKey[] {
  const seen = new Map<string, DayKey>();
  for (const item of items) for (const date of item.dates) seen.set(`${item.employeeId}|${date}`, { employeeId: item.employeeId, date });
  return [...seen.values()].sort((a, b) => a.employeeId - b.employeeId || (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** The leave balances an item's approval debits: its type in each leave year of its dates. */
function balanceKeys(items: readonly Item[]): CoverKey[] {
  const seen = new Map<string, CoverKey>();
  for (const item of items) {
    if (item.kind !== 'leave' || !item.leaveType) continue;
    for (const year of new Set(item.dates.map(leaveYearOf))) seen.set(`${item.employeeId}|${item.leaveType}|${year}`, { employeeId: item.employeeId, leaveType: item.leaveType, year });
  }
  return [...seen.values()];
}

/** Where sorted keys are cut into pool tasks: about CHUNK days each, at an employee's first day. */
function chunkStarts(keys: readonly DayKey[]): number[] {
  const starts = [0];
  for (let i = CHUNK; i < keys.length; i++) {
    if (i - starts[starts.length - 1] >= CHUNK && keys[i].employeeId !== keys[i - 1].employeeId) starts.push(i);
  }
  return starts;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Per employee: the days whose status changes, the LOP added or removed and each leave balance before and after. */
function effectOf(
  items: readonly Item[],
  changed: readonly [number, string, string | null, number, string | null, number][],
  balancesBefore: Awaited<ReturnType<typeof loadBalanceCover>>,
  balancesAfter: Awaited<ReturnType<typeof loadBalanceCover>>,
): Omit<MonthEndEffect, 'previewToken'> {
  const employees = new Map<number, MonthEndEmployeeEffect>();
  for (const item of items) {
    if (!employees.has(item.employeeId)) employees.set(item.employeeId, { empId: item.empId.trim().toUpperCase(), empName: item.empName, items: [], days: [], lopBefore: 0, lopAfter: 0, lopChange: 0, balances: [] });
    employees.get(item.employeeId)!.items.push({ kind: item.kind, code: item.code, decision: item.approve ? 'approve' : 'reject' });
  }
  for (const [employeeId, date, before, lopBefore, after, lopAfter] of changed) {
    const employee = employees.get(employeeId)!;
    employee.days.push({ date, before, after, lopBefore, lopAfter });
    employee.lopBefore = round2(employee.lopBefore + lopBefore);
    employee.lopAfter = round2(employee.lopAfter + lopAfter);
    employee.lopChange = round2(employee.lopAfter - employee.lopBefore);
  }
  const afterByKey = new Map(balancesAfter.map((b) => [`${b.employeeId}|${b.leaveType}|${b.year}`, b]));
  for (const was of balancesBefore) {
    const now = afterByKey.get(`${was.employeeId}|${was.leaveType}|${was.year}`);
    if (!now || (now.balance === was.balance && now.pending === was.pending)) continue;
    employees.get(was.employeeId)!.balances.push({ leaveType: was.leaveType, year: was.year, before: was.balance, after: now.balance, change: round2(now.balance - was.balance), pendingBefore: was.pending, pendingAfter: now.pending });
  }
  const list = [...employees.values()].sort((a, b) => (a.empId < b.empId ? -1 : a.empId > b.empId ? 1 : 0));
  const lopChanges = list.map((e) => e.lopChange);
  return {
    employees: list,
    totals: {
      items: items.length,
      employees: list.length,
      daysChanged: list.reduce((sum, e) => sum + e.days.length, 0),
      lopAdded: round2(lopChanges.filter((c) => c > 0).reduce((s, c) => s + c, 0)),
      lopRemoved: round2(-lopChanges.filter((c) => c < 0).reduce((s, c) => s + c, 0)),
    },
  };
}
