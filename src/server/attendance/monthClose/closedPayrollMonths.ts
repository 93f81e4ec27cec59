import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** A payroll month whose latest event is a close: its days are not recomputed nor changed. */
export interface ClosedPayrollMonth {
  monthYear: string;
  startDate: string;
  endDate: string;
}

/** The organisation's closed payroll months, oldest first (one index range: an organisation closes about twelve a year). */
export async function closedPayrollMonths(db: Db, organizationId: number): Promise<ClosedPayrollMonth[]> {
  const latest = await sql<{ month_year: string; start_date: string; end_date: string; action: string }>`
    SELECT DISTINCT ON (month_year) month_year, start_date, end_date, action
    FROM payroll_month_event WHERE organization_id = ${organizationId}
    ORDER BY month_year, id DESC`.execute(db);
  return latest.rows
    .filter((row) => row.action === 'close')
    .map((row) => ({ monthYear: row.month_year, startDate: row.start_date, endDate: row.end_date }))
    .sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0));
}
