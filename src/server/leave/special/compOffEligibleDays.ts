import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { unpackDayRecord, type StoredDayRow } from '../../attendance/packedDayRecord.js';
import { compOffCredit } from '../../../shared/compOffRules.js';
import type { CompOffEligibleDay } from '../../../shared/leaveSpecialRecords.js';

/**
 * The employee's days between `from` and `to` that the attendance engine recorded as a worked weekly
 * off or holiday (its stored record: day type and worked span), with the credit each earns, leaving
 * out those with a pending or approved comp-off request.
 */
export async function compOffEligibleDays(db: Db, organizationId: number, employeeId: number, from: string, to: string): Promise<CompOffEligibleDay[]> {
  const { rows } = await sql<StoredDayRow & { date: string }>`
    SELECT to_char(d.attendance_date, 'YYYY-MM-DD') AS date, d.status_code, d.shift_code, d.lop_days, d.record
    FROM attendance_day d
    WHERE d.organization_id = ${organizationId} AND d.employee_id = ${employeeId}
      AND d.attendance_date BETWEEN ${from} AND ${to}
      AND NOT EXISTS (
        SELECT 1 FROM comp_off_request c
        WHERE c.organization_id = d.organization_id AND c.employee_id = d.employee_id
          AND c.worked_date = d.attendance_date AND c.status IN ('Pending', 'Approved'))
    ORDER BY d.attendance_date DESC`.execute(db);
  return rows.flatMap((row) => {
    // Comp-off reads no employee code: the record's empId is left empty.
    const { offDay, totalWorkHours } = unpackDayRecord('', row.date, row);
    const days = offDay ? compOffCredit(offDay) : 0;
    if (!offDay || days === 0) return [];
    return [{ date: row.date, dayLabel: offDay.dayType === 'weeklyOff' ? 'Weekly Off' : (offDay.occasion ?? 'Holiday'), totalWorkHours: totalWorkHours ?? '00:00', days }];
  });
}
