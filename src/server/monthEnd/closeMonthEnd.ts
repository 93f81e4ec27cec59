import { sql } from 'kysely';
import type { AuthContext } from '../auth/AuthContext.js';
import type { Db } from '../db/database.js';
import { AppError, badRequest } from '../http/AppError.js';
import type { Services } from '../services.js';
import { closePayrollMonth, type ClosedMonth } from '../attendance/monthClose/closePayrollMonth.js';
import { lockPayrollMonths } from '../attendance/monthClose/lockPayrollMonths.js';
import type { PendingPolicy } from '../../shared/monthEnd/monthEndRecords.js';
import { monthEndWindow, pendingCount, policyDecisions } from './monthEndItems.js';
import { processDecidedDays } from './processDecidedDays.js';
import { runMonthEnd, type DecidedItem } from './runMonthEnd.js';

export const PREVIEW_FIRST = 'Preview what the policy decides first: the close carries out exactly the preview (previewToken).';

/** The pending items' refusal: a 409 that says how many, with the counts for the page. */
export const pendingRefusal = (pending: { leave: number; regularization: number }) => {
  const total = pending.leave + pending.regularization;
  return new AppError(
    409,
    `${total} item${total === 1 ? ' is' : 's are'} still pending in this payroll month (${pending.leave} leave, ${pending.regularization} regularization): decide them, or choose what the close does with them.`,
    undefined,
    { pending: { ...pending, total } },
  );
};

/**
 * Closes the payroll month from the month end (docs/month-end.md): refused while items are pending
 * and no policy is given; 'leaveAsIs' closes with them pending; 'approve' or 'reject' decides them
 * exactly as the preview showed (runMonthEnd with its token), processes the days the decisions
 * marked and closes the month (monthclose's closePayrollMonth), all in one transaction.
 */
export async function closeMonthEnd(
  { db, workers }: Pick<Services, 'db' | 'workers'>,
  auth: AuthContext,
  request: { monthYear: string; pendingPolicy?: PendingPolicy; previewToken?: string },
): Promise<{ result: ClosedMonth & { decided: number }; decided: DecidedItem[] }> {
  const window = await monthEndWindow(db, auth.organizationId, request.monthYear);
  const pending = await pendingCount(db, auth.organizationId, window);
  if (pending.leave + pending.regularization > 0 && !request.pendingPolicy) throw pendingRefusal(pending);
  const decisions = await policyDecisions(db, auth.organizationId, window, request.pendingPolicy);
  if (!decisions.length) {
    const closed = await db.transaction().execute((trx) => closePayrollMonth(trx, auth.organizationId, request.monthYear, auth.empId));
    return { result: { ...closed, decided: 0 }, decided: [] };
  }
  if (!request.previewToken) throw badRequest(PREVIEW_FIRST, [{ field: 'previewToken', message: PREVIEW_FIRST }]);
  let closed: ClosedMonth | undefined;
  const { decided } = await runMonthEnd(db, workers, auth, decisions, {
    commit: true,
    previewToken: request.previewToken,
    // The close takes the lock exclusive first: the decisions' shared take is then its own, never an upgrade two closes wait on.
    before: (trx) => lockPayrollMonths(trx, auth.organizationId, 'exclusive'),
    after: async (trx, keys) => {
      await processDecidedDays(trx, workers, auth.organizationId, keys);
      closed = await closePayrollMonth(trx, auth.organizationId, request.monthYear, auth.empId);
    },
  });
  return { result: { ...closed!, decided: decided.length }, decided };
}

/** Whether the month is closed now, and the LOP total of its latest close's snapshot (what payroll used), or null when it was never closed. */
export async function loadCloseFigures(db: Db, organizationId: number, monthYear: string): Promise<{ closed: boolean; previousLopTotal: number | null }> {
  const { rows } = await sql<{ action: string; lop: number | null }>`
    SELECT e.action,
      (SELECT coalesce(sum(s.lop_days), 0)::float8 FROM payroll_month_snapshot s
        WHERE s.close_event_id = (SELECT max(c.id) FROM payroll_month_event c WHERE c.organization_id = e.organization_id AND c.month_year = e.month_year AND c.action = 'close')) AS lop
    FROM payroll_month_event e
    WHERE e.organization_id = ${organizationId} AND e.month_year = ${monthYear}
    ORDER BY e.id DESC LIMIT 1`.execute(db);
  const latest = rows[0];
  return { closed: latest?.action === 'close', previousLopTotal: latest ? Math.round((latest.lop ?? 0) * 100) / 100 : null };
}
