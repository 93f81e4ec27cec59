import { addMonths, format, parseISO, setDate, subDays } from 'date-fns';

/** Spec 001 §3 payroll month: startDate..endDate, yyyy-mm-dd inclusive. */
export interface PayrollMonth {
  startDate: string;
  endDate: string;
}

/** The organisation default (spec 001 §3, §9): the 25th of the previous month to the 24th. */
export const DEFAULT_PAYROLL_START_DAY = 25;

/**
 * The payroll month a date (yyyy-mm-dd) falls in, when months start on `startDay` (1–28): with 25,
 * 2026-11-22 is in 2026-10-25..2026-11-24 and 2026-11-25 in 2026-11-25..2026-12-24; with 1 it is the calendar month.
 */
export function payrollMonthOf(date: string, startDay: number = DEFAULT_PAYROLL_START_DAY): PayrollMonth {
  const day = parseISO(date);
  const startThisMonth = setDate(day, startDay);
  const start = day >= startThisMonth ? startThisMonth : addMonths(startThisMonth, -1);
  return { startDate: format(start, 'yyyy-MM-dd'), endDate: format(subDays(addMonths(start, 1), 1), 'yyyy-MM-dd') };
}

/** The payroll month named by the calendar month it ends in (MM-YYYY, as the calendar's month navigation shows it). */
export function payrollMonthEndingIn(yearMonth: string, startDay: number = DEFAULT_PAYROLL_START_DAY): PayrollMonth {
  const [month, year] = yearMonth.split('-').map(Number);
  const lastDay = startDay === 1 ? new Date(year, month, 0).getDate() : startDay - 1;
  return payrollMonthOf(format(new Date(year, month - 1, lastDay), 'yyyy-MM-dd'), startDay);
}
