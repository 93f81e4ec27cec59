import { sql, type Kysely } from 'kysely';

/** A day's values when nothing happened, as packing (attendance/packedDayRecord.ts) leaves them out. */
const DAY_DEFAULTS = JSON.stringify({
  inProgress: false,
  inTime: null,
  outTime: null,
  totalWorkHours: '00:00',
  breakHrs: '00:00',
  actualWorkHours: '00:00',
  shortFallHours: '00:00',
  excessHours: '00:00',
  lopMessage: null,
});

/**
 * Rewrites every attendance_day.record still written whole (before packing: it names its employee,
 * `empId`) into the packed form the readers expect (docs/attendance-engine.md, "The stored row"):
 * without what the row's columns hold and without the trace, whose comp-off part is kept as
 * `offDay` (as attendance/offDayWorked.ts reads it), and without every value that is the day's
 * default; a session on the day's shift keeps only what differs from an empty one. In SQL, not by
 * marking the days for the processor: the processor never rewrites a closed payroll month, and a
 * reader would meet the old rows until it ran. Repeats what packDayRecord does, since db/ imports
 * no attendance code; the migration test compares the two.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const lastStep = (step: string) => sql`(
    SELECT s.step FROM jsonb_array_elements(attendance_day.record->'trace') WITH ORDINALITY AS s(step, n)
    WHERE s.step->>'step' = ${step} ORDER BY s.n DESC LIMIT 1)`;
  const dayType = sql`(${lastStep('dayType')}->'dayType')`;
  const reached = sql`coalesce(${lastStep('worked')}->'reached', '"none"'::jsonb)`;
  const offDay = sql`CASE
    WHEN NOT attendance_day.record ? 'trace' THEN attendance_day.record->'offDay'
    WHEN ${dayType}->>'kind' = 'holiday' THEN
      jsonb_build_object('dayType', 'holiday', 'restricted', ${dayType}->'restricted', 'occasion', ${dayType}->'occasion', 'reached', ${reached})
    WHEN ${dayType}->>'kind' = 'weeklyOff' THEN
      jsonb_build_object('dayType', 'weeklyOff', 'restricted', false, 'occasion', null, 'reached', ${reached})
  END`;
  const sessionDefaults = sql`jsonb_build_object('shift', attendance_day.shift_code, 'firstIn', null, 'lastOut', null,
    'lateIn', '00:00', 'excessIn', '00:00', 'earlyOut', '00:00', 'status', null)`;
  await sql`
    UPDATE attendance_day SET record = (
      SELECT coalesce(jsonb_object_agg(kept.key, kept.value), '{}'::jsonb) FROM (
        SELECT day.key, day.value
        FROM jsonb_each(attendance_day.record - ARRAY['empId', 'attendanceDate', 'attendanceData', 'shift', 'lopDays', 'trace', 'offDay', 'session1', 'session2']) AS day
        WHERE ${DAY_DEFAULTS}::jsonb -> day.key IS DISTINCT FROM day.value
        UNION ALL
        SELECT 'offDay', off.day FROM (SELECT ${offDay} AS day) AS off WHERE off.day IS NOT NULL AND off.day <> 'null'::jsonb
        UNION ALL
        SELECT session.name, session.differing FROM (
          SELECT name, (
            SELECT coalesce(jsonb_object_agg(field.key, field.value), '{}'::jsonb)
            FROM jsonb_each(attendance_day.record->name) AS field
            WHERE ${sessionDefaults} -> field.key IS DISTINCT FROM field.value) AS differing
          FROM unnest(ARRAY['session1', 'session2']) AS name) AS session
        WHERE session.differing <> '{}'::jsonb
      ) AS kept)
    WHERE record ? 'empId'`.execute(db);
}
