import { sql } from 'kysely';
import type { AuthContext } from '../../auth/AuthContext.js';
import { recordAudit } from '../../audit/recordAudit.js';
import type { Db } from '../../db/database.js';
import { badRequest, conflict, notFound } from '../../http/AppError.js';
import type { LeaveSchemeRecord } from '../../../shared/leaveScheme.js';
import { loadSchemeRecords } from './loadSchemeRecords.js';
import { checkReferences, fieldsOf, refuseTaken, STALE, takeDefault, uniqueName, writeParts, type SchemeBody } from './leaveSchemeRules.js';

/** Replaces a scheme's fields (with the version it was read at), its entitlements and assignments. */
export async function updateLeaveScheme(db: Db, auth: AuthContext, id: number, body: SchemeBody): Promise<LeaveSchemeRecord> {
  const organizationId = auth.organizationId;
  const fields = fieldsOf(body);
  if (!Number.isInteger(body.version)) throw badRequest('version is required: send back the record as it was read', [{ field: 'version', message: 'Version is required' }]);
  await db.transaction().execute(async (trx) => {
    const [before] = await loadSchemeRecords(trx, organizationId, id);
    if (!before) throw notFound('Leave scheme not found');
    if (before.version !== body.version) throw conflict(STALE);
    if (before.isDefault && !fields.isDefault) {
      throw conflict(`'${before.schemeName}' is the organisation's default scheme. Make another scheme the default instead.`);
    }
    const employees = await checkReferences(trx, organizationId, body, fields);
    await refuseTaken(trx, organizationId, id, fields);
    if (fields.isDefault) await takeDefault(trx, organizationId, id);
    const updated = await uniqueName(fields.schemeName, () =>
      trx
        .updateTable('leave_scheme')
        .set({ scheme_name: fields.schemeName, is_default: fields.isDefault, status: fields.status, updated_by: auth.empId, updated_at: new Date(), version: sql`version + 1` })
        .where('organization_id', '=', organizationId)
        .where('id', '=', id)
        .where('version', '=', body.version!)
        .executeTakeFirst(),
    );
    if (Number(updated.numUpdatedRows) === 0) throw conflict(STALE);
    await writeParts(trx, organizationId, id, fields, [...employees.values()]);
    const { id: _id, version: _version, createdAt: _c, createdBy: _cb, updatedAt: _u, updatedBy: _ub, ...was } = before;
    await recordAudit(trx, auth, { entity: 'leaveScheme', entityId: id, action: 'update', before: was, after: fields });
  });
  return (await loadSchemeRecords(db, organizationId, id))[0];
}

