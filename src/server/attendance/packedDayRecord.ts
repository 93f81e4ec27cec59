import type { SessionRecord } from '../../shared/sessionRecord.js';
import { storedDayRecord, type StoredDayRecord } from './storedDayRecord.js';
import { EMPTY_DAY, emptySession } from './engine/emptyDay.js';

/**
 * What attendance_day.record holds: the stored record less what the row's own columns hold
 * (status_code, shift_code, lop_days; the employee and date are the key) and less every value a
 * day has unless something happened (a null time, '00:00' hours, false, a session on the day's
 * shift). A month of 300,000 days wrote ~560 bytes of JSON a day, which PostgreSQL parses to jsonb
 * and writes twice (heap and WAL): the largest part of the processor's database time
 * (docs/attendance-engine.md, "The stored row"). A typical present day packs to about 220 bytes.
 *
 * Keys keep their names, so SQL can still read `record->>'inTime'` or `record->>'inProgress'`
 * (an omitted key reads as NULL, which is what its default means there).
 */
export type PackedDayRecord = Partial<Omit<StoredDayRecord, 'empId' | 'attendanceDate' | 'attendanceData' | 'shift' | 'lopDays' | 'session1' | 'session2'>> & {
  session1?: Partial<SessionRecord>;
  session2?: Partial<SessionRecord>;
};

/** The attendance_day columns unpacking reads, as they come back from the database. */
export interface StoredDayRow {
  status_code: string | null;
  shift_code: string;
  lop_days: number | string;
  /** Packed (migration 0031 packed the rows written whole before); jsonb or its text. */
  record: unknown;
}

/** The day's values when nothing happened; packing leaves out what equals them. */
const DAY_DEFAULTS = { ...EMPTY_DAY, offDay: null } as const satisfies Partial<StoredDayRecord>;

/** The entries of `value` that differ from `defaults` (every key of `defaults` is a field of `value`). */
function differing<T extends object>(value: T, defaults: Partial<T>): Partial<T> {
  const packed: Partial<T> = {};
  for (const key of Object.keys(value) as (keyof T)[]) {
    if (!(key in defaults) || value[key] !== defaults[key]) packed[key] = value[key];
  }
  return packed;
}

export function packDayRecord(record: StoredDayRecord): PackedDayRecord {
  const { empId: _empId, attendanceDate: _date, attendanceData: _status, shift, lopDays: _lop, session1, session2, ...day } = record;
  const packed: PackedDayRecord = differing(day, DAY_DEFAULTS);
  const s1 = differing(session1, emptySession(shift));
  const s2 = differing(session2, emptySession(shift));
  if (Object.keys(s1).length > 0) packed.session1 = s1;
  if (Object.keys(s2).length > 0) packed.session2 = s2;
  return packed;
}

/** The stored record of an employee's (`empId`, their code) row of `date`. */
export function unpackDayRecord(empId: string, date: string, row: StoredDayRow): StoredDayRecord {
  const record = (typeof row.record === 'string' ? JSON.parse(row.record) : row.record) as PackedDayRecord;
  return storedDayRecord({
    empId,
    attendanceDate: date,
    attendanceData: row.status_code,
    shift: row.shift_code,
    lopDays: Number(row.lop_days),
    ...DAY_DEFAULTS,
    ...record,
    session1: { ...emptySession(row.shift_code), ...record.session1 },
    session2: { ...emptySession(row.shift_code), ...record.session2 },
  });
}
