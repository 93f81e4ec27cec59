/**
 * The onsite attendance CSV (issue 20 §3, docs/onsite-attendance.md): one punch a row. Shared by the
 * server's check (in the worker pool), the sample file and the browser's error grid.
 */
export const ONSITE_COLUMNS = ['Emp ID', 'Date', 'Time', 'Punch'] as const;

/** A row of the file as typed, by column. */
export type OnsiteCells = Record<(typeof ONSITE_COLUMNS)[number], string>;

/** A punch the file's row gives, before the database's checks. */
export interface OnsiteLine {
  /** The file's row number (the header is row 1). */
  row: number;
  empId: string;
  date: string;
  /** HH:mm, the organisation's wall time on `date`. */
  time: string;
  direction: 'IN' | 'OUT';
}

export interface OnsiteRowError {
  row: number;
  message: string;
}

export interface CheckedOnsiteSheet {
  /** Every data row as typed (the error grid shows the wrong ones). */
  rows: { row: number; cells: OnsiteCells }[];
  lines: OnsiteLine[];
  errors: OnsiteRowError[];
  /** Set when the file cannot be read as the sheet at all (wrong header, unreadable): nothing else is checked. */
  refused?: string;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/;

const realDate = (text: string) => {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/**
 * Checks every row of the sheet on its own (Emp ID given, a real date not after `today`, a time
 * HH:mm, Punch IN or OUT) and then each employee's day as a whole: it needs an IN and an OUT, and
 * its last OUT after its first IN. The employees themselves are the database's check.
 */
export function checkOnsiteSheet(
  headers: readonly string[],
  rows: readonly Record<string, unknown>[],
  sheetRows: readonly number[],
  today: string,
): CheckedOnsiteSheet {
  const expected = ONSITE_COLUMNS.join(', ');
  if (headers.join(', ').toLowerCase() !== expected.toLowerCase()) {
    return {
      rows: [],
      lines: [],
      errors: [],
      refused: `The file's header must be ${expected}; found: ${headers.join(', ') || 'nothing'}`,
    };
  }
  const checked: CheckedOnsiteSheet = { rows: [], lines: [], errors: [] };
  rows.forEach((raw, index) => {
    const row = sheetRows[index];
    const text = (name: string) => {
      const key = Object.keys(raw).find((k) => k.toLowerCase() === name.toLowerCase());
      return String(key === undefined ? '' : (raw[key] ?? '')).trim();
    };
    const cells: OnsiteCells = {
      'Emp ID': text('Emp ID'),
      Date: text('Date'),
      Time: text('Time'),
      Punch: text('Punch'),
    };
    checked.rows.push({ row, cells });
    const problems: string[] = [];
    const empId = cells['Emp ID'].toUpperCase();
    if (!empId) problems.push('Emp ID is required');
    else if (empId.length > 50) problems.push('Emp ID is at most 50 characters');
    if (!realDate(cells.Date)) problems.push(`Date must be a date YYYY-MM-DD; found ${cells.Date || 'nothing'}`);
    else if (cells.Date > today) problems.push(`Date ${cells.Date} is in the future`);
    const time = TIME.exec(cells.Time);
    if (!time) problems.push(`Time must be HH:mm (24-hour); found ${cells.Time || 'nothing'}`);
    const punch = cells.Punch.toUpperCase();
    if (punch !== 'IN' && punch !== 'OUT') problems.push(`Punch must be IN or OUT; found ${cells.Punch || 'nothing'}`);
    if (problems.length > 0) {
      for (const message of problems) checked.errors.push({ row, message });
      return;
    }
    checked.lines.push({
      row,
      empId,
      date: cells.Date,
      time: `${time![1].padStart(2, '0')}:${time![2]}`,
      direction: punch as 'IN' | 'OUT',
    });
  });
  for (const day of onsiteDays(checked.lines)) {
    const first = day.punches.filter((p) => p.direction === 'IN').sort((a, b) => a.time.localeCompare(b.time))[0];
    const last = day.punches.filter((p) => p.direction === 'OUT').sort((a, b) => b.time.localeCompare(a.time))[0];
    const problem = !first
      ? `${day.empId} has no IN punch on ${day.date}`
      : !last
        ? `${day.empId} has no OUT punch on ${day.date}`
        : last.time <= first.time
          ? `${day.empId}'s last OUT (${last.time}) on ${day.date} is not after the first IN (${first.time})`
          : null;
    if (problem) for (const punch of day.punches) checked.errors.push({ row: punch.row, message: problem });
  }
  checked.errors.sort((a, b) => a.row - b.row);
  return checked;
}

/** The lines grouped by employee and date, in the file's order. */
export function onsiteDays(lines: readonly OnsiteLine[]): { empId: string; date: string; punches: OnsiteLine[] }[] {
  const days = new Map<string, { empId: string; date: string; punches: OnsiteLine[] }>();
  for (const line of lines) {
    const key = `${line.empId}|${line.date}`;
    (days.get(key) ?? days.set(key, { empId: line.empId, date: line.date, punches: [] }).get(key)!).punches.push(line);
  }
  return [...days.values()];
}
