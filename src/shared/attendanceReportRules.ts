import { addDays, endOfMonth, format, parseISO } from 'date-fns';

/**
 * Spec 001 §5's rules for the report and tracker forms, shared by the pages and the server (which
 * answers the same message as a 400): the employee and both dates required, the from date at most
 * today − 2, the to date at most yesterday and not before the from date.
 */
export const REPORT_MESSAGES = {
  employee: 'Please Select the Employee!',
  date: 'Please Select the Date!',
  fromTooLate: 'From date must be at most two days before today',
  toTooLate: 'To date must be at most yesterday',
  toBeforeFrom: 'To date cannot be before the from date',
  schema: 'Schema is required',
  fromRequired: 'From date is required',
  toRequired: 'To date is required',
  future: 'The date cannot be in the future',
} as const;

/** Spec 001 §9 tracker schema options: which punches count (Web sign-ins, device punches, or every source). */
export const TRACKER_SCHEMAS = ['All', 'Web', 'Bio Metric'] as const;
export type TrackerSchema = (typeof TRACKER_SCHEMAS)[number];

/** "Show every employee in scope" in the report's employee picker. */
export const ALL_EMPLOYEES = 'ALL';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

const shift = (today: string, days: number) => format(addDays(parseISO(today), days), 'yyyy-MM-dd');
/** The latest from date the forms take: today − 2. */
export const latestFromDate = (today: string) => shift(today, -2);
/** The latest to date the forms take: yesterday. */
export const latestToDate = (today: string) => shift(today, -1);

function dateRange(fromDate: string, toDate: string, today: string, required: { from: string; to: string }): FieldErrors<'fromDate' | 'toDate'> {
  const errors: FieldErrors<'fromDate' | 'toDate'> = {};
  if (!fromDate) errors.fromDate = required.from;
  else if (fromDate > latestFromDate(today)) errors.fromDate = REPORT_MESSAGES.fromTooLate;
  if (!toDate) errors.toDate = required.to;
  else if (toDate > latestToDate(today)) errors.toDate = REPORT_MESSAGES.toTooLate;
  else if (fromDate && toDate < fromDate) errors.toDate = REPORT_MESSAGES.toBeforeFrom;
  return errors;
}

/** The attendance and regularization report form (spec 001 §5). */
export function reportFormErrors(form: { empId: string; fromDate: string; toDate: string }, today: string): FieldErrors<'empId' | 'fromDate' | 'toDate'> {
  return {
    ...(form.empId.trim() ? {} : { empId: REPORT_MESSAGES.employee }),
    ...dateRange(form.fromDate, form.toDate, today, {
      from: REPORT_MESSAGES.date,
      to: REPORT_MESSAGES.date,
    }),
  };
}

/** The employee tracker's form (spec 001 §5 Tracker). */
export function trackerFormErrors(form: { schema: string; fromDate: string; toDate: string }, today: string): FieldErrors<'schema' | 'fromDate' | 'toDate'> {
  return {
    ...((TRACKER_SCHEMAS as readonly string[]).includes(form.schema) ? {} : { schema: REPORT_MESSAGES.schema }),
    ...dateRange(form.fromDate, form.toDate, today, {
      from: REPORT_MESSAGES.fromRequired,
      to: REPORT_MESSAGES.toRequired,
    }),
  };
}

/**
 * The tracker's default dates: spec 001 §5 says the current month's start and end, and also that the
 * to date is at most yesterday and the from date at most today − 2; the defaults are the month's
 * start and end held to those limits (docs/attendance-reports.md).
 */
export function trackerDefaults(today: string): {
  fromDate: string;
  toDate: string;
} {
  const start = `${today.slice(0, 8)}01`;
  const end = format(endOfMonth(parseISO(today)), 'yyyy-MM-dd');
  const fromDate = start > latestFromDate(today) ? latestFromDate(today) : start;
  const toDate = end > latestToDate(today) ? latestToDate(today) : end;
  return { fromDate, toDate };
}

/** The onsite day-wise process date: required and not in the future (spec 001 §5 Onsite process). */
export function processDateError(date: string, today: string): string | null {
  if (!date) return REPORT_MESSAGES.date;
  if (date > today) return REPORT_MESSAGES.future;
  return null;
}
