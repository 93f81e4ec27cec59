import { format } from 'date-fns';
import { monthYearOf, previousMonthYear } from '../../../src/shared/attendanceOverride';

/** Today's date in the browser, yyyy-MM-dd. */
export const browserToday = () => format(new Date(), 'yyyy-MM-dd');
/** The payroll month today falls in (MM-YYYY: the month it ends in). */
export const currentMonthYear = () => monthYearOf(browserToday());
/** The payroll month before it: the latest Add LOP may correct. */
export const lastMonthYear = () => previousMonthYear(browserToday());
