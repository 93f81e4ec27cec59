import type { AuthContext } from '../../auth/AuthContext.js';
import { recordAudit } from '../../audit/recordAudit.js';
import type { Db } from '../../db/database.js';
import { conflict, notFound } from '../../http/AppError.js';
import type { LeaveSchemeRecord } from '../../../shared/leaveScheme.js';
import { loadSchemeRecords } from './loadSchemeRecords.js';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * Deletes a scheme nobody is placed by: the default, and one still assigned to employees, grades or
 * roles of intake, are refused (409) — set it Inactive, or take its assignments away, instead.
 */
export async function deleteLeaveScheme(db: Db, auth: AuthContext, id: number): Promise<LeaveSchemeRecord> {
  const organizationId = auth.organizationId;
  return db.transaction().execute(async (trx) => {
    const [before] = await loadSchemeRecords(trx, organizationId, id);
    if (!before) throw notFound('Leave scheme not found');
    if (before.isDefault) throw conflict(`'${before.schemeName}' is the organisation's default scheme and cannot be deleted. Make another scheme the default first.`);
    const uses = [
      ...(before.employees.length ? [plural(before.employees.length, 'employee')] : []),
      ...(before.grades.length ? [plural(before.grades.length, 'grade')] : []),
      ...(before.rolesOfIntake.length ? [plural(before.rolesOfIntake.length, 'role of intake')] : []),
    ];
    if (uses.length > 0) {
      throw conflict(`'${before.schemeName}' is assigned to ${uses.join(' and ')} and cannot be deleted. Remove them from it, or set it Inactive (they then follow the next rule, down to the default scheme).`);
    }
    await trx.deleteFrom('leave_scheme').where('organization_id', '=', organizationId).where('id', '=', id).execute();
    await recordAudit(trx, auth, { entity: 'leaveScheme', entityId: id, action: 'delete', before });
    return before;
  });
}
