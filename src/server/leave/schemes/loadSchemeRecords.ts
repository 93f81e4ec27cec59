import type { Db } from '../../db/database.js';
import type { LeaveSchemeRecord } from '../../../shared/leaveScheme.js';

const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : String(value));

/** The organisation's schemes (all, or the one with `schemeId`) with their entitlements and assignments, by name. */
export async function loadSchemeRecords(db: Db, organizationId: number, schemeId?: number): Promise<LeaveSchemeRecord[]> {
  let schemes = db.selectFrom('leave_scheme').selectAll().where('organization_id', '=', organizationId);
  if (schemeId !== undefined) schemes = schemes.where('id', '=', schemeId);
  const rows = await schemes.orderBy('is_default', 'desc').orderBy('scheme_name').execute();
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [entitlements, assignments, employees] = await Promise.all([
    db.selectFrom('leave_scheme_entitlement').select(['scheme_id', 'leave_type', 'days_per_year']).where('organization_id', '=', organizationId).where('scheme_id', 'in', ids).orderBy('leave_type').execute(),
    db.selectFrom('leave_scheme_assignment').select(['scheme_id', 'assign_by', 'target_id']).where('organization_id', '=', organizationId).where('scheme_id', 'in', ids).orderBy('target_id').execute(),
    db.selectFrom('employee').select(['leave_scheme_id', 'emp_id']).where('organization_id', '=', organizationId).where('leave_scheme_id', 'in', ids).orderBy('emp_id').execute(),
  ]);
  return rows.map((row) => ({
    id: row.id,
    schemeName: row.scheme_name,
    isDefault: row.is_default,
    status: row.status,
    entitlements: entitlements.filter((e) => e.scheme_id === row.id).map((e) => ({ leaveType: e.leave_type, daysPerYear: Number(e.days_per_year) })),
    grades: assignments.filter((a) => a.scheme_id === row.id && a.assign_by === 'grade').map((a) => Number(a.target_id)),
    rolesOfIntake: assignments.filter((a) => a.scheme_id === row.id && a.assign_by === 'roleOfIntake').map((a) => Number(a.target_id)),
    employees: employees.filter((e) => e.leave_scheme_id === row.id).map((e) => e.emp_id),
    version: row.version,
    createdBy: row.created_by,
    updatedBy: row.updated_by,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  }));
}
