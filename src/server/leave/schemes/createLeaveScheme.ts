import type { AuthContext } from '../../auth/AuthContext.js';
import { recordAudit } from '../../audit/recordAudit.js';
import type { Db } from '../../db/database.js';
import type { LeaveSchemeRecord } from '../../../shared/leaveScheme.js';
import { loadSchemeRecords } from './loadSchemeRecords.js';
import { checkReferences, fieldsOf, refuseTaken, takeDefault, uniqueName, writeParts, type SchemeBody } from './leaveSchemeRules.js';

/** Creates a scheme with its entitlements and assignments (one transaction, audited). */
export async function createLeaveScheme(db: Db, auth: AuthContext, body: SchemeBody): Promise<LeaveSchemeRecord> {
  const organizationId = auth.organizationId;
  const fields = fieldsOf(body);
  const id = await db.transaction().execute(async (trx) => {
    const employees = await checkReferences(trx, organizationId, body, fields);
    await refuseTaken(trx, organizationId, 0, fields);
    if (fields.isDefault) await takeDefault(trx, organizationId, null);
    const { id } = await uniqueName(fields.schemeName, () =>
      trx
        .insertInto('leave_scheme')
        .values({ organization_id: organizationId, scheme_name: fields.schemeName, is_default: fields.isDefault, status: fields.status, created_by: auth.empId, updated_by: auth.empId })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    await writeParts(trx, organizationId, id, fields, [...employees.values()]);
    await recordAudit(trx, auth, { entity: 'leaveScheme', entityId: id, action: 'create', after: fields });
    return id;
  });
  return (await loadSchemeRecords(db, organizationId, id))[0];
}

