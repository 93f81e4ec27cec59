import { addDays, format, parseISO } from 'date-fns';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Standing } from '../../../shared/leave/availableBalance.js';
import { COMP_OFF_TYPE, compOffLapses, type CompOffCredit } from '../../../shared/compOffRules.js';
import { postLeaveEntries } from '../ledger/postLeaveEntries.js';

export interface CompOffStanding {
  credits: (CompOffCredit & { leaveYear: number })[];
  /** Net comp-off leave taken (application and cancellation entries), positive. */
  used: number;
  /** The sum of every CO entry, all years. */
  balance: number;
}

/** The employee's comp-off credits with what of each has lapsed, and the CO leave they have taken (every year: a credit outlives its year). */
export async function compOffStanding(db: Db, organizationId: number, employeeId: number): Promise<CompOffStanding> {
  const { rows } = await sql<{ entry_kind: string; days: string; leave_year: number; expires_on: string | null; source_ref: string | null }>`
    SELECT entry_kind, days, leave_year, to_char(expires_on, 'YYYY-MM-DD') AS expires_on, source_ref FROM leave_ledger
    WHERE organization_id = ${organizationId} AND employee_id = ${employeeId} AND leave_type = ${COMP_OFF_TYPE}`.execute(db);
  const lapsed = new Map<string, number>();
  let used = 0;
  let balance = 0;
  for (const row of rows) {
    const days = Number(row.days);
    balance += days;
    if (row.entry_kind === 'lapse' && row.source_ref) lapsed.set(row.source_ref, (lapsed.get(row.source_ref) ?? 0) - days);
    if (row.entry_kind === 'application' || row.entry_kind === 'cancellation') used -= days;
  }
  const credits = rows
    .filter((row) => row.entry_kind === 'compOff' && row.source_ref && row.expires_on)
    .map((row) => ({ requestCode: row.source_ref!, days: Number(row.days), expiresOn: row.expires_on!, leaveYear: row.leave_year, lapsed: lapsed.get(row.source_ref!) ?? 0 }));
  return { credits, used: Math.round(used * 100) / 100, balance: Math.round(balance * 100) / 100 };
}

/**
 * The comp-off standing an application spends (docs/leave-special.md): every year's CO entries less
 * what of an expired credit would lapse, and the CO days pending approval. A credit outlives its
 * leave year, so this, not a year's balance row, is what a CO application spends; availableOf it
 * is what the employee may apply for.
 */
export async function compOffCover(db: Db, organizationId: number, employeeId: number, today: string): Promise<Standing> {
  const [standing, pending] = await Promise.all([
    compOffStanding(db, organizationId, employeeId),
    sql<{ days: string | null }>`
      SELECT sum(d.days) AS days FROM leave_application_day d
      JOIN leave_application a ON a.organization_id = d.organization_id AND a.id = d.application_id
      WHERE d.organization_id = ${organizationId} AND d.employee_id = ${employeeId} AND d.status = 'Pending' AND a.leave_type = ${COMP_OFF_TYPE}`.execute(db),
  ]);
  const lapsing = compOffLapses(standing.credits, standing.used, today).reduce((total, lapse) => total + lapse.days, 0);
  return { balance: Math.round((standing.balance - lapsing) * 100) / 100, pending: Number(pending.rows[0]?.days ?? 0) };
}

/**
 * Lapses what is left of the employee's expired comp-off credits (docs/leave-special.md): a `lapse`
 * entry per credit, keyed `lapse:compOff:{requestCode}`, so running it again writes nothing. Run on
 * every read of the comp-off screen and before a decision; the balance readers may call it too.
 * Answers the entries written.
 */
export async function lapseCompOff(db: Db, organizationId: number, employeeId: number, today: string, by: string): Promise<number> {
  const standing = await compOffStanding(db, organizationId, employeeId);
  const lapses = compOffLapses(standing.credits, standing.used, today);
  if (!lapses.length) return 0;
  const creditOf = new Map(standing.credits.map((credit) => [credit.requestCode, credit]));
  return postLeaveEntries(
    db,
    lapses.map(({ requestCode, days }) => {
      const credit = creditOf.get(requestCode)!;
      const lapsedOn = format(addDays(parseISO(credit.expiresOn), 1), 'yyyy-MM-dd');
      return {
        organization_id: organizationId,
        employee_id: employeeId,
        leave_type: COMP_OFF_TYPE,
        // The lapse takes back the credit in the year the credit counts in.
        leave_year: credit.leaveYear,
        entry_kind: 'lapse' as const,
        days: -days,
        effective_date: lapsedOn,
        source_ref: requestCode,
        idempotency_key: `lapse:compOff:${requestCode}`,
        reason: `Comp-off ${requestCode} expired unused on ${credit.expiresOn}`,
        created_by: by,
      };
    }),
  );
}
