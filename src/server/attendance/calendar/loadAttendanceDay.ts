import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { DEFAULT_DAY_RULE } from '../attendanceDate.js';
import type { WorkerPool } from '../../work/workerPool.js';
import type { AttendanceTasks } from '../attendanceTasks.js';
import { attendanceNow } from '../attendanceClock.js';
import { loadDayInputs } from '../processor/loadDayInputs.js';
import { unpackDayRecord } from '../packedDayRecord.js';
import type { RegularizationState } from '../../../shared/attendanceMonthData.js';
import type { DaySwipe } from '../../../shared/daySwipe.js';
import { attendanceDayDetails, type AttendanceDayDetails } from './attendanceDayDetails.js';
import type { AttendanceSubject } from './readableEmployee.js';

/**
 * Reads one employee·date's stored record, latest regularization and swipes (table swipe, by
 * attendance_date), and recomputes the day in the worker pool for its trace, which is not stored.
 */
export async function loadAttendanceDay(db: Db, workers: Pick<WorkerPool<AttendanceTasks>, 'explainDay'>, organizationId: number, subject: AttendanceSubject, date: string): Promise<AttendanceDayDetails> {
  const zone = DEFAULT_DAY_RULE.timeZone;
  const [stored, regularization, swipes, [inputs]] = await Promise.all([
    db
      .selectFrom('attendance_day')
      .select(['status_code', 'shift_code', 'lop_days', 'record', 'processed_at'])
      .where('organization_id', '=', organizationId)
      .where('employee_id', '=', subject.id)
      .where('attendance_date', '=', date)
      .executeTakeFirst(),
    db
      .selectFrom('regularization_date')
      .select(['status', 'work_type'])
      .where('organization_id', '=', organizationId)
      .where('employee_id', '=', subject.id)
      .where('attendance_date', '=', date)
      .where('status', '!=', 'Withdrawn')
      .orderBy('regularization_id', 'desc')
      .executeTakeFirst(),
    db
      .selectFrom('swipe')
      .select([
        sql<string>`to_char(log_date_time at time zone ${zone}, 'YYYY-MM-DD')`.as('swipeDate'),
        sql<string>`to_char(log_date_time at time zone ${zone}, 'HH24:MI:SS')`.as('swipeTime'),
        'door_address as doorAddress',
        'direction',
        'device_name as deviceName',
        'access_card_no as accessCardNo',
        'source',
      ])
      .where('organization_id', '=', organizationId)
      .where('employee_id', '=', subject.id)
      .where('attendance_date', '=', date)
      .orderBy('log_date_time')
      .execute(),
    loadDayInputs(db, organizationId, [{ employeeId: subject.id, date }], attendanceNow(zone), zone),
  ]);
  const explained = stored && inputs ? await workers.explainDay(inputs.inputs) : null;
  return attendanceDayDetails({
    empId: subject.empId,
    empName: subject.empName,
    date,
    stored: stored ? { record: unpackDayRecord(subject.empId, date, stored), processedAt: new Date(stored.processed_at) } : null,
    explained,
    regularization: regularization ? { status: regularization.status as RegularizationState, workType: regularization.work_type } : null,
    swipes: swipes as DaySwipe[],
  });
}
