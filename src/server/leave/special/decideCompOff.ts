import type { AuthContext } from '../../auth/AuthContext.js';
import type { Db } from '../../db/database.js';
import { conflict, forbidden, notFound } from '../../http/AppError.js';
import { decidePending } from '../../http/decidePending.js';
import { recordAudit } from '../../audit/recordAudit.js';
import { attendanceToday } from '../../attendance/attendanceClock.js';
import { leaveYearOf } from '../../../shared/leaveRecords.js';
import { COMP_OFF_TYPE, compOffExpiry } from '../../../shared/compOffRules.js';
import { postLeaveEntries } from '../ledger/postLeaveEntries.js';
import { lockLeaveBalance } from '../ledger/lockLeaveBalance.js';
import { decisionRemarks } from './decisionRemarks.js';
import { lapseCompOff } from './lapseCompOff.js';
import type { Decision } from './specialSchemas.js';
import { personName } from '../../../shared/personName.js';

export interface CompOffDecided {
  requestCode: string;
  status: 'Approved' | 'Rejected';
  expiresOn: string | null;
  employee: { email: string; name: string };
}

/**
 * The manager a claim was applied to approves or rejects it (a rejection with a remark). Approval
 * writes the credit: a `compOff` entry of +days, type CO, expiring COMP_OFF_VALID_DAYS after the
 * worked date, keyed `compOff:{requestCode}`. Nobody decides their own claim; a decided one stays decided.
 */
export async function decideCompOff(db: Db, auth: AuthContext, requestCode: string, decision: Decision): Promise<CompOffDecided> {
  const request = await db
    .selectFrom('comp_off_request as c')
    .innerJoin('employee as e', 'e.id', 'c.employee_id')
    .select(['c.id', 'c.employee_id', 'c.applied_to_id', 'c.status', 'c.days', 'c.worked_date', 'e.official_email', 'e.first_name', 'e.last_name'])
    .where('c.organization_id', '=', auth.organizationId)
    .where('c.request_code', '=', requestCode)
    .executeTakeFirst();
  if (!request) throw notFound('Comp-off request not found');
  if (request.employee_id === auth.employeeId) throw forbidden('You cannot decide your own comp-off request.');
  if (request.applied_to_id !== auth.employeeId) throw forbidden('Only the manager this request was applied to can decide it.');
  if (request.status !== 'Pending') throw conflict(`This comp-off request is already ${request.status === 'Withdrawn' ? 'withdrawn' : 'decided'}.`);
  const remarks = decisionRemarks(decision);
  const workedDate = String(request.worked_date);
  const expiresOn = decision.decision === 'Approved' ? compOffExpiry(workedDate) : null;

  return db.transaction().execute(async (trx) => {
    await lockLeaveBalance(trx, request.employee_id);
    await decidePending(
      trx,
      'comp_off_request',
      { organizationId: auth.organizationId, id: request.id, decidedBy: auth.employeeId },
      { status: decision.decision, remarks, expires_on: expiresOn },
      'This comp-off request is already decided.',
    );
    if (expiresOn) {
      await postLeaveEntries(trx, [
        {
          organization_id: auth.organizationId,
          employee_id: request.employee_id,
          leave_type: COMP_OFF_TYPE,
          leave_year: leaveYearOf(workedDate),
          entry_kind: 'compOff',
          days: Number(request.days),
          effective_date: workedDate,
          expires_on: expiresOn,
          source_ref: requestCode,
          idempotency_key: `compOff:${requestCode}`,
          reason: `Comp-off for working ${workedDate}`,
          created_by: auth.empId,
        },
      ]);
      // A claim approved after its credit's expiry (late approval) lapses at once.
      await lapseCompOff(trx, auth.organizationId, request.employee_id, attendanceToday(), auth.empId);
    }
    await recordAudit(trx, auth, { entity: 'compOff', entityId: requestCode, action: decision.decision === 'Approved' ? 'approve' : 'reject', before: { status: 'Pending' }, after: { status: decision.decision, remarks, expiresOn } });
    return { requestCode, status: decision.decision, expiresOn, employee: { email: request.official_email, name: personName(request.first_name, request.last_name) } };
  });
}
