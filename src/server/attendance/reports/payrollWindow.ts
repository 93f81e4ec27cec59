import type { Db } from '../../db/database.js';
import { badRequest } from '../../http/AppError.js';
import { payrollMonthEndingIn, type PayrollMonth } from '../../../shared/payrollMonth.js';
import { attendanceToday } from '../attendanceClock.js';
import { loadLockSetting } from '../loadLockSetting.js';

/** A required month MM-YYYY (spec 001 §9). */
export const monthQuery = {
  type: 'object',
  required: ['month'],
  additionalProperties: false,
  properties: {
    month: {
      type: 'string',
      title: 'Month',
      description: 'MM-YYYY',
      pattern: '^(0[1-9]|1[0-2])-\\d{4}$',
    },
  },
} as const;

/**
 * The organisation's payroll month named MM-YYYY by the calendar month it ends in, as the calendar
 * names it (its payroll start day; the 25th → 24th by default: 12-2026 is 25 Nov → 24 Dec), refused
 * when it has not begun (spec 001 §5: month pickers cannot go past the current month; the open
 * payroll month is the current one).
 */
export async function payrollWindowOf(db: Db, organizationId: number, month: string): Promise<PayrollMonth> {
  const { payrollStartDay } = await loadLockSetting(db, organizationId);
  const window = payrollMonthEndingIn(month, payrollStartDay);
  if (window.startDate > attendanceToday())
    throw badRequest('The month cannot be in the future', [{ field: 'month', message: 'The month cannot be in the future' }]);
  return window;
}
