/**
 * Month/year picker values (spec 002 §5): 'yyyy-MM' or 'yyyy'. The two parts are chosen separately,
 * so a half-made choice is kept by the widget until it can be stored.
 */

export type MonthYearFormat = 'yyyy-MM' | 'yyyy';

export interface MonthYearParts {
  year?: number;
  /** 1–12 */
  month?: number;
}

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export function isMonthYearFormat(value: unknown): value is MonthYearFormat {
  return value === 'yyyy-MM' || value === 'yyyy';
}

/** '2025-03' → {year: 2025, month: 3}; '2025' → {year: 2025}; anything else → {}. */
export function parseMonthYear(value: unknown): MonthYearParts {
  if (typeof value !== 'string') return {};
  const match = /^(\d{4})(?:-(\d{2}))?$/.exec(value);
  if (!match) return {};
  const month = match[2] === undefined ? undefined : Number(match[2]);
  if (month !== undefined && (month < 1 || month > 12)) return {};
  return { year: Number(match[1]), month };
}

/** The stored value, or undefined while a part the format needs is missing. */
export function formatMonthYear(parts: MonthYearParts, format: MonthYearFormat): string | undefined {
  if (parts.year === undefined) return undefined;
  const year = String(parts.year).padStart(4, '0');
  if (format === 'yyyy') return year;
  if (parts.month === undefined) return undefined;
  return `${year}-${String(parts.month).padStart(2, '0')}`;
}

/** Years offered, newest first; always includes `selected` so a stored value outside the range still shows. */
export function yearOptions(from: number, to: number, selected?: number): number[] {
  const years: number[] = [];
  for (let year = Math.max(from, to); year >= Math.min(from, to); year -= 1) years.push(year);
  if (selected !== undefined && !years.includes(selected)) years.push(selected);
  return years.sort((a, b) => b - a);
}
