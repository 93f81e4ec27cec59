/** The period a granter run accrues for: one month (`2026-03`) or one leave year (`2026`). */
export type GrantPeriod = { kind: 'Month'; year: number; month: number } | { kind: 'Year'; year: number };

const pad = (value: number) => String(value).padStart(2, '0');

/** `2026` → Year, `2026-03` → Month; anything else is undefined. */
export function parseGrantPeriod(kind: 'Month' | 'Year', text: string): GrantPeriod | undefined {
  if (kind === 'Year') {
    const match = /^(20\d{2})$/.exec(text);
    return match ? { kind, year: Number(match[1]) } : undefined;
  }
  const match = /^(20\d{2})-(0[1-9]|1[0-2])$/.exec(text);
  return match ? { kind, year: Number(match[1]), month: Number(match[2]) } : undefined;
}

export const periodText = (period: GrantPeriod) => (period.kind === 'Year' ? String(period.year) : `${period.year}-${pad(period.month)}`);

/** A month's key part: `2026-03`. */
export const monthText = (year: number, month: number) => `${year}-${pad(month)}`;

/** First and last ISO dates of the period. */
export function periodDates(period: GrantPeriod): { from: string; to: string } {
  if (period.kind === 'Year') return { from: `${period.year}-01-01`, to: `${period.year}-12-31` };
  return { from: `${monthText(period.year, period.month)}-01`, to: lastDayOf(period.year, period.month) };
}

export function lastDayOf(year: number, month: number): string {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${monthText(year, month)}-${pad(days)}`;
}

/** The months (1–12) a period covers. */
export const monthsOf = (period: GrantPeriod): number[] => (period.kind === 'Year' ? Array.from({ length: 12 }, (_, i) => i + 1) : [period.month]);
