import { format, isAfter, isBefore, isValid, parse, parseISO, startOfDay } from 'date-fns';

/**
 * Date rules of spec 002 §5 and §9: the user sees and types DD/MM/YYYY; forms store yyyy-MM-dd, the
 * JSON Schema `format: "date"` the server validates.
 */

export const DISPLAY_DATE_FORMAT = 'dd/MM/yyyy';
export const STORED_DATE_FORMAT = 'yyyy-MM-dd';
export const DISPLAY_DATE_PLACEHOLDER = 'DD/MM/YYYY';

/**
 * What separates day, month and year on screen: '/' for the forms (DD/MM/YYYY, spec 002 §9), '-' where the
 * spec writes DD-MM-YYYY (the Swipe Details heading, spec 000 §9), so a field matches the heading beside it.
 */
export type DateSeparator = '/' | '-';

/** The date-fns pattern of the display shape: dd/MM/yyyy or dd-MM-yyyy. */
export const displayFormat = (separator: DateSeparator) => `dd${separator}MM${separator}yyyy`;
export const displayPlaceholder = (separator: DateSeparator) => `DD${separator}MM${separator}YYYY`;

const STORED_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

export interface DateRules {
  disablePast?: boolean;
  disableFuture?: boolean;
  /** Dates that cannot be chosen, as yyyy-MM-dd. */
  disabledDates?: readonly string[];
}

/** 'DD/MM/YYYY' (or 'DD-MM-YYYY') → Date, or null when incomplete or not a calendar date (31/02/2024). */
export function parseDisplayDate(text: string, separator: DateSeparator = '/'): Date | null {
  // date-fns accepts short years and single digits; the exact shape is checked first.
  if (!new RegExp(`^\\d{2}\\${separator}\\d{2}\\${separator}\\d{4}$`).test(text)) return null;
  const date = parse(text, displayFormat(separator), new Date());
  return isValid(date) ? date : null;
}

/** 'yyyy-MM-dd' → Date, or null. */
export function parseStoredDate(value: unknown): Date | null {
  if (typeof value !== 'string' || !STORED_SHAPE.test(value)) return null;
  const date = parse(value, STORED_DATE_FORMAT, new Date());
  return isValid(date) ? date : null;
}

/** A stored value or a Date → 'DD/MM/YYYY' (or 'DD-MM-YYYY'); '' when it is not a date. */
export function formatDisplayDate(value: string | Date | null | undefined, separator: DateSeparator = '/'): string {
  const date = value instanceof Date ? value : parseStoredDate(value);
  return date && isValid(date) ? format(date, displayFormat(separator)) : '';
}

/** An instant (ISO date-time) → 'DD/MM/YYYY HH:mm' in the browser's time zone; '' when it is not one. */
export function formatDisplayDateTime(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  const date = parseISO(value);
  return isValid(date) ? format(date, `${DISPLAY_DATE_FORMAT} HH:mm`) : '';
}

export function formatStoredDate(date: Date): string {
  return format(date, STORED_DATE_FORMAT);
}

/**
 * Shapes whatever is in the input into DD/MM/YYYY as the user types: digits only, slashes inserted
 * before the 3rd and 5th digit. A slash is inserted only when a digit follows it, so Backspace over
 * a slash is not undone by the mask; one the user typed after 2 or 4 digits is kept.
 */
export function maskDateInput(raw: string, separator: DateSeparator = '/'): string {
  const digits = raw.replace(/\D/g, '').slice(0, 8);
  let masked = digits.slice(0, 2);
  if (digits.length > 2) masked += `${separator}${digits.slice(2, 4)}`;
  if (digits.length > 4) masked += `${separator}${digits.slice(4)}`;
  const typedSlash = raw.endsWith(separator) && (digits.length === 2 || digits.length === 4);
  return typedSlash ? `${masked}${separator}` : masked;
}

/**
 * Keys the date input lets through (spec 002 §5: digits, slash and navigation keys). Only keys
 * that would type a character are refused; named keys (arrows, Backspace, Tab, F5) and shortcuts
 * (Ctrl/Cmd+C, V, A) pass, and the mask cleans anything pasted.
 */
export function isAllowedDateKey(key: string, withModifier = false, separator: DateSeparator = '/'): boolean {
  if (withModifier || key.length > 1) return true;
  return /^[0-9]$/.test(key) || key === separator;
}

export function isDateDisabled(date: Date, rules: DateRules, today: Date = new Date()): boolean {
  const day = startOfDay(date);
  const todayStart = startOfDay(today);
  if (rules.disablePast && isBefore(day, todayStart)) return true;
  if (rules.disableFuture && isAfter(day, todayStart)) return true;
  return (rules.disabledDates ?? []).includes(formatStoredDate(day));
}

export type DateInputStatus =
  | { kind: 'empty' }
  | { kind: 'partial' }
  | { kind: 'invalid' }
  | { kind: 'disabled' }
  | { kind: 'valid'; stored: string };

/** What the typed text amounts to, so the widget knows what to store and what to say. */
export function dateInputStatus(
  text: string,
  rules: DateRules,
  today: Date = new Date(),
  separator: DateSeparator = '/',
): DateInputStatus {
  if (text === '') return { kind: 'empty' };
  if (text.length < DISPLAY_DATE_PLACEHOLDER.length) return { kind: 'partial' };
  const date = parseDisplayDate(text, separator);
  if (!date) return { kind: 'invalid' };
  if (isDateDisabled(date, rules, today)) return { kind: 'disabled' };
  return { kind: 'valid', stored: formatStoredDate(date) };
}
