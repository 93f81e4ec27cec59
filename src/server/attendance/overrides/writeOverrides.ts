import { sql } from 'kysely';
import type { AuthContext } from '../../auth/AuthContext.js';
import type { Db } from '../../db/database.js';
import { notFound } from '../../http/AppError.js';
import type { OverrideSessionValue } from '../../../shared/attendanceOverride.js';
import { markAttendanceDaysDirty } from '../markAttendanceDirty.js';

/** One employee·date's override as HR sets it: each session P, A or null (left to the engine). */
export interface OverrideLine {
  employeeId: number;
  date: string;
  session1: OverrideSessionValue | null;
  session2: OverrideSessionValue | null;
  remarks: string;
}

export type OverrideSource = 'override' | 'import';

const keysOf = (days: readonly { employeeId: number; date: string }[]) => ({
  employees: sql.val(days.map((d) => d.employeeId)),
  dates: sql.val(days.map((d) => d.date)),
});

/**
 * Sets overrides inside the caller's transaction (docs/attendance-overrides.md): each day's row
 * replaced with the new sessions, keeping the value each overridden session had before the first
 * override (the processed day's, else the standing override's old value), one history row per day,
 * and every day marked for the processor. Set-based: one statement per step whatever the count.
 */
export async function writeOverrides(trx: Db, auth: AuthContext, lines: readonly OverrideLine[], source: OverrideSource): Promise<void> {
  if (lines.length === 0) return;
  const { employees, dates } = keysOf(lines);
  const organizationId = auth.organizationId;
  // The standing overrides locked, so two writers of one day take turns and each keeps the first old value.
  await sql`SELECT 1 FROM attendance_override WHERE organization_id = ${organizationId}
    AND (employee_id, attendance_date) IN (SELECT * FROM unnest(${employees}::integer[], ${dates}::date[])) FOR UPDATE`.execute(trx);
  const input = sql`unnest(${employees}::integer[], ${dates}::date[], ${sql.val(lines.map((l) => l.session1))}::text[],
    ${sql.val(lines.map((l) => l.session2))}::text[], ${sql.val(lines.map((l) => l.remarks))}::text[]) AS t(e, d, s1, s2, r)`;
  // overridden_at is the product's clock (the trace names it), not the database's now().
  const written = await sql<{ employee_id: number; attendance_date: string; old_session1: string | null; old_session2: string | null; session1: string | null; session2: string | null; remarks: string }>`
    INSERT INTO attendance_override AS o (organization_id, employee_id, attendance_date, old_session1, old_session2, session1, session2, remarks, source, overridden_by, overridden_at)
    SELECT ${organizationId}, t.e, t.d,
      CASE WHEN t.s1 IS NULL THEN NULL WHEN x.session1 IS NOT NULL THEN x.old_session1 ELSE a.record->'session1'->>'status' END,
      CASE WHEN t.s2 IS NULL THEN NULL WHEN x.session2 IS NOT NULL THEN x.old_session2 ELSE a.record->'session2'->>'status' END,
      t.s1, t.s2, t.r, ${source}, ${auth.empId}, ${new Date()}::timestamptz
    FROM ${input}
    LEFT JOIN attendance_override x ON x.organization_id = ${organizationId} AND x.employee_id = t.e AND x.attendance_date = t.d
    LEFT JOIN attendance_day a ON a.organization_id = ${organizationId} AND a.employee_id = t.e AND a.attendance_date = t.d
    ON CONFLICT (organization_id, employee_id, attendance_date) DO UPDATE SET
      old_session1 = excluded.old_session1, old_session2 = excluded.old_session2, session1 = excluded.session1, session2 = excluded.session2,
      remarks = excluded.remarks, source = excluded.source, overridden_by = excluded.overridden_by, overridden_at = excluded.overridden_at
    RETURNING employee_id, attendance_date, old_session1, old_session2, session1, session2, remarks`.execute(trx);
  await appendHistory(trx, auth, 'set', source, written.rows);
  await markAttendanceDaysDirty(trx, organizationId, lines);
}

/**
 * Deletes overrides inside the caller's transaction: every named day must have one (else 404 and,
 * the caller's transaction rolled back, nothing is deleted); each deletion is appended to the
 * history and its day marked, so the processor recomputes it without the override. Answers the
 * rows deleted.
 */
export async function deleteOverrides(trx: Db, auth: AuthContext, days: readonly { employeeId: number; empId: string; date: string }[]) {
  const { employees, dates } = keysOf(days);
  const deleted = await sql<{ employee_id: number; attendance_date: string; old_session1: string | null; old_session2: string | null; session1: string | null; session2: string | null; remarks: string; source: OverrideSource }>`
    DELETE FROM attendance_override WHERE organization_id = ${auth.organizationId}
      AND (employee_id, attendance_date) IN (SELECT * FROM unnest(${employees}::integer[], ${dates}::date[]))
    RETURNING employee_id, to_char(attendance_date, 'YYYY-MM-DD') AS attendance_date, old_session1, old_session2, session1, session2, remarks, source`.execute(trx);
  const found = new Set(deleted.rows.map((r) => `${r.employee_id}|${r.attendance_date}`));
  const missing = days.find((d) => !found.has(`${d.employeeId}|${d.date}`));
  if (missing) throw notFound(`${missing.empId} has no override on ${missing.date}`);
  await appendHistory(trx, auth, 'delete', null, deleted.rows);
  await markAttendanceDaysDirty(trx, auth.organizationId, days);
  return deleted.rows;
}

type HistoryRow = { employee_id: number; attendance_date: string; old_session1: string | null; old_session2: string | null; session1: string | null; session2: string | null; remarks: string; source?: OverrideSource };

async function appendHistory(trx: Db, auth: AuthContext, action: 'set' | 'delete', source: OverrideSource | null, rows: readonly HistoryRow[]): Promise<void> {
  if (rows.length === 0) return;
  const column = <K extends keyof HistoryRow>(key: K) => sql.val(rows.map((r) => r[key] ?? null));
  await sql`
    INSERT INTO attendance_override_history (organization_id, employee_id, attendance_date, action, old_session1, old_session2, session1, session2, remarks, source, created_by)
    SELECT ${auth.organizationId}, t.e, t.d, ${action}, t.o1, t.o2, t.s1, t.s2, t.r, coalesce(${source}::text, t.src), ${auth.empId}
    FROM unnest(${column('employee_id')}::integer[], ${column('attendance_date')}::date[], ${column('old_session1')}::text[], ${column('old_session2')}::text[],
      ${column('session1')}::text[], ${column('session2')}::text[], ${column('remarks')}::text[], ${column('source')}::text[]) AS t(e, d, o1, o2, s1, s2, r, src)`.execute(trx);
}
