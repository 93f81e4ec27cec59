import { sql } from 'kysely';
import type { RosterEntries, RosterSheetKind } from '../../shared/shiftRosterSheet.js';
import { dirtyMarksFrom } from '../attendance/markAttendanceDirty.js';
import type { AuthContext } from '../auth/AuthContext.js';
import { recordAudit } from '../audit/recordAudit.js';
import type { Db } from '../db/database.js';
import { AppError } from '../http/AppError.js';

/** Entries upserted per statement: four arrays of this many values each, one round trip. */
const BATCH = 25_000;

export interface RosterImportSummary {
  /** Data rows of the file. */
  rows: number;
  /** Employee·dates the file set. */
  entries: number;
  /** Of them, those whose entry changed (new or different): the days recomputed. */
  changed: number;
}

/**
 * A clean Shift Roster or Day Type file's entries written in one transaction
 * (docs/shifts-and-weekends.md): each employee·date's entry replaced whole (a roster cell sets the
 * shift, or OFF; a day type row the day type and its shift or none) and stamped with the upload
 * that wrote it; the entries that changed are marked for the attendance processor (those up to
 * today: a later day is computed when it comes; dirtyMarksFrom, in the statement that writes them), and the import is audited. An entry written again
 * as it was changes nothing and marks nothing, so importing a file twice is harmless.
 */
export async function writeRosterImport(
  db: Db,
  auth: AuthContext,
  kind: RosterSheetKind,
  file: { name: string; rows: number },
  entries: RosterEntries,
  today: string,
  progress: (fraction: number) => Promise<void>,
): Promise<RosterImportSummary> {
  const total = entries.dates.length;
  const codes = [...new Set(entries.shiftCodes.filter((code): code is string => code !== null))];
  return db.transaction().execute(async (trx) => {
    // Checked again where it is written: a shift deleted or deactivated since the file was checked
    // refuses the import (the job fails, nothing is written) rather than rostering a missing shift.
    if (codes.length) {
      const { rows: found } = await sql<{ shift_code: string }>`
        SELECT shift_code FROM master_shift_master
        WHERE (organization_id = ${auth.organizationId} OR organization_id IS NULL) AND shift_code = ANY(${sql.val(codes)}::text[]) AND coalesce(status, 'Active') = 'Active'
        FOR SHARE`.execute(trx);
      const gone = codes.filter((code) => !found.some((row) => row.shift_code === code));
      if (gone.length) throw new AppError(409, `Shift ${gone.join(', ')} was deleted or deactivated while the file was checked; nothing was imported`);
    }
    let changed = 0;
    for (let start = 0; start < total; start += BATCH) {
      const end = Math.min(start + BATCH, total);
      // One statement per batch: the upsert (an entry written again as it was is no change), and the
      // marks of the changed entries up to today, made from its RETURNING inside the database.
      const written = sql`
        INSERT INTO shift_roster AS r (organization_id, employee_id, roster_date, shift_code, day_type, source, updated_by, updated_at)
        SELECT ${auth.organizationId}::integer, k.employee_id, k.roster_date, k.shift_code, k.day_type, ${kind}, ${auth.empId}, now()
        FROM unnest(${sql.val(entries.employeeIds.slice(start, end))}::integer[], ${sql.val(entries.dates.slice(start, end))}::date[],
          ${sql.val(entries.shiftCodes.slice(start, end))}::text[], ${sql.val(entries.dayTypes.slice(start, end))}::text[]) AS k(employee_id, roster_date, shift_code, day_type)
        ON CONFLICT (organization_id, employee_id, roster_date) DO UPDATE
          SET shift_code = excluded.shift_code, day_type = excluded.day_type, source = excluded.source, updated_by = excluded.updated_by, updated_at = excluded.updated_at
          WHERE (r.shift_code, r.day_type, r.source) IS DISTINCT FROM (excluded.shift_code, excluded.day_type, excluded.source)
        RETURNING r.employee_id, r.roster_date`;
      const marks = dirtyMarksFrom(auth.organizationId, sql`SELECT employee_id, roster_date FROM written WHERE roster_date <= ${today}::date`);
      const { rows } = await sql<{ changed: number }>`WITH written AS (${written}), marked AS (${marks}) SELECT count(*)::integer AS changed FROM written`.execute(trx);
      changed += Number(rows[0].changed);
      await progress(end / Math.max(total, 1));
    }
    const summary: RosterImportSummary = { rows: file.rows, entries: total, changed };
    const dates = entries.dates.length ? entries.dates.reduce((range, date) => ({ from: date < range.from ? date : range.from, to: date > range.to ? date : range.to }), { from: entries.dates[0], to: entries.dates[0] }) : null;
    await recordAudit(trx, auth, {
      entity: kind === 'shiftRoster' ? 'Shift Roster' : 'Day Type',
      entityId: file.name,
      action: 'import',
      after: { fileName: file.name, ...summary, employees: new Set(entries.employeeIds).size, dates },
    });
    return summary;
  });
}
