import { addDays, format, getISODay, parseISO } from 'date-fns';
import { ORGANIZATION_TIME_ZONE } from '../../shared/organizationTimeZone.js';
import type { Db } from '../db/database.js';
import { attendanceDateOf, dayRuleOfShift } from '../attendance/attendanceDate.js';
import { attendanceToday } from '../attendance/attendanceClock.js';
import type { CheckedSwipe } from '../attendance/checkSwipeRows.js';
import { writeSwipes } from '../attendance/insertSwipes.js';
import { markAttendanceDirty } from '../attendance/markAttendanceDirty.js';
import { zonedInstant } from '../attendance/zonedInstant.js';
import { payrollMonthOf } from '../../shared/payrollMonth.js';

/** A shift's times as the demo swipes need them (the shift master's x-seed rows). */
export type DemoShiftTimes = Record<string, { inTime: string; outTime: string }>;

/** Demo employees on other shifts than Regular (S1): two on the night shift, one on the second. */
export const DEMO_SHIFT_CODES: Record<string, string> = { EMP007: 'N1', EMP008: 'N1', EMP009: 'S2' };

/** Fixed-date national holidays (month-day) that the holiday seed holds; a few people work them. */
const FIXED_HOLIDAYS = new Set(['01-26', '05-01', '08-15', '10-02', '12-25']);

const DAYS_BACK = 92;

export interface DemoEmployee {
  id: number;
  empId: string;
  organizationId: number;
}

/** A small seeded generator (mulberry32): the same demo every time for the same dates. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * Three months of swipes up to yesterday for the demo employees (docs/swipes.md "Demo swipes"):
 * mostly on time, some late within and beyond grace, early outs, a missed out-punch, duplicate
 * punches, a door that records no direction, long breaks, night and second shifts, worked
 * Saturdays and holidays. EMP001 is absent on the 2nd, 4th and 6th weekdays of the open payroll
 * month (the regularization walk-through needs absent days). Written set-based and marked for the
 * processor.
 */
export async function seedDemoSwipes(db: Db, employees: readonly DemoEmployee[], shifts: DemoShiftTimes): Promise<void> {
  const today = attendanceToday();
  const now = Date.now();
  const payrollStart = payrollMonthOf(today).startDate;
  const absentForEmp001 = new Set<string>();
  for (let date = payrollStart, weekdays = 0; date < today; date = format(addDays(parseISO(date), 1), 'yyyy-MM-dd')) {
    if (getISODay(parseISO(date)) > 5) continue;
    weekdays += 1;
    if (weekdays === 2 || weekdays === 4 || weekdays === 6) absentForEmp001.add(date);
  }

  const byOrganization = new Map<number, CheckedSwipe[]>();
  // The zone's midnight of each date, worked out once (Intl is the costly part of making a punch).
  const midnights = new Map<string, number>();
  const midnightOf = (date: string) => {
    const [year, month, day] = date.split('-').map(Number);
    return zonedInstant({ year, month, day, hour: 0, minute: 0, second: 0 }, ORGANIZATION_TIME_ZONE).getTime();
  };
  for (const [index, employee] of employees.entries()) {
    const shift = shifts[DEMO_SHIFT_CODES[employee.empId] ?? 'S1'] ?? shifts.S1;
    const rule = dayRuleOfShift(shift.inTime, ORGANIZATION_TIME_ZONE);
    const noDirection = index % 5 === 0;
    const device = noDirection ? 'Side Door Reader' : 'Main Gate Bio Metric';
    const rows = byOrganization.get(employee.organizationId) ?? byOrganization.set(employee.organizationId, []).get(employee.organizationId)!;
    for (let back = DAYS_BACK; back >= 1; back--) {
      const date = format(addDays(parseISO(today), -back), 'yyyy-MM-dd');
      const draw = random(index * 1000 + back);
      const weekday = getISODay(parseISO(date));
      const holiday = FIXED_HOLIDAYS.has(date.slice(5));
      const works = holiday ? index % 10 === 1 : weekday === 6 ? draw() < 0.03 : weekday === 7 ? false : draw() >= 0.04;
      if (!works || (employee.empId === 'EMP001' && absentForEmp001.has(date))) continue;

      const midnight = midnights.get(date) ?? midnights.set(date, midnightOf(date)).get(date)!;
      const punch = (minutes: number, direction: 'IN' | 'OUT') => {
        const time = new Date(midnight + minutes * 60_000 + Math.floor(draw() * 50) * 1000);
        if (time.getTime() > now) return;
        rows.push({
          employeeId: employee.id,
          at: time,
          attendanceDate: attendanceDateOf(time, rule),
          deviceName: device,
          direction: noDirection ? null : direction,
          accessCardNo: `AC-${employee.empId}`,
          doorAddress: noDirection ? 'Side Door' : 'Main Gate',
        });
      };
      const shiftIn = minutesOf(shift.inTime);
      const shiftOut = minutesOf(shift.outTime) + (minutesOf(shift.outTime) < shiftIn ? 1440 : 0);
      const lateness = draw();
      const arrival = shiftIn + (lateness < 0.6 ? -Math.floor(draw() * 20) : lateness < 0.8 ? 1 + Math.floor(draw() * 14) : lateness < 0.9 ? 16 + Math.floor(draw() * 45) : -5);
      punch(arrival, 'IN');
      // A second read of the same card a few seconds later: the engine merges it.
      if (draw() < 0.05) punch(arrival + 0.5, 'IN');
      if (draw() < 0.08) {
        const breakOut = arrival + 210 + Math.floor(draw() * 30);
        punch(breakOut, 'OUT');
        punch(breakOut + 90 + Math.floor(draw() * 60), 'IN');
      }
      const leaving = draw();
      if (leaving < 0.03) continue; // the out-punch was missed
      punch(leaving < 0.13 ? shiftOut - 30 - Math.floor(draw() * 120) : shiftOut + Math.floor(draw() * 45), 'OUT');
    }
  }
  const first = format(addDays(parseISO(today), -DAYS_BACK), 'yyyy-MM-dd');
  const yesterday = format(addDays(parseISO(today), -1), 'yyyy-MM-dd');
  for (const [organizationId, rows] of byOrganization) {
    await db.transaction().execute(async (trx) => {
      await writeSwipes(trx, organizationId, rows, 'Bio Metric');
      // Every day of the three months, swiped or not: an absent day needs its record too.
      await markAttendanceDirty(trx, organizationId, { from: first, to: yesterday });
    });
  }
}
