import { sql } from 'kysely';
import { attendanceWindows } from '../../shared/attendanceWindows.js';
import type { RosterSheetContext } from '../../shared/shiftRosterSheet.js';
import { loadLockSetting } from '../attendance/loadLockSetting.js';
import { shiftMasterExists } from '../attendance/shiftMasterExists.js';
import type { Db } from '../db/database.js';

/** What the worker checks a file against: the organisation's employees and shifts, the open payroll month. */
export async function loadRosterContext(db: Db, organizationId: number, today: string): Promise<RosterSheetContext> {
  const { payrollMonth } = attendanceWindows(today, await loadLockSetting(db, organizationId));
  const [employees, shifts] = await Promise.all([
    sql<{ emp_id: string; id: number }>`
      SELECT upper(e.emp_id) AS emp_id, e.id FROM employee e JOIN employee_organization eo ON eo.employee_id = e.id
      WHERE eo.organization_id = ${organizationId}`.execute(db),
    (await shiftMasterExists(db))
      ? sql<{ shift_code: string; active: boolean }>`
          SELECT shift_code, coalesce(status, 'Active') = 'Active' AS active FROM master_shift_master
          WHERE (organization_id = ${organizationId} OR organization_id IS NULL) AND shift_code IS NOT NULL
          ORDER BY organization_id NULLS LAST, id`.execute(db)
      : { rows: [] },
  ]);
  return {
    employees: employees.rows.map((row) => [row.emp_id, row.id]),
    shifts: shifts.rows.map((row) => [row.shift_code, row.active]),
    window: { from: payrollMonth.startDate, to: payrollMonth.endDate },
  };
}
