import type { AuthContext } from '../../auth/AuthContext.js';
import type { Db } from '../../db/database.js';
import { conflict, notFound } from '../../http/AppError.js';
import { recordAudit } from '../../audit/recordAudit.js';

/** The request tables an employee may withdraw a pending request of, with their code column and how a message names them. */
const KINDS = {
  comp_off_request: { code: 'request_code', entity: 'compOff', name: 'Comp-off request' },
  leave_encashment: { code: 'encashment_code', entity: 'leaveEncashment', name: 'Encashment request' },
} as const;

/** Withdraws the caller's own pending request; anyone else's is not found, a decided one is a 409. */
export async function withdrawRequest(db: Db, auth: AuthContext, table: keyof typeof KINDS, code: string): Promise<void> {
  const kind = KINDS[table];
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom(table)
      .select(['id', 'status', 'version'])
      .where('organization_id', '=', auth.organizationId)
      .where('employee_id', '=', auth.employeeId)
      .where(kind.code, '=', code)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound(`${kind.name} not found`);
    if (row.status !== 'Pending') throw conflict('Only a pending request can be withdrawn.');
    await trx.updateTable(table).set({ status: 'Withdrawn', version: row.version + 1 }).where('organization_id', '=', auth.organizationId).where('id', '=', row.id).execute();
    await recordAudit(trx, auth, { entity: kind.entity, entityId: code, action: 'withdraw', before: { status: 'Pending' }, after: { status: 'Withdrawn' } });
  });
}
