import { sql } from 'kysely';
import { attendanceWindows } from '../../shared/attendanceWindows.js';
import { DEFAULT_SHIFT_CODE } from '../../shared/shiftTimes.js';
import { attendanceToday } from '../attendance/attendanceClock.js';
import { loadLockSetting } from '../attendance/loadLockSetting.js';
import { markAttendanceDirty } from '../attendance/markAttendanceDirty.js';
import type { AuthContext } from '../auth/AuthContext.js';
import type { Db } from '../db/database.js';
import { conflict } from '../http/AppError.js';
import type { MasterChangeHooks } from '../masters/masterHooks.js';


type ShiftRecord = Record<string, unknown>;
const codeOf = (record: ShiftRecord) => String(record.shiftCode ?? '');
const isDefault = (code: string) => code.toUpperCase() === DEFAULT_SHIFT_CODE;
/** What the engine reads of a shift (its times and the rules HR sets on it, issue 19 §2); a change to any of them changes its employees' days. */
const ENGINE_INPUTS = [
  'inTime',
  'outTime',
  'graceTime',
  'halfDayThresholdHours',
  'absentThresholdHours',
  'checkInBeforeMinutes',
  'checkOutAfterMinutes',
  'earlyExitGraceTime',
  'markLateIn',
  'markEarlyOut',
  'breakStart',
  'breakMinutes',
  'hoursMode',
  'workedOffDayPolicy',
] as const;

/** The organisation's employees who work the shift: assigned it, or (the default shift) assigned none. */
function employeesOn(trx: Db, organizationId: number, code: string) {
  return trx
    .selectFrom('employee as e')
    .innerJoin('employee_organization as eo', 'eo.employee_id', 'e.id')
    .where('eo.organization_id', '=', organizationId)
    .where((eb) => (isDefault(code) ? eb.or([eb(sql`upper(e.shift_code)`, '=', code.toUpperCase()), eb('e.shift_code', 'is', null)]) : eb(sql`upper(e.shift_code)`, '=', code.toUpperCase())));
}

/** Refuses (409) to take away a shift people work: the default S1, or one employees or roster days still name. */
async function refuseWhileInUse(trx: Db, auth: AuthContext, code: string, act: string): Promise<void> {
  if (isDefault(code)) throw conflict(`Shift ${code} is the organisation's default shift and cannot be ${act}`);
  const { n } = await employeesOn(trx, auth.organizationId, code).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
  if (Number(n) > 0) throw conflict(`Shift ${code} is assigned to ${n} employee${Number(n) === 1 ? '' : 's'} and cannot be ${act}. Move them to another shift first.`);
  const rostered = await trx
    .selectFrom('shift_roster')
    .select('roster_date')
    .where('organization_id', '=', auth.organizationId)
    .where(sql`upper(shift_code)`, '=', code.toUpperCase())
    .executeTakeFirst();
  if (rostered) throw conflict(`Shift ${code} is used by the shift roster and cannot be ${act}`);
}

/**
 * The shift master's rules beyond its schema (docs/shifts-and-weekends.md), run inside the master's
 * own transaction: a shift in use cannot be deleted or given another code (its status is display
 * only, spec 001 §4: the schema marks it read-only and the master refuses a change); a change
 * of its times marks its employees' days from the open payroll month's start to today.
 */
export const shiftMasterHooks: MasterChangeHooks = {
  async beforeDelete(trx, auth, before) {
    await refuseWhileInUse(trx, auth, codeOf(before), 'deleted');
  },
  async afterUpdate(trx, auth, before, after) {
    const code = codeOf(before);
    if (codeOf(after).toUpperCase() !== code.toUpperCase()) await refuseWhileInUse(trx, auth, code, 'given another code');
    if (ENGINE_INPUTS.every((name) => before[name] === after[name])) return;
    const today = attendanceToday();
    const { payrollMonth } = attendanceWindows(today, await loadLockSetting(trx, auth.organizationId));
    const assigned = (await employeesOn(trx, auth.organizationId, code).select('e.id').execute()).map((row) => row.id);
    const rostered = (
      await trx
        .selectFrom('shift_roster')
        .select('employee_id')
        .distinct()
        .where('organization_id', '=', auth.organizationId)
        .where(sql`upper(shift_code)`, '=', code.toUpperCase())
        .where('roster_date', '>=', payrollMonth.startDate)
        .where('roster_date', '<=', today)
        .execute()
    ).map((row) => row.employee_id);
    const employeeIds = [...new Set([...assigned, ...rostered])];
    await markAttendanceDirty(trx, auth.organizationId, { employeeIds, from: payrollMonth.startDate, to: today });
  },
};
