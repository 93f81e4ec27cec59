import type { Db } from '../../db/database.js';
import type { PayrollMonthEvent, PayrollMonthState } from '../../../shared/payrollMonthClose.js';
import { payrollMonthRange } from './payrollMonthRange.js';

/**
 * A payroll month's close state: Open (never closed), Closed or Reopened (its latest event), with
 * who closed it last and when, and while reopened who reopened it, when and why.
 */
export async function payrollMonthState(db: Db, organizationId: number, monthYear: string): Promise<PayrollMonthState> {
  const { startDate, endDate } = await payrollMonthRange(db, organizationId, monthYear);
  const rows = await db
    .selectFrom('payroll_month_event as e')
    .leftJoin('employee as x', 'x.emp_id', 'e.actor_emp_id')
    .select(['e.action', 'e.actor_emp_id', 'e.created_at', 'e.reason', 'x.first_name', 'x.last_name'])
    .where('e.organization_id', '=', organizationId)
    .where('e.month_year', '=', monthYear)
    .orderBy('e.id')
    .execute();
  const history: PayrollMonthEvent[] = rows.map((row) => ({
    action: row.action,
    by: row.actor_emp_id,
    byName: row.first_name === null ? null : `${row.first_name} ${row.last_name}`.trim(),
    on: new Date(row.created_at).toISOString(),
    reason: row.reason,
  }));
  const latest = history.at(-1);
  const lastClose = history.findLast((event) => event.action === 'close');
  const reopen = latest?.action === 'reopen' ? latest : undefined;
  return {
    monthYear,
    startDate,
    endDate,
    status: !latest ? 'Open' : latest.action === 'close' ? 'Closed' : 'Reopened',
    closedBy: lastClose?.by ?? null,
    closedByName: lastClose?.byName ?? null,
    closedOn: lastClose?.on ?? null,
    reopenedBy: reopen?.by ?? null,
    reopenedByName: reopen?.byName ?? null,
    reopenedOn: reopen?.on ?? null,
    reopenReason: reopen?.reason ?? null,
    history,
  };
}
